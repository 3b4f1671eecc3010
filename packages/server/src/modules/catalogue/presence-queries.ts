// SQL of room presence: one row per player and room they are in, with when they entered and were last heard.
import { and, eq, gte } from 'drizzle-orm';
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

/** Refreshes the row, or writes it back (as entered at `joinedAt`) when another socket's leaving took it. */
export async function touchPresence(
  db: Executor,
  userId: number,
  roomId: number,
  joinedAt: Date,
  at: Date,
): Promise<void> {
  await db
    .insert(roomPresence)
    .values({ userId, roomId, joinedAt, seenAt: at })
    .onConflictDoUpdate({ target: [roomPresence.userId, roomPresence.roomId], set: { seenAt: at } });
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
