// SQL of room presence: one row per player and room they are in, with when they entered and were last heard.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { roomPresence } from '../../db/schema';

export async function upsertPresence(db: Executor, userId: number, roomId: number, at: Date): Promise<void> {
  await db
    .insert(roomPresence)
    .values({ userId, roomId, joinedAt: at, seenAt: at })
    .onConflictDoUpdate({
      target: [roomPresence.userId, roomPresence.roomId],
      set: { joinedAt: at, seenAt: at },
    });
}

export type PresenceTouch = { userId: number; roomId: number; joinedAt: Date; at: Date };

/**
 * Refreshes each row, or writes it back (as entered at `joinedAt`) when another socket's leaving took it:
 * one statement for them all, at most one touch per player and room (the caller's to ensure).
 */
export async function touchPresences(db: Executor, touches: PresenceTouch[]): Promise<void> {
  if (touches.length === 0) return;
  await db
    .insert(roomPresence)
    .values(touches.map(({ userId, roomId, joinedAt, at }) => ({ userId, roomId, joinedAt, seenAt: at })))
    .onConflictDoUpdate({
      target: [roomPresence.userId, roomPresence.roomId],
      set: { seenAt: sql`excluded.seen_at` },
    });
}

/** Removes the row; with `joinedAt`, only the row that socket's join wrote. */
export async function deletePresence(
  db: Executor,
  userId: number,
  roomId: number,
  joinedAt?: Date,
): Promise<void> {
  await db
    .delete(roomPresence)
    .where(
      and(
        eq(roomPresence.userId, userId),
        eq(roomPresence.roomId, roomId),
        joinedAt ? eq(roomPresence.joinedAt, joinedAt) : undefined,
      ),
    );
}

export async function hasPresence(
  db: Executor,
  userId: number,
  roomId: number,
  seenSince: Date,
): Promise<boolean> {
  const rows = await db
    .select({ userId: roomPresence.userId })
    .from(roomPresence)
    .where(
      and(
        eq(roomPresence.userId, userId),
        eq(roomPresence.roomId, roomId),
        gte(roomPresence.seenAt, seenSince),
      ),
    );
  return rows.length > 0;
}
