// The top-up calls (`depositCalls`) and their schemas: pay channels per pay type, receiving accounts,
// recharge requests with a payment certificate, online pay through a payment provider, and the player's
// recharge records.
import { z } from 'zod';
import type { MessageKey } from '../i18n/messages';
import { ZPrice } from '../money';
import { defineCalls } from './define-calls';
import { acceptRequestKey, idField, intField, ZIdempotencyKey, ZPage, ZPageRequest } from './fields';
import { ZImageId } from './uploads';

/**
 * The digits of gameOption.payType (spec §9 default "1234"): each names one way to top up, and the
 * string lists those with an enabled channel, in this order.
 */
export const PayType = {
  /** A payment provider's hosted page; credited when the provider's signed notification arrives. */
  Online: 1,
  /** A transfer to one of our bank accounts, with a payment certificate; credited after review. */
  Bank: 2,
  /** A USDT transfer to one of our addresses, with a payment certificate; credited after review. */
  Usdt: 3,
  /** A payment by scanning one of our e-wallet QR codes, with a payment certificate; credited after review. */
  QrWallet: 4,
} as const;
export type PayTypeValue = (typeof PayType)[keyof typeof PayType];
/** A pay type as an answer carries it. */
export const ZPayTypeValue = z.literal(Object.values(PayType));
/** A pay type as a request sends it: a number, or its digit as form text. */
export const ZPayType = intField(1, 4).pipe(ZPayTypeValue);

export const usdtNetworks = ['TRC20', 'ERC20'] as const;
export type UsdtNetwork = (typeof usdtNetworks)[number];

export const ZPayChannel = z.object({
  id: z.number().int(),
  payType: z.number().int(),
  /** In the request's language. */
  name: z.string(),
  min: z.string(),
  max: z.string(),
  /** Amounts offered as one-tap choices. */
  presets: z.array(z.string()),
});
export type TPayChannel = z.infer<typeof ZPayChannel>;

export const ZPayListRequest = z.object({ payType: ZPayType.optional() });
export const ZPayListResponse = z.object({ list: z.array(ZPayChannel) });
export type TPayListResponse = z.infer<typeof ZPayListResponse>;

/** One of our accounts a player pays into (spec §3 payAccountList, per type). */
export const ZReceivingAccount = z.object({
  id: z.number().int(),
  channelId: z.number().int(),
  payType: ZPayTypeValue,
  label: z.string(),
  bankName: z.string(),
  holderName: z.string(),
  accountNo: z.string(),
  /** USDT accounts: the network and address. */
  network: z.enum([...usdtNetworks, '']),
  address: z.string(),
  /** The QR image to scan, '' when there is none. */
  qrImageUrl: z.string(),
});
export type TReceivingAccount = z.infer<typeof ZReceivingAccount>;

export const ZPayAccountListRequest = z.object({ payType: ZPayType.optional() });
export const ZPayAccountListResponse = z.object({ list: z.array(ZReceivingAccount) });
export type TPayAccountListResponse = z.infer<typeof ZPayAccountListResponse>;

export const depositStatuses = ['pending', 'credited', 'rejected', 'failed'] as const;
export type DepositStatus = (typeof depositStatuses)[number];

/**
 * Why an operator must look at a deposit: the provider said paid after the order had failed (it was
 * credited then), or after an operator had rejected it (not credited: the money may have arrived).
 */
export const depositAttentions = ['paid_after_failure', 'paid_after_rejection'] as const;
export type DepositAttention = (typeof depositAttentions)[number];

/** A local bank, USDT or QR-wallet recharge: what was paid, into which account, with what proof. */
export const ZRechargeAddForm = z.object({
  accountId: idField('form.selectReceivingAccount'),
  amount: ZPrice,
  /** The payment certificate: an image the caller uploaded. */
  imageId: ZImageId('form.uploadPaymentCertificate'),
  /** The payer's transaction reference or hash, to help the review. */
  reference: z
    .string()
    .trim()
    .max(128, 'form.tooLong' satisfies MessageKey)
    .optional(),
  idempotencyKey: ZIdempotencyKey.optional(),
});
export const ZRechargeAddRequest = acceptRequestKey(ZRechargeAddForm);
export type TRechargeAddRequest = z.output<typeof ZRechargeAddRequest>;

export const ZDepositRecord = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  payType: z.number().int(),
  channelName: z.string(),
  amount: z.string(),
  status: z.enum(depositStatuses),
  statusName: z.string(),
  /** The payment certificate, '' for online payments. */
  imageUrl: z.string(),
  reference: z.string(),
  /** The operator's reason, once reviewed. */
  reason: z.string(),
  createTime: z.string(),
  settleTime: z.string().nullable(),
});
export type TDepositRecord = z.infer<typeof ZDepositRecord>;

export const ZRechargeListRequest = ZPageRequest.extend({ status: z.enum(depositStatuses).optional() });
export type TRechargeListRequest = z.output<typeof ZRechargeListRequest>;
export const ZRechargeListResponse = ZPage(ZDepositRecord);

export const ZOnlinePayRequest = acceptRequestKey(
  z.object({
    channelId: idField('form.selectPayChannel'),
    amount: ZPrice,
    idempotencyKey: ZIdempotencyKey.optional(),
  }),
);
export type TOnlinePayRequest = z.output<typeof ZOnlinePayRequest>;

export const ZOnlinePayResponse = z.object({
  orderNo: z.string(),
  amount: z.string(),
  /** Open this page to pay; the provider sends the player back to the app afterwards. */
  payUrl: z.string(),
});
export type TOnlinePayResponse = z.infer<typeof ZOnlinePayResponse>;

/** Pay channels, receiving accounts, top-up requests and records, online pay. */
export const depositCalls = defineCalls({
  payList: { path: '/api/v1/pay/list', auth: true, request: ZPayListRequest, response: ZPayListResponse },
  payAccountList: {
    path: '/api/v1/account/list',
    auth: true,
    request: ZPayAccountListRequest,
    response: ZPayAccountListResponse,
  },
  rechargeAdd: {
    path: '/api/v1/account/user/add',
    auth: true,
    playersOnly: true,
    request: ZRechargeAddRequest,
    response: ZDepositRecord,
  },
  rechargeList: {
    path: '/api/v1/account/user/list',
    auth: true,
    request: ZRechargeListRequest,
    response: ZRechargeListResponse,
  },
  onlinePay: {
    path: '/api/v1/pay/onLinePay',
    auth: true,
    playersOnly: true,
    request: ZOnlinePayRequest,
    response: ZOnlinePayResponse,
  },
});
