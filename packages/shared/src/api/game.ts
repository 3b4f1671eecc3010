// Request and response schemas of the game calls: game types, areas, rooms and their odds, the open
// round, placing and cancelling bets, bet history, stats, trend and round verification.
import { z } from 'zod';
import { ZBetType } from '../game/bet-types';
import { ZPrice } from '../money';
import {
  idField,
  intFieldOr,
  PAGE_SIZE_MAX,
  SERIAL_ID_MAX,
  ZIdempotencyKey,
  ZPage,
  ZPageRequest,
} from './fields';

/** Game types, areas and rooms are keyed by 32-bit serials; rounds and bets by bigints. */
const catalogueId = () => idField('error.InvalidInput', SERIAL_ID_MAX);
const rowId = () => idField('error.InvalidInput');

function parseJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** A money amount on the wire: a decimal string with two places. */
const ZMoney = z.string();
/** Milliseconds since the Unix epoch. */
const ZTime = z.number().int();

export const MAX_BET_ITEMS = 40;
export const MAX_TREND_ROUNDS = 100;

// ---- Catalogue ----

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

export const ZGameAreaListRequest = z.object({ gameTypeId: catalogueId().optional() });
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
  areaId: catalogueId().optional(),
  gameTypeId: catalogueId().optional(),
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
  entryMin: ZMoney,
  betMin: ZMoney,
  betMax: ZMoney,
  isOpen: z.boolean(),
  /** False while the room has no odds: betting there answers "the room is not configured". */
  isConfigured: z.boolean(),
});
export type TRoom = z.infer<typeof ZRoom>;
export const ZRoomListResponse = z.object({ list: z.array(ZRoom) });

export const ZRoomRequest = z.object({ roomId: catalogueId() });
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
    .object({ aboveAmount: ZMoney, odds: z.string(), rtp: ZFraction, rtpPercent: z.string() })
    .nullable(),
});
export type TOddsLine = z.infer<typeof ZOddsLine>;

