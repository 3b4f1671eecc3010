// SQL of agents' commissions and players' rebates: the tiers, a day's figures from the ledger (stakes,
// returns) and the bets (hedged stakes), the invitation tree, and the payouts with their statement lines.
import { HEDGE_PAIRS, type PayoutStatus, type PromotionKind, type PromotionModel } from '@fair28/shared';
import { and, asc, count, desc, eq, gt, gte, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows, type Tx } from '../../db/database';
import { commissionLines, promotionDays, promotionPayouts, promotionTiers, users } from '../../db/schema';

export type TierRow = typeof promotionTiers.$inferSelect;
export type TierFields = Omit<TierRow, 'id' | 'updatedAt'>;

export function selectTiers(db: Executor): Promise<TierRow[]> {
  return db
    .select()
    .from(promotionTiers)
    .orderBy(asc(promotionTiers.kind), asc(promotionTiers.level), asc(promotionTiers.minTurnoverMinor));
}

export async function findTier(db: Executor, id: number): Promise<TierRow | undefined> {
  const [row] = await db.select().from(promotionTiers).where(eq(promotionTiers.id, id));
  return row;
}

/** The tier saved; undefined when another tier of its kind and level has the same threshold. */
export async function upsertTier(db: Executor, id: number | undefined, fields: TierFields, now: Date) {
  const [row] =
    id === undefined
      ? await db
          .insert(promotionTiers)
          .values({ ...fields, updatedAt: now })
          .onConflictDoNothing()
          .returning()
      : await db
          .update(promotionTiers)
          .set({ ...fields, updatedAt: now })
          .where(eq(promotionTiers.id, id))
          .returning();
  return row;
}

export async function deleteTier(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .delete(promotionTiers)
    .where(eq(promotionTiers.id, id))
    .returning({ id: promotionTiers.id });
  return rows.length > 0;
}

/** The days the job must still pay: after the last paid day (or the first day with a bet), before today. */
export async function selectDueDays(
  db: Executor,
  now: Date,
  timeZone: string,
  maxDays: number,
): Promise<string[]> {
  const rows = await queryRows<{ day: string }>(
    db,
    sql`WITH bounds AS (
          SELECT (${now.toISOString()}::timestamptz AT TIME ZONE ${timeZone})::date AS today,
                 coalesce((SELECT max(day) + 1 FROM promotion_days),
                          (SELECT (min(created_at) AT TIME ZONE ${timeZone})::date FROM ledger_transfers
                           WHERE kind = 'bet')) AS first)
        SELECT to_char(d, 'YYYY-MM-DD') AS day
        FROM bounds, generate_series(greatest(bounds.first, bounds.today - ${maxDays}::int), bounds.today - 1,
                                     interval '1 day') AS d
        WHERE bounds.first IS NOT NULL
        ORDER BY d`,
  );
  return rows.map((row) => row.day);
}

export async function lastSettledDay(db: Executor): Promise<string | null> {
  const [row] = await queryRows<{ day: string | null }>(
    db,
    sql`SELECT to_char(max(day), 'YYYY-MM-DD') AS day FROM promotion_days`,
  );
  return row?.day ?? null;
}

