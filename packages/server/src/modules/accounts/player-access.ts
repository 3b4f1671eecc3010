// What operators do to a player's access: freeze and unfreeze the account, give a one-time password, and
// read the sessions (where and on what the player signed in). Ending sockets is the caller's, after commit.
import { isPlayerRole } from '@fair28/shared';
import type { Executor } from '../../db/database';
import { hashSecret } from '../../infra/secrets';
import { AppError } from '../../kernel/app-error';
import * as queries from './queries';
import { newOneTimePassword } from './staff-accounts';

async function requirePlayerRow(db: Executor, userId: number): Promise<queries.UserRow> {
  const user = await queries.findUserById(db, userId);
  if (!user || !isPlayerRole(user.role)) throw new AppError('NotFound');
  return user;
}

/**
 * Freezes (`disabled`) or unfreezes (`active`) a player; freezing ends every session now, so each call they
 * make is refused. Answers whether the status changed (freezing a frozen player changes nothing).
 */
export async function setPlayerStatus(
  tx: Executor,
  userId: number,
  status: 'active' | 'disabled',
  now: Date,
): Promise<boolean> {
  const user = await requirePlayerRow(tx, userId);
  if (user.status === status) return false;
  await queries.updateUser(tx, user.id, { status });
  if (status === 'disabled') await queries.revokeUserSessions(tx, user.id, now);
  return true;
}

/** A new one-time password the player must change at their next sign-in; every session ends now. */
export async function resetPlayerPassword(
  tx: Executor,
  userId: number,
  now: Date,
): Promise<{ user: queries.UserRow; oneTimePassword: string }> {
  const user = await requirePlayerRow(tx, userId);
  const oneTimePassword = newOneTimePassword();
  await queries.updateUser(tx, user.id, {
    passwordHash: await hashSecret(oneTimePassword),
    mustChangePassword: true,
  });
  await queries.revokeUserSessions(tx, user.id, now);
  return { user, oneTimePassword };
}

export type SessionRecord = {
  id: number;
  ip: string;
  userAgent: string;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  isLive: boolean;
};

/** A user's newest sessions; live while not revoked, not expired, and the user active. */
export async function sessionsOf(
  db: Executor,
  userId: number,
  limit: number,
  now: Date,
): Promise<SessionRecord[]> {
  const [user, rows] = await Promise.all([
    queries.findUserById(db, userId),
    queries.selectSessions(db, userId, limit),
  ]);
  return rows.map((row) => ({
    id: row.id,
    ip: row.ip,
    userAgent: row.userAgent,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    revokedAt: row.revokedAt,
    isLive: user?.status === 'active' && row.revokedAt === null && row.expiresAt > now,
  }));
}

/** The players a user invited, newest first, and how many in all. */
export async function inviteesOf(db: Executor, userId: number, limit: number) {
  const [list, total] = await Promise.all([
    queries.selectInvitees(db, userId, limit, 0),
    queries.countInvitees(db, userId),
  ]);
  return { list, total };
}