export const ZRoomRulesView = z.object({
  wrapStraights: z.boolean(),
  combinationOn1314: z.enum(['pay', 'refund', 'lose']),
  plainOn1314: z.object({ aboveAmount: ZMoney, odds: z.string() }).nullable(),
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

// ---- Rounds ----

export const ROUND_STATUSES = ['scheduled', 'open', 'closed', 'drawn', 'settled'] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];
export const ZRoundStatus = z.enum(ROUND_STATUSES);

export const ZRoundDigits = z.object({
  a: z.number().int(),
  b: z.number().int(),
  c: z.number().int(),
  sum: z.number().int(),
});

/** spec §3 gameOpenInfo entry: gameNum is the issue, gameResult the sum; digits and numbers added. */
export const ZGameOpenInfo = z.object({
  roundId: z.number().int(),
  gameNum: z.string(),
  gameResult: z.number().int(),
  a: z.number().int(),
  b: z.number().int(),
  c: z.number().int(),
  numbers: z.array(z.number().int()),
  drawsAt: ZTime,
});
export type TGameOpenInfo = z.infer<typeof ZGameOpenInfo>;

export const ZCurrentRound = z.object({
  roundId: z.number().int(),
  issue: z.string(),
  /** By the server clock: open while bets are taken, closed between the close and the draw. */
  status: ZRoundStatus,
  opensAt: ZTime,
  closesAt: ZTime,
  drawsAt: ZTime,
});
export type TCurrentRound = z.infer<typeof ZCurrentRound>;

export const ZRoomOpenInfoResponse = z.object({
  roomId: z.number().int(),
  gameTypeId: z.number().int(),
  serverTime: ZTime,
  /** The round bets go to now, or the next one while the current is closed; null if none is scheduled. */
  current: ZCurrentRound.nullable(),
  /** The round that has closed and awaits its draw, if any. */
  awaitingDraw: ZCurrentRound.nullable(),
  /** The last three results, newest first. */
  gameOpenInfo: z.array(ZGameOpenInfo),
  first_result: ZGameOpenInfo.nullable(),
});
export type TRoomOpenInfoResponse = z.infer<typeof ZRoomOpenInfoResponse>;

// ---- Bets ----

export const ZBetItem = z.object({ betType: ZBetType, amount: ZPrice });
export type TBetItem = z.infer<typeof ZBetItem>;

export const ZPlaceBetRequest = z.object({
  roomId: catalogueId(),
  /** JSON array of {betType, amount}, as form text or a JSON body array. */
  items: z.preprocess(
    parseJsonText,
    z
      .array(ZBetItem, { error: 'form.selectBet' })
      .min(1, 'form.selectBet')
      .max(MAX_BET_ITEMS, 'error.InvalidInput'),
  ),
  /** A retry with the same key never bets twice: it answers the first call's result. */
  idempotencyKey: ZIdempotencyKey,
});
export type TPlaceBetRequest = z.infer<typeof ZPlaceBetRequest>;

export const ZPlacedBet = z.object({
  betId: z.number().int(),
  betType: z.string(),
  amount: ZMoney,
  odds: z.string(),
});
export type TPlacedBet = z.infer<typeof ZPlacedBet>;

export const ZPlaceBetResponse = z.object({
  roundId: z.number().int(),
  issue: z.string(),
  bets: z.array(ZPlacedBet),
  total: ZMoney,
  /** The wallet balance right after the bets. */
  balance: ZMoney,
});
export type TPlaceBetResponse = z.infer<typeof ZPlaceBetResponse>;

export const ZCancelBetRequest = z.object({
  roomId: catalogueId(),
  /** Bet ids ("12,13" or a JSON array); absent: all of my bets in the room's open round. */
  betIds: z
    .preprocess(
      (value) =>
        typeof value === 'string' ? value.split(',').map((part) => part.trim()) : parseJsonText(value),
      z.array(rowId()).min(1).max(200),
    )
    .optional(),
});
export type TCancelBetRequest = z.infer<typeof ZCancelBetRequest>;

export const ZCancelBetResponse = z.object({
  cancelled: z.array(z.object({ betId: z.number().int(), amount: ZMoney })),
  refunded: ZMoney,
  balance: ZMoney,
});
export type TCancelBetResponse = z.infer<typeof ZCancelBetResponse>;

export const BET_OUTCOMES = ['pending', 'win', 'lose', 'refund', 'cancelled'] as const;
export type BetRecordOutcome = (typeof BET_OUTCOMES)[number];

export const ZBetRecord = z.object({
  betId: z.number().int(),
  roundId: z.number().int(),
  issue: z.string(),
  gameTypeId: z.number().int(),
  roomId: z.number().int(),
  roomName: z.string(),
  betType: z.string(),
  betLabel: z.string(),
  amount: ZMoney,
  odds: z.string(),
  /** pending until the round is settled; then how the bet ended. */
  outcome: z.enum(BET_OUTCOMES),
  /** What came back, stake included: 0 on a loss, the stake on a refund. */
  payout: ZMoney,
  /** The odds a win was paid at (the bet's or the room's reduced 13/14 odds), else null. */
  paidOdds: z.string().nullable(),
  result: ZRoundDigits.nullable(),
  createdAt: ZTime,
});
export type TBetRecord = z.infer<typeof ZBetRecord>;

export const ZRoomBetListRequest = z.object({ roomId: catalogueId(), ...ZPageRequest.shape });
export type TRoomBetListRequest = z.infer<typeof ZRoomBetListRequest>;
export const ZBetListResponse = ZPage(ZBetRecord);
export type TBetListResponse = z.infer<typeof ZBetListResponse>;

/** A date "yyyy-mm-dd", or a 10-digit (seconds) or 13-digit (milliseconds) timestamp (spec §9). */
export const ZTimeFilter = z.union([z.string().trim(), z.number().int()]).transform((value, context) => {
  const text = String(value);
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    const time = Date.parse(`${text}T00:00:00Z`);
    if (!Number.isNaN(time)) return { date: text } as const;
  } else if (/^\d{10}$/.test(text)) return { ms: Number(text) * 1000 } as const;
  else if (/^\d{13}$/.test(text)) return { ms: Number(text) } as const;
  context.addIssue({ code: 'custom', message: 'form.invalidDate' });
  return z.NEVER;
});
export type TTimeFilter = z.infer<typeof ZTimeFilter>;

