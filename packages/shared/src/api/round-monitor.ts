// The operators' round calls (`roundMonitorCalls`) and their schemas: the live round of each game type
// with its stakes and what it could pay (per bet type, room and player), past rounds with their results
// and totals, and voiding an undrawn round, the only intervention there is on a round (there is no call
// that sets a result).
import { z } from 'zod';
import type { MessageKey } from '../i18n/messages';
import { defineCalls } from './define-calls';
import { catalogueIdField, rowIdField, ZEpochMs, ZMoneyText, ZPage, ZPageRequest, ZReason } from './fields';
import { ROUND_STATUSES, ZRoundDigits, ZRoundStatus } from './rounds';

export const ZRoundMonitorRequest = z.object({
  /** Only this game type's live round; absent: every enabled game type's. */
  gameTypeId: catalogueIdField().optional(),
  /** Only the bets in this room. */
  roomId: catalogueIdField().optional(),
});
export type TRoundMonitorRequest = z.output<typeof ZRoundMonitorRequest>;

/** Stakes in a slice of the round, and what they pay if they win (stake × odds: the exposure). */
const stakeFields = {
  betCount: z.number().int(),
  stake: ZMoneyText,
  potentialPayout: ZMoneyText,
};

export const ZMonitorRound = z.object({
  roundId: z.number().int(),
  gameTypeId: z.number().int(),
  gameName: z.string(),
  issue: z.string(),
  /** By the server clock. */
  status: ZRoundStatus,
  opensAt: ZEpochMs,
  closesAt: ZEpochMs,
  drawsAt: ZEpochMs,
  playerCount: z.number().int(),
  ...stakeFields,
  byBetType: z.array(z.object({ betType: z.string(), label: z.string(), ...stakeFields })),
  byRoom: z.array(
    z.object({
      roomId: z.number().int(),
      roomName: z.string(),
      ...stakeFields,
      /** The room's cap on what a round may owe; null: none. */
      payoutCap: ZMoneyText.nullable(),
    }),
  ),
  /** The biggest bettors of the round, by stake. */
  topPlayers: z.array(z.object({ userId: z.number().int(), account: z.string(), ...stakeFields })),
});
export type TMonitorRound = z.infer<typeof ZMonitorRound>;

export const ZRoundMonitorResponse = z.object({
  serverTime: ZEpochMs,
  list: z.array(ZMonitorRound),
});
export type TRoundMonitorResponse = z.infer<typeof ZRoundMonitorResponse>;

export const ZAdminRoundListRequest = ZPageRequest.extend({
  gameTypeId: catalogueIdField().optional(),
  status: z.enum(ROUND_STATUSES, { error: 'error.InvalidInput' satisfies MessageKey }).optional(),
});
export type TAdminRoundListRequest = z.output<typeof ZAdminRoundListRequest>;

export const ZAdminRound = z.object({
  roundId: z.number().int(),
  gameTypeId: z.number().int(),
  gameName: z.string(),
  issue: z.string(),
  status: ZRoundStatus,
  statusName: z.string(),
  drawsAt: ZEpochMs,
  result: ZRoundDigits.nullable(),
  betCount: z.number().int(),
  playerCount: z.number().int(),
  /** Stakes of the bets standing (a void round's were all given back). */
  stake: ZMoneyText,
  /** Paid at settlement, wins and 13/14 refunds; 0 until settled. */
  payout: ZMoneyText,
  grossGamingRevenue: ZMoneyText,
  voidedTime: z.string().nullable(),
});
export type TAdminRound = z.infer<typeof ZAdminRound>;
export const ZAdminRoundListResponse = ZPage(ZAdminRound);
export type TAdminRoundListResponse = z.infer<typeof ZAdminRoundListResponse>;

export const ZRoundVoidRequest = z.object({ roundId: rowIdField(), reason: ZReason });
export type TRoundVoidRequest = z.output<typeof ZRoundVoidRequest>;

export const ZRoundVoidResponse = z.object({
  roundId: z.number().int(),
  issue: z.string(),
  status: z.literal('void'),
  refundedBets: z.number().int(),
  refunded: ZMoneyText,
  playerCount: z.number().int(),
});
export type TRoundVoidResponse = z.infer<typeof ZRoundVoidResponse>;

/** The live rounds, past rounds, and voiding an undrawn round. */
export const roundMonitorCalls = defineCalls({
  adminRoundMonitor: {
    path: '/api/v1/admin/round/monitor',
    auth: true,
    permission: 'games.read',
    request: ZRoundMonitorRequest,
    response: ZRoundMonitorResponse,
  },
  adminRoundList: {
    path: '/api/v1/admin/round/list',
    auth: true,
    permission: 'games.read',
    request: ZAdminRoundListRequest,
    response: ZAdminRoundListResponse,
  },
  adminRoundVoid: {
    path: '/api/v1/admin/round/void',
    auth: true,
    permission: 'rounds.void',
    request: ZRoundVoidRequest,
    response: ZRoundVoidResponse,
  },
});
