// The console's own calls (`staffCalls`) and their schemas: signing in (staff only, with the second factor
// once set up), the caller's staff profile and the staff list (schemas in operator.ts), the TOTP second
// factor (its schemas in account-security.ts, shared with players), and admins managing operator accounts
// (create, disable, enable, reset, change role).
import { z } from 'zod';
import type { MessageKey } from '../i18n/messages';
import { ZAccountName } from '../validators';
import {
  ZSignInCode,
  ZSignInCodeRequest,
  ZTwoFactorCodeRequest,
  ZTwoFactorConfirmResponse,
  ZTwoFactorEnrolResponse,
  ZTwoFactorStatus,
} from './account-security';
import { ZLoginRequest, ZLoginResponse } from './accounts';
import { requiredText, ZEmptyRequest } from './common';
import { defineCalls } from './define-calls';
import { idField, ZReason } from './fields';
import { ZStaffAccount, ZStaffListResponse, ZStaffProfile } from './operator';
import { staffRoles } from './permissions';

/**
 * The console's sign-in: the login form plus, for an account with a second factor, its current code (or
 * one of its recovery codes). Player accounts are refused before any session is made.
 */
export const ZConsoleLoginRequest = ZLoginRequest.extend({
  code: z.preprocess((value) => (value === '' ? undefined : value), ZSignInCode.optional()),
});
export type TConsoleLoginRequest = z.output<typeof ZConsoleLoginRequest>;

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
    response: ZTwoFactorConfirmResponse,
  },
  adminTwoFactorDisable: {
    path: '/api/v1/admin/twoFactor/disable',
    auth: true,
    staffOnly: true,
    request: ZSignInCodeRequest,
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
