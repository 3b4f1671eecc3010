// The round calls (`roundCalls`) and their schemas: a room's current round and last results, the trend of
// past results, and the verification of a drawn round against its hash chain.
import { z } from 'zod';
import { ZRoomRequest } from './catalogue';
import { defineCalls } from './define-calls';
import { ZBeaconRef, ZRoundBeacon } from './fairness';
import { catalogueIdField, intFieldOr, rowIdField, ZEpochMs } from './fields';

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
});
