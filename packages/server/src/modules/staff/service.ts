// Staff: operator accounts (made, reset, disabled, enabled and given another role by admins in the console
// or on the server's command line, through the same functions), the caller's staff profile (role,
// permissions, whether the one-time password must change first) and their own second factor.
import {
  formatMinor,
  isStaffRole,
  permissionsOf,
  type StaffRole,
  type TIssuedPassword,
  type TStaffAccount,
  type TStaffListResponse,
  type TStaffProfile,
  type TTwoFactorConfirmResponse,
  type TTwoFactorEnrolResponse,
  type TTwoFactorStatus,
} from '@fair28/shared';
import type { Executor } from '../../db/database';
import { AppError } from '../../kernel/app-error';
import type { AppContext } from '../../kernel/context';
import type { Session } from '../../kernel/session';
import * as accounts from '../accounts/service';
import type { OperatorAction, Snapshot } from '../operator-log/service';
import * as operatorLog from '../operator-log/service';

export async function profile(ctx: AppContext, session: Session): Promise<TStaffProfile> {
  const user = await accounts.findUser(ctx.db.orm, session.userId);
  if (!user) throw new AppError('LoginExpired');
  return {
    userId: user.id,
    account: user.account,
    role: user.role,
    permissions: [...permissionsOf(user.role)],
    mustChangePassword: user.mustChangePassword,
    fourEyesAbove: formatMinor(ctx.config.fourEyesAboveMinor),
    idleMinutes: Math.round(ctx.config.staffIdleMs / 60_000),
    hasTwoFactor: user.totpEnabled,
  };
}

function staffAccount(user: accounts.UserRecord): TStaffAccount | null {
  if (!isStaffRole(user.role)) return null;
  return {
    id: user.id,
    account: user.account,
    role: user.role,
    status: user.status,
    mustChangePassword: user.mustChangePassword,
    createTime: user.createdAt.toISOString(),
    lastLoginTime: user.lastLoginAt?.toISOString() ?? null,
  };
}

function requireStaffAccount(user: accounts.UserRecord): TStaffAccount {
  const account = staffAccount(user);
  if (!account) throw new AppError('NotFound');
  return account;
}

export async function staffList(ctx: AppContext): Promise<TStaffListResponse> {
  const rows = await accounts.listStaff(ctx.db.orm);
  return { list: rows.flatMap((user) => staffAccount(user) ?? []) };
}

/** What the audit log keeps of a staff account before and after a change (never a secret). */
function snapshot(user: accounts.UserRecord): Snapshot {
  return {
    account: user.account,
    role: user.role,
    status: user.status,
    mustChangePassword: user.mustChangePassword,
    hasTwoFactor: user.totpEnabled,
  };
}

// Changes to staff accounts: by an admin in the console, or on the server's command line
// (`npm run operator`), through the same functions, each with its entry in the audit log.

type CommandContext = Pick<AppContext, 'db' | 'now'>;

/** Who changes a staff account: an admin's session in the console, or the server's command line. */
export type Actor = { session: Session } | 'command-line';

function record(tx: Executor, actor: Actor, entry: OperatorAction): Promise<void> {
  return actor === 'command-line'
    ? operatorLog.recordCommandLineAction(tx, entry)
    : operatorLog.recordAction(tx, actor.session, entry);
}

export async function createOperator(
  ctx: CommandContext,
  actor: Actor,
  account: string,
  role: StaffRole,
): Promise<TIssuedPassword> {
  return ctx.db.orm.transaction(async (tx) => {
    const { user, oneTimePassword } = await accounts.createStaff(tx, account, role);
    await record(tx, actor, {
      action: 'operator.create',
      targetType: 'user',
      targetId: user.id,
      reason: `role ${role}`,
      after: snapshot(user),
    });
    return { userId: user.id, account: user.account, oneTimePassword };
  });
}

type Change = { verb: 'reset' | 'disable' | 'enable' | 'role'; reason?: string | undefined };