/** Holds the day for this transaction on every node: a second job waits, then finds it paid. */
export async function lockDay(tx: Tx, day: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(28000201, (${day}::date - date '2000-01-01'))`);
}

export async function isDaySettled(db: Executor, day: string): Promise<boolean> {
  const rows = await db
    .select({ day: promotionDays.day })
    .from(promotionDays)
    .where(eq(promotionDays.day, day));
  return rows.length > 0;
}

export async function insertSettledDay(tx: Tx, day: string, now: Date): Promise<void> {
  await tx.insert(promotionDays).values({ day, settledAt: now });
}

export type DayFigures = {
  userId: number;
  /** Stakes less the stakes of cancelled bets. */
  turnoverMinor: bigint;
  /** The house's result: stakes less wins and every refund. */
  netMinor: bigint;
  /** Stakes on both sides of a hedge pair in one round (the smaller side, twice). */
  hedgedMinor: bigint;
};

/** The smaller side of each hedge pair in one round, on both sides: the pairs from the shared game rules. */
const hedgedInRound = sql.join(
  HEDGE_PAIRS.map(
    ([left, right]) =>
      sql`2 * least(coalesce(sum(b.stake_minor) FILTER (WHERE b.bet_type = ${left}), 0),
                    coalesce(sum(b.stake_minor) FILTER (WHERE b.bet_type = ${right}), 0))`,
  ),
  sql` + `,
);

/**
 * Each player's day between the two instants: stakes and returns from their wallet's ledger transfers,
 * hedged stakes from the bets placed (and not cancelled) in it. `betRefundKeys`: the `LIKE` pattern of the
 * refunds' keys that give a bet's stake back (ledgerKeys.betRefund).
 */
export async function selectDayFigures(
  db: Executor,
  from: SQL,
  until: SQL,
  betRefundKeys: string,
): Promise<DayFigures[]> {
  const rows = await queryRows<{ user_id: string; turnover: string; net: string; hedged: string }>(
    db,
    sql`WITH money AS (
          SELECT a.user_id,
                 coalesce(sum(t.amount_minor) FILTER (WHERE t.kind = 'bet'), 0) AS staked,
                 coalesce(sum(t.amount_minor) FILTER (WHERE t.kind = 'refund' AND t.idempotency_key LIKE ${betRefundKeys}), 0) AS cancelled,
                 coalesce(sum(t.amount_minor) FILTER (WHERE t.kind IN ('win', 'refund')), 0) AS returned
          FROM ledger_transfers t
          JOIN ledger_accounts a
            ON a.id = CASE WHEN t.kind = 'bet' THEN t.from_account_id ELSE t.to_account_id END
           AND a.kind = 'wallet'
          WHERE t.kind IN ('bet', 'win', 'refund') AND t.created_at >= ${from} AND t.created_at < ${until}
          GROUP BY a.user_id),
        rounds AS (
          SELECT b.user_id, ${hedgedInRound} AS hedged
          FROM bets b
          WHERE b.status = 'placed' AND b.created_at >= ${from} AND b.created_at < ${until}
          GROUP BY b.user_id, b.round_id),
        hedging AS (SELECT user_id, sum(hedged) AS hedged FROM rounds GROUP BY user_id)
        SELECT m.user_id, (m.staked - m.cancelled)::text AS turnover, (m.staked - m.returned)::text AS net,
               coalesce(h.hedged, 0)::text AS hedged
        FROM money m LEFT JOIN hedging h ON h.user_id = m.user_id
        WHERE m.staked > 0
        ORDER BY m.user_id`,
  );
  return rows.map((row) => ({
    userId: Number(row.user_id),
    turnoverMinor: BigInt(row.turnover),
    netMinor: BigInt(row.net),
    hedgedMinor: BigInt(row.hedged),
  }));
}

/** Each player's agents up the invitation tree, to `maxLevel`: level 1 is the one who invited them. */
export async function selectAgents(
  db: Executor,
  userIds: number[],
  maxLevel: number,
): Promise<Array<{ userId: number; agentId: number; level: number }>> {
  if (userIds.length === 0 || maxLevel < 1) return [];
  const rows = await queryRows<{ user_id: string; agent_id: string; level: number }>(
    db,
    sql`WITH RECURSIVE up AS (
          SELECT u.id AS user_id, u.inviter_id AS agent_id, 1 AS level
          FROM users u WHERE u.id = ANY(${`{${userIds.join(',')}}`}::bigint[]) AND u.inviter_id IS NOT NULL
          UNION ALL
          SELECT up.user_id, u.inviter_id, up.level + 1
          FROM up JOIN users u ON u.id = up.agent_id
          WHERE u.inviter_id IS NOT NULL AND up.level < ${maxLevel}::int)
        SELECT up.user_id, up.agent_id, up.level FROM up
        JOIN users a ON a.id = up.agent_id AND a.role IN ('player', 'agent')
        ORDER BY up.agent_id, up.level, up.user_id`,
  );
  return rows.map((row) => ({
    userId: Number(row.user_id),
    agentId: Number(row.agent_id),
    level: row.level,
  }));
}

export type PayoutRow = typeof promotionPayouts.$inferSelect;
export type PayoutFields = Omit<PayoutRow, 'id' | 'createdAt'>;

export async function insertPayout(tx: Tx, fields: PayoutFields, now: Date): Promise<number> {
  const [row] = await tx
    .insert(promotionPayouts)
    .values({ ...fields, createdAt: now })
    .returning({ id: promotionPayouts.id });
  if (!row) throw new Error('payout not written');
  return row.id;
}

/** Owed and not paid: money on it and no transfer yet (the budget could not cover it). */
const isWaiting = and(isNull(promotionPayouts.transferId), gt(promotionPayouts.amountMinor, 0n));

/** The payouts waiting, in the order owed: oldest day first, then as their day listed them. */
export function selectWaitingPayouts(tx: Tx): Promise<PayoutRow[]> {
  return tx
    .select()
    .from(promotionPayouts)
    .where(isWaiting)
    .orderBy(asc(promotionPayouts.day), asc(promotionPayouts.id));
}

export async function hasWaitingPayouts(tx: Tx): Promise<boolean> {
  const rows = await tx.select({ id: promotionPayouts.id }).from(promotionPayouts).where(isWaiting).limit(1);
  return rows.length > 0;
}

/** How many payouts wait, and what they are owed together. */
export async function waitingTotals(db: Executor): Promise<{ count: number; totalMinor: bigint }> {
  const [row] = await queryRows<{ count: number; total: string }>(
    db,
    sql`SELECT count(*)::integer AS count, coalesce(sum(amount_minor), 0)::text AS total
        FROM promotion_payouts WHERE transfer_id IS NULL AND amount_minor > 0`,
  );
  return { count: Number(row?.count ?? 0), totalMinor: BigInt(row?.total ?? '0') };
}

export async function markPayoutPaid(tx: Tx, id: number, transferId: number, now: Date): Promise<void> {
  const rows = await tx
    .update(promotionPayouts)
    .set({ transferId, paidAt: now })
    .where(and(eq(promotionPayouts.id, id), isNull(promotionPayouts.transferId)))
    .returning({ id: promotionPayouts.id });
  if (rows.length === 0) throw new Error(`payout ${id} was paid meanwhile`);
}

export type LineRow = typeof commissionLines.$inferSelect;

export async function insertLines(tx: Tx, lines: LineRow[]): Promise<void> {
  if (lines.length > 0) await tx.insert(commissionLines).values(lines);
}

const payoutOf = (userId: number, kind: PromotionKind) =>
  and(eq(promotionPayouts.userId, userId), eq(promotionPayouts.kind, kind));

export function selectPayouts(
  db: Executor,
  userId: number,
  kind: PromotionKind,
  limit: number,
  offset: number,
) {
  return db
    .select()
    .from(promotionPayouts)
    .where(payoutOf(userId, kind))
    .orderBy(desc(promotionPayouts.day))
    .limit(limit)
    .offset(offset);
}

export async function countPayouts(db: Executor, userId: number, kind: PromotionKind): Promise<number> {
  const [row] = await db.select({ n: count() }).from(promotionPayouts).where(payoutOf(userId, kind));
  return row?.n ?? 0;
}

export async function findPayout(db: Executor, id: number): Promise<PayoutRow | undefined> {
  const [row] = await db.select().from(promotionPayouts).where(eq(promotionPayouts.id, id));
  return row;
}

export function selectLines(db: Executor, payoutId: number): Promise<LineRow[]> {
  return db
    .select()
    .from(commissionLines)
    .where(eq(commissionLines.payoutId, payoutId))
    .orderBy(asc(commissionLines.level), desc(commissionLines.turnoverMinor), asc(commissionLines.inviteeId));
}

/** An agent's invitees (to `maxLevel`) with what their lines brought between two days, both included. */
export async function selectInviteeTotals(
  db: Executor,
  agentId: number,
  maxLevel: number,
  firstDay: string,
  lastDay: string,
): Promise<Array<{ userId: number; level: number; turnoverMinor: bigint; commissionMinor: bigint }>> {
  const rows = await queryRows<{ user_id: string; level: number; turnover: string; commission: string }>(
    db,
    sql`WITH RECURSIVE down AS (
          SELECT u.id AS user_id, 1 AS level FROM users u WHERE u.inviter_id = ${agentId}
          UNION ALL
          SELECT u.id, down.level + 1 FROM down JOIN users u ON u.inviter_id = down.user_id
          WHERE down.level < ${Math.max(1, maxLevel)}::int),
        lines AS (
          SELECT l.invitee_id, sum(l.turnover_minor) AS turnover, sum(l.commission_minor) AS commission
          FROM commission_lines l JOIN promotion_payouts p ON p.id = l.payout_id
          WHERE p.user_id = ${agentId} AND p.day BETWEEN ${firstDay}::date AND ${lastDay}::date
          GROUP BY l.invitee_id)
        SELECT d.user_id, d.level, coalesce(l.turnover, 0)::text AS turnover,
               coalesce(l.commission, 0)::text AS commission
        FROM down d LEFT JOIN lines l ON l.invitee_id = d.user_id
        ORDER BY d.level, coalesce(l.turnover, 0) DESC, d.user_id`,
  );
  return rows.map((row) => ({
    userId: Number(row.user_id),
    level: row.level,
    turnoverMinor: BigInt(row.turnover),
    commissionMinor: BigInt(row.commission),
  }));
}

/** What an agent's commissions came to between two days, both included (paid or still waiting). */
export async function sumCommission(db: Executor, agentId: number, firstDay: string, lastDay: string) {
  const [row] = await queryRows<{ total: string }>(
    db,
    sql`SELECT coalesce(sum(amount_minor), 0)::text AS total FROM promotion_payouts
        WHERE kind = 'commission' AND user_id = ${agentId} AND day BETWEEN ${firstDay}::date AND ${lastDay}::date`,
  );
  return BigInt(row?.total ?? '0');
}

export type { PromotionModel };

export type PayoutFilter = {
  kind?: PromotionKind;
  account?: string;
  firstDay?: string;
  lastDay?: string;
  status?: PayoutStatus;
};

function payoutsWhere(filter: PayoutFilter) {
  return and(
    filter.kind ? eq(promotionPayouts.kind, filter.kind) : undefined,
    filter.status === 'waiting' ? isWaiting : undefined,
    filter.status === 'paid'
      ? or(isNotNull(promotionPayouts.transferId), eq(promotionPayouts.amountMinor, 0n))
      : undefined,
    filter.account ? eq(users.account, filter.account) : undefined,
    filter.firstDay ? gte(promotionPayouts.day, filter.firstDay) : undefined,
    filter.lastDay ? lte(promotionPayouts.day, filter.lastDay) : undefined,
  );
}

/** Every payout the filter keeps, with the player's account, newest day first. */
export function selectAllPayouts(db: Executor, filter: PayoutFilter, limit: number, offset: number) {
  return db
    .select({ payout: promotionPayouts, account: users.account })
    .from(promotionPayouts)
    .innerJoin(users, eq(users.id, promotionPayouts.userId))
    .where(payoutsWhere(filter))
    .orderBy(desc(promotionPayouts.day), desc(promotionPayouts.id))
    .limit(limit)
    .offset(offset);
}

export async function countAllPayouts(db: Executor, filter: PayoutFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(promotionPayouts)
    .innerJoin(users, eq(users.id, promotionPayouts.userId))
    .where(payoutsWhere(filter));
  return row?.n ?? 0;
}
