// The top-up catalogue: the channels and receiving accounts players choose from, and the operator's
// upkeep of both. A channel is offered only when enabled and, for online pay, served by a provider here.
import {
  formatMinor,
  formatMoney,
  isUsdtAddress,
  type Language,
  PayType,
  type PayTypeValue,
  type TAdminPayChannel,
  type TAdminReceivingAccount,
  type TPayChannel,
  type TPayChannelSaveRequest,
  type TReceivingAccount,
  type TReceivingAccountSaveRequest,
} from '@fair28/shared';
import { and } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { AppError, invalidInput } from '../../kernel/app-error';
import type { AppContext } from '../../kernel/context';
import type { Session } from '../../kernel/session';
import { writtenIn } from '../../kernel/written-text';
import { knownProviders, paymentProvider } from '../../payments';
import * as operatorLog from '../operator-log/service';
import * as uploads from '../uploads/service';
import * as queries from './queries';

const isAvailable = (ctx: AppContext, channel: queries.Channel) =>
  channel.isEnabled &&
  (channel.payType !== PayType.Online || paymentProvider(ctx.config, channel.provider) !== undefined);

function channelView(channel: queries.Channel, language: Language): TPayChannel {
  return {
    id: channel.id,
    payType: channel.payType,
    name: writtenIn(language, channel.nameZh, channel.nameEn),
    min: formatMinor(channel.minMinor),
    max: formatMinor(channel.maxMinor),
    presets: channel.presets.map((preset) => formatMinor(BigInt(preset))),
  };
}

/** The channels a player can use now: enabled, and for online pay, with a provider configured here. */
async function availableChannels(ctx: AppContext, payType?: PayTypeValue): Promise<queries.Channel[]> {
  const filter =
    payType === undefined
      ? queries.channelIsEnabled
      : and(queries.channelIsEnabled, queries.channelPayTypeIs(payType));
  const rows = await queries.selectChannels(ctx.db.orm, filter);
  return rows.filter((channel) => isAvailable(ctx, channel));
}

export async function payChannels(ctx: AppContext, language: Language, payType?: PayTypeValue) {
  return { list: (await availableChannels(ctx, payType)).map((channel) => channelView(channel, language)) };
}

/**
 * For the config call: the available channels, and gameOption.payType as the digits of their pay types
 * in order ("1234" when all four are offered), so a client built for the spec shows only what works.
 */
export async function clientPayOptions(ctx: AppContext, language: Language) {
  const channels = await availableChannels(ctx);
  const payType = [...new Set(channels.map((channel) => channel.payType))].sort((a, b) => a - b).join('');
  return { payType, payChannels: channels.map((channel) => channelView(channel, language)) };
}

function receivingAccountView(account: queries.ReceivingAccount, link: uploads.ImageLink): TReceivingAccount {
  return {
    id: account.id,
    channelId: account.channelId,
    payType: account.payType,
    label: account.label,
    bankName: account.bankName,
    holderName: account.holderName,
    accountNo: account.accountNo,
    network: account.usdtNetwork ?? '',
    address: account.usdtAddress,
    qrImageUrl: link(account.qrImageId),
  };
}

export async function payAccounts(ctx: AppContext, payType?: PayTypeValue) {
  const filter =
    payType === undefined
      ? queries.accountIsUsable
      : and(queries.accountIsUsable, queries.channelPayTypeIs(payType));
  const rows = await queries.selectReceivingAccounts(ctx.db.orm, filter);
  const link = await uploads.imageLinks(ctx);
  return { list: rows.map((row) => receivingAccountView(row, link)) };
}

export function checkAmount(
  channel: Pick<queries.Channel, 'minMinor' | 'maxMinor'>,
  amountMinor: bigint,
): void {
  if (amountMinor < channel.minMinor || amountMinor > channel.maxMinor) {
    throw new AppError('AmountOutOfRange', 'error.AmountOutOfRange', [
      formatMoney(channel.minMinor),
      formatMoney(channel.maxMinor),
    ]);
  }
}
function adminChannelView(channel: queries.Channel): TAdminPayChannel {
  return {
    id: channel.id,
    payType: channel.payType,
    nameZh: channel.nameZh,
    nameEn: channel.nameEn,
    provider: channel.provider ?? '',
    isEnabled: channel.isEnabled,
    min: formatMinor(channel.minMinor),
    max: formatMinor(channel.maxMinor),
    presets: channel.presets.map((preset) => formatMinor(BigInt(preset))),
    sortOrder: channel.sortOrder,
  };
}

export async function listChannelsForOperator(ctx: AppContext) {
  return { list: (await queries.selectChannels(ctx.db.orm, undefined)).map(adminChannelView) };
}

