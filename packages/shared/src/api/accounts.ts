// The account calls (`accountCalls`) and their request and response schemas: register, login (a session, or
// with two-step sign-in on a device not trusted yet, a challenge its code answers: account-security.ts), the
// player's details, the login and withdrawal passwords, logout.
import { z } from 'zod';
import { ZAccountName, ZPassword, ZSecurityCode } from '../validators';
import { requiredText, ZEmptyRequest } from './common';
import { defineCalls } from './define-calls';

/** The device token a player's browser keeps: it knows the device again (no new-device message, trust). */
const ZDeviceToken = z.string().trim().max(128).optional();

export const ZLoginRequest = z.object({
  account: requiredText('form.enterAccount', 20),
  password: requiredText('form.enterPassword', 64),
  deviceToken: ZDeviceToken,
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZLoginResponse = z.object({
  token: z.string(),
  uLoginId: z.number().int(),
  account: z.string(),
  expiresAt: z.string(),
  /** A player's device token, when the device is new to the account: kept, and sent with its next login. */
  deviceToken: z.string().optional(),
});
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

/** The password was right and two-step sign-in is on: no session yet, until `loginCode` gets the code. */
export const ZSignInChallenge = z.object({
  challenge: z.string(),
  expiresAt: z.string(),
});
export type TSignInChallenge = z.infer<typeof ZSignInChallenge>;

export const ZLoginResult = z.union([ZLoginResponse, ZSignInChallenge]);
export type TLoginResult = z.infer<typeof ZLoginResult>;

export function isSignInChallenge(result: TLoginResult): result is TSignInChallenge {
  return 'challenge' in result;
}

export const ZRegisterRequest = z
  .object({
    account: requiredText('form.setAccount', 20).pipe(ZAccountName),
    password: requiredText('form.setPassword', 64).pipe(ZPassword),
    confirmPassword: requiredText('form.confirmPassword', 64),
    code: requiredText('form.enterInvitationCode', 32),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: 'form.passwordsDiffer',
    path: ['confirmPassword'],
  });
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;
export const ZRegisterResponse = ZLoginResponse;
export type TRegisterResponse = TLoginResponse;

/** userInfo with the field names of spec §3. Secrets are never sent: see docs/PROTOCOL.md. */
export const ZUserInfo = z.object({
  id: z.number().int(),
  account: z.string(),
  nickName: z.string(),
  realName: z.string(),
  mobile: z.string(),
  sex: z.number().int(),
  userPhoto: z.string(),
  personalSign: z.string(),
  /** The user's own invitation code, for inviting others. */
  code: z.string(),
  qrCode: z.string(),
  level: z.number().int(),
  levelName: z.string(),
  levelIcon: z.string(),
  isNewUser: z.boolean(),
  is_proxy: z.number().int(),
  isAuthProxy: z.number().int(),
  /** Balance, a decimal string with two places. */
  point: z.string(),
  /** Betting turnover still required before a withdrawal; never negative. */
  needPlayPoint: z.string(),
  bankName: z.string(),
  bankNo: z.string(),
  openCardAddress: z.string(),
  /** Always empty: the login password never leaves the server. */
  password: z.literal(''),
  /** '******' when a security code is set, '' when not. */
  withdrawalsPassword: z.string(),
  hasSecurityCode: z.boolean(),
  /** Two-step sign-in is on: new payout accounts and withdrawals need the authenticator's code too. */
  hasTwoFactor: z.boolean(),
});
export type TUserInfo = z.infer<typeof ZUserInfo>;

export const ZChangePasswordRequest = z
  .object({
    oldPassword: requiredText('form.enterOldPassword', 64),
    newPassword: requiredText('form.setNewPassword', 64).pipe(ZPassword),
  })
  .refine((form) => form.oldPassword !== form.newPassword, {
    message: 'form.sameAsOld',
    path: ['newPassword'],
  });
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/**
 * Sets or changes the 6-digit security code. `oldPassword` is the current security code,
 * or the login password while none is set yet.
 */
export const ZChangeSecurityCodeRequest = z.object({
  oldPassword: requiredText('form.enterOldPassword', 64),
  newPassword: requiredText('form.enterSecurityCode', 6).pipe(ZSecurityCode),
});
export type TChangeSecurityCodeRequest = z.infer<typeof ZChangeSecurityCodeRequest>;

export const ZOkResponse = z.object({ ok: z.literal(true) });
export type TOkResponse = z.infer<typeof ZOkResponse>;

/** Signing up and in, one's own details and passwords, logging out. */
export const accountCalls = defineCalls({
  register: { path: '/api/v1/register', auth: false, request: ZRegisterRequest, response: ZRegisterResponse },
  login: { path: '/api/v1/login', auth: false, request: ZLoginRequest, response: ZLoginResult },
  logout: {
    path: '/api/v1/logout',
    auth: true,
    beforePasswordChange: true,
    request: ZEmptyRequest,
    response: ZOkResponse,
  },
  userDetails: {
    path: '/api/v1/user/details',
    auth: true,
    beforePasswordChange: true,
    request: ZEmptyRequest,
    response: ZUserInfo,
  },
  changePassword: {
    path: '/api/v1/user/changePwd',
    auth: true,
    beforePasswordChange: true,
    request: ZChangePasswordRequest,
    response: ZOkResponse,
  },
  // The security code guards withdrawals, which staff never make.
  changeSecurityCode: {
    path: '/api/v1/user/withdrawals/changePwd',
    auth: true,
    playersOnly: true,
    request: ZChangeSecurityCodeRequest,
    response: ZOkResponse,
  },
});
