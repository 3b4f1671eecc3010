// SQL of the operators' inbox: the tab counts, status and assignment, private notes and canned replies.
import { type Permission, rolePermissions, staffRoles } from '@fair28/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database';
import { supportCannedReplies, supportConversations, supportNotes, users } from '../../db/schema';
import type { ConversationRow } from './queries';

export type NoteRow = { id: number; operator: string; text: string; createdAt: Date };
export type CannedRow = typeof supportCannedReplies.$inferSelect;

const ANSWERING: Permission = 'support.answer';
/** The staff roles that answer players. */
export const answeringRoles = staffRoles.filter((role) => rolePermissions[role].includes(ANSWERING));
/** The same, as one PostgreSQL array parameter. */
const ANSWERING_ROLES = `{${answeringRoles.join(',')}}`;

export async function countTabs(db: Executor, operatorId: number) {
  const [row] = await queryRows<
    Record<'open' | 'pending' | 'resolved' | 'mine' | 'unassigned' | 'unread', string>
  >(
    db,
    sql`SELECT count(*) FILTER (WHERE c.status = 'open') AS open,
               count(*) FILTER (WHERE c.status = 'pending') AS pending,
               count(*) FILTER (WHERE c.status = 'resolved') AS resolved,
               count(*) FILTER (WHERE c.status = 'open' AND c.assignee_id = ${operatorId}) AS mine,
               count(*) FILTER (WHERE c.status = 'open' AND c.assignee_id IS NULL) AS unassigned,
               coalesce(sum((SELECT count(*) FROM support_messages m
                             WHERE m.conversation_id = c.id AND m.sender = 'player' AND m.id > c.operator_read_id)), 0)
                 AS unread
        FROM support_conversations c WHERE c.last_message_id IS NOT NULL`,
  );
  const read = (key: keyof NonNullable<typeof row>) => Number(row?.[key] ?? 0);
  return {
    open: read('open'),
    pending: read('pending'),
    resolved: read('resolved'),
    mine: read('mine'),
    unassigned: read('unassigned'),
    unread: read('unread'),
  };
}

export async function setStatus(db: Executor, conversationId: number, status: ConversationRow['status']) {
  await db.update(supportConversations).set({ status }).where(eq(supportConversations.id, conversationId));
}

export async function setAssignee(db: Executor, conversationId: number, assigneeId: number | null) {
  await db
    .update(supportConversations)
    .set({ assigneeId })
    .where(eq(supportConversations.id, conversationId));
}

/** An active staff account that answers players, or undefined. */
export async function findAnsweringOperator(db: Executor, userId: number) {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM users WHERE id = ${userId} AND status = 'active'
        AND role = ANY(${ANSWERING_ROLES}::text[])`,
  );
  return row && Number(row.id);
}

/** Active staff who answer players, by account. */
export async function selectAnsweringOperators(db: Executor) {
  const rows = await queryRows<{ id: string; account: string }>(
    db,
    sql`SELECT id, account FROM users WHERE status = 'active' AND role = ANY(${ANSWERING_ROLES}::text[])
        ORDER BY account`,
  );
  return rows.map((row) => ({ userId: Number(row.id), account: row.account }));
}

/**
 * The signed-in operator (a live session) who answers players and has the fewest open conversations
 * assigned, the lowest id among equals; undefined when none is signed in.
 */
export async function leastBusyOperator(db: Executor, now: Date): Promise<number | undefined> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`SELECT u.id FROM users u
        WHERE u.status = 'active'
          AND u.role = ANY(${ANSWERING_ROLES}::text[])
          AND EXISTS (SELECT 1 FROM sessions s WHERE s.user_id = u.id AND s.revoked_at IS NULL
                      AND s.expires_at > ${now.toISOString()}::timestamptz)
        ORDER BY (SELECT count(*) FROM support_conversations c WHERE c.assignee_id = u.id AND c.status = 'open'),
                 u.id
        LIMIT 1`,
  );
  return row && Number(row.id);
}

export async function insertNote(
  db: Executor,
  note: { conversationId: number; operatorId: number; text: string; createdAt: Date },
): Promise<number> {
  const [row] = await db.insert(supportNotes).values(note).returning({ id: supportNotes.id });
  if (!row) throw new Error('insert answered nothing');
  return row.id;
}

/** A conversation's notes oldest first, or the one note with `noteId`. */
export async function selectNotes(db: Executor, conversationId: number, noteId?: number): Promise<NoteRow[]> {
  return db
    .select({
      id: supportNotes.id,
      operator: users.account,
      text: supportNotes.text,
      createdAt: supportNotes.createdAt,
    })
    .from(supportNotes)
    .innerJoin(users, eq(users.id, supportNotes.operatorId))
    .where(
      and(
        eq(supportNotes.conversationId, conversationId),
        noteId === undefined ? undefined : eq(supportNotes.id, noteId),
      ),
    )
    .orderBy(asc(supportNotes.id));
}

export async function selectCannedReplies(db: Executor): Promise<CannedRow[]> {
  return db.select().from(supportCannedReplies).orderBy(asc(supportCannedReplies.shortCode));
}

export async function findCannedReply(db: Executor, id: number): Promise<CannedRow | undefined> {
  const [row] = await db.select().from(supportCannedReplies).where(eq(supportCannedReplies.id, id));
  return row;
}

export async function saveCannedReply(
  db: Executor,
  reply: { id?: number | undefined; shortCode: string; text: string; updatedBy: number; updatedAt: Date },
): Promise<CannedRow | undefined> {
  const { id, ...fields } = reply;
  const [row] =
    id === undefined
      ? await db.insert(supportCannedReplies).values(fields).returning()
      : await db.update(supportCannedReplies).set(fields).where(eq(supportCannedReplies.id, id)).returning();
  return row;
}

export async function deleteCannedReply(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(supportCannedReplies).where(eq(supportCannedReplies.id, id)).returning();
  return rows.length > 0;
}
