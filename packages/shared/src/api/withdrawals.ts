// The withdrawal calls (`withdrawalCalls`) and their schemas: the rules that apply (fee, limits, turnover
// left), a request to a bound bank card or a USDT address, and the player's withdrawal records.
import { z } from 'zod';
import type { MessageKey } from '../i18n/messages';
import { ZPrice } from '../money';
import { ZSecurityCode } from '../validators';
import { ZOptionalTotpCode } from './account-security';
import { requiredText, ZEmptyRequest } from './common';
import { defineCalls } from './define-calls';
import { acceptRequestKey, idField, ZIdempotencyKey, ZPage, ZPageRequest } from './fields';

export const ZWithdrawalParamsResponse = z.object({
  /** The fee: this percent of the amount ("1.50"), but at least minFee. */
  feePercent: z.string(),
  minFee: z.string(),
  min: z.string(),
  max: z.string(),
  /** How many withdrawals a day, and how many of today's are used. */
  dailyCount: z.number().int(),
  usedToday: z.number().int(),
  /** Betting turnover still required before a withdrawal; never negative. */
  needPlayPoint: z.string(),
  balance: z.string(),
  hasSecurityCode: z.boolean(),
  hasBankCard: z.boolean(),
  usdtAddressCount: z.number().int(),
  /** Minutes left of a lock after too many wrong security codes; 0 when not locked. */
  lockedMinutes: z.number().int(),
  /** The rules above in one sentence, in the request's language (spec §3 withdrawalsTip). */
  withdrawalsTip: z.string(),
});
export type TWithdrawalParamsResponse = z.infer<typeof ZWithdrawalParamsResponse>;

export const withdrawalDestinations = ['bank', 'usdt'] as const;
export type WithdrawalDestination = (typeof withdrawalDestinations)[number];

export const ZWithdrawalAddForm = z
  .object({
    amount: z
      .union(
        [
          z
            .string()
            .trim()
            .min(1, 'form.enterWithdrawalAmount' satisfies MessageKey),
          z.number(),
        ],
        {
          error: 'form.enterWithdrawalAmount' satisfies MessageKey,
        },
      )
      .pipe(ZPrice),
    securityCode: requiredText('form.enterSecurityCode', 6).pipe(ZSecurityCode),
    /** The authenticator's code, asked for every withdrawal while two-step sign-in is on. */
    twoFactorCode: ZOptionalTotpCode,
    /** To the bound bank card, or to one of the player's USDT addresses (`addressId`). */
    type: z.enum(withdrawalDestinations, { error: 'form.selectWithdrawalAccount' satisfies MessageKey }),
    addressId: idField('form.addUsdtAddressFirst').optional(),
    idempotencyKey: ZIdempotencyKey.optional(),
  })
  .refine((form) => form.type !== 'usdt' || form.addressId !== undefined, {
    message: 'form.addUsdtAddressFirst' satisfies MessageKey,
    path: ['addressId'],
  });
export const ZWithdrawalAddRequest = acceptRequestKey(ZWithdrawalAddForm);
export type TWithdrawalAddRequest = z.output<typeof ZWithdrawalAddRequest>;

export const withdrawalStatuses = ['pending', 'paid', 'rejected'] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

export const ZWithdrawalRecord = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  amount: z.string(),
  fee: z.string(),
  /** What arrives: the amount less the fee. */
  actualAmount: z.string(),
  type: z.enum(withdrawalDestinations),
  /** The bank's name, or the USDT network. */
  destinationName: z.string(),
  /** The card number or address, masked. */
  destination: z.string(),
  status: z.enum(withdrawalStatuses),
  statusName: z.string(),
  reason: z.string(),
  createTime: z.string(),
  reviewTime: z.string().nullable(),
});
export type TWithdrawalRecord = z.infer<typeof ZWithdrawalRecord>;

export const ZWithdrawalListRequest = ZPageRequest.extend({ status: z.enum(withdrawalStatuses).optional() });
export type TWithdrawalListRequest = z.output<typeof ZWithdrawalListRequest>;
export const ZWithdrawalListResponse = ZPage(ZWithdrawalRecord);

/** A withdrawal's rules, the request and the records. */
export const withdrawalCalls = defineCalls({
  withdrawalParams: {
    path: '/api/v1/user/withdrawals/params',
    auth: true,
    request: ZEmptyRequest,
    response: ZWithdrawalParamsResponse,
  },
  withdrawalAdd: {
    path: '/api/v1/withdrawals/add',
    auth: true,
    playersOnly: true,
    request: ZWithdrawalAddRequest,
    response: ZWithdrawalRecord,
  },
  withdrawalList: {
    path: '/api/v1/withdrawals/list',
    auth: true,
    request: ZWithdrawalListRequest,
    response: ZWithdrawalListResponse,
  },
});
