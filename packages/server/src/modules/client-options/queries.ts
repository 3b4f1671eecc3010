// SQL of client options: every option for operators, the enabled ones for the config call, one route's
// page config for the app.
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { clientOptions } from '../../db/schema';

export type OptionRow = typeof clientOptions.$inferSelect;

export async function selectOptions(db: Executor, onlyEnabled = false): Promise<OptionRow[]> {
  return db
    .select()
    .from(clientOptions)
    .where(onlyEnabled ? eq(clientOptions.isEnabled, true) : undefined)
    .orderBy(asc(clientOptions.sortOrder), asc(clientOptions.key));
}

export async function findOption(db: Executor, id: number): Promise<OptionRow | undefined> {
  const [row] = await db.select().from(clientOptions).where(eq(clientOptions.id, id));
  return row;
}

export async function findEnabledByKey(db: Executor, key: string): Promise<OptionRow | undefined> {
  const [row] = await db
    .select()
    .from(clientOptions)
    .where(and(eq(clientOptions.key, key), eq(clientOptions.isEnabled, true)));
  return row;
}

export async function saveOption(
  db: Executor,
  option: Omit<typeof clientOptions.$inferInsert, 'id'> & { id?: number | undefined },
): Promise<OptionRow | undefined> {
  const { id, ...fields } = option;
  const [row] =
    id === undefined
      ? await db.insert(clientOptions).values(fields).returning()
      : await db.update(clientOptions).set(fields).where(eq(clientOptions.id, id)).returning();
  return row;
}

export async function deleteOption(db: Executor, id: number): Promise<OptionRow | undefined> {
  const [row] = await db.delete(clientOptions).where(eq(clientOptions.id, id)).returning();
  return row;
}
