// SQL of the room socket: stored chat messages.
import type { Executor } from '../db/database';
import { chatMessages } from '../db/schema';

export async function insertChatMessage(db: Executor, message: typeof chatMessages.$inferInsert) {
  const [row] = await db
    .insert(chatMessages)
    .values(message)
    .returning({ id: chatMessages.id, createdAt: chatMessages.createdAt });
  if (!row) throw new Error('chat message insert returned nothing');
  return row;
}
