import type { PayTypeValue, TAdminPayChannel, TAdminReceivingAccount } from '@fair28/shared';
import { describe, expect, it } from 'vitest';
import { FieldError } from '@/lib/field-error';
import {
  accountFormOf,
  accountRequestOf,
  channelFormOf,
  channelRequestOf,
  newAccountForm,
} from './pay-forms';

const online: TAdminPayChannel = {
  id: 3,
  payType: 1,
  nameZh: '在线支付',
  nameEn: 'Online',
  provider: 'sandbox',
  isEnabled: true,
  min: '10.00',
  max: '5000.00',
  presets: ['100.00', '500.00'],
  sortOrder: 1,
};

describe('the pay channel form', () => {
  it('sends preset amounts as comma-separated text and the provider of an online channel', () => {
    expect(channelRequestOf(channelFormOf(online), online.id)).toEqual({
      id: 3,
      payType: 1,
      nameZh: '在线支付',
      nameEn: 'Online',
      provider: 'sandbox',
      min: '10.00',
      max: '5000.00',
      presets: '100.00,500.00',
      isEnabled: true,
      sortOrder: 1,
    });
  });

  it('names no provider for a channel that is not online, and sends no presets as empty text', () => {
    const bank = channelRequestOf({ ...channelFormOf(online), payType: 2, presets: [] });
    expect(bank).not.toHaveProperty('provider');
    expect(bank).not.toHaveProperty('id');
    expect(bank.presets).toBe('');
  });
});

const usdt: TAdminReceivingAccount = {
  id: 9,
  channelId: 4,
  payType: 3,
  label: 'USDT 1',
  bankName: '',
  holderName: '',
  accountNo: '',
  network: 'TRC20',
  address: 'TXYZ',
  qrImageUrl: '/api/v1/upload/image/qr1?expires=1&signature=a',
  imageId: 'qr1',
  isEnabled: true,
  sortOrder: 0,
};

/** The channels as the page lists them: online pay (3), a bank (2), USDT (4), a QR wallet (5). */
const channels = [
  { id: 3, payType: 1 },
  { id: 2, payType: 2 },
  { id: 4, payType: 3 },
  { id: 5, payType: 4 },
] as const;

describe('the receiving account form', () => {
  it("keeps a saved account's QR image by sending its id again", () => {
    const form = accountFormOf(usdt);
    expect(form.qr).toEqual({ id: 'qr1', url: usdt.qrImageUrl });
    expect(accountRequestOf(form, channels, usdt.id)).toMatchObject({
      id: 9,
      channelId: 4,
      imageId: 'qr1',
      network: 'TRC20',
    });
    expect(accountRequestOf({ ...form, qr: null }, channels, usdt.id)).not.toHaveProperty('imageId');
  });

  it('sends nothing without a pay type to go by: the channel field says to choose one', () => {
    const form = accountFormOf(usdt);
    const refusal = (
      channelId: number | undefined,
      known: readonly { id: number; payType: PayTypeValue }[],
    ) => {
      try {
        accountRequestOf({ ...form, channelId }, known, usdt.id);
      } catch (error) {
        return error instanceof FieldError ? [error.field, error.label] : error;
      }
      return 'sent';
    };
    const said = ['channelId', 'form.selectPayChannel'];
    // The channels' list not loaded (or failed): the account's own channel is not known.
    expect(refusal(4, [])).toEqual(said);
    // No channel chosen, one that is gone, an online channel (it takes no accounts).
    expect(refusal(undefined, channels)).toEqual(said);
    expect(refusal(99, channels)).toEqual(said);
    expect(refusal(3, channels)).toEqual(said);
    expect(refusal(4, channels)).toBe('sent');
  });

  it("sends only the fields of the channel's pay type", () => {
    const form = {
      ...newAccountForm,
      channelId: 2,
      label: ' Bank 1 ',
      bankName: 'Demo bank',
      holderName: 'fair28',
      accountNo: '6222',
      network: 'TRC20' as const,
      address: 'left over',
    };
    expect(accountRequestOf(form, channels)).toEqual({
      channelId: 2,
      label: 'Bank 1',
      bankName: 'Demo bank',
      holderName: 'fair28',
      accountNo: '6222',
      network: '',
      address: '',
      isEnabled: true,
      sortOrder: 0,
    });
    expect(accountRequestOf({ ...form, channelId: 5 }, channels)).toMatchObject({
      bankName: '',
      accountNo: '',
      network: '',
      address: '',
    });
  });
});
