// The calls of the player's payout accounts (`cardCalls`) and their schemas: the one bound bank card
// (changed only through customer service, spec §6) and up to walletCount USDT addresses.
import { z } from 'zod';
import type { MessageKey } from '../i18n/messages';
import { isUsdtAddress } from '../usdt-address';
import { isEmail, isPhone, ZSecurityCode } from '../validators';
import { ZOptionalTotpCode } from './account-security';
import { ZOkResponse } from './accounts';
import { requiredText, ZEmptyRequest } from './common';
import { defineCalls } from './define-calls';
import { usdtNetworks } from './deposits';
import { idField } from './fields';
import { ZImageId } from './uploads';

/** An optional text field: trimmed, '' when left out, and checked by `isValid` when filled in. */
function optionalText(
  maxLength: number,
  isValid: (text: string) => boolean = () => true,
  message?: MessageKey,
) {
  return z
    .string()
    .trim()
    .max(maxLength, 'form.tooLong' satisfies MessageKey)
    .refine((text) => text === '' || isValid(text), message ?? 'form.tooLong')
    .optional()
    .transform((text) => text ?? '');
}

/** Indian Financial System Code: 4 letters of the bank, a zero, 6 letters or digits of the branch. */
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/** The bank card fields of spec §3. */
export const ZBankCardForm = z.object({
  realName: requiredText('form.fillRealName', 64),
  bankName: requiredText('form.enterBankName', 64),
  // Spaces and dashes people type between groups of digits are not part of the number.
  cardNo: requiredText('form.enterBankCardNo', 40)
    .transform((text) => text.replace(/[\s-]/g, ''))
    .refine((digits) => /^\d{8,30}$/.test(digits), 'form.invalidBankCardNo' satisfies MessageKey),
  mobile: requiredText('form.invalidPhone', 24).refine(isPhone, 'form.invalidPhone' satisfies MessageKey),
  ifscCode: z
    .string()
    .trim()
    .toUpperCase()
    .max(11, 'form.invalidIfsc' satisfies MessageKey)
    .refine((code) => code === '' || IFSC.test(code), 'form.invalidIfsc' satisfies MessageKey)
    .optional()
    .transform((code) => code ?? ''),
  openAddress: optionalText(128),
  email: optionalText(128, isEmail, 'form.invalidEmail'),
});
export type TBankCardForm = z.output<typeof ZBankCardForm>;

/**
 * A new payout account needs the security code, and while two-step sign-in is on the authenticator's code:
 * a stolen login alone cannot send money elsewhere.
 */
const securityCodeField = {
  securityCode: requiredText('form.enterSecurityCode', 6).pipe(ZSecurityCode),
  twoFactorCode: ZOptionalTotpCode,
};

export const ZBankCardBindRequest = ZBankCardForm.extend(securityCodeField);
export type TBankCardBindRequest = z.output<typeof ZBankCardBindRequest>;

/** The same fields as stored and shown to operators. */
export const ZBankCardDetails = z.object({
  realName: z.string(),
  bankName: z.string(),
  cardNo: z.string(),
  mobile: z.string(),
  ifscCode: z.string(),
  openAddress: z.string(),
  email: z.string(),
});
export type TBankCardDetails = z.infer<typeof ZBankCardDetails>;

export const ZBankCardInfo = z.object({
  isBound: z.boolean(),
  realName: z.string(),
  bankName: z.string(),
  /** Masked: only the last four digits show. */
  cardNo: z.string(),
  ifscCode: z.string(),
  openAddress: z.string(),
  email: z.string(),
  mobile: z.string(),
  /** When the card starts receiving withdrawals (FAIR28_PAYOUT_HOLD_HOURS after it was bound); '' when none. */
  usableFrom: z.string(),
  /** A change request waiting for customer service, if any. */
  pendingChange: z.object({ id: z.number().int(), createTime: z.string() }).nullable(),
});
export type TBankCardInfo = z.infer<typeof ZBankCardInfo>;

/**
 * `/api/v1/room/bank/update`: a request to change the bound card. Spec §6 says changes need customer
 * service, so it is recorded for an operator to approve, not applied.
 */
export const ZBankChangeRequest = ZBankCardForm.extend({ note: optionalText(200), ...securityCodeField });
export type TBankChangeRequest = z.output<typeof ZBankChangeRequest>;

export const bankChangeStatuses = ['pending', 'approved', 'rejected'] as const;
export type BankChangeStatus = (typeof bankChangeStatuses)[number];

export const ZBankChangeRecord = z.object({
  id: z.number().int(),
  status: z.enum(bankChangeStatuses),
  statusName: z.string(),
  createTime: z.string(),
});
export type TBankChangeRecord = z.infer<typeof ZBankChangeRecord>;

export const ZUsdtAddress = z.object({
  id: z.number().int(),
  network: z.enum(usdtNetworks),
  address: z.string(),
  qrImageUrl: z.string(),
  createTime: z.string(),
  /** When the address starts receiving withdrawals (FAIR28_PAYOUT_HOLD_HOURS after it was added). */
  usableFrom: z.string(),
});
export type TUsdtAddress = z.infer<typeof ZUsdtAddress>;

export const ZUsdtListResponse = z.object({
  list: z.array(ZUsdtAddress),
  /** How many addresses a player may keep (walletCount). */
  limit: z.number().int(),
});
export type TUsdtListResponse = z.infer<typeof ZUsdtListResponse>;

export const ZUsdtAddRequest = z
  .object({
    network: z.enum(usdtNetworks, { error: 'form.selectWalletType' satisfies MessageKey }),
    address: requiredText('form.enterUsdtAddress', 64),
    /** The address's QR code, an image the caller uploaded. */
    imageId: ZImageId('upload.chooseImage').optional(),
    ...securityCodeField,
  })
  .refine((form) => isUsdtAddress(form.network, form.address), {
    message: 'form.invalidUsdtAddress' satisfies MessageKey,
    path: ['address'],
  });
export type TUsdtAddRequest = z.output<typeof ZUsdtAddRequest>;

export const ZUsdtDelRequest = z.object({ id: idField() });

/** The bound bank card and a request to change it, USDT addresses. */
export const cardCalls = defineCalls({
  bankCardInfo: {
    path: '/api/v1/bank/card/info',
    auth: true,
    request: ZEmptyRequest,
    response: ZBankCardInfo,
  },
  bankCardBind: {
    path: '/api/v1/bank/card/bind',
    auth: true,
    playersOnly: true,
    request: ZBankCardBindRequest,
    response: ZBankCardInfo,
  },
  bankCardChange: {
    path: '/api/v1/room/bank/update',
    auth: true,
    playersOnly: true,
    request: ZBankChangeRequest,
    response: ZBankChangeRecord,
  },
  usdtList: { path: '/api/v2/usdt/list', auth: true, request: ZEmptyRequest, response: ZUsdtListResponse },
  usdtAdd: {
    path: '/api/v2/usdt/add',
    auth: true,
    playersOnly: true,
    request: ZUsdtAddRequest,
    response: ZUsdtAddress,
  },
  usdtDel: {
    path: '/api/v2/usdt/del',
    auth: true,
    playersOnly: true,
    request: ZUsdtDelRequest,
    response: ZOkResponse,
  },
});
