// The operators' money calls (`operatorCalls`) and their schemas: reviewing top-ups, withdrawals and bank
// card change requests, balance adjustments, the audit log of operator actions, and the top-up catalogue
// (pay channels and receiving accounts). Also the staff profile and staff list schemas, whose calls are in
// staff.ts.
import { z } from 'zod';
import type { MessageKey } from '../i18n/messages';
import { parseMinor, ZPrice } from '../money';
import { isPrice } from '../validators';
import { bankChangeStatuses, ZBankCardDetails } from './cards';
import { requiredText, ZEmptyRequest } from './common';
import { defineCalls } from './define-calls';
import {
  depositAttentions,
  depositStatuses,
  usdtNetworks,
  ZDepositRecord,
  ZPayType,
  ZPayTypeValue,
  ZReceivingAccount,
} from './deposits';
import {
  idField,
  intField,
  ZDay,
  ZFlag,
  ZIdempotencyKey,
  ZListOrder,
  ZPage,
  ZPageRequest,
  ZReason,
} from './fields';
import { permissions, staffRoles, userRoles } from './permissions';
import { ZRiskFlagKinds } from './risk';
import { ZImageId } from './uploads';
import { withdrawalStatuses, ZWithdrawalRecord } from './withdrawals';

/** Who the caller is to the console: their role, what it may do, and whether the password must change first. */
export const ZStaffProfile = z.object({
  userId: z.number().int(),
  account: z.string(),
  role: z.enum(userRoles),
  permissions: z.array(z.enum(permissions)),
  /** Signed in with a one-time password: every other call waits until it is changed. */
  mustChangePassword: z.boolean(),
  /** Deposit and withdrawal approvals and balance adjustments above this amount need a second operator. */
  fourEyesAbove: z.string(),
  /** Minutes without a call after which the session ends (FAIR28_STAFF_IDLE_MINUTES). */
  idleMinutes: z.number().int(),
  /** Sign-in asks for an authenticator code as well as the password. */
  hasTwoFactor: z.boolean(),
});
export type TStaffProfile = z.infer<typeof ZStaffProfile>;

export const ZStaffAccount = z.object({
  id: z.number().int(),
  account: z.string(),
  role: z.enum(staffRoles),
  status: z.enum(['active', 'disabled']),
  mustChangePassword: z.boolean(),
  createTime: z.string(),
  lastLoginTime: z.string().nullable(),
});
export type TStaffAccount = z.infer<typeof ZStaffAccount>;
export const ZStaffListResponse = z.object({ list: z.array(ZStaffAccount) });
export type TStaffListResponse = z.infer<typeof ZStaffListResponse>;

/**
 * What the review lists show of the four-eyes rule: who gave the first approval of a pending item above
 * FAIR28_FOUR_EYES_ABOVE ('' when none yet), and so whether it waits for a second, different operator.
 */
const fourEyesFields = {
  firstApprovedBy: z.string(),
  isAwaitingSecondApproval: z.boolean(),
};

/** Of pending items: only those awaiting a second approval (1), or only those nobody approved yet (0). */
const awaitingFilter = ZFlag.optional();

/** Approve or reject one item; the reason goes into the audit log and the player's message. */
export const ZReviewRequest = z.object({ id: idField(), reason: ZReason });
export type TReviewRequest = z.output<typeof ZReviewRequest>;

const accountFilter = z
  .string()
  .trim()
  .max(20, 'form.tooLong' satisfies MessageKey)
  .optional();

export const ZAdminDepositListRequest = ZPageRequest.extend({
  order: ZListOrder,
  status: z.enum(depositStatuses).optional(),
  account: accountFilter,
  awaitingSecondApproval: awaitingFilter,
  /** Only deposits flagged for a look (attention set). */
  needsAttention: ZFlag.optional(),
});
export type TAdminDepositListRequest = z.output<typeof ZAdminDepositListRequest>;

