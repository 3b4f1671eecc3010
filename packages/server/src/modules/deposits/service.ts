// Top-ups: the catalogue players choose from, recharge requests with a payment certificate (credited
// when an operator approves), online payments (credited when the provider's signed notification arrives),
// and the operator's review. A deposit is credited once: its status moves from 'pending' exactly once.
import {
  formatMinor,
  formatMoney,
  isUsdtAddress,
  type Language,
  PayType,
  paths,
  type TAdminDeposit,
  type TAdminDepositListRequest,
  type TAdminDepositListResponse,
  type TAdminPayChannel,
  type TAdminReceivingAccount,
  type TDepositRecord,
  type TOnlinePayRequest,
  type TOnlinePayResponse,
  type TPayChannel,
  type TPayChannelSaveRequest,
  type TReceivingAccount,
  type TReceivingAccountSaveRequest,
  type TRechargeAddRequest,
  type TRechargeListRequest,
  type TReviewRequest,
  translate,
} from '@fair28/shared';
import { and, type SQL } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/database';
import { retryingTransaction } from '../../db/retry';
import { newOrderNo } from '../../infra/order-numbers';
import { loadPage } from '../../infra/paging';
import { AppError, invalidInput } from '../../kernel/app-error';
import type { AppContext } from '../../kernel/context';
import type { Session } from '../../kernel/session';
import { knownProviders, paymentProvider } from '../../payments';
import * as accounts from '../accounts/service';
import * as approvals from '../approvals/service';
import * as ledger from '../ledger/service';
import * as notifications from '../notifications/service';
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
    name: language === 'zh' ? channel.nameZh : channel.nameEn,
    min: formatMinor(channel.minMinor),
    max: formatMinor(channel.maxMinor),
    presets: channel.presets.map((preset) => formatMinor(BigInt(preset))),
  };
}

/** The channels a player can use now: enabled, and for online pay, with a provider configured here. */
async function availableChannels(ctx: AppContext, payType?: number): Promise<queries.Channel[]> {
  const filter =
    payType === undefined
      ? queries.channelIsEnabled
      : and(queries.channelIsEnabled, queries.channelPayTypeIs(payType));
  const rows = await queries.selectChannels(ctx.db.orm, filter);
  return rows.filter((channel) => isAvailable(ctx, channel));
}