/** Creates a channel (no id) or replaces one's settings; logged. */
export async function saveChannel(
  ctx: AppContext,
  session: Session,
  form: TPayChannelSaveRequest,
): Promise<TAdminPayChannel> {
  const provider = form.payType === PayType.Online ? (form.provider ?? '') : null;
  if (provider !== null && !(knownProviders as readonly string[]).includes(provider)) {
    throw invalidInput('error.PayChannelUnavailable');
  }
  const fields: queries.ChannelFields = {
    payType: form.payType,
    nameZh: form.nameZh,
    nameEn: form.nameEn,
    provider,
    isEnabled: form.isEnabled,
    minMinor: form.min,
    maxMinor: form.max,
    presetAmountsMinor: form.presets,
    sortOrder: form.sortOrder ?? 0,
  };
  const id = await ctx.db.orm.transaction(async (tx) => {
    const savedId = form.id ?? (await queries.insertChannel(tx, fields));
    if (form.id !== undefined && !(await queries.updateChannel(tx, form.id, fields)))
      throw new AppError('NotFound');
    await operatorLog.recordAction(tx, session, {
      action: 'pay_channel.save',
      targetType: 'pay_channel',
      targetId: savedId,
    });
    return savedId;
  });
  const [channel] = await queries.selectChannels(ctx.db.orm, queries.channelIdIs(id));
  if (!channel) throw new AppError('NotFound');
  return adminChannelView(channel);
}

function adminAccountView(
  account: queries.ReceivingAccount,
  link: uploads.ImageLink,
): TAdminReceivingAccount {
  return {
    ...receivingAccountView(account, link),
    imageId: account.qrImageId ?? '',
    isEnabled: account.isEnabled,
    sortOrder: account.sortOrder,
  };
}

export async function listReceivingAccountsForOperator(ctx: AppContext) {
  const link = await uploads.imageLinks(ctx);
  const rows = await queries.selectReceivingAccounts(ctx.db.orm, undefined);
  return { list: rows.map((row) => adminAccountView(row, link)) };
}

/**
 * Creates or replaces a receiving account. Bank accounts need a bank, holder and number; USDT ones a
 * valid address; QR-wallet ones a QR image. Its QR image becomes visible to every logged-in player; the
 * image it has already is kept when its id is sent again (by any operator), removed when none is sent.
 */
export async function saveReceivingAccount(
  ctx: AppContext,
  session: Session,
  form: TReceivingAccountSaveRequest,
): Promise<TAdminReceivingAccount> {
  const [channel] = await queries.selectChannels(ctx.db.orm, queries.channelIdIs(form.channelId));
  if (!channel || channel.payType === PayType.Online) throw invalidInput('form.selectPayChannel');
  const isComplete =
    (channel.payType === PayType.Bank && form.bankName && form.holderName && form.accountNo) ||
    (channel.payType === PayType.Usdt && form.network && isUsdtAddress(form.network, form.address)) ||
    (channel.payType === PayType.QrWallet && form.imageId);
  if (!isComplete)
    throw invalidInput(channel.payType === PayType.Usdt ? 'form.invalidUsdtAddress' : 'error.InvalidInput');
  const id = await ctx.db.orm.transaction(async (tx) => {
    const [current] = form.id ? await queries.selectReceivingAccounts(tx, queries.accountIdIs(form.id)) : [];
    // The account's own image stays, whoever uploaded it; a new one must be the operator's own upload.
    const isKept = form.imageId !== undefined && form.imageId === current?.qrImageId;
    const qrImageId = isKept
      ? (current?.qrImageId ?? null)
      : form.imageId
        ? await uploads.requireOwnImage(tx, session.userId, form.imageId)
        : null;
    if (qrImageId && !isKept) await uploads.publishImage(tx, qrImageId);
    const fields: queries.ReceivingAccountFields = {
      channelId: channel.id,
      label: form.label,
      bankName: form.bankName,
      holderName: form.holderName,
      accountNo: form.accountNo,
      usdtNetwork: channel.payType === PayType.Usdt && form.network ? form.network : null,
      usdtAddress: channel.payType === PayType.Usdt ? form.address : '',
      qrImageId,
      isEnabled: form.isEnabled,
      sortOrder: form.sortOrder ?? 0,
    };
    const savedId = form.id ?? (await queries.insertReceivingAccount(tx, fields));
    if (form.id !== undefined && !(await queries.updateReceivingAccount(tx, form.id, fields))) {
      throw new AppError('NotFound');
    }
    await operatorLog.recordAction(tx, session, {
      action: 'receiving_account.save',
      targetType: 'receiving_account',
      targetId: savedId,
    });
    return savedId;
  });
  const [account] = await queries.selectReceivingAccounts(ctx.db.orm, queries.accountIdIs(id));
  if (!account) throw new AppError('NotFound');
  return adminAccountView(account, await uploads.imageLinks(ctx));
}

export type CatalogueEntry = {
  channel: queries.ChannelFields;
  accounts: Array<Omit<queries.ReceivingAccountFields, 'channelId'>>;
};

/** Adds a channel with its receiving accounts, in the caller's transaction (the demo seed's catalogue). */
export async function addCatalogueEntry(tx: Executor, entry: CatalogueEntry): Promise<number> {
  const channelId = await queries.insertChannel(tx, entry.channel);
  for (const account of entry.accounts) await queries.insertReceivingAccount(tx, { ...account, channelId });
  return channelId;
}
