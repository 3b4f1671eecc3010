// SQL of what players read: content items, rich-text pages, language packs, customer-service channels.
import { and, asc, count, desc, eq, gt, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { contentItems, languagePacks, richTextPages, serviceChannels } from '../../db/schema';

export type ContentRow = typeof contentItems.$inferSelect;
export type ContentFields = Omit<typeof contentItems.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type ContentKind = ContentRow['kind'];
export type TextPageRow = typeof richTextPages.$inferSelect;
export type LanguagePackRow = typeof languagePacks.$inferSelect;
export type ServiceChannelRow = typeof serviceChannels.$inferSelect;
export type ServiceChannelFields = Omit<typeof serviceChannels.$inferInsert, 'id' | 'createdAt'>;

/** Enabled, of this kind, and shown at `now` (its window, when it has one, holds `now`). */
export function shownAt(kind: ContentKind, now: Date): SQL {
  return and(
    eq(contentItems.kind, kind),
    eq(contentItems.isEnabled, true),
    or(isNull(contentItems.startsAt), lte(contentItems.startsAt, now)),
    or(isNull(contentItems.endsAt), gt(contentItems.endsAt, now)),
  ) as SQL;
}

/** Events still to come are listed too: an event page announces them before they start. */
export function activityListedAt(now: Date): SQL {
  return and(
    eq(contentItems.kind, 'activity'),
    eq(contentItems.isEnabled, true),
    or(isNull(contentItems.endsAt), gt(contentItems.endsAt, now)),
  ) as SQL;
}

export const contentIdIs = (id: number) => eq(contentItems.id, id);
export const contentKindIs = (kind: ContentKind) => eq(contentItems.kind, kind);

/** In the operator's order; notices newest first (their order is when they were said). */
export async function selectContent(
  db: Executor,
  filter: SQL | undefined,
  limit = 1000,
  offset = 0,
  newestFirst = false,
): Promise<ContentRow[]> {
  const order = newestFirst
    ? [desc(contentItems.createdAt), desc(contentItems.id)]
    : [asc(contentItems.sortOrder), asc(contentItems.id)];
  return db
    .select()
    .from(contentItems)
    .where(filter)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

export async function countContent(db: Executor, filter: SQL | undefined): Promise<number> {
  const [row] = await db.select({ count: count() }).from(contentItems).where(filter);
  return row?.count ?? 0;
}

export async function insertContent(db: Executor, fields: ContentFields): Promise<number> {
  const [row] = await db.insert(contentItems).values(fields).returning({ id: contentItems.id });
  if (!row) throw new Error('insert answered nothing');
  return row.id;
}

export async function updateContent(db: Executor, id: number, fields: ContentFields, at: Date) {
  const rows = await db
    .update(contentItems)
    .set({ ...fields, updatedAt: at })
    .where(eq(contentItems.id, id))
    .returning({ id: contentItems.id });
  return rows.length > 0;
}

/** One page's languages, or every page (by name, then language) when no name is given. */
export async function selectTextPages(db: Executor, name?: string): Promise<TextPageRow[]> {
  return db
    .select()
    .from(richTextPages)
    .where(name === undefined ? undefined : eq(richTextPages.name, name))
    .orderBy(asc(richTextPages.name), asc(richTextPages.language));
}

export async function upsertTextPage(db: Executor, page: typeof richTextPages.$inferInsert): Promise<void> {
  await db
    .insert(richTextPages)
    .values(page)
    .onConflictDoUpdate({
      target: [richTextPages.name, richTextPages.language],
      set: { title: page.title, body: page.body, updatedAt: page.updatedAt ?? sql`now()` },
    });
}

export async function selectLanguagePacks(db: Executor): Promise<LanguagePackRow[]> {
  return db.select().from(languagePacks);
}

export async function upsertLanguagePack(db: Executor, pack: typeof languagePacks.$inferInsert) {
  const [row] = await db
    .insert(languagePacks)
    .values(pack)
    .onConflictDoUpdate({
      target: languagePacks.language,
      set: { entries: pack.entries, updatedAt: pack.updatedAt ?? sql`now()` },
    })
    .returning();
  if (!row) throw new Error('upsert answered nothing');
  return row;
}

export async function selectServiceChannels(db: Executor, onlyEnabled: boolean) {
  return db
    .select()
    .from(serviceChannels)
    .where(onlyEnabled ? eq(serviceChannels.isEnabled, true) : undefined)
    .orderBy(asc(serviceChannels.sortOrder), asc(serviceChannels.id));
}

export async function findServiceChannel(db: Executor, id: number) {
  const [row] = await db.select().from(serviceChannels).where(eq(serviceChannels.id, id));
  return row;
}

export async function insertServiceChannel(db: Executor, fields: ServiceChannelFields): Promise<number> {
  const [row] = await db.insert(serviceChannels).values(fields).returning({ id: serviceChannels.id });
  if (!row) throw new Error('insert answered nothing');
  return row.id;
}

export async function updateServiceChannel(db: Executor, id: number, fields: ServiceChannelFields) {
  const rows = await db
    .update(serviceChannels)
    .set(fields)
    .where(eq(serviceChannels.id, id))
    .returning({ id: serviceChannels.id });
  return rows.length > 0;
}
