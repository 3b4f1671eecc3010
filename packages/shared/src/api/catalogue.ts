// The catalogue calls (`catalogueCalls`) and their schemas: game types, areas, rooms (and leaving one), and
// a room's odds with their exact return to player and the room's rules.
import { z } from 'zod';
import { ZOkResponse } from './accounts';
import { defineCalls } from './define-calls';
import { catalogueIdField, ZMoneyText } from './fields';

export const ZGameTypeListRequest = z.object({});
export const ZGameType = z.object({
  id: z.number().int(),
  code: z.string(),
  /** The name in the request's language. */
  name: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  layout: z.enum(['beijing', 'canada']),
  roundSeconds: z.number().int(),
  closeBeforeDrawSeconds: z.number().int(),
  /** The first room of the game type (spec §3 "roomInfo id"), null while it has none. */
  roomInfoId: z.number().int().nullable(),
});
export type TGameType = z.infer<typeof ZGameType>;
export const ZGameTypeListResponse = z.object({ list: z.array(ZGameType) });
export type TGameTypeListResponse = z.infer<typeof ZGameTypeListResponse>;

export const ZGameAreaListRequest = z.object({ gameTypeId: catalogueIdField().optional() });
export type TGameAreaListRequest = z.infer<typeof ZGameAreaListRequest>;
export const ZGameArea = z.object({
  id: z.number().int(),
  gameTypeId: z.number().int(),
  name: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  roomCount: z.number().int(),
});
export type TGameArea = z.infer<typeof ZGameArea>;
export const ZGameAreaListResponse = z.object({ list: z.array(ZGameArea) });

export const ZRoomListRequest = z.object({
  areaId: catalogueIdField().optional(),
  gameTypeId: catalogueIdField().optional(),
});
export type TRoomListRequest = z.infer<typeof ZRoomListRequest>;
export const ZRoom = z.object({
  id: z.number().int(),
  gameTypeId: z.number().int(),
  areaId: z.number().int(),
  name: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  /** The balance a player needs to bet in the room. */
  entryMin: ZMoneyText,
  betMin: ZMoneyText,
  betMax: ZMoneyText,
  isOpen: z.boolean(),
  /** False while the room has no odds: betting there answers "the room is not configured". */
  isConfigured: z.boolean(),
});
export type TRoom = z.infer<typeof ZRoom>;
export const ZRoomListResponse = z.object({ list: z.array(ZRoom) });

export const ZRoomRequest = z.object({ roomId: catalogueIdField() });
export type TRoomRequest = z.infer<typeof ZRoomRequest>;

/** An exact fraction, "numerator/denominator" in lowest terms. */
const ZFraction = z.string().regex(/^\d+\/\d+$/);

export const ZOddsLine = z.object({
  betType: z.string(),
  kind: z.enum(['plain', 'combination', 'extreme', 'sum', 'shape']),
  label: z.string(),
  labelZh: z.string(),
  labelEn: z.string(),
  odds: z.string(),
  winProbability: ZFraction,
  refundProbability: ZFraction,
  rtp: ZFraction,
  /** Return-to-player in percent, two decimals, rounded down. */
  rtpPercent: z.string(),
  /** Plain bets in a room with reduced 13/14 odds: the return of a player staking above the threshold. */
  aboveThreshold: z
    .object({ aboveAmount: ZMoneyText, odds: z.string(), rtp: ZFraction, rtpPercent: z.string() })
    .nullable(),
});
export type TOddsLine = z.infer<typeof ZOddsLine>;

export const ZRoomRulesView = z.object({
  wrapStraights: z.boolean(),
  combinationOn1314: z.enum(['pay', 'refund', 'lose']),
  plainOn1314: z.object({ aboveAmount: ZMoneyText, odds: z.string() }).nullable(),
  /** The rules in the request's language, one sentence each, to show beside the odds. */
  text: z.array(z.string()),
});
export type TRoomRulesView = z.infer<typeof ZRoomRulesView>;

export const ZRoomOddsListResponse = z.object({
  roomId: z.number().int(),
  layout: z.enum(['beijing', 'canada']),
  list: z.array(ZOddsLine),
  rules: ZRoomRulesView,
});
export type TRoomOddsListResponse = z.infer<typeof ZRoomOddsListResponse>;

/** Game types and areas, a game's rooms, a room's odds, leaving a room. */
export const catalogueCalls = defineCalls({
  gameTypeList: {
    path: '/api/v1/gameType/list',
    auth: false,
    request: ZGameTypeListRequest,
    response: ZGameTypeListResponse,
  },
  gameAreaList: {
    path: '/api/v1/gameArea/list',
    auth: false,
    request: ZGameAreaListRequest,
    response: ZGameAreaListResponse,
  },
  roomList: { path: '/api/v1/room/list', auth: true, request: ZRoomListRequest, response: ZRoomListResponse },
  roomOddsList: {
    path: '/api/v1/room/bili/list',
    auth: true,
    request: ZRoomRequest,
    response: ZRoomOddsListResponse,
  },
  exitRoom: { path: '/api/v1/room/user/exit', auth: true, request: ZRoomRequest, response: ZOkResponse },
});
