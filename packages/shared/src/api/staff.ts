// The console's own calls (`staffCalls`) and their schemas: signing in (staff only, with the second factor
// once set up), the caller's staff profile and the staff list (schemas in operator.ts), the TOTP second
// factor, and admins managing operator accounts (create, disable, enable, reset, change role).
import { z } from 'zod';
import type { MessageKey } from '../i18n/messages';
import { ZAccountName } from '../validators';
import { ZLoginRequest, ZLoginResponse } from './accounts';
import { requiredText, ZEmptyRequest } from './common';
import { defineCalls } from './define-calls';
import { idField, ZReason } from './fields';
import { ZStaffAccount, ZStaffListResponse, ZStaffProfile } from './operator';
import { staffRoles } from './permissions';

/** The 6 digits an authenticator app shows. */
export const ZTotpCode = z
  .string({ error: 'form.enterTotpCode' satisfies MessageKey })
  .trim()
  .regex(/^\d{6}$/, 'form.totpCodeFormat' satisfies MessageKey);

/**
 * The console's sign-in: the login form plus, for an account with a second factor, its current code.
 * Player accounts are refused before any session is made.
 */
export const ZConsoleLoginRequest = ZLoginRequest.extend({
  code: z.preprocess((value) => (value === '' ? undefined : value), ZTotpCode.optional()),
});
export type TConsoleLoginRequest = z.output<typeof ZConsoleLoginRequest>;

/** A new TOTP secret, not in force until confirmed with a code: the QR's URI and the key to type instead. */
export const ZTwoFactorEnrolResponse = z.object({
  /** otpauth://totp/… for the authenticator app's QR scanner. */
  uri: z.string(),
  /** The same secret in base32, for typing in by hand. */
  secret: z.string(),
});
export type TTwoFactorEnrolResponse = z.infer<typeof ZTwoFactorEnrolResponse>;

export const ZTwoFactorCodeRequest = z.object({ code: ZTotpCode });
export type TTwoFactorCodeRequest = z.output<typeof ZTwoFactorCodeRequest>;

export const ZTwoFactorStatus = z.object({ isEnabled: z.boolean() });
export type TTwoFactorStatus = z.infer<typeof ZTwoFactorStatus>;

export const ZOperatorCreateRequest = z.object({
  account: requiredText('form.enterAccount', 20).pipe(ZAccountName),
  role: z.enum(staffRoles, { error: 'form.selectRole' satisfies MessageKey }),
});
export type TOperatorCreateRequest = z.output<typeof ZOperatorCreateRequest>;

/** A one-time password, shown once: to be handed to the operator, who must change it at first sign-in. */
export const ZIssuedPassword = z.object({
  userId: z.number().int(),
  account: z.string(),
  oneTimePassword: z.string(),
});
export type TIssuedPassword = z.infer<typeof ZIssuedPassword>;

/** Disable, enable or reset one operator account; the reason goes into the audit log. */
export const ZOperatorActionRequest = z.object({ id: idField(), reason: ZReason });
export type TOperatorActionRequest = z.output<typeof ZOperatorActionRequest>;

export const ZOperatorRoleRequest = z.object({
  id: idField(),
  role: z.enum(staffRoles, { error: 'form.selectRole' satisfies MessageKey }),
  reason: ZReason,
});
export type TOperatorRoleRequest = z.output<typeof ZOperatorRoleRequest>;

/** The console's sign-in and second factor, the caller's staff profile, and admins' changes to operator accounts, each in the audit log. */
export const staffCalls = defineCalls({
  adminMe: {
    path: '/api/v1/admin/me',
    auth: true,
    staffOnly: true,
    beforePasswordChange: true,
    request: ZEmptyRequest,
    response: ZStaffProfile,
  },
  adminOperatorList: {
    path: '/api/v1/admin/operator/list',
    auth: true,
    permission: 'operators.manage',
    request: ZEmptyRequest,
    response: ZStaffListResponse,
  },
  consoleLogin: {
    path: '/api/v1/console/login',
    auth: false,
    request: ZConsoleLoginRequest,
    response: ZLoginResponse,
  },
  adminTwoFactorEnrol: {
    path: '/api/v1/admin/twoFactor/enrol',
    auth: true,
    staffOnly: true,
    request: ZEmptyRequest,
    response: ZTwoFactorEnrolResponse,
  },
  adminTwoFactorConfirm: {
    path: '/api/v1/admin/twoFactor/confirm',
    auth: true,
    staffOnly: true,
    request: ZTwoFactorCodeRequest,
    response: ZTwoFactorStatus,
  },
  adminTwoFactorDisable: {
    path: '/api/v1/admin/twoFactor/disable',
    auth: true,
    staffOnly: true,
    request: ZTwoFactorCodeRequest,
    response: ZTwoFactorStatus,
  },
  adminOperatorCreate: {
    path: '/api/v1/admin/operator/create',
    auth: true,
    permission: 'operators.manage',
    request: ZOperatorCreateRequest,
    response: ZIssuedPassword,
  },
  adminOperatorDisable: {
    path: '/api/v1/admin/operator/disable',
    auth: true,
    permission: 'operators.manage',
    request: ZOperatorActionRequest,
    response: ZStaffAccount,
  },
  adminOperatorEnable: {
    path: '/api/v1/admin/operator/enable',
    auth: true,
    permission: 'operators.manage',
    request: ZOperatorActionRequest,
    response: ZStaffAccount,
  },
  adminOperatorReset: {
    path: '/api/v1/admin/operator/reset',
    auth: true,
    permission: 'operators.manage',
    request: ZOperatorActionRequest,
    response: ZIssuedPassword,
  },
  adminOperatorRole: {
    path: '/api/v1/admin/operator/role',
    auth: true,
    permission: 'operators.manage',
    request: ZOperatorRoleRequest,
    response: ZStaffAccount,
  },
});