const optionalTime = ZTimeFilter.optional().or(z.literal('').transform(() => undefined));

export const BET_LIST_STATUSES = ['pending', 'settled', 'cancelled'] as const;

export const ZAllBetListRequest = z.object({
  ...ZPageRequest.shape,
  gameTypeId: catalogueId().optional(),
  /** pending: the round is not settled yet; settled: won, lost or refunded; cancelled. */
  status: z
    .enum(BET_LIST_STATUSES)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  startTime: optionalTime,
  endTime: optionalTime,
});
export type TAllBetListRequest = z.infer<typeof ZAllBetListRequest>;

export const ZUserStatRequest = z.object({
  ...ZPageRequest.shape,
  /** spec §9: the stat query asks 100 days a page. */
  pageSize: intFieldOr(100, 1, PAGE_SIZE_MAX),
  /** spec §9: 1, by day (the only range type). */
  rangeType: intFieldOr(1, 1, 1),
  startTime: optionalTime,
  endTime: optionalTime,
});
export type TUserStatRequest = z.infer<typeof ZUserStatRequest>;

export const ZUserStatDay = z.object({
  /** yyyy-mm-dd in the platform's time zone. */
  date: z.string(),
  betCount: z.number().int(),
  stake: ZMoney,
  payout: ZMoney,
  /** payout − stake: what the player won (positive) or lost (negative) that day. */
  profit: ZMoney,
});
export type TUserStatDay = z.infer<typeof ZUserStatDay>;
export const ZUserStatResponse = ZPage(ZUserStatDay).extend({
  totals: z.object({ betCount: z.number().int(), stake: ZMoney, payout: ZMoney, profit: ZMoney }),
});
export type TUserStatResponse = z.infer<typeof ZUserStatResponse>;

// ---- Results ----

export const ZTrendRequest = z.object({
  gameTypeId: catalogueId(),
  limit: intFieldOr(50, 1, MAX_TREND_ROUNDS),
});
export type TTrendRequest = z.infer<typeof ZTrendRequest>;
export const ZTrendEntry = z.object({
  roundId: z.number().int(),
  issue: z.string(),
  a: z.number().int(),
  b: z.number().int(),
  c: z.number().int(),
  sum: z.number().int(),
  isBig: z.boolean(),
  isOdd: z.boolean(),
  /** 大/小 · 单/双 in zh, Big/Small · Odd/Even in en. */
  bigSmall: z.string(),
  oddEven: z.string(),
  drawsAt: ZTime,
});
export type TTrendEntry = z.infer<typeof ZTrendEntry>;
export const ZTrendResponse = z.object({ gameTypeId: z.number().int(), list: z.array(ZTrendEntry) });
export type TTrendResponse = z.infer<typeof ZTrendResponse>;

export const ZVerifyRoundRequest = z.object({ roundId: rowId() });
export type TVerifyRoundRequest = z.infer<typeof ZVerifyRoundRequest>;
export const ZVerifyRoundResponse = z.object({
  roundId: z.number().int(),
  gameTypeId: z.number().int(),
  issue: z.string(),
  layout: z.enum(['beijing', 'canada']),
  roundHash: z.string(),
  /** n: hashing roundHash n times gives the terminating hash. */
  chainIndex: z.number().int(),
  chainLength: z.number().int(),
  /** Published when the chain was created, before any of its rounds. */
  terminatingHash: z.string(),
  chainCreatedAt: ZTime,
  /** hash_(n−1), revealed by the round before in the same chain (null for n = 1 or if not drawn). */
  previousRoundHash: z.string().nullable(),
  numbers: z.array(z.number().int()),
  a: z.number().int(),
  b: z.number().int(),
  c: z.number().int(),
  sum: z.number().int(),
});
export type TVerifyRoundResponse = z.infer<typeof ZVerifyRoundResponse>;
