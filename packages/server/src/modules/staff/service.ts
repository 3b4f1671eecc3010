// Staff: operator accounts (made, reset and disabled on the server's command line, listed for admins) and
// the caller's staff profile: role, permissions, whether the one-time password must change first.
import {
  formatMinor,
  isStaffRole,
  permissionsOf,
  type StaffRole,
  type TStaffListResponse,
  type TStaffProfile,
} from '@fair28/shared';
import { AppError } from '../../kernel/app-error';
import type { AppContext } from '../../kernel/context';
import type { Session } from '../../kernel/session';
import * as accounts from '../accounts/service';
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
  };
}

export async function staffList(ctx: AppContext): Promise<TStaffListResponse> {
  const rows = await accounts.listStaff(ctx.db.orm);
  return {
    list: rows.flatMap((user) =>
      isStaffRole(user.role)
        ? [
            {
              id: user.id,
              account: user.account,
              role: user.role,
              status: user.status,
              mustChangePassword: user.mustChangePassword,
              createTime: user.createdAt.toISOString(),
              lastLoginTime: user.lastLoginAt?.toISOString() ?? null,
            },
          ]
        : [],
    ),
  };
}

// The command line's changes to staff accounts, each with its entry in the audit log.

type CommandContext = Pick<AppContext, 'db' | 'now'>;

export type IssuedPassword = { userId: number; account: string; oneTimePassword: string };

export async function createOperator(
  ctx: CommandContext,
  account: string,
  role: StaffRole,
): Promise<IssuedPassword> {
  return ctx.db.orm.transaction(async (tx) => {
    const { user, oneTimePassword } = await accounts.createStaff(tx, account, role);
    await operatorLog.recordCommandLineAction(tx, {
      action: 'operator.create',
      targetType: 'user',
      targetId: user.id,
      reason: `role ${role}`,
    });
    return { userId: user.id, account: user.account, oneTimePassword };
  });
}

export async function resetOperator(ctx: CommandContext, account: string): Promise<IssuedPassword> {
  return ctx.db.orm.transaction(async (tx) => {
    const { user, oneTimePassword } = await accounts.resetStaffPassword(tx, account, ctx.now());
    await operatorLog.recordCommandLineAction(tx, {
      action: 'operator.reset',
      targetType: 'user',
      targetId: user.id,
    });
    return { userId: user.id, account: user.account, oneTimePassword };
  });
}

export async function disableOperator(ctx: CommandContext, account: string): Promise<{ userId: number }> {
  return ctx.db.orm.transaction(async (tx) => {
    const user = await accounts.disableStaff(tx, account, ctx.now());
    await operatorLog.recordCommandLineAction(tx, {
      action: 'operator.disable',
      targetType: 'user',
      targetId: user.id,
    });
    return { userId: user.id };
  });
}