export const ZAdminDeposit = ZDepositRecord.extend({
  userId: z.number().int(),
  account: z.string(),
  /** Where the player says they paid: a receiving account's label and number, '' for online payments. */
  receivingAccount: z.string(),
  provider: z.string(),
  providerReference: z.string(),
  reviewedBy: z.string(),
  ...fourEyesFields,
  attention: z.enum(depositAttentions).nullable(),
  /** The player's risk flags now (api/risk.ts), to weigh beside the request. */
  riskFlags: ZRiskFlagKinds,
});
export type TAdminDeposit = z.infer<typeof ZAdminDeposit>;
export const ZAdminDepositListResponse = ZPage(ZAdminDeposit);
export type TAdminDepositListResponse = z.infer<typeof ZAdminDepositListResponse>;

export const ZAdminWithdrawalListRequest = ZPageRequest.extend({
  order: ZListOrder,
  status: z.enum(withdrawalStatuses).optional(),
  account: accountFilter,
  awaitingSecondApproval: awaitingFilter,
});
export type TAdminWithdrawalListRequest = z.output<typeof ZAdminWithdrawalListRequest>;

export const ZAdminWithdrawal = ZWithdrawalRecord.extend({
  userId: z.number().int(),
  account: z.string(),
  /** Unmasked, to pay out to. */
  destinationAccount: z.string(),
  destinationHolder: z.string(),
  reviewedBy: z.string(),
  ...fourEyesFields,
  /** The player's risk flags now (api/risk.ts), to weigh beside the request. */
  riskFlags: ZRiskFlagKinds,
});
export type TAdminWithdrawal = z.infer<typeof ZAdminWithdrawal>;
export const ZAdminWithdrawalListResponse = ZPage(ZAdminWithdrawal);
export type TAdminWithdrawalListResponse = z.infer<typeof ZAdminWithdrawalListResponse>;

export const ZAdminBankChangeListRequest = ZPageRequest.extend({
  order: ZListOrder,
  status: z.enum(bankChangeStatuses).optional(),
});
export type TAdminBankChangeListRequest = z.output<typeof ZAdminBankChangeListRequest>;

export const ZAdminBankChange = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  account: z.string(),
  status: z.enum(bankChangeStatuses),
  statusName: z.string(),
  current: ZBankCardDetails.nullable(),
  requested: ZBankCardDetails,
  note: z.string(),
  reason: z.string(),
  createTime: z.string(),
  reviewTime: z.string().nullable(),
});
export type TAdminBankChange = z.infer<typeof ZAdminBankChange>;
export const ZAdminBankChangeListResponse = ZPage(ZAdminBankChange);
export type TAdminBankChangeListResponse = z.infer<typeof ZAdminBankChangeListResponse>;

/** A filter field of a list sent from a form: blank text means no filter. */
const blankAsAbsent = <T extends z.ZodType>(field: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), field.optional());

const auditText = (maxLength: number) =>
  blankAsAbsent(
    z
      .string()
      .trim()
      .max(maxLength, 'form.tooLong' satisfies MessageKey),
  );

/**
 * Every action the server writes to the audit log, `<target type>.<verb>`: the server's audit entries take
 * only these (a new one is added here first), so the console has words for each in both languages.
 */
export const auditActions = [
  'deposit.approve',
  'deposit.first_approve',
  'deposit.reject',
  'withdrawal.approve',
  'withdrawal.first_approve',
  'withdrawal.reject',
  'adjustment.apply',
  'adjustment.first_approve',
  'adjustment.approve',
  'adjustment.reject',
  'bank_change.approve',
  'bank_change.reject',
  'player.freeze',
  'player.unfreeze',
  'player.reset_password',
  'player.reset_two_factor',
  'player.break.liftRefused',
  'operator.create',
  'operator.reset',
  'operator.disable',
  'operator.enable',
  'operator.role',
  'operator.two_factor_on',
  'operator.two_factor_off',
  'room.rules',
  'room.open',
  'room.close',
  'round.void',
  'banner.save',
  'notice.save',
  'activity.save',
  'text_page.save',
  'language_pack.save',
  'service_channel.save',
  'clientOption.create',
  'clientOption.update',
  'clientOption.delete',
  'pay_channel.save',
  'receiving_account.save',
  'goods.save',
  'store_order.fulfil',
  'store_order.cancel',
  'promotion.tier.save',
  'promotion.tier.delete',
  'promotion.budget.fund',
  'redPacket.send',
  'support.status',
  'support.assign',
  'support.note',
  'support.read',
  'support.reply',
  'cannedReply.create',
  'cannedReply.update',
  'cannedReply.delete',
] as const;
export type AuditAction = (typeof auditActions)[number];

