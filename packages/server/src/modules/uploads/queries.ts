// SQL of uploaded images: who owns each, what it is, where its file lies.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { uploads } from '../../db/schema';

export type UploadRow = typeof uploads.$inferSelect;

export async function insertUpload(db: Executor, upload: typeof uploads.$inferInsert): Promise<UploadRow> {
  const [row] = await db.insert(uploads).values(upload).returning();
  if (!row) throw new Error('upload insert returned nothing');
  return row;
}

export async function findUpload(db: Executor, publicId: string): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(uploads).where(eq(uploads.publicId, publicId));
  return row;
}

export async function markPublic(db: Executor, publicId: string): Promise<void> {
  await db.update(uploads).set({ isPublic: true }).where(eq(uploads.publicId, publicId));
}
