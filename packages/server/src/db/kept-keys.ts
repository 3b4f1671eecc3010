// Secrets made once per database and shared by every node on it (the IM token key, the image-link key),
// kept in the realtime_keys table.
import { eq } from 'drizzle-orm';
import type { Executor } from './database';
import { realtimeKeys } from './schema';

/** The key named `name`, made from `candidate` if the database has none yet; the first writer wins. */
export async function keepKey(db: Executor, name: string, candidate: string): Promise<string> {
  await db.insert(realtimeKeys).values({ name, secret: candidate }).onConflictDoNothing();
  const [row] = await db
    .select({ secret: realtimeKeys.secret })
    .from(realtimeKeys)
    .where(eq(realtimeKeys.name, name));
  if (!row) throw new Error(`key ${name} missing after insert`);
  return row.secret;
}