export function isAuditAction(value: string): value is AuditAction {
  return (auditActions as readonly string[]).includes(value);
}

/** Search the audit log: by operator account, action, target, and days (from and to, both included). */
export const ZAuditListRequest = ZPageRequest.extend({
  order: ZListOrder,
  /** e.g. `deposit.approve`; a prefix ending in `.` (`deposit.`) matches every action on that target type. */
  action: auditText(40),
  /** The operator's account, exactly; `-` for the command line. */
  operator: auditText(20),
  targetType: auditText(40),
  targetId: blankAsAbsent(idField()),
  from: blankAsAbsent(ZDay),
  to: blankAsAbsent(ZDay),
});
export type TAuditListRequest = z.output<typeof ZAuditListRequest>;

export const ZAuditEntry = z.object({
  id: z.number().int(),
  /** null: done on the server's command line (`npm run operator`), not by a signed-in operator. */
  operatorId: z.number().int().nullable(),
  /** The operator's account; '' for the command line. */
  operator: z.string(),
  /** e.g. `deposit.approve`, `withdrawal.reject`, `pay_channel.save`. */
  action: z.string(),
  targetType: z.string(),
  targetId: z.number().int(),
  reason: z.string(),
  /** The record before and after the action, as the action saw it; null where there is none. */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  /** The address the operator acted from; '' for the command line. */
  ip: z.string(),
  createTime: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;
export const ZAuditListResponse = ZPage(ZAuditEntry);
export type TAuditListResponse = z.infer<typeof ZAuditListResponse>;

export const adjustmentDirections = ['credit', 'debit'] as const;
export type AdjustmentDirection = (typeof adjustmentDirections)[number];
/** pending: recorded by its first operator, awaiting a second; applied: the money moved; rejected: it did not. */
export const adjustmentStatuses = ['pending', 'applied', 'rejected'] as const;
export type AdjustmentStatus = (typeof adjustmentStatuses)[number];

/** Credit or debit a player's wallet, with the reason the player and the audit log see. */
export const ZBalanceAdjustRequest = z.object({
  userId: idField(),
  direction: z.enum(adjustmentDirections, { error: 'error.InvalidInput' satisfies MessageKey }),
  amount: ZPrice,
  reason: ZReason,
  idempotencyKey: ZIdempotencyKey,
});
export type TBalanceAdjustRequest = z.output<typeof ZBalanceAdjustRequest>;

export const ZBalanceAdjustmentListRequest = ZPageRequest.extend({
  order: ZListOrder,
  status: z.enum(adjustmentStatuses).optional(),
  account: accountFilter,
});
export type TBalanceAdjustmentListRequest = z.output<typeof ZBalanceAdjustmentListRequest>;

export const ZBalanceAdjustment = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  account: z.string(),
  direction: z.enum(adjustmentDirections),
  amount: z.string(),
  status: z.enum(adjustmentStatuses),
  statusName: z.string(),
  /** Why the adjustment is made, as its first operator wrote it. */
  reason: z.string(),
  /** The operator who made it: its first approval. */
  requestedBy: z.string(),
  /** The operator who applied or rejected it; '' while pending. */
  decidedBy: z.string(),
  decisionReason: z.string(),
  isAwaitingSecondApproval: z.boolean(),
  createTime: z.string(),
  decideTime: z.string().nullable(),
});
export type TBalanceAdjustment = z.infer<typeof ZBalanceAdjustment>;
export const ZBalanceAdjustmentListResponse = ZPage(ZBalanceAdjustment);
export type TBalanceAdjustmentListResponse = z.infer<typeof ZBalanceAdjustmentListResponse>;