export async function payChannels(ctx: AppContext, language: Language, payType?: number) {
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

export async function payAccounts(ctx: AppContext, payType?: number) {
  const filter =
    payType === undefined
      ? queries.accountIsUsable
      : and(queries.accountIsUsable, queries.channelPayTypeIs(payType));
  const rows = await queries.selectReceivingAccounts(ctx.db.orm, filter);
  const link = await uploads.imageLinks(ctx);
  return { list: rows.map((row) => receivingAccountView(row, link)) };
}

function checkAmount(channel: Pick<queries.Channel, 'minMinor' | 'maxMinor'>, amountMinor: bigint): void {
  if (amountMinor < channel.minMinor || amountMinor > channel.maxMinor) {
    throw new AppError('AmountOutOfRange', 'error.AmountOutOfRange', [
      formatMoney(channel.minMinor),
      formatMoney(channel.maxMinor),
    ]);
  }
}

function depositSource(ctx: AppContext, filter: SQL | undefined) {
  return {
    rows: (limit: number, offset: number) => queries.selectDeposits(ctx.db.orm, filter, limit, offset),
    total: () => queries.countDeposits(ctx.db.orm, filter),
  };
}

function depositView(
  row: queries.DepositListRow,
  language: Language,
  link: uploads.ImageLink,
): TDepositRecord {
  const { deposit } = row;
  return {
    id: deposit.id,
    orderNo: deposit.orderNo,
    payType: row.payType,
    channelName: language === 'zh' ? row.channelNameZh : row.channelNameEn,
    amount: formatMinor(deposit.amountMinor),
    status: deposit.status,
    statusName: translate(language, `status.${deposit.status}`),
    imageUrl: link(deposit.proofImageId),
    reference: deposit.payerReference,
    reason: deposit.reviewReason,
    createTime: deposit.createdAt.toISOString(),
    settleTime: deposit.settledAt?.toISOString() ?? null,
  };
}

function adminDepositView(
  row: queries.DepositListRow,
  language: Language,
  link: uploads.ImageLink,
): TAdminDeposit {
  return {
    ...depositView(row, language, link),
    userId: row.deposit.userId,
    account: row.account,
    receivingAccount: row.receivingLabel ? `${row.receivingLabel} ${row.receivingNumber}`.trim() : '',
    provider: row.deposit.provider ?? '',
    providerReference: row.deposit.providerReference,
    reviewedBy: row.reviewedBy ?? '',
    firstApprovedBy: row.firstApprovedBy ?? '',
    isAwaitingSecondApproval: row.deposit.status === 'pending' && row.deposit.firstApprovedBy !== null,
  };
}

async function loadDeposit(db: Executor, id: number): Promise<queries.DepositListRow> {
  const [row] = await queries.selectDeposits(db, queries.depositIdIs(id), 1, 0);
  if (!row) throw new AppError('NotFound');
  return row;
}

/** A local bank, USDT or QR-wallet recharge: recorded as pending until an operator checks the certificate. */
export async function rechargeAdd(
  ctx: AppContext,
  session: Session,
  form: TRechargeAddRequest,
  language: Language,
): Promise<TDepositRecord> {
  const db = ctx.db.orm;
  if (form.idempotencyKey) {
    const earlier = await queries.findDepositByKey(db, session.userId, form.idempotencyKey);
    if (earlier)
      return depositView(await loadDeposit(db, earlier.id), language, await uploads.imageLinks(ctx));
  }
  const [account] = await queries.selectReceivingAccounts(
    db,
    and(queries.accountIsUsable, queries.accountIdIs(form.accountId)),
  );
  if (!account || account.payType === PayType.Online) throw new AppError('PayChannelUnavailable');
  const [channel] = await queries.selectChannels(db, queries.channelIdIs(account.channelId));
  if (!channel) throw new AppError('PayChannelUnavailable');
  checkAmount(channel, form.amount);
  const proofImageId = await uploads.requireOwnImage(db, session.userId, form.imageId);
  const inserted = await queries.insertDeposit(db, {
    orderNo: newOrderNo('D', ctx.now()),
    userId: session.userId,
    channelId: channel.id,
    receivingAccountId: account.id,
    amountMinor: form.amount,
    proofImageId,
    payerReference: form.reference ?? '',
    requestKey: form.idempotencyKey ?? null,
  });
  // A concurrent retry with the same key got there first: answer with its deposit.
  const deposit =
    inserted ??
    (form.idempotencyKey && (await queries.findDepositByKey(db, session.userId, form.idempotencyKey)));
  if (!deposit) throw new Error('deposit neither inserted nor found');
  return depositView(await loadDeposit(db, deposit.id), language, await uploads.imageLinks(ctx));
}

export async function rechargeList(
  ctx: AppContext,
  session: Session,
  query: TRechargeListRequest,
  language: Language,
) {
  const conditions: SQL[] = [queries.depositUserIs(session.userId)];
  if (query.status) conditions.push(queries.depositStatusIs(query.status));
  const filter = and(...conditions);
  const link = await uploads.imageLinks(ctx);
  return loadPage(query, depositSource(ctx, filter), (row) => depositView(row, language, link));
}

/** Where the provider notifies, and where it returns the player: the mine tab's recharge records (spec §2). */
const NOTIFY_PATH = (provider: string) => `${paths.payNotify}/${provider}`;
const RETURN_PATH = '/#/pages/tabBar/personal/menu/recharge';

/** Starts an online payment: a pending deposit, and the provider's page to pay it on. */
export async function onlinePay(
  ctx: AppContext,
  session: Session,
  form: TOnlinePayRequest,
  origin: string,
): Promise<TOnlinePayResponse> {
  const db = ctx.db.orm;
  const [channel] = await queries.selectChannels(db, queries.channelIdIs(form.channelId));
  const provider = channel && paymentProvider(ctx.config, channel.provider);
  if (!channel || !provider || !channel.isEnabled || channel.payType !== PayType.Online) {
    throw new AppError('PayChannelUnavailable');
  }
  const earlier = form.idempotencyKey
    ? await queries.findDepositByKey(db, session.userId, form.idempotencyKey)
    : undefined;
  if (!earlier) checkAmount(channel, form.amount);
  const deposit =
    earlier ??
    (await queries.insertDeposit(db, {
      orderNo: newOrderNo('D', ctx.now()),
      userId: session.userId,
      channelId: channel.id,
      amountMinor: form.amount,
      provider: provider.name,
      requestKey: form.idempotencyKey ?? null,
    })) ??
    (form.idempotencyKey
      ? await queries.findDepositByKey(db, session.userId, form.idempotencyKey)
      : undefined);
  if (!deposit) throw new Error('deposit neither inserted nor found');
  const { payUrl } = provider.startPayment({
    orderNo: deposit.orderNo,
    amountMinor: deposit.amountMinor,
    origin,
    notifyPath: NOTIFY_PATH(provider.name),
    returnPath: RETURN_PATH,
  });
  return { orderNo: deposit.orderNo, amount: formatMinor(deposit.amountMinor), payUrl };
}

/** Credits a deposit just moved to 'credited': the money, the turnover it brings, the player's message. */
async function credit(tx: Tx, deposit: queries.DepositRow): Promise<void> {
  await ledger.transfer(tx, {
    from: { kind: 'deposit_clearing' },
    to: { kind: 'wallet', userId: deposit.userId },
    amountMinor: deposit.amountMinor,
    kind: 'deposit',
    idempotencyKey: `deposit:${deposit.id}`,
    reference: deposit.orderNo,
  });
  await accounts.addTurnoverRequirement(tx, deposit.userId, deposit.amountMinor);
  await notifications.notifyPlayer(tx, deposit.userId, 'depositCredited', [
    deposit.orderNo,
    formatMoney(deposit.amountMinor),
  ]);
}

export type NotificationAnswer = { status: 200 | 400 | 404; body: string };

/**
 * A provider's notification. Believed only when signed by the provider and matching the order's
 * amount; credits a pending deposit once, however many times it arrives, and at once.
 */
export async function handleProviderNotification(
  ctx: AppContext,
  providerName: string,
  fields: Record<string, unknown>,
): Promise<NotificationAnswer> {
  const provider = paymentProvider(ctx.config, providerName);
  if (!provider) return { status: 404, body: 'unknown provider' };
  const notice = provider.readNotification(fields);
  if (!notice) return { status: 400, body: 'invalid signature' };
  const deposit = await queries.findDepositByOrderNo(ctx.db.orm, notice.orderNo);
  if (deposit?.provider !== provider.name) return { status: 404, body: 'unknown order' };
  if (deposit.amountMinor !== notice.amountMinor) return { status: 400, body: 'amount mismatch' };
  await retryingTransaction(ctx.db, async (tx) => {
    const settled = await queries.settleDeposit(tx, deposit.id, {
      status: notice.isPaid ? 'credited' : 'failed',
      settledAt: ctx.now(),
      providerReference: notice.providerReference,
    });
    if (settled?.status === 'credited') await credit(tx, settled);
  });
  // Answered the same when it was settled before: the provider may stop resending.
  return { status: 200, body: provider.acknowledgement };
}

export async function listDeposits(
  ctx: AppContext,
  query: TAdminDepositListRequest,
  language: Language,
): Promise<TAdminDepositListResponse> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(queries.depositStatusIs(query.status));
  if (query.account) conditions.push(queries.depositAccountIs(query.account));
  if (query.awaitingSecondApproval !== undefined) {
    const awaiting = queries.depositAwaitsSecondApproval(query.awaitingSecondApproval);
    if (awaiting) conditions.push(awaiting);
  }
  const filter = conditions.length > 0 ? and(...conditions) : undefined;
  const link = await uploads.imageLinks(ctx);
  return loadPage(query, depositSource(ctx, filter), (row) => adminDepositView(row, language, link));
}

