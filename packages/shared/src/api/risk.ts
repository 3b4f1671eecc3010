// The operators' risk flag call (`riskCalls`) and its schemas: what the data says about a player
// (addresses and devices shared with other players, hedged betting, bursts of deposits and withdrawals),
// computed on each read, never stored.
import { z } from 'zod';
import type { MessageKey } from '../i18n/messages';
import { defineCalls } from './define-calls';
import { ZPage, ZPageRequest } from './fields';

/**
 * sharedAddress: sessions from an address other players used too; sharedDevice: the same browser (user
 * agent) on the same address as another player; hedgedBetting: both sides of Big/Small or Odd/Even in one
 * round, which clears turnover at little risk; moneyBurst: many deposits and withdrawals in a short window.
 */
export const riskFlagKinds = ['sharedAddress', 'sharedDevice', 'hedgedBetting', 'moneyBurst'] as const;
export type RiskFlagKind = (typeof riskFlagKinds)[number];
export const ZRiskFlagKind = z.enum(riskFlagKinds, { error: 'error.InvalidInput' satisfies MessageKey });

export const ZRiskFlag = z.object({
  kind: z.enum(riskFlagKinds),
  userId: z.number().int(),
  account: z.string(),
  /** The flag's name and what the data shows, in the request's language. */
  title: z.string(),
  detail: z.string(),
  /** How many times the pattern shows: shared addresses, hedged rounds, money requests in the busiest window. */
  count: z.number().int(),
  /** The other players involved (shared addresses and devices); empty for the others. */
  relatedAccounts: z.array(z.string()),
  lastSeenTime: z.string(),
});
export type TRiskFlag = z.infer<typeof ZRiskFlag>;

export const ZRiskFlagListRequest = ZPageRequest.extend({
  kind: ZRiskFlagKind.optional(),
  account: z
    .string()
    .trim()
    .max(20, 'form.tooLong' satisfies MessageKey)
    .optional(),
});
export type TRiskFlagListRequest = z.output<typeof ZRiskFlagListRequest>;
export const ZRiskFlagListResponse = ZPage(ZRiskFlag);
export type TRiskFlagListResponse = z.infer<typeof ZRiskFlagListResponse>;

/** The kinds of flag a player has, as the review queues and the player list show them beside a row. */
export const ZRiskFlagKinds = z.array(z.enum(riskFlagKinds));

/** The risk flags. */
export const riskCalls = defineCalls({
  adminRiskFlagList: {
    path: '/api/v1/admin/risk/list',
    auth: true,
    permission: 'players.read',
    request: ZRiskFlagListRequest,
    response: ZRiskFlagListResponse,
  },
});
