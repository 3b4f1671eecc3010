// SQL of Web Push: subscriptions, the kinds a player switched off, the outbox (written in the caller's
// transaction, leased and sent by the push job) and the reality checks pushed per play session.
import type { PushArg, PushKind } from '@fair28/shared';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { pushMutedKinds, pushOutbox, pushRealityChecks, pushSubscriptions } from '../../db/schema';

export type SubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** Stores a device's subscription, or moves an endpoint already known to this player and language. */
export async function upsertSubscription(
  db: Executor,
  row: Omit<typeof pushSubscriptions.$inferInsert, 'id' | 'createdAt'>,
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ ...row, createdAt: row.updatedAt })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: row.userId,
        sessionId: row.sessionId,
        p256dh: row.p256dh,
        auth: row.auth,
        language: row.language,
        updatedAt: row.updatedAt,
      },
    });
}

export async function deleteSubscription(db: Executor, userId: number, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** A subscription its push service says is gone (404, 410): its waiting pushes go with it. */
export async function deleteSubscriptionById(db: Executor, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/** The player's devices whose session is live at `at`: a device signed out gets nothing more. */
export function selectLiveSubscriptions(db: Executor, userId: number, at: Date): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), isLive(at)));
}

const isLive = (at: Date) =>
  sql`EXISTS (SELECT 1 FROM sessions s WHERE s.id = ${pushSubscriptions.sessionId}
              AND s.revoked_at IS NULL AND s.expires_at > ${at.toISOString()}::timestamptz)`;

export async function hasSubscription(db: Executor, userId: number, endpoint: string): Promise<boolean> {
  const [row] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  return row !== undefined;
}

export async function selectMutedKinds(db: Executor, userId: number): Promise<PushKind[]> {
  const rows = await db
    .select({ kind: pushMutedKinds.kind })
    .from(pushMutedKinds)
    .where(eq(pushMutedKinds.userId, userId));
  return rows.map((row) => row.kind);
}

export async function setKindMuted(db: Executor, userId: number, kind: PushKind, isMuted: boolean) {
  if (isMuted) await db.insert(pushMutedKinds).values({ userId, kind }).onConflictDoNothing();
  else
    await db
      .delete(pushMutedKinds)
      .where(and(eq(pushMutedKinds.userId, userId), eq(pushMutedKinds.kind, kind)));
}

/** The players with a device signed in at `at` who have not switched `kind` off. */
export async function selectListening(db: Executor, kind: PushKind, at: Date): Promise<number[]> {
  const rows = await db
    .selectDistinct({ userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(
      and(
        isLive(at),
        sql`NOT EXISTS (SELECT 1 FROM push_muted_kinds m WHERE m.user_id = ${pushSubscriptions.userId} AND m.kind = ${kind})`,
      ),
    );
  return rows.map((row) => row.userId);
}

export async function insertOutbox(
  db: Executor,
  subscriptionIds: number[],
  push: { kind: PushKind; args: PushArg[] },
  at: Date,
): Promise<void> {
  if (subscriptionIds.length === 0) return;
  await db.insert(pushOutbox).values(
    subscriptionIds.map((subscriptionId) => ({
      subscriptionId,
      kind: push.kind,
      args: push.args,
      createdAt: at,
      nextAt: at,
    })),
  );
}

export type LeasedPush = {
  id: number;
  kind: PushKind;
  args: PushArg[];
  createdAt: Date;
  attempts: number;
  subscription: SubscriptionRow;
};

/**
 * Up to `limit` pushes due at `at`, each leased to this pass until `leaseUntil` (its next_at moved there and
 * its attempt counted), so a node sending them elsewhere skips them and a node that died mid-send leaves
 * them to be sent again once the lease ends.
 */
export async function leaseDue(
  db: Executor,
  at: Date,
  leaseUntil: Date,
  limit: number,
): Promise<LeasedPush[]> {
  const leased = await db
    .update(pushOutbox)
    .set({ nextAt: leaseUntil, attempts: sql`${pushOutbox.attempts} + 1` })
    .where(
      inArray(
        pushOutbox.id,
        db
          .select({ id: pushOutbox.id })
          .from(pushOutbox)
          .where(lte(pushOutbox.nextAt, at))
          .orderBy(asc(pushOutbox.id))
          .limit(limit)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning();
  if (leased.length === 0) return [];
  const subscriptions = await db
    .select()
    .from(pushSubscriptions)
    .where(
      inArray(
        pushSubscriptions.id,
        leased.map((row) => row.subscriptionId),
      ),
    );
  const byId = new Map(subscriptions.map((row) => [row.id, row]));
  return leased
    .sort((a, b) => a.id - b.id)
    .flatMap((row) => {
      const subscription = byId.get(row.subscriptionId);
      return subscription
        ? [
            {
              id: row.id,
              kind: row.kind,
              args: row.args,
              createdAt: row.createdAt,
              attempts: row.attempts,
              subscription,
            },
          ]
        : [];
    });
}

export async function deleteOutbox(db: Executor, id: number): Promise<void> {
  await db.delete(pushOutbox).where(eq(pushOutbox.id, id));
}

export async function retryOutboxAt(db: Executor, id: number, nextAt: Date, error: string): Promise<void> {
  await db
    .update(pushOutbox)
    .set({ nextAt, lastError: error.slice(0, 500) })
    .where(eq(pushOutbox.id, id));
}

/** Pushes waiting in the outbox, for the metrics. */
export async function countOutbox(db: Executor): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(pushOutbox);
  return Number(row?.count ?? 0);
}

/**
 * Records that the play session's `checks`-th reality check is pushed: true once, for the node that
 * recorded it, false when it (or a later one) was recorded before.
 */
export async function recordRealityCheck(
  db: Executor,
  playSessionId: number,
  checks: number,
): Promise<boolean> {
  const rows = await db
    .insert(pushRealityChecks)
    .values({ playSessionId, checks })
    .onConflictDoUpdate({
      target: pushRealityChecks.playSessionId,
      set: { checks },
      setWhere: sql`${pushRealityChecks.checks} < ${checks}`,
    })
    .returning({ id: pushRealityChecks.playSessionId });
  return rows.length > 0;
}
