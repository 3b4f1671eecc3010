// A room's rule versions and the console's games page, their calls (`roomRuleCalls`) and schemas: the
// public change log of a room's odds, 13/14 rules, straights, bet limits and exposure caps; the operator
// calls that make a new version (in effect from the next round that has not opened yet), list the games
// with their rooms, and open or close a room.
import { z } from 'zod';
import { isBetType } from '../game/bet-types';
import { isOdds, ZOdds } from '../game/odds';
import type { MessageKey } from '../i18n/messages';
import { ZAmount, ZPrice } from '../money';
import { ZRoomRequest, ZRoomRulesView } from './catalogue';
import { ZEmptyRequest } from './common';
import { defineCalls } from './define-calls';
import { catalogueIdField, parseJsonText, ZEpochMs, ZFlag, ZMoneyText, ZReason } from './fields';

const invalid = 'error.InvalidInput' satisfies MessageKey;

export const ZRoomRuleVersion = z.object({
  roomId: z.number().int(),
  version: z.number().int(),
  /** The first issue played under this version: bets on earlier issues keep the version before. */
  fromIssue: z.string(),
  createdAt: ZEpochMs,
  reason: z.string(),
  /** Bet type → decimal odds; empty while the room is not configured. */
  odds: z.record(z.string(), z.string()),
  rules: ZRoomRulesView,
  entryMin: ZMoneyText,
  betMin: ZMoneyText,
  betMax: ZMoneyText,
  /** The most one player may stake in the room in one round; null: no cap. */
  playerRoundStakeMax: ZMoneyText.nullable(),
  /** The most the room may owe in one round if every bet in it won; null: no cap. */
  roomRoundPayoutMax: ZMoneyText.nullable(),
  /** Whether the room takes bets under this version: opening or closing it is a version too. */
  isOpen: z.boolean(),
});
export type TRoomRuleVersion = z.infer<typeof ZRoomRuleVersion>;

export const ZRoomRulesHistoryRequest = ZRoomRequest;
export const ZRoomRulesHistoryResponse = z.object({
  roomId: z.number().int(),
  /** Newest first. */
  list: z.array(ZRoomRuleVersion),
});
export type TRoomRulesHistoryResponse = z.infer<typeof ZRoomRulesHistoryResponse>;

/** Bet type → odds text, as a JSON object in a form field. */
const ZOddsObject = z.preprocess(
  parseJsonText,
  z
    .record(z.string(), z.string(), { error: invalid })
    .refine((odds) => Object.keys(odds).length > 0, invalid)
    .refine((odds) => Object.keys(odds).every(isBetType), invalid)
    .refine((odds) => Object.values(odds).every(isOdds), 'form.invalidOdds' satisfies MessageKey),
);

/** A new version of a room's settings, whole: what is not sent is not kept from the version before. */
export const ZRoomRulesSaveRequest = z
  .object({
    roomId: catalogueIdField(),
    odds: ZOddsObject,
    wrapStraights: ZFlag,
    combinationOn1314: z.enum(['pay', 'refund', 'lose'], { error: invalid }),
    /** Plain bets above this total stake in a round are paid plainOn1314Odds on 13/14; both or neither. */
    plainOn1314Above: ZAmount.optional(),
    plainOn1314Odds: ZOdds.optional(),
    entryMin: ZAmount,
    betMin: ZPrice,
    betMax: ZPrice,
    playerRoundStakeMax: ZPrice.optional(),
    roomRoundPayoutMax: ZPrice.optional(),
    reason: ZReason,
  })
  .refine((form) => (form.plainOn1314Above === undefined) === (form.plainOn1314Odds === undefined), {
    message: invalid,
    path: ['plainOn1314Odds'],
  })
  .refine((form) => form.betMin <= form.betMax, { message: invalid, path: ['betMax'] });
export type TRoomRulesSaveRequest = z.output<typeof ZRoomRulesSaveRequest>;

/** Open or close a room from the first round not yet open; the reason goes into the audit log. */
export const ZRoomOpenRequest = z.object({ roomId: catalogueIdField(), isOpen: ZFlag, reason: ZReason });
export type TRoomOpenRequest = z.output<typeof ZRoomOpenRequest>;

export const ZAdminRoom = z.object({
  id: z.number().int(),
  areaId: z.number().int(),
  nameZh: z.string(),
  nameEn: z.string(),
  sortOrder: z.number().int(),
  /** The version the round under way plays under. */
  current: ZRoomRuleVersion,
  /** A newer version waiting for a round not yet open; null when none waits. */
  next: ZRoomRuleVersion.nullable(),
});
export type TAdminRoom = z.infer<typeof ZAdminRoom>;

/** Every game type (enabled or not), its areas and their rooms with the versions in effect and waiting. */
export const ZAdminGameListResponse = z.object({
  list: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      nameZh: z.string(),
      nameEn: z.string(),
      layout: z.enum(['beijing', 'canada']),
      roundSeconds: z.number().int(),
      closeBeforeDrawSeconds: z.number().int(),
      isEnabled: z.boolean(),
      /** The issue taking bets (or next to) by the clock. */
      currentIssue: z.string(),
      areas: z.array(
        z.object({
          id: z.number().int(),
          nameZh: z.string(),
          nameEn: z.string(),
          rooms: z.array(ZAdminRoom),
        }),
      ),
    }),
  ),
});
export type TAdminGameListResponse = z.infer<typeof ZAdminGameListResponse>;

/** A room's rule versions in public, and the operators' games list, rule changes and opening a room. */
export const roomRuleCalls = defineCalls({
  roomRulesHistory: {
    path: '/api/v1/room/rules/history',
    auth: false,
    request: ZRoomRulesHistoryRequest,
    response: ZRoomRulesHistoryResponse,
  },
  adminRoomRulesSave: {
    path: '/api/v1/admin/room/rules/save',
    auth: true,
    permission: 'rooms.manage',
    request: ZRoomRulesSaveRequest,
    response: ZRoomRuleVersion,
  },
  adminGameList: {
    path: '/api/v1/admin/game/list',
    auth: true,
    permission: 'games.read',
    request: ZEmptyRequest,
    response: ZAdminGameListResponse,
  },
  adminRoomOpen: {
    path: '/api/v1/admin/room/open',
    auth: true,
    permission: 'rooms.manage',
    request: ZRoomOpenRequest,
    response: ZRoomRuleVersion,
  },
});