/**
 * An operator's decision on a pending deposit: approval credits it, rejection does not; both are logged.
 * Never on one's own deposit; above FAIR28_FOUR_EYES_ABOVE the first approval is only recorded and a
 * second operator's credits it (approvals.approvalStep).
 */
export async function decideDeposit(
  ctx: AppContext,
  session: Session,
  review: TReviewRequest,
  outcome: 'credited' | 'rejected',
  language: Language,
): Promise<TAdminDeposit> {
  await retryingTransaction(ctx.db, async (tx) => {
    const pending = await queries.lockPendingDeposit(tx, review.id);
    if (!pending)
      throw new AppError((await queries.depositExists(tx, review.id)) ? 'AlreadyReviewed' : 'NotFound');
    const isApproval = outcome === 'credited';
    const decision = { targetType: 'deposit', request: pending, isApproval, reason: review.reason } as const;
    const recordFirst = (operatorId: number, at: Date) =>
      queries.recordFirstApproval(tx, pending.id, operatorId, at);
    // Above FAIR28_FOUR_EYES_ABOVE, a first approval is only recorded: nothing moves yet.
    const isFinal = await approvals.isDecisionFinal(tx, ctx, session, decision, recordFirst);
    if (!isFinal) return;
    const deposit = await queries.settleDeposit(tx, review.id, {
      status: outcome,
      settledAt: ctx.now(),
      reviewedBy: session.userId,
      reviewReason: review.reason,
    });
    if (!deposit) throw new Error('a locked pending deposit did not settle');
    if (outcome === 'credited') {
      await credit(tx, deposit);
    } else {
      await notifications.notifyPlayer(
        tx,
        deposit.userId,
        'depositRejected',
        [deposit.orderNo, formatMoney(deposit.amountMinor)],
        review.reason,
      );
    }
    await operatorLog.recordAction(tx, session, {
      action: outcome === 'credited' ? 'deposit.approve' : 'deposit.reject',
      targetType: 'deposit',
      targetId: deposit.id,
      reason: review.reason,
    });
  });
  return adminDepositView(await loadDeposit(ctx.db.orm, review.id), language, await uploads.imageLinks(ctx));
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
 * valid address; QR-wallet ones a QR image. Its QR image becomes visible to every logged-in player.
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
    const qrImageId = form.imageId ? await uploads.requireOwnImage(tx, session.userId, form.imageId) : null;
    if (qrImageId) await uploads.publishImage(tx, qrImageId);
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
