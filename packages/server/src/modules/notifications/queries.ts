// SQL of players' system messages.
import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { playerMessages } from '../../db/schema';

export type MessageRow = typeof playerMessages.$inferSelect;

export async function insertMessage(
  db: Executor,
  message: typeof playerMessages.$inferInsert,
): Promise<void> {
  await db.insert(playerMessages).values(message);
}

export async function selectMessages(db: Executor, userId: number, limit: number, offset: number) {
  return db
    .select()
    .from(playerMessages)
    .where(eq(playerMessages.userId, userId))
    .orderBy(desc(playerMessages.id))
    .limit(limit)
    .offset(offset);
}

export async function countMessages(db: Executor, userId: number, onlyUnread: boolean): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(playerMessages)
    .where(
      onlyUnread
        ? and(eq(playerMessages.userId, userId), eq(playerMessages.isRead, false))
        : eq(playerMessages.userId, userId),
    );
  return row?.count ?? 0;
}

/** Marks one of the user's messages read, or all of them when `id` is undefined. */
export async function markRead(
  db: Executor,
  userId: number,
  id: number | undefined,
  at: Date,
): Promise<void> {
  const mine = and(eq(playerMessages.userId, userId), eq(playerMessages.isRead, false));
  await db
    .update(playerMessages)
    .set({ isRead: true, readAt: at })
    .where(id === undefined ? mine : and(mine, eq(playerMessages.id, id)));
}

export async function isOwnMessage(db: Executor, userId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: playerMessages.id })
    .from(playerMessages)
    .where(and(eq(playerMessages.userId, userId), eq(playerMessages.id, id)));
  return row !== undefined;
}
