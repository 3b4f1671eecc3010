// The round calls (`roundCalls`) and their schemas: a room's current round and last results, the trend of
// past results, the verification of a drawn round against its hash chain, and the whole public history of
// drawn and voided rounds, to check every one.
import { z } from 'zod';
import type { MessageKey } from '../i18n/messages';
import { ZRoomRequest } from './catalogue';
import { defineCalls } from './define-calls';
import { ZBeaconRef, ZRoundBeacon } from './fairness';
import { catalogueIdField, intFieldOr, rowIdField, ZEpochMs, ZMoneyText } from './fields';

export const MAX_TREND_ROUNDS = 100;

/** void: an operator voided it before its draw; it is never drawn and its bets were refunded. */
export const ROUND_STATUSES = ['scheduled', 'open', 'closed', 'drawn', 'settled', 'void'] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];
export const ZRoundStatus = z.enum(ROUND_STATUSES);

/** Why a round was voided: by an operator before its beacon's time, or no valid beacon came in time. */
export const VOID_REASONS = ['operator', 'beacon_missing'] as const;
export type VoidReason = (typeof VOID_REASONS)[number];

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
  drawsAt: ZEpochMs,
});
export type TGameOpenInfo = z.infer<typeof ZGameOpenInfo>;

export const ZCurrentRound = z.object({
  roundId: z.number().int(),
  issue: z.string(),
  /** By the server clock: open while bets are taken, closed between the close and the draw. */
  status: ZRoundStatus,
  opensAt: ZEpochMs,
  closesAt: ZEpochMs,
  drawsAt: ZEpochMs,
  /** The beacon round that will decide it (docs/FAIRNESS.md §2): known before it opens. */
  beacon: ZBeaconRef.nullable(),
});
export type TCurrentRound = z.infer<typeof ZCurrentRound>;

export const ZRoomOpenInfoResponse = z.object({
  roomId: z.number().int(),
  gameTypeId: z.number().int(),
  serverTime: ZEpochMs,
  /** The round bets go to now, or the next one while the current is closed; null if none is scheduled. */
  current: ZCurrentRound.nullable(),
  /** The round that has closed and awaits its draw, if any. */
  awaitingDraw: ZCurrentRound.nullable(),
  /** The last three results, newest first. */
  gameOpenInfo: z.array(ZGameOpenInfo),
  first_result: ZGameOpenInfo.nullable(),
});
export type TRoomOpenInfoResponse = z.infer<typeof ZRoomOpenInfoResponse>;

export const ZTrendRequest = z.object({
  gameTypeId: catalogueIdField(),
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
  drawsAt: ZEpochMs,
});
export type TTrendEntry = z.infer<typeof ZTrendEntry>;
export const ZTrendResponse = z.object({ gameTypeId: z.number().int(), list: z.array(ZTrendEntry) });
export type TTrendResponse = z.infer<typeof ZTrendResponse>;

export const ZVerifyRoundRequest = z.object({ roundId: rowIdField() });
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
  chainCreatedAt: ZEpochMs,
  /** hash_(n−1), revealed by the round before in the same chain (null for n = 1 or if not drawn). */
  previousRoundHash: z.string().nullable(),
  closesAt: ZEpochMs,
  /** The beacon the draw key joins to the round hash; null for rounds drawn before beacons. */
  beacon: ZRoundBeacon.nullable(),
  numbers: z.array(z.number().int()),
  a: z.number().int(),
  b: z.number().int(),
  c: z.number().int(),
  sum: z.number().int(),
});
export type TVerifyRoundResponse = z.infer<typeof ZVerifyRoundResponse>;

/** The rounds the history lists: those drawn (settled or still to settle) and those voided. */
export const HISTORY_ROUND_STATUSES = ['drawn', 'settled', 'void'] as const;

export const HISTORY_PAGE_SIZE_DEFAULT = 100;
export const HISTORY_PAGE_SIZE_MAX = 1000;

/**
 * Where a walk of the history stands: `<gameTypeId>:<issue>` of the last round read. The history runs by
 * game type, then issue, so a page after it starts with the next issue of that game type (or the next game
 * type); a recorder keeps its last round's cursor and asks again later for what came since.
 */
export type HistoryCursor = { gameTypeId: number; issue: number };

export function historyCursorOf(round: HistoryCursor): string {
  return `${round.gameTypeId}:${round.issue}`;
}

