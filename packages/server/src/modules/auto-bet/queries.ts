// SQL of auto-bet plans: the plan and its current run, and the rounds each run bet in. Starting and
// stopping a run are conditional UPDATEs, so each happens once on any number of nodes.
import type { PlanProgression, PlanStatus, PlanStopReason } from '@fair28/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { autoBetPlans, autoBetRounds } from '../../db/schema';

export type PlanItem = { betType: string; amountMinor: bigint };

export type PlanRow = {
  id: number;
  userId: number;
  name: string;
  items: PlanItem[];
  rounds: number;
  stopLossMinor: bigint;
  stopWinMinor: bigint;
  progression: PlanProgression;
  maxSteps: number;
  status: PlanStatus;
  roomId: number | null;
  runNo: number;
  startedAt: Date | null;
  stoppedAt: Date | null;
  stopReason: PlanStopReason | null;
  stopCode: string | null;
};

type StoredItem = { betType: string; amount: string };

function planOf(row: typeof autoBetPlans.$inferSelect): PlanRow {
  return {
    ...row,
    items: (row.items as StoredItem[]).map((item) => ({
      betType: item.betType,
      amountMinor: BigInt(item.amount),
    })),
  };
}

const stored = (items: PlanItem[]): StoredItem[] =>
  items.map((item) => ({ betType: item.betType, amount: item.amountMinor.toString() }));

export type PlanFields = Pick<
  PlanRow,
  'name' | 'items' | 'rounds' | 'stopLossMinor' | 'stopWinMinor' | 'progression' | 'maxSteps'
>;

export async function insertPlan(db: Executor, userId: number, fields: PlanFields): Promise<PlanRow> {
  const [row] = await db
    .insert(autoBetPlans)
    .values({ ...fields, userId, items: stored(fields.items) })
    .returning();
  if (!row) throw new Error('plan insert returned nothing');
  return planOf(row);
}

/** Changes a plan that is not running; undefined when it is (or is not the player's). */
export async function updatePlan(db: Executor, userId: number, planId: number, fields: PlanFields) {
  const [row] = await db
    .update(autoBetPlans)
    .set({ ...fields, items: stored(fields.items) })
    .where(and(eq(autoBetPlans.id, planId), eq(autoBetPlans.userId, userId), sql`status <> 'running'`))
    .returning();
  return row && planOf(row);
}

export async function selectPlans(db: Executor, userId: number): Promise<PlanRow[]> {
  const rows = await db
    .select()
    .from(autoBetPlans)
    .where(eq(autoBetPlans.userId, userId))
    .orderBy(desc(autoBetPlans.id))
    .limit(50);
  return rows.map(planOf);
}

export async function selectPlan(db: Executor, userId: number, planId: number): Promise<PlanRow | undefined> {
  const [row] = await db
    .select()
    .from(autoBetPlans)
    .where(and(eq(autoBetPlans.id, planId), eq(autoBetPlans.userId, userId)));
  return row && planOf(row);
}

export async function selectRunningPlans(db: Executor): Promise<PlanRow[]> {
  const rows = await db
    .select()
    .from(autoBetPlans)
    .where(eq(autoBetPlans.status, 'running'))
    .orderBy(autoBetPlans.id);
  return rows.map(planOf);
}

/** A new run in `roomId`, unless one is running. */
export async function startRun(db: Executor, userId: number, planId: number, roomId: number, at: Date) {
  const [row] = await db
    .update(autoBetPlans)
    .set({
      status: 'running',
      roomId,
      runNo: sql`run_no + 1`,
      startedAt: at,
      stoppedAt: null,
      stopReason: null,
      stopCode: null,
    })
    .where(and(eq(autoBetPlans.id, planId), eq(autoBetPlans.userId, userId), sql`status <> 'running'`))
    .returning();
  return row && planOf(row);
}

/** Stops the run `runNo` if it is still running: true for the one caller that stopped it. */
export async function stopRun(
  db: Executor,
  planId: number,
  runNo: number,
  reason: PlanStopReason,
  code: string | null,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(autoBetPlans)
    .set({ status: 'stopped', stoppedAt: at, stopReason: reason, stopCode: code })
    .where(
      and(eq(autoBetPlans.id, planId), eq(autoBetPlans.runNo, runNo), eq(autoBetPlans.status, 'running')),
    )
    .returning({ id: autoBetPlans.id });
  return rows.length > 0;
}

export type PlanRoundRow = typeof autoBetRounds.$inferSelect;

/** The run's rounds, oldest first. */
export function selectRunRounds(db: Executor, planId: number, runNo: number): Promise<PlanRoundRow[]> {
  return db
    .select()
    .from(autoBetRounds)
    .where(and(eq(autoBetRounds.planId, planId), eq(autoBetRounds.runNo, runNo)))
    .orderBy(autoBetRounds.roundId);
}

/** Records a round the run bet in; a second node recording the same round changes nothing. */
export async function insertRunRound(db: Executor, row: typeof autoBetRounds.$inferInsert): Promise<void> {
  await db.insert(autoBetRounds).values(row).onConflictDoNothing();
}

/** A round's result, once: its stake as it stands (a bet the player cancelled counts nothing) and return. */
export async function settleRunRound(
  db: Executor,
  key: { planId: number; runNo: number; roundId: number },
  stakeMinor: bigint,
  returnMinor: bigint,
): Promise<void> {
  await db
    .update(autoBetRounds)
    .set({ stakeMinor, returnMinor })
    .where(
      and(
        eq(autoBetRounds.planId, key.planId),
        eq(autoBetRounds.runNo, key.runNo),
        eq(autoBetRounds.roundId, key.roundId),
        sql`return_minor IS NULL`,
      ),
    );
}
