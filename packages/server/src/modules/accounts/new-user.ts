// A new account of any role: its invitation code, its hashed password and, for players, its ledger accounts.
import { randomInt } from 'node:crypto';
import { isPlayerRole } from '@fair28/shared';
import type { Executor } from '../../db/database';
import { hashSecret } from '../../infra/secrets';
import * as ledger from '../ledger/service';
import * as queries from './queries';

const INVITATION_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newInvitationCode(): string {
  return Array.from({ length: 6 }, () => INVITATION_ALPHABET[randomInt(INVITATION_ALPHABET.length)]).join('');
}

export type NewUser = {
  account: string;
  password: string;
  role?: queries.UserRow['role'];
  inviterId?: number | null;
  invitationCode?: string;
  isProxy?: boolean;
  /** A one-time password: the first session may only change it (staff made on the command line). */
  mustChangePassword?: boolean;
};

export async function hasAnyUser(db: Executor): Promise<boolean> {
  return (await queries.countUsers(db)) > 0;
}

/** Creates a user in the caller's transaction; players and agents with their ledger accounts. */
export async function createUser(tx: Executor, user: NewUser): Promise<queries.UserRow> {
  const passwordHash = await hashSecret(user.password);
  const row = await queries.insertUser(tx, {
    account: user.account,
    passwordHash,
    role: user.role ?? 'player',
    inviterId: user.inviterId ?? null,
    invitationCode: user.invitationCode ?? newInvitationCode(),
    isProxy: user.isProxy ?? false,
    nickName: user.account,
    mustChangePassword: user.mustChangePassword ?? false,
  });
  // Staff never hold money: no wallet, so no path of the ledger can ever credit one.
  if (isPlayerRole(row.role)) await ledger.openPlayerAccounts(tx, row.id);
  return row;
}
