// Staff accounts, made and looked after on the server's command line (cli/operator.ts).
import { randomInt } from 'node:crypto';
import { isStaffRole, type StaffRole } from '@fair28/shared';
import type { Executor } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { hashSecret } from '../../infra/secrets';
import { AppError } from '../../kernel/app-error';
import * as twoFactor from '../two-factor/service';
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

/** A staff account by its account name (the command line) or id (the console). */
export type StaffRef = { account: string } | { id: number };

/** The staff account named, locked for the change the caller makes; NotFound for anyone else. */
async function requireStaff(db: Executor, ref: StaffRef): Promise<queries.UserRow> {
  const found =
    'id' in ref ? await queries.findUserById(db, ref.id) : await queries.findUserByAccount(db, ref.account);
  const user = found && (await queries.lockUser(db, found.id));
  if (!user || !isStaffRole(user.role)) throw new AppError('NotFound');
  return user;
}

const isActiveAdmin = (user: Pick<queries.UserRow, 'role' | 'status'>) =>
  user.role === 'admin' && user.status === 'active';

/** Refuses a change that would leave no active admin: nobody could manage operators from the console. */
async function keepAnAdmin(tx: Executor, before: queries.UserRow, after: queries.UserRow): Promise<void> {
  if (!isActiveAdmin(before) || isActiveAdmin(after)) return;
  const admins = await queries.lockActiveAdmins(tx);
  if (!admins.some((id) => id !== before.id)) throw new AppError('LastAdmin');
}

async function changeStaff(
  tx: Executor,
  user: queries.UserRow,
  changes: Partial<queries.UserRow>,
): Promise<queries.UserRow> {
  const after = { ...user, ...changes };
  await keepAnAdmin(tx, user, after);
  await queries.updateUser(tx, user.id, changes);
  return after;
}

export type StaffChange = { before: queries.UserRow; after: queries.UserRow };
export type StaffReset = StaffChange & { oneTimePassword: string };

/**
 * A forgotten or leaked staff password, or a lost authenticator: a new one-time password, the second
 * factor removed, every session ended. Enables the account.
 */
export async function resetStaffPassword(tx: Executor, ref: StaffRef, now: Date): Promise<StaffReset> {
  const before = await requireStaff(tx, ref);
  const oneTimePassword = newOneTimePassword();
  const changed = await changeStaff(tx, before, {
    passwordHash: await hashSecret(oneTimePassword),
    mustChangePassword: true,
    status: 'active',
  });
  await twoFactor.resetTwoFactor(tx, before.id);
  await queries.revokeUserSessions(tx, before.id, now);
  const after = { ...changed, totpSecretSealed: null, totpEnabled: false, totpLastStep: null };
  return { before, after, oneTimePassword };
}

/** Someone who left: the account can no longer sign in, and its sessions end now. */
export async function disableStaff(tx: Executor, ref: StaffRef, now: Date): Promise<StaffChange> {
  const before = await requireStaff(tx, ref);
  const after = await changeStaff(tx, before, { status: 'disabled' });
  await queries.revokeUserSessions(tx, before.id, now);
  return { before, after };
}

/** A disabled account may sign in again, with the password it had. */
export async function enableStaff(tx: Executor, ref: StaffRef): Promise<StaffChange> {
  const before = await requireStaff(tx, ref);
  return { before, after: await changeStaff(tx, before, { status: 'active' }) };
}

/** Another role: its permissions apply from the account's next call (every call reads the role). */
export async function changeStaffRole(tx: Executor, ref: StaffRef, role: StaffRole): Promise<StaffChange> {
  const before = await requireStaff(tx, ref);
  return { before, after: await changeStaff(tx, before, { role }) };
}

export function listStaff(db: Executor): Promise<queries.UserRow[]> {
  return queries.selectStaff(db);
}
