// The operators' dashboard: today, 7 and 30 days of stakes, payouts, gross gaming revenue, deposits,
// withdrawals, new and active players, from the ledger and the records; the reviews waiting with the age of
// the oldest; and the last 30 days by day for the charts.
import {
  formatMinor,
  type TDashboardFigures,
  type TDashboardResponse,
  type TPendingQueue,
} from '@fair28/shared';
import type { AppContext } from '../../kernel/context';
import * as ledger from '../ledger/service';
import * as queries from './queries';

const SERIES_DAYS = 30;
const SPANS = [1, 7, 30] as const;

function figuresOf(days: queries.DayFigures[], activePlayers: number): TDashboardFigures {
  const sum = (pick: (day: queries.DayFigures) => bigint) =>
    days.reduce((total, day) => total + pick(day), 0n);
  const stakes = sum((day) => day.stakesMinor);
  const payouts = sum((day) => day.payoutsMinor);
  return {
    stakes: formatMinor(stakes),
    payouts: formatMinor(payouts),
    grossGamingRevenue: formatMinor(stakes - payouts),
    deposits: formatMinor(sum((day) => day.depositsMinor)),
    withdrawals: formatMinor(sum((day) => day.withdrawalsMinor)),
    newPlayers: days.reduce((total, day) => total + day.newPlayers, 0),
    activePlayers,
  };
}

export type { QueueRow } from './queries';

/** The reviews waiting, per queue, with the oldest's creation time (the node's metrics read it). */
export function reviewQueues(ctx: AppContext): Promise<queries.QueueRow[]> {
  return queries.selectQueues(ctx.db.orm);
}

export async function dashboard(ctx: AppContext): Promise<TDashboardResponse> {
  const db = ctx.db.orm;
  const now = ctx.now();
  const { timeZone } = ctx.config;
  const [days, active, queues] = await Promise.all([
    queries.selectDays(db, now, timeZone, SERIES_DAYS, ledger.ledgerKeys.betRefund.pattern),
    queries.countActivePlayers(db, now, timeZone, SPANS),
    queries.selectQueues(db),
  ]);
  const queue = (name: string): TPendingQueue => {
    const row = queues.find((entry) => entry.queue === name);
    const oldest = row?.oldest ?? null;
    return {
      count: row?.count ?? 0,
      oldestTime: oldest?.toISOString() ?? null,
      oldestAgeSeconds: oldest ? Math.max(0, Math.floor((now.getTime() - oldest.getTime()) / 1000)) : null,
    };
  };
  const [today = 0, week = 0, month = 0] = active;
  return {
    timeZone,
    generatedTime: now.toISOString(),
    today: figuresOf(days.slice(-1), today),
    last7Days: figuresOf(days.slice(-7), week),
    last30Days: figuresOf(days, month),
    pending: {
      deposits: queue('deposits'),
      withdrawals: queue('withdrawals'),
      bankChanges: queue('bankChanges'),
      adjustments: queue('adjustments'),
    },
    series: days.map((day) => {
      const { date, activePlayers } = day;
      return { date, ...figuresOf([day], activePlayers) };
    }),
  };
}
