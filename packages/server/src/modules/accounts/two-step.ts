// Two-step sign-in as an account holder meets it (the TOTP itself is modules/two-factor's, the same for
// staff and players): turned on, a device trusted before counts no more; the player's security screen, and
// their calls to set it up, turn it off and renew recovery codes.
import type {
  TRecoveryCodes,
  TSignInSecurity,
  TTwoFactorConfirmResponse,
  TTwoFactorEnrolResponse,
  TTwoFactorStatus,
} from '@fair28/shared';
import type { Executor } from '../../db/database';
import type { AppContext } from '../../kernel/context';
import type { Session } from '../../kernel/session';
import * as twoFactor from '../two-factor/service';
import * as deviceQueries from './device-queries';

export { disableTwoFactor, enrolTwoFactor, renewRecoveryCodes, resetTwoFactor } from '../two-factor/service';

/**
 * The enrolled secret confirmed by a first code (answering the first recovery codes); no device trusted
 * before it was on is trusted now.
 */
export async function confirmTwoFactor(
  ctx: AppContext,
  tx: Executor,
  userId: number,
  code: string,
): Promise<string[]> {
  const recoveryCodes = await twoFactor.confirmTwoFactor(ctx, tx, userId, code);
  await deviceQueries.distrustDevices(tx, userId);
  return recoveryCodes;
}

export async function signInSecurity(ctx: AppContext, session: Session): Promise<TSignInSecurity> {
  const db = ctx.db.orm;
  const [isEnabled, recoveryCodesLeft] = await Promise.all([
    twoFactor.isTwoFactorOn(db, session.userId),
    twoFactor.recoveryCodesLeft(db, session.userId),
  ]);
  return { isEnabled, recoveryCodesLeft, trustedDeviceDays: ctx.config.trustedDeviceDays };
}

export function enrolOwnTwoFactor(ctx: AppContext, session: Session): Promise<TTwoFactorEnrolResponse> {
  return ctx.db.orm.transaction((tx) => twoFactor.enrolTwoFactor(ctx, tx, session.userId));
}

export async function confirmOwnTwoFactor(
  ctx: AppContext,
  session: Session,
  code: string,
): Promise<TTwoFactorConfirmResponse> {
  const recoveryCodes = await ctx.db.orm.transaction((tx) => confirmTwoFactor(ctx, tx, session.userId, code));
  return { isEnabled: true, recoveryCodes };
}

export async function disableOwnTwoFactor(
  ctx: AppContext,
  session: Session,
  code: string,
): Promise<TTwoFactorStatus> {
  await ctx.db.orm.transaction((tx) => twoFactor.disableTwoFactor(ctx, tx, session.userId, code));
  return { isEnabled: false };
}

export async function renewOwnRecoveryCodes(
  ctx: AppContext,
  session: Session,
  code: string,
): Promise<TRecoveryCodes> {
  const recoveryCodes = await ctx.db.orm.transaction((tx) =>
    twoFactor.renewRecoveryCodes(ctx, tx, session.userId, code),
  );
  return { recoveryCodes };
}