const ZHistoryCursor = z
  .string({ error: 'error.InvalidInput' satisfies MessageKey })
  .regex(/^\d{1,10}:\d{1,15}$/, 'error.InvalidInput' satisfies MessageKey)
  .transform((text): HistoryCursor => {
    const [gameTypeId, issue] = text.split(':').map(Number);
    return { gameTypeId: gameTypeId ?? 0, issue: issue ?? 0 };
  });

export const ZRoundHistoryRequest = z.object({
  /** One game type's rounds; every game type's when left out. */
  gameTypeId: catalogueIdField().optional(),
  /** The page after this cursor (a previous page's `nextCursor`); the first page when left out. */
  cursor: z.preprocess((value) => (value === '' ? undefined : value), ZHistoryCursor.optional()),
  pageSize: intFieldOr(HISTORY_PAGE_SIZE_DEFAULT, 1, HISTORY_PAGE_SIZE_MAX),
});
export type TRoundHistoryRequest = z.output<typeof ZRoundHistoryRequest>;

/**
 * What a settled round took and gave back, from its settlement records (round_player_results), the same
 * records and the same meaning as the public statistics' figures (docs/FAIRNESS.md §13).
 */
export const ZRoundTotals = z.object({
  betCount: z.number().int(),
  players: z.number().int(),
  stakes: ZMoneyText,
  /** Everything paid back at settlement: wins, stake included, and stakes refunded under the 13/14 rule. */
  payouts: ZMoneyText,
});
export type TRoundTotals = z.infer<typeof ZRoundTotals>;

/** One round of the history, with everything needed to check it (docs/FAIRNESS.md §1–3, §8, §13). */
export const ZRoundHistoryEntry = z.object({
  roundId: z.number().int(),
  gameTypeId: z.number().int(),
  gameTypeCode: z.string(),
  layout: z.enum(['beijing', 'canada']),
  issue: z.string(),
  chainId: z.number().int(),
  /** n: the round is drawn from hash_n of its chain; n = issue − the chain's first issue + 1. */
  chainIndex: z.number().int(),
  /** hash_n, revealed at the draw; null for a voided round, which is never drawn. */
  roundHash: z.string().nullable(),
  opensAt: ZEpochMs,
  closesAt: ZEpochMs,
  drawsAt: ZEpochMs,
  /** The beacon the draw key joins to the round hash; null for rounds drawn before beacons, and voided ones. */
  beacon: ZRoundBeacon.nullable(),
  /** The 20 numbers, sorted; empty for a voided round. */
  numbers: z.array(z.number().int()),
  a: z.number().int().nullable(),
  b: z.number().int().nullable(),
  c: z.number().int().nullable(),
  sum: z.number().int().nullable(),
  status: z.enum(HISTORY_ROUND_STATUSES),
  /** Who voided it (null when not voided, or voided before reasons were recorded). */
  voidReason: z.enum(VOID_REASONS).nullable(),
  settledAt: ZEpochMs.nullable(),
  /** When it was voided; null unless it was. */
  voidedAt: ZEpochMs.nullable(),
  /** Its settled totals; null until it is settled, and for a voided round (every bet refunded). */
  totals: ZRoundTotals.nullable(),
});
export type TRoundHistoryEntry = z.infer<typeof ZRoundHistoryEntry>;

export const ZRoundHistoryResponse = z.object({
  list: z.array(ZRoundHistoryEntry),
  /** The cursor of the page after this one; null when this page reached the end of the history. */
  nextCursor: z.string().nullable(),
  /** How many rounds the whole walk covers, counted on its first page (no cursor); null on later pages. */
  total: z.number().int().nullable(),
});
export type TRoundHistoryResponse = z.infer<typeof ZRoundHistoryResponse>;

/** A room's round, and results, which are public: the trend and a round's verification need no token. */
export const roundCalls = defineCalls({
  roomOpenInfo: {
    path: '/api/v1/room/open/info',
    auth: true,
    request: ZRoomRequest,
    response: ZRoomOpenInfoResponse,
  },
  trend: { path: '/api/v1/open/trend', auth: false, request: ZTrendRequest, response: ZTrendResponse },
  verifyRound: {
    path: '/api/v1/round/verify',
    auth: false,
    request: ZVerifyRoundRequest,
    response: ZVerifyRoundResponse,
  },
  roundHistory: {
    path: '/api/v1/round/history',
    auth: false,
    request: ZRoundHistoryRequest,
    response: ZRoundHistoryResponse,
  },
});