/** "100,200,500.50": amounts above zero, separated by commas; '' for none. */
const ZPresets = z
  .string({ error: 'form.invalidPresets' satisfies MessageKey })
  .trim()
  .max(200, 'form.tooLong' satisfies MessageKey)
  .transform((text) => (text === '' ? [] : text.split(',').map((part) => part.trim())))
  .refine((parts) => parts.length <= 12 && parts.every(isPrice), 'form.invalidPresets' satisfies MessageKey)
  .transform((parts) => parts.map(parseMinor));

const nameText = (maxLength = 64) => requiredText('error.InvalidInput', maxLength);

export const ZPayChannelSaveRequest = z
  .object({
    /** Absent: a new channel. */
    id: idField().optional(),
    payType: ZPayType,
    nameZh: nameText(),
    nameEn: nameText(),
    /** Online channels (pay type 1): the payment provider, e.g. `sandbox`. */
    provider: z
      .string()
      .trim()
      .max(32, 'form.tooLong' satisfies MessageKey)
      .optional(),
    isEnabled: ZFlag,
    min: ZPrice,
    max: ZPrice,
    presets: ZPresets.optional().transform((presets) => presets ?? []),
    sortOrder: intField(0, 1_000_000).optional(),
  })
  .refine((form) => form.max >= form.min, { message: 'error.InvalidInput', path: ['max'] })
  .refine((form) => (form.payType === 1) === Boolean(form.provider), {
    message: 'error.InvalidInput',
    path: ['provider'],
  });
export type TPayChannelSaveRequest = z.output<typeof ZPayChannelSaveRequest>;

export const ZAdminPayChannel = z.object({
  id: z.number().int(),
  payType: ZPayTypeValue,
  nameZh: z.string(),
  nameEn: z.string(),
  provider: z.string(),
  isEnabled: z.boolean(),
  min: z.string(),
  max: z.string(),
  presets: z.array(z.string()),
  sortOrder: z.number().int(),
});
export type TAdminPayChannel = z.infer<typeof ZAdminPayChannel>;
export const ZAdminPayChannelListResponse = z.object({ list: z.array(ZAdminPayChannel) });
export type TAdminPayChannelListResponse = z.infer<typeof ZAdminPayChannelListResponse>;

const optionalText = (maxLength: number) =>
  z
    .string()
    .trim()
    .max(maxLength, 'form.tooLong' satisfies MessageKey)
    .optional()
    .transform((text) => text ?? '');

export const ZReceivingAccountSaveRequest = z.object({
  id: idField().optional(),
  channelId: idField('form.selectPayChannel'),
  label: nameText(),
  bankName: optionalText(64),
  holderName: optionalText(64),
  accountNo: optionalText(64),
  network: z.enum([...usdtNetworks, '']).optional(),
  address: optionalText(64),
  /**
   * A QR image the operator uploaded, or the account's own (its imageId); players see it while the account
   * is enabled. Absent: the account has no QR image.
   */
  imageId: ZImageId('upload.chooseImage').optional(),
  isEnabled: ZFlag,
  sortOrder: intField(0, 1_000_000).optional(),
});
export type TReceivingAccountSaveRequest = z.output<typeof ZReceivingAccountSaveRequest>;

export const ZAdminReceivingAccount = ZReceivingAccount.extend({
  /** The QR image's id, '' when none: saving it again keeps the image, whoever uploaded it. */
  imageId: z.string(),
  isEnabled: z.boolean(),
  sortOrder: z.number().int(),
});
export type TAdminReceivingAccount = z.infer<typeof ZAdminReceivingAccount>;
export const ZAdminReceivingAccountListResponse = z.object({ list: z.array(ZAdminReceivingAccount) });
export type TAdminReceivingAccountListResponse = z.infer<typeof ZAdminReceivingAccountListResponse>;

