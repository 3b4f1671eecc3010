// Staff accounts, made and looked after on the server's command line (cli/operator.ts).
import { randomInt } from 'node:crypto';
import { isStaffRole, type StaffRole } from '@fair28/shared';
import type { Executor } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { hashSecret } from '../../infra/secrets';
import { AppError } from '../../kernel/app-error';
import { createUser } from './new-user';
import * as queries from './queries';

const ONE_TIME_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
const ONE_TIME_LENGTH = 16;

/**
 * 16 letters and digits from an alphabet without look-alikes (about 92 bits), with a letter and a digit
 * so it passes the password rules it must be changed under.
 */
export function newOneTimePassword(): string {
  for (;;) {
    const password = Array.from(
      { length: ONE_TIME_LENGTH },
      () => ONE_TIME_ALPHABET[randomInt(ONE_TIME_ALPHABET.length)],
    ).join('');
    if (/[A-Za-z]/.test(password) && /\d/.test(password)) return password;
  }
}

export type StaffCredentials = { user: queries.UserRow; oneTimePassword: string };

/** A new staff account with a one-time password, in the caller's transaction. */
export async function createStaff(tx: Executor, account: string, role: StaffRole): Promise<StaffCredentials> {
  if (await queries.findUserByAccount(tx, account)) throw new AppError('AccountTaken');
  const oneTimePassword = newOneTimePassword();
  try {
    const user = await createUser(tx, { account, password: oneTimePassword, role, mustChangePassword: true });
    return { user, oneTimePassword };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('AccountTaken');
    throw error;
  }
}

async function requireStaff(db: Executor, account: string): Promise<queries.UserRow> {
  const user = await queries.findUserByAccount(db, account);
  if (!user || !isStaffRole(user.role)) throw new AppError('NotFound');
  return user;
}

/** A forgotten or leaked staff password: a new one-time one, every session ended. Enables the account. */
export async function resetStaffPassword(
  tx: Executor,
  account: string,
  now: Date,
): Promise<StaffCredentials> {
  const user = await requireStaff(tx, account);
  const oneTimePassword = newOneTimePassword();
  const passwordHash = await hashSecret(oneTimePassword);
  await queries.updateUser(tx, user.id, { passwordHash, mustChangePassword: true, status: 'active' });
  await queries.revokeUserSessions(tx, user.id, now);
  return { user, oneTimePassword };
}

/** Someone who left: the account can no longer sign in, and its sessions end now. */
export async function disableStaff(tx: Executor, account: string, now: Date): Promise<queries.UserRow> {
  const user = await requireStaff(tx, account);
  await queries.updateUser(tx, user.id, { status: 'disabled' });
  await queries.revokeUserSessions(tx, user.id, now);
  return user;
}

export function listStaff(db: Executor): Promise<queries.UserRow[]> {
  return queries.selectStaff(db);
}