async function changeOperator<Result extends accounts.StaffChange>(
  ctx: CommandContext,
  actor: Actor,
  change: Change,
  apply: (tx: Executor) => Promise<Result>,
): Promise<Result> {
  return ctx.db.orm.transaction(async (tx) => {
    const result = await apply(tx);
    await record(tx, actor, {
      action: `operator.${change.verb}`,
      targetType: 'user',
      targetId: result.before.id,
      reason: change.reason ?? '',
      before: snapshot(result.before),
      after: snapshot(result.after),
    });
    return result;
  });
}

/** A new one-time password (and no second factor); the account is enabled, its sessions ended. */
export async function resetOperator(
  ctx: CommandContext,
  actor: Actor,
  ref: accounts.StaffRef,
  reason?: string,
): Promise<TIssuedPassword> {
  const { after, oneTimePassword } = await changeOperator(ctx, actor, { verb: 'reset', reason }, (tx) =>
    accounts.resetStaffPassword(tx, ref, ctx.now()),
  );
  return { userId: after.id, account: after.account, oneTimePassword };
}

export async function disableOperator(
  ctx: CommandContext,
  actor: Actor,
  ref: accounts.StaffRef,
  reason?: string,
): Promise<TStaffAccount> {
  const { after } = await changeOperator(ctx, actor, { verb: 'disable', reason }, (tx) =>
    accounts.disableStaff(tx, ref, ctx.now()),
  );
  return requireStaffAccount(after);
}

export async function enableOperator(
  ctx: CommandContext,
  actor: Actor,
  ref: accounts.StaffRef,
  reason: string,
): Promise<TStaffAccount> {
  const { after } = await changeOperator(ctx, actor, { verb: 'enable', reason }, (tx) =>
    accounts.enableStaff(tx, ref),
  );
  return requireStaffAccount(after);
}

export async function changeOperatorRole(
  ctx: CommandContext,
  actor: Actor,
  ref: accounts.StaffRef,
  role: StaffRole,
  reason: string,
): Promise<TStaffAccount> {
  const { after } = await changeOperator(ctx, actor, { verb: 'role', reason }, (tx) =>
    accounts.changeStaffRole(tx, ref, role),
  );
  return requireStaffAccount(after);
}

// One's own second factor (TOTP): enrol a secret, confirm it with a code, or turn it off with a code.

export async function enrolTwoFactor(ctx: AppContext, session: Session): Promise<TTwoFactorEnrolResponse> {
  return ctx.db.orm.transaction((tx) => accounts.enrolTwoFactor(ctx, tx, session.userId));
}

/** The audit log's entry of one's own second factor turned on or off. */
function recordSwitch(tx: Executor, session: Session, isOn: boolean): Promise<void> {
  return operatorLog.recordAction(tx, session, {
    action: isOn ? 'operator.two_factor_on' : 'operator.two_factor_off',
    targetType: 'user',
    targetId: session.userId,
    before: { hasTwoFactor: !isOn },
    after: { hasTwoFactor: isOn },
  });
}

/** On with a first code; answers the recovery codes, shown this once. */
export async function confirmTwoFactor(
  ctx: AppContext,
  session: Session,
  code: string,
): Promise<TTwoFactorConfirmResponse> {
  return ctx.db.orm.transaction(async (tx) => {
    const recoveryCodes = await accounts.confirmTwoFactor(ctx, tx, session.userId, code);
    await recordSwitch(tx, session, true);
    return { isEnabled: true, recoveryCodes };
  });
}

/** Off with the app's code or a recovery code. */
export async function disableTwoFactor(
  ctx: AppContext,
  session: Session,
  code: string,
): Promise<TTwoFactorStatus> {
  return ctx.db.orm.transaction(async (tx) => {
    await accounts.disableTwoFactor(ctx, tx, session.userId, code);
    await recordSwitch(tx, session, false);
    return { isEnabled: false };
  });
}
