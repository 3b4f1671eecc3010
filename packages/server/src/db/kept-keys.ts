// Secrets made once per database and shared by every node on it (the IM token key, the image-link key,
// fair28's own beacon key), kept in the realtime_keys table.
import { eq } from 'drizzle-orm';
import type { Executor } from './database';
import { realtimeKeys } from './schema';

/** The key named `name`, or undefined while none has been made. */
export async function findKey(db: Executor, name: string): Promise<string | undefined> {
  const [row] = await db
    .select({ secret: realtimeKeys.secret })
    .from(realtimeKeys)
    .where(eq(realtimeKeys.name, name));
  return row?.secret;
}

/** The key named `name`, made from `candidate` if the database has none yet; the first writer wins. */
export async function keepKey(db: Executor, name: string, candidate: string): Promise<string> {
  await db.insert(realtimeKeys).values({ name, secret: candidate }).onConflictDoNothing();
  const secret = await findKey(db, name);
  if (secret === undefined) throw new Error(`key ${name} missing after insert`);
  return secret;
}
