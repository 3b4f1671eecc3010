// Pay channels and receiving accounts as the console's forms hold them, and the save calls' requests made
// from them. A channel's preset amounts travel as comma-separated text; only an online channel names a
// provider. What an account needs depends on its channel's pay type: a bank's name, holder and number; a
// USDT network and address; a QR wallet's QR image (bank and USDT accounts may show one too).
import {
  type CallRequest,
  type calls,
  PayType,
  type PayTypeValue,
  type TAdminPayChannel,
  type TAdminReceivingAccount,
  type UsdtNetwork,
} from '@fair28/shared';
import type { UploadedPicture } from '@/components/image-upload/image-upload';
import { FieldError } from '@/lib/field-error';

export const payTypes = Object.values(PayType);

export type ChannelForm = {
  payType: PayTypeValue;
  nameZh: string;
  nameEn: string;
  provider: string;
  min: string;
  max: string;
  presets: string[];
  isEnabled: boolean;
  sortOrder: number;
};

export const newChannelForm: ChannelForm = {
  payType: PayType.Bank,
  nameZh: '',
  nameEn: '',
  provider: '',
  min: '',
  max: '',
  presets: [],
  isEnabled: true,
  sortOrder: 0,
};

export function channelFormOf(channel: TAdminPayChannel): ChannelForm {
  return {
    payType: channel.payType,
    nameZh: channel.nameZh,
    nameEn: channel.nameEn,
    provider: channel.provider,
    min: channel.min,
    max: channel.max,
    presets: channel.presets,
    isEnabled: channel.isEnabled,
    sortOrder: channel.sortOrder,
  };
}

export function channelRequestOf(
  form: ChannelForm,
  id?: number,
): CallRequest<typeof calls.adminPayChannelSave> {
  return {
    ...(id ? { id } : {}),
    payType: form.payType,
    nameZh: form.nameZh.trim(),
    nameEn: form.nameEn.trim(),
    ...(form.payType === PayType.Online ? { provider: form.provider.trim() } : {}),
    min: form.min.trim(),
    max: form.max.trim(),
    presets: form.presets.map((amount) => amount.trim()).join(','),
    isEnabled: form.isEnabled,
    sortOrder: form.sortOrder ?? 0,
  };
}

export type AccountForm = {
  channelId: number | undefined;
  label: string;
  bankName: string;
  holderName: string;
  accountNo: string;
  network: UsdtNetwork | '';
  address: string;
  qr: UploadedPicture | null;
  isEnabled: boolean;
  sortOrder: number;
};

export const newAccountForm: AccountForm = {
  channelId: undefined,
  label: '',
  bankName: '',
  holderName: '',
  accountNo: '',
  network: '',
  address: '',
  qr: null,
  isEnabled: true,
  sortOrder: 0,
};

/** The fields an account of this pay type asks for, beside its label. */
export function accountFieldsOf(payType: number | undefined) {
  return {
    isBank: payType === PayType.Bank,
    isUsdt: payType === PayType.Usdt,
    /** A QR wallet account is its QR image. */
    needsQr: payType === PayType.QrWallet,
  };
}

export function accountFormOf(account: TAdminReceivingAccount): AccountForm {
  return {
    channelId: account.channelId,
    label: account.label,
    bankName: account.bankName,
    holderName: account.holderName,
    accountNo: account.accountNo,
    network: account.network,
    address: account.address,
    qr: account.imageId ? { id: account.imageId, url: account.qrImageUrl } : null,
    isEnabled: account.isEnabled,
    sortOrder: account.sortOrder,
  };
}

/** A channel as an account's form reads it: which fields its pay type asks for. */
type AccountChannel = { id: number; payType: PayTypeValue };

/**
 * The save request with only the fields of the channel's pay type; `id` absent: a new account. A channel
 * not among `channels` (none chosen, an online one, or the list of channels not loaded) has no pay type to
 * go by: a FieldError on the channel, and nothing is sent.
 */
export function accountRequestOf(
  form: AccountForm,
  channels: readonly AccountChannel[],
  id?: number,
): CallRequest<typeof calls.adminReceivingAccountSave> {
  const channel = channels.find((candidate) => candidate.id === form.channelId);
  if (!channel || channel.payType === PayType.Online) {
    throw new FieldError('channelId', 'form.selectPayChannel');
  }
  const { isBank, isUsdt } = accountFieldsOf(channel.payType);
  return {
    ...(id ? { id } : {}),
    channelId: channel.id,
    label: form.label.trim(),
    bankName: isBank ? form.bankName.trim() : '',
    holderName: isBank ? form.holderName.trim() : '',
    accountNo: isBank ? form.accountNo.trim() : '',
    network: isUsdt ? form.network : '',
    address: isUsdt ? form.address.trim() : '',
    ...(form.qr ? { imageId: form.qr.id } : {}),
    isEnabled: form.isEnabled,
    sortOrder: form.sortOrder ?? 0,
  };
}
