// SQL of the room socket: stored chat messages and the per-database key of IM tokens.
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { chatMessages, realtimeKeys } from '../db/schema';

export async function insertChatMessage(db: Executor, message: typeof chatMessages.$inferInsert) {
  const [row] = await db
    .insert(chatMessages)
    .values(message)
    .returning({ id: chatMessages.id, createdAt: chatMessages.createdAt });
  if (!row) throw new Error('chat message insert returned nothing');
  return row;
}

/** The key named `name`, made from `candidate` if the database has none yet; the first writer wins. */
export async function keepKey(db: Executor, name: string, candidate: string): Promise<string> {
  await db.insert(realtimeKeys).values({ name, secret: candidate }).onConflictDoNothing();
  const [row] = await db
    .select({ secret: realtimeKeys.secret })
    .from(realtimeKeys)
    .where(eq(realtimeKeys.name, name));
  if (!row) throw new Error(`realtime key ${name} missing after insert`);
  return row.secret;
}
