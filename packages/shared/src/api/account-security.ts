// Two-step sign-in with an authenticator app (TOTP codes, and recovery codes that stand in for it once
// each), the same for staff (their console calls, staff.ts) and players (`accountSecurityCalls`), and the
// player's signed-in sessions: the device each is on, and signing them out.
import { z } from 'zod';
import type { MessageKey } from '../i18n/messages';
import { ZLoginResponse, ZOkResponse } from './accounts';
import { requiredText, ZEmptyRequest } from './common';
import { defineCalls } from './define-calls';
import { idField } from './fields';

/** The 6 digits an authenticator app shows. */
export const ZTotpCode = z
  .string({ error: 'form.enterTotpCode' satisfies MessageKey })
  .trim()
  .regex(/^\d{6}$/, 'form.totpCodeFormat' satisfies MessageKey);

/** A field that may carry the authenticator's code: left out or blank when two-step sign-in is off. */
export const ZOptionalTotpCode = z.preprocess(
  (value) => (value === '' ? undefined : value),
  ZTotpCode.optional(),
);

/** Recovery codes: letters and digits that cannot be misread for one another (no 0, 1, i, l, o). */
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_LENGTH = 10;
/** How many recovery codes a player is given at a time. */
export const RECOVERY_CODE_COUNT = 10;
const RECOVERY_CODE = new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`);

/** The longest a second-step code may be typed: a recovery code's 10 characters with its dash and spaces. */
export const SIGN_IN_CODE_MAX_TYPED = 16;

/** A code as typed, without the spaces and dashes people put in, in lower case. */
export function normaliseSignInCode(text: string): string {
  return text.replace(/[\s-]/g, '').toLowerCase();
}

export function isRecoveryCode(code: string): boolean {
  return RECOVERY_CODE.test(code);
}

/** What a second step accepts, as typed: the app's 6 digits, or a recovery code. */
export function isSignInCode(text: string): boolean {
  const code = normaliseSignInCode(text);
  return /^\d{6}$/.test(code) || isRecoveryCode(code);
}

/** A recovery code as shown: two groups of five. */
export function formatRecoveryCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** What signs in in place of the app's 6 digits: the digits, or one of the recovery codes. */
export const ZSignInCode = z
  .string({ error: 'form.enterTotpCode' satisfies MessageKey })
  .max(SIGN_IN_CODE_MAX_TYPED, 'form.signInCodeFormat' satisfies MessageKey)
  .refine(isSignInCode, 'form.signInCodeFormat' satisfies MessageKey)
  .transform(normaliseSignInCode);

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

/** Turning two-step sign-in off: the app's code, or a recovery code when the phone is gone. */
export const ZSignInCodeRequest = z.object({ code: ZSignInCode });
export type TSignInCodeRequest = z.output<typeof ZSignInCodeRequest>;

export const ZTwoFactorStatus = z.object({ isEnabled: z.boolean() });
export type TTwoFactorStatus = z.infer<typeof ZTwoFactorStatus>;

/** Fresh recovery codes, shown this once (only their hashes are kept); every earlier one stops working. */
export const ZRecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type TRecoveryCodes = z.infer<typeof ZRecoveryCodes>;

/** Two-step sign-in turned on, with its first recovery codes. */
export const ZTwoFactorConfirmResponse = ZTwoFactorStatus.extend(ZRecoveryCodes.shape);
export type TTwoFactorConfirmResponse = z.infer<typeof ZTwoFactorConfirmResponse>;

/** The player's sign-in security screen. */
export const ZSignInSecurity = z.object({
  isEnabled: z.boolean(),
  /** Recovery codes not used yet. */
  recoveryCodesLeft: z.number().int(),
  /** How long a device that passed the code is not asked again (FAIR28_TRUSTED_DEVICE_DAYS). */
  trustedDeviceDays: z.number().int(),
});
export type TSignInSecurity = z.infer<typeof ZSignInSecurity>;

/** The second step of signing in: the password step's challenge and the code. */
export const ZLoginCodeRequest = z.object({
  challenge: requiredText('error.SignInChallengeExpired', 128),
  code: ZSignInCode,
});
export type TLoginCodeRequest = z.output<typeof ZLoginCodeRequest>;

export const devicePlatforms = ['mobile', 'tablet', 'desktop', 'other'] as const;
export type DevicePlatform = (typeof devicePlatforms)[number];

/** A device as its browser describes itself; '' where it does not say. */
export const ZDevice = z.object({
  browser: z.string(),
  browserVersion: z.string(),
  os: z.string(),
  osVersion: z.string(),
  platform: z.enum(devicePlatforms),
});
export type TDevice = z.infer<typeof ZDevice>;

/** One of the player's live sessions. */
export const ZSignedInSession = z.object({
  id: z.number().int(),
  device: ZDevice,
  ip: z.string(),
  createTime: z.string(),
  lastSeenTime: z.string(),
  /** The session making this call. */
  isCurrent: z.boolean(),
});
export type TSignedInSession = z.infer<typeof ZSignedInSession>;

export const ZSessionListResponse = z.object({ list: z.array(ZSignedInSession) });
export type TSessionListResponse = z.infer<typeof ZSessionListResponse>;

export const ZSessionEndRequest = z.object({ id: idField() });
export type TSessionEndRequest = z.output<typeof ZSessionEndRequest>;

export const ZSessionsEndedResponse = z.object({ ended: z.number().int() });
export type TSessionsEndedResponse = z.infer<typeof ZSessionsEndedResponse>;

/** The second sign-in step, the player's two-step sign-in and recovery codes, and their sessions. */
export const accountSecurityCalls = defineCalls({
  loginCode: {
    path: '/api/v1/login/code',
    auth: false,
    request: ZLoginCodeRequest,
    response: ZLoginResponse,
  },
  signInSecurity: {
    path: '/api/v1/user/twoFactor/status',
    auth: true,
    playersOnly: true,
    request: ZEmptyRequest,
    response: ZSignInSecurity,
  },
  twoFactorEnrol: {
    path: '/api/v1/user/twoFactor/enrol',
    auth: true,
    playersOnly: true,
    request: ZEmptyRequest,
    response: ZTwoFactorEnrolResponse,
  },
  twoFactorConfirm: {
    path: '/api/v1/user/twoFactor/confirm',
    auth: true,
    playersOnly: true,
    request: ZTwoFactorCodeRequest,
    response: ZTwoFactorConfirmResponse,
  },
  twoFactorDisable: {
    path: '/api/v1/user/twoFactor/disable',
    auth: true,
    playersOnly: true,
    request: ZSignInCodeRequest,
    response: ZTwoFactorStatus,
  },
  recoveryCodesRenew: {
    path: '/api/v1/user/twoFactor/recoveryCodes',
    auth: true,
    playersOnly: true,
    request: ZTwoFactorCodeRequest,
    response: ZRecoveryCodes,
  },
  sessionList: {
    path: '/api/v1/user/sessions',
    auth: true,
    playersOnly: true,
    request: ZEmptyRequest,
    response: ZSessionListResponse,
  },
  sessionEnd: {
    path: '/api/v1/user/sessions/end',
    auth: true,
    playersOnly: true,
    request: ZSessionEndRequest,
    response: ZOkResponse,
  },
  sessionEndOthers: {
    path: '/api/v1/user/sessions/endOthers',
    auth: true,
    playersOnly: true,
    request: ZEmptyRequest,
    response: ZSessionsEndedResponse,
  },
});
