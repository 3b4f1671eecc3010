// SQL of players, operators and their sessions.
import { staffRoles } from '@fair28/shared';
import { and, asc, count, desc, eq, gt, gte, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { sessions, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export async function findUserByAccount(db: Executor, account: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.account}) = lower(${account})`);
  return row;
}

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByInvitationCode(db: Executor, code: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.invitationCode, code));
  return row;
}

export async function countUsers(db: Executor): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return row?.count ?? 0;
}

export async function insertUser(db: Executor, user: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

export async function updateUser(db: Executor, id: number, changes: Partial<typeof users.$inferInsert>) {
  await db.update(users).set(changes).where(eq(users.id, id));
}

/** The user row, locked until the transaction ends (decisions that read then change it). */
export async function lockUser(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

/**
 * The active admins, their rows locked: a change that could leave none counts them under the lock, so
 * two admins disabling each other at once cannot both pass.
 */
export async function lockActiveAdmins(db: Executor): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'active')))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
}

export async function insertSession(db: Executor, session: typeof sessions.$inferInsert) {
  const [row] = await db.insert(sessions).values(session).returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return row;
}

export type LiveSession = {
  sessionId: number;
  userId: number;
  role: UserRow['role'];
  status: UserRow['status'];
  mustChangePassword: boolean;
  lastSeenAt: Date;
};

/** The live sessions behind several token hashes at once, by hash. */
export async function findLiveSessions(
  db: Executor,
  tokenHashes: string[],
  now: Date,
): Promise<Map<string, LiveSession>> {
  const rows = await db
    .select({
      tokenHash: sessions.tokenHash,
      sessionId: sessions.id,
      userId: users.id,
      role: users.role,
      status: users.status,
      mustChangePassword: users.mustChangePassword,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(inArray(sessions.tokenHash, tokenHashes), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
    );
  return new Map(rows.map(({ tokenHash, ...session }) => [tokenHash, session]));
}

/** Of sessions joined with their users: neither revoked nor expired, and the user active. */
const isLiveSession = (now: Date) =>
  and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now), eq(users.status, 'active'));

/** A live session by id, with who it is. */
export async function findLiveSessionById(db: Executor, sessionId: number, now: Date) {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      role: users.role,
      mustChangePassword: users.mustChangePassword,
      nickName: users.nickName,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), isLiveSession(now)));
  return row;
}

/** Which of `sessionIds` are still live. */
export async function findLiveSessionIds(db: Executor, sessionIds: number[], now: Date): Promise<number[]> {
  if (sessionIds.length === 0) return [];
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(inArray(sessions.id, sessionIds), isLiveSession(now)));
  return rows.map((row) => row.id);
}

/** Every staff account, oldest first. */
export async function selectStaff(db: Executor): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(inArray(users.role, [...staffRoles]))
    .orderBy(asc(users.id));
}

export async function revokeSession(db: Executor, sessionId: number, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** A session's last call, moved on now and then (not a write per call). */
export async function touchSession(db: Executor, sessionId: number, now: Date) {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

/** The user's sessions that may still act, last seen first. */
export async function selectLiveSessions(db: Executor, userId: number, now: Date) {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
}

/** Ends one of the user's sessions (`id`) or all but one (`exceptId`); answers which ended now. */
export async function revokeSessionsOf(
  db: Executor,
  userId: number,
  which: { id: number } | { exceptId: number },
  now: Date,
): Promise<number[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        'id' in which ? eq(sessions.id, which.id) : ne(sessions.id, which.exceptId),
      ),
    )
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}

export async function revokeUserSessions(db: Executor, userId: number, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Deposits add to the betting turnover a player owes before withdrawing. */
export async function addTurnoverRequired(db: Executor, id: number, amountMinor: bigint): Promise<void> {
  await db
    .update(users)
    .set({ turnoverRequiredMinor: sql`${users.turnoverRequiredMinor} + ${amountMinor}::bigint` })
    .where(eq(users.id, id));
}

/** The players someone invited, newest first. */
export async function selectInvitees(db: Executor, inviterId: number, limit: number, offset: number) {
  return db
    .select({
      userId: users.id,
      account: users.account,
      nickName: users.nickName,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.inviterId, inviterId))
    .orderBy(desc(users.id))
    .limit(limit)
    .offset(offset);
}

export async function countInvitees(db: Executor, inviterId: number, since?: SQL): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(users)
    .where(and(eq(users.inviterId, inviterId), since ? gte(users.createdAt, since) : undefined));
  return row?.count ?? 0;
}

export async function selectNames(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, account: users.account, nickName: users.nickName })
    .from(users)
    .where(inArray(users.id, ids));
}

/** A user's sessions, newest first: where from, on what, and until when. */
export async function selectSessions(db: Executor, userId: number, limit: number) {
  return db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.id))
    .limit(limit);
}
