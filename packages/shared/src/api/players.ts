// The operators' player calls (`playerCalls`) and their schemas: search, the profile with its money, bets,
// payout details, invitees and sessions, freezing and unfreezing, a one-time password, and turning off
// two-step sign-in.
import { z } from 'zod';
import type { MessageKey } from '../i18n/messages';
import { ZBetRecord } from './bets';
import { ZBankCardDetails, ZUsdtAddress } from './cards';
import { defineCalls } from './define-calls';
import { idField, ZDay, ZPage, ZPageRequest, ZReason } from './fields';
import { ZPointChange } from './ledger';
import { ZAdminDeposit, ZAdminWithdrawal, ZBalanceAdjustment } from './operator';
import { playerRoles } from './permissions';
import { ZPlayBreak } from './play-safe';
import { ZRiskFlag, ZRiskFlagKinds } from './risk';
import { ZIssuedPassword } from './staff';

/** A player's account status: `disabled` is frozen by an operator (no sign-in, sessions ended). */
export const playerStatuses = ['active', 'disabled'] as const;
export type PlayerStatus = (typeof playerStatuses)[number];

export const playerSortFields = ['createTime', 'lastLoginTime', 'balance', 'account'] as const;
export const sortOrders = ['asc', 'desc'] as const;

const invalid = 'error.InvalidInput' satisfies MessageKey;

export const ZAdminPlayerListRequest = ZPageRequest.extend({
  /** An account, nickname or mobile number (any part of it), or a user id. */
  query: z
    .string()
    .trim()
    .max(40, 'form.tooLong' satisfies MessageKey)
    .optional(),
  status: z.enum(playerStatuses, { error: invalid }).optional(),
  /** Registered on or after this day, on or before that one (the server's time zone). */
  registeredFrom: ZDay.optional(),
  registeredTo: ZDay.optional(),
  sortBy: z.enum(playerSortFields, { error: invalid }).optional(),
  sortOrder: z.enum(sortOrders, { error: invalid }).optional(),
});
export type TAdminPlayerListRequest = z.output<typeof ZAdminPlayerListRequest>;

export const ZAdminPlayer = z.object({
  userId: z.number().int(),
  account: z.string(),
  nickName: z.string(),
  mobile: z.string(),
  role: z.enum(playerRoles),
  status: z.enum(playerStatuses),
  /** "Active" or "Frozen" in the request's language. */
  statusName: z.string(),
  balance: z.string(),
  /** The account of the player who invited them; '' when none. */
  inviter: z.string(),
  createTime: z.string(),
  lastLoginTime: z.string().nullable(),
  riskFlags: ZRiskFlagKinds,
});
export type TAdminPlayer = z.infer<typeof ZAdminPlayer>;
export const ZAdminPlayerListResponse = ZPage(ZAdminPlayer);
export type TAdminPlayerListResponse = z.infer<typeof ZAdminPlayerListResponse>;

export const ZAdminPlayerRequest = z.object({ userId: idField() });
export type TAdminPlayerRequest = z.output<typeof ZAdminPlayerRequest>;

/** A login session: where from, on what, and whether it may still act. */
export const ZPlayerSession = z.object({
  id: z.number().int(),
  ip: z.string(),
  userAgent: z.string(),
  createTime: z.string(),
  expireTime: z.string(),
  revokeTime: z.string().nullable(),
  isLive: z.boolean(),
});
export type TPlayerSession = z.infer<typeof ZPlayerSession>;

export const ZPlayerInvitee = z.object({
  userId: z.number().int(),
  account: z.string(),
  createTime: z.string(),
});

/** Everything an operator reads of one player; each list is the newest entries, at most PROFILE_LIST_SIZE. */
export const ZAdminPlayerProfile = z.object({
  player: ZAdminPlayer.extend({
    realName: z.string(),
    invitationCode: z.string(),
    /** Held for withdrawals awaiting review. */
    withdrawalHold: z.string(),
    /** Betting still owed before a withdrawal. */
    turnoverRequired: z.string(),
    mustChangePassword: z.boolean(),
    /** Two-step sign-in is on: an operator may turn it off (`adminPlayerResetTwoFactor`). */
    hasTwoFactor: z.boolean(),
    /** Why the player was last frozen (the audit log's reason); '' when not frozen. */
    frozenReason: z.string(),
  }),
  flags: z.array(ZRiskFlag),
  ledger: z.array(ZPointChange),
  bets: z.array(ZBetRecord),
  deposits: z.array(ZAdminDeposit),
  withdrawals: z.array(ZAdminWithdrawal),
  adjustments: z.array(ZBalanceAdjustment),
  bankCard: ZBankCardDetails.nullable(),
  usdtAddresses: z.array(ZUsdtAddress),
  invitees: z.object({ total: z.number().int(), list: z.array(ZPlayerInvitee) }),
  sessions: z.array(ZPlayerSession),
  /** A cool-off or self-exclusion running now: operators see it and cannot end it early. */
  playBreak: ZPlayBreak.nullable(),
});
export type TAdminPlayerProfile = z.infer<typeof ZAdminPlayerProfile>;

export const PROFILE_LIST_SIZE = 20;

/** Freeze or unfreeze a player; the reason goes into the audit log. */
export const ZPlayerStatusRequest = z.object({ userId: idField(), reason: ZReason });
export type TPlayerStatusRequest = z.output<typeof ZPlayerStatusRequest>;

/** The operators' player search and profile, freezing, one-time passwords. */
export const playerCalls = defineCalls({
  adminPlayerList: {
    path: '/api/v1/admin/player/list',
    auth: true,
    permission: 'players.read',
    request: ZAdminPlayerListRequest,
    response: ZAdminPlayerListResponse,
  },
  adminPlayerProfile: {
    path: '/api/v1/admin/player/profile',
    auth: true,
    permission: 'players.read',
    request: ZAdminPlayerRequest,
    response: ZAdminPlayerProfile,
  },
  adminPlayerFreeze: {
    path: '/api/v1/admin/player/freeze',
    auth: true,
    permission: 'players.manage',
    request: ZPlayerStatusRequest,
    response: ZAdminPlayer,
  },
  adminPlayerUnfreeze: {
    path: '/api/v1/admin/player/unfreeze',
    auth: true,
    permission: 'players.manage',
    request: ZPlayerStatusRequest,
    response: ZAdminPlayer,
  },
  // The same answer as an operator's reset: the one-time password, shown only here.
  adminPlayerResetPassword: {
    path: '/api/v1/admin/player/resetPassword',
    auth: true,
    permission: 'players.manage',
    request: ZPlayerStatusRequest,
    response: ZIssuedPassword,
  },
  // A player who lost the phone with their authenticator: two-step sign-in off, the player told.
  adminPlayerResetTwoFactor: {
    path: '/api/v1/admin/player/resetTwoFactor',
    auth: true,
    permission: 'players.resetTwoFactor',
    request: ZPlayerStatusRequest,
    response: ZAdminPlayer,
  },
});