/** The operator side of money: reviews, balance adjustments, the audit log, the top-up catalogue. */
export const operatorCalls = defineCalls({
  adminDepositList: {
    path: '/api/v1/admin/deposit/list',
    auth: true,
    permission: 'money.read',
    request: ZAdminDepositListRequest,
    response: ZAdminDepositListResponse,
  },
  adminDepositApprove: {
    path: '/api/v1/admin/deposit/approve',
    auth: true,
    permission: 'money.review',
    request: ZReviewRequest,
    response: ZAdminDeposit,
  },
  adminDepositReject: {
    path: '/api/v1/admin/deposit/reject',
    auth: true,
    permission: 'money.review',
    request: ZReviewRequest,
    response: ZAdminDeposit,
  },
  adminWithdrawalList: {
    path: '/api/v1/admin/withdrawal/list',
    auth: true,
    permission: 'money.read',
    request: ZAdminWithdrawalListRequest,
    response: ZAdminWithdrawalListResponse,
  },
  adminWithdrawalApprove: {
    path: '/api/v1/admin/withdrawal/approve',
    auth: true,
    permission: 'money.review',
    request: ZReviewRequest,
    response: ZAdminWithdrawal,
  },
  adminWithdrawalReject: {
    path: '/api/v1/admin/withdrawal/reject',
    auth: true,
    permission: 'money.review',
    request: ZReviewRequest,
    response: ZAdminWithdrawal,
  },
  adminAdjustmentAdd: {
    path: '/api/v1/admin/adjustment/add',
    auth: true,
    permission: 'money.review',
    request: ZBalanceAdjustRequest,
    response: ZBalanceAdjustment,
  },
  adminAdjustmentList: {
    path: '/api/v1/admin/adjustment/list',
    auth: true,
    permission: 'money.read',
    request: ZBalanceAdjustmentListRequest,
    response: ZBalanceAdjustmentListResponse,
  },
  adminAdjustmentApprove: {
    path: '/api/v1/admin/adjustment/approve',
    auth: true,
    permission: 'money.review',
    request: ZReviewRequest,
    response: ZBalanceAdjustment,
  },
  adminAdjustmentReject: {
    path: '/api/v1/admin/adjustment/reject',
    auth: true,
    permission: 'money.review',
    request: ZReviewRequest,
    response: ZBalanceAdjustment,
  },
  adminBankChangeList: {
    path: '/api/v1/admin/bankChange/list',
    auth: true,
    permission: 'players.read',
    request: ZAdminBankChangeListRequest,
    response: ZAdminBankChangeListResponse,
  },
  adminBankChangeApprove: {
    path: '/api/v1/admin/bankChange/approve',
    auth: true,
    permission: 'cards.review',
    request: ZReviewRequest,
    response: ZAdminBankChange,
  },
  adminBankChangeReject: {
    path: '/api/v1/admin/bankChange/reject',
    auth: true,
    permission: 'cards.review',
    request: ZReviewRequest,
    response: ZAdminBankChange,
  },
  adminAuditList: {
    path: '/api/v1/admin/audit/list',
    auth: true,
    permission: 'audit.read',
    request: ZAuditListRequest,
    response: ZAuditListResponse,
  },
  adminPayChannelList: {
    path: '/api/v1/admin/payChannel/list',
    auth: true,
    permission: 'money.read',
    request: ZEmptyRequest,
    response: ZAdminPayChannelListResponse,
  },
  adminPayChannelSave: {
    path: '/api/v1/admin/payChannel/save',
    auth: true,
    permission: 'payments.manage',
    request: ZPayChannelSaveRequest,
    response: ZAdminPayChannel,
  },
  adminReceivingAccountList: {
    path: '/api/v1/admin/receivingAccount/list',
    auth: true,
    permission: 'money.read',
    request: ZEmptyRequest,
    response: ZAdminReceivingAccountListResponse,
  },
  adminReceivingAccountSave: {
    path: '/api/v1/admin/receivingAccount/save',
    auth: true,
    permission: 'payments.manage',
    request: ZReceivingAccountSaveRequest,
    response: ZAdminReceivingAccount,
  },
});
