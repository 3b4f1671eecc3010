// The operators' dashboard call (`dashboardCalls`) and its schema: money and players over today, 7 and 30
// days from the ledger and the records, the reviews waiting and how long the oldest has waited, and a
// series by day for the charts.
import { z } from 'zod';
import { ZEmptyRequest } from './common';
import { defineCalls } from './define-calls';
import { ZMoneyText } from './fields';

export const ZDashboardFigures = z.object({
  /** Bets less the stakes of cancelled and voided bets given back. */
  stakes: ZMoneyText,
  /** Round payouts: wins, stakes included, and stakes given back under the 13/14 rules. */
  payouts: ZMoneyText,
  /** Gross gaming revenue: stakes less payouts. */
  grossGamingRevenue: ZMoneyText,
  /** Top-ups credited (demo credits not counted). */
  deposits: ZMoneyText,
  /** Withdrawals paid out, fees included. */
  withdrawals: ZMoneyText,
  newPlayers: z.number().int(),
  /** Players who placed a bet. */
  activePlayers: z.number().int(),
});
export type TDashboardFigures = z.infer<typeof ZDashboardFigures>;

export const ZPendingQueue = z.object({
  count: z.number().int(),
  /** When the oldest waiting item arrived, and how long it has waited; null when none waits. */
  oldestTime: z.string().nullable(),
  oldestAgeSeconds: z.number().int().nullable(),
});
export type TPendingQueue = z.infer<typeof ZPendingQueue>;

export const ZDashboardDay = ZDashboardFigures.extend({
  /** yyyy-mm-dd in the server's time zone. */
  date: z.string(),
});
export type TDashboardDay = z.infer<typeof ZDashboardDay>;

export const ZDashboardResponse = z.object({
  timeZone: z.string(),
  generatedTime: z.string(),
  today: ZDashboardFigures,
  last7Days: ZDashboardFigures,
  last30Days: ZDashboardFigures,
  pending: z.object({
    deposits: ZPendingQueue,
    withdrawals: ZPendingQueue,
    bankChanges: ZPendingQueue,
    adjustments: ZPendingQueue,
  }),
  /** The last 30 days, oldest first, today included. */
  series: z.array(ZDashboardDay),
});
export type TDashboardResponse = z.infer<typeof ZDashboardResponse>;

/** The console's dashboard. */
export const dashboardCalls = defineCalls({
  adminDashboard: {
    path: '/api/v1/admin/dashboard',
    auth: true,
    permission: 'money.read',
    request: ZEmptyRequest,
    response: ZDashboardResponse,
  },
});
