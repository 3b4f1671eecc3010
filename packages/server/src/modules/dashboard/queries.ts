// SQL of the dashboard, each figure a sum over the ledger's transfers or a count of records, by day in the
// server's time zone: stakes (bets less the stakes of cancelled and voided bets, whose refunds the ledger
// keys apart), payouts (wins and 13/14 refunds), deposits, withdrawals paid (payout and fee), new and active
// players; and the queues of reviews waiting.
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database';
import { startOfDay } from '../../db/time';

export type DayFigures = {
  date: string;
  stakesMinor: bigint;
  payoutsMinor: bigint;
  depositsMinor: bigint;
  withdrawalsMinor: bigint;
  newPlayers: number;
  activePlayers: number;
};

/**
 * Each of the `days` days up to today, oldest first, days without activity included as zeros.
 * `betRefundKeys`: the `LIKE` pattern of the refunds' keys that give a bet's stake back (ledgerKeys.betRefund).
 */
export async function selectDays(
  db: Executor,
  now: Date,
  timeZone: string,
  days: number,
  betRefundKeys: string,
): Promise<DayFigures[]> {
  const start = startOfDay(now, timeZone, -(days - 1));
  const rows = await queryRows<{
    date: string;
    stakes: bigint | string;
    payouts: bigint | string;
    deposits: bigint | string;
    withdrawals: bigint | string;
    new_players: number;
    active_players: number;
  }>(
    db,
    sql`WITH days AS (
          SELECT d::date AS day
          FROM generate_series((${now.toISOString()}::timestamptz AT TIME ZONE ${timeZone})::date - ${days - 1}::int,
                               (${now.toISOString()}::timestamptz AT TIME ZONE ${timeZone})::date,
                               interval '1 day') d),
        money AS (
          SELECT (t.created_at AT TIME ZONE ${timeZone})::date AS day,
                 coalesce(sum(t.amount_minor) FILTER (WHERE t.kind = 'bet'), 0)
                 - coalesce(sum(t.amount_minor) FILTER (WHERE t.kind = 'refund' AND t.idempotency_key LIKE ${betRefundKeys}), 0) AS stakes,
                 coalesce(sum(t.amount_minor) FILTER (WHERE t.kind = 'win'), 0)
                 + coalesce(sum(t.amount_minor) FILTER (WHERE t.kind = 'refund' AND t.idempotency_key NOT LIKE ${betRefundKeys}), 0) AS payouts,
                 coalesce(sum(t.amount_minor) FILTER (WHERE t.kind = 'deposit'), 0) AS deposits,
                 coalesce(sum(t.amount_minor) FILTER (WHERE t.kind IN ('withdrawal_payout', 'fee')), 0) AS withdrawals,
                 count(DISTINCT a.user_id) FILTER (WHERE t.kind = 'bet') AS active_players
          FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.from_account_id
          WHERE t.created_at >= ${start}
            AND t.kind IN ('bet', 'refund', 'win', 'deposit', 'withdrawal_payout', 'fee')
          GROUP BY 1),
        joined AS (
          SELECT (u.created_at AT TIME ZONE ${timeZone})::date AS day, count(*) AS new_players
          FROM users u WHERE u.role IN ('player', 'agent') AND u.created_at >= ${start}
          GROUP BY 1)
        SELECT to_char(days.day, 'YYYY-MM-DD') AS date,
               coalesce(m.stakes, 0)::bigint AS stakes, coalesce(m.payouts, 0)::bigint AS payouts,
               coalesce(m.deposits, 0)::bigint AS deposits, coalesce(m.withdrawals, 0)::bigint AS withdrawals,
               coalesce(j.new_players, 0)::integer AS new_players,
               coalesce(m.active_players, 0)::integer AS active_players
        FROM days LEFT JOIN money m ON m.day = days.day LEFT JOIN joined j ON j.day = days.day
        ORDER BY days.day`,
  );
  return rows.map((row) => ({
    date: row.date,
    stakesMinor: BigInt(row.stakes),
    payoutsMinor: BigInt(row.payouts),
    depositsMinor: BigInt(row.deposits),
    withdrawalsMinor: BigInt(row.withdrawals),
    newPlayers: Number(row.new_players),
    activePlayers: Number(row.active_players),
  }));
}

/** Players who placed a bet in each of the last `spans` of days (1: today), each counted once per span. */
export async function countActivePlayers(
  db: Executor,
  now: Date,
  timeZone: string,
  spans: readonly number[],
): Promise<number[]> {
  const longest = Math.max(...spans);
  const counts = spans.map(
    (days) =>
      sql`count(DISTINCT a.user_id) FILTER (WHERE t.created_at >= ${startOfDay(now, timeZone, -(days - 1))})::integer`,
  );
  const [row] = await queryRows<Record<string, number>>(
    db,
    sql`SELECT ${sql.join(
      counts.map((count, index) => sql`${count} AS ${sql.raw(`span${index}`)}`),
      sql`, `,
    )}
        FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.from_account_id
        WHERE t.kind = 'bet' AND t.created_at >= ${startOfDay(now, timeZone, -(longest - 1))}`,
  );
  return spans.map((_, index) => Number(row?.[`span${index}`] ?? 0));
}

export type QueueRow = { queue: string; count: number; oldest: Date | null };

/**
 * What waits for an operator: top-ups with a certificate (online payments wait for their provider, not
 * for a review), withdrawals, bank card changes and balance adjustments awaiting a second approval.
 */
export async function selectQueues(db: Executor): Promise<QueueRow[]> {
  const rows = await queryRows<{ queue: string; count: number; oldest: Date | string | null }>(
    db,
    sql`SELECT 'deposits' AS queue, count(*)::integer AS count, min(created_at) AS oldest
          FROM deposits WHERE status = 'pending' AND provider IS NULL
        UNION ALL
        SELECT 'withdrawals', count(*)::integer, min(created_at) FROM withdrawals WHERE status = 'pending'
        UNION ALL
        SELECT 'bankChanges', count(*)::integer, min(created_at) FROM bank_card_change_requests WHERE status = 'pending'
        UNION ALL
        SELECT 'adjustments', count(*)::integer, min(created_at) FROM balance_adjustments WHERE status = 'pending'`,
  );
  return rows.map((row) => ({
    queue: row.queue,
    count: Number(row.count),
    oldest: row.oldest === null ? null : new Date(row.oldest),
  }));
}
