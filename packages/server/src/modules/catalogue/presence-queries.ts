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
 * one statement for them all, at most one touch per player and room (the caller's to ensure). The rows go
 * as one JSON parameter: building hundreds of bound values a second cost the node more than the write.
 */
export async function touchPresences(db: Executor, touches: PresenceTouch[]): Promise<void> {
  if (touches.length === 0) return;
  const rows = touches.map(({ userId, roomId, joinedAt, at }) => ({
    user_id: userId,
    room_id: roomId,
    joined_at: joinedAt.toISOString(),
    seen_at: at.toISOString(),
  }));
  await db.execute(sql`
    INSERT INTO room_presence (user_id, room_id, joined_at, seen_at)
    SELECT user_id, room_id, joined_at, seen_at
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      AS r(user_id bigint, room_id integer, joined_at timestamptz, seen_at timestamptz)
    ON CONFLICT (user_id, room_id) DO UPDATE SET seen_at = excluded.seen_at`);
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
