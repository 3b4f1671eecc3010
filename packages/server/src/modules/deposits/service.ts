// Top-ups: recharge requests with a payment certificate (credited when an operator approves), online
// payments (credited when the provider's signed notification arrives) and the operator's review. A deposit
// is credited once: its status moves from 'pending' exactly once. The catalogue lives in channels.ts.
import {
  type DepositAttention,
  formatMinor,
  formatMoney,
  type Language,
  PayType,
  paths,
  type RiskFlagKind,
  RoomContentType,
  type TAdminDeposit,
  type TAdminDepositListRequest,
  type TAdminDepositListResponse,
  type TDepositRecord,
  type TOnlinePayRequest,
  type TOnlinePayResponse,
  type TRechargeAddRequest,
  type TRechargeListRequest,
  type TReviewRequest,
  translate,
} from '@fair28/shared';
import { and } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/database';
import { retryingTransaction } from '../../db/retry';
import { newOrderNo } from '../../infra/order-numbers';
import { AppError } from '../../kernel/app-error';
import type { AppContext } from '../../kernel/context';
import type { Session } from '../../kernel/session';
import { writtenIn } from '../../kernel/written-text';
import { paymentProvider } from '../../payments';
import * as accounts from '../accounts/service';
import * as approvals from '../approvals/service';
import * as ledger from '../ledger/service';
import * as notifications from '../notifications/service';
import * as operatorLog from '../operator-log/service';
import * as playSafe from '../play-safe/service';
import * as push from '../push/service';
import * as risk from '../risk/service';
import * as uploads from '../uploads/service';
import { checkAmount } from './channels';
import * as queries from './queries';

export {
  addCatalogueEntry,
  type CatalogueEntry,
  clientPayOptions,
  listChannelsForOperator,
  listReceivingAccountsForOperator,
  payAccounts,
  payChannels,
  saveChannel,
  saveReceivingAccount,
} from './channels';

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
    channelName: writtenIn(language, row.channelNameZh, row.channelNameEn),
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
  flags: Map<number, RiskFlagKind[]>,
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
    attention: row.deposit.attention,
    riskFlags: flags.get(row.deposit.userId) ?? [],
  };
}

/** Deposits as operators read them, each with its player's risk flags. */
async function adminDepositViews(
  ctx: AppContext,
  rows: queries.DepositListRow[],
  language: Language,
): Promise<TAdminDeposit[]> {
  const [link, flags] = await Promise.all([
    uploads.imageLinks(ctx),
    risk.flagKindsOf(
      ctx,
      rows.map((row) => row.deposit.userId),
    ),
  ]);
  return rows.map((row) => adminDepositView(row, language, link, flags));
}

async function loadDeposit(db: Executor, id: number): Promise<queries.DepositListRow> {
  const row = await queries.depositQueue.one(db, id);
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
  await playSafe.checkTopUp(ctx, session.userId, form.amount);
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

/** Whether the player has ever topped up (the home screen's first-time nudge is for those who have not). */
export function hasToppedUp(ctx: AppContext, userId: number): Promise<boolean> {
  return queries.hasCreditedDeposit(ctx.db.orm, userId);
}

export async function rechargeList(
  ctx: AppContext,
  session: Session,
  query: TRechargeListRequest,
  language: Language,
) {
  const queue = queries.depositQueue;
  const where = queue.where({ status: query.status }, queue.userIs(session.userId));
  const link = await uploads.imageLinks(ctx);
  return queue.page(ctx.db.orm, where, query, (row) => depositView(row, language, link));
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
  if (!earlier) {
    checkAmount(channel, form.amount);
    await playSafe.checkTopUp(ctx, session.userId, form.amount);
  }
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

/**
 * Credits a deposit just moved to 'credited': the money, the turnover it brings, the player's message and
 * the push to their phones.
 */
async function credit(tx: Tx, deposit: queries.DepositRow, at: Date): Promise<void> {
  await ledger.transfer(tx, {
    from: { kind: 'deposit_clearing' },
    to: { kind: 'wallet', userId: deposit.userId },
    amountMinor: deposit.amountMinor,
    kind: 'deposit',
    idempotencyKey: ledger.ledgerKeys.deposit.of(deposit.id),
    reference: deposit.orderNo,
  });
  await accounts.addTurnoverRequirement(tx, deposit.userId, deposit.amountMinor);
  const args = [deposit.orderNo, formatMoney(deposit.amountMinor)];
  await notifications.notifyPlayer(tx, deposit.userId, 'depositCredited', args);
  await push.pushToPlayer(tx, deposit.userId, { kind: 'depositCredited', args }, at);
}

export type NotificationAnswer = {
  status: 200 | 400 | 404;
  body: string;
  /** What an operator should look at (also kept on the deposit): credited after a failure, or paid after a rejection. */
  attention?: { orderNo: string; problem: DepositAttention };
};

/**
 * A provider's notification. Believed only when signed by the provider and matching the order's
 * amount; credits a pending deposit once, however many times it arrives, and at once. A "paid" after a
 * "failed" (a bank that settles late, notifications out of order) credits too, and one after an operator
 * rejected the deposit is flagged: the provider's word that money arrived is never dropped unseen. A
 * "failed" never undoes a credit.
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
  const isCredited = await retryingTransaction(ctx.db, async (tx) => {
    const settled = await queries.depositQueue.settle(
      tx,
      deposit.id,
      {
        status: notice.isPaid ? 'credited' : 'failed',
        settledAt: ctx.now(),
        providerReference: notice.providerReference,
      },
      notice.isPaid ? ['pending', 'failed'] : ['pending'],
    );
    if (settled?.status !== 'credited') return false;
    await credit(tx, settled, ctx.now());
    return true;
  });
  const { orderNo } = deposit;
  const problem: DepositAttention | undefined =
    isCredited && deposit.status === 'failed'
      ? 'paid_after_failure'
      : notice.isPaid && deposit.status === 'rejected'
        ? 'paid_after_rejection'
        : undefined;
  if (problem) await queries.markAttention(ctx.db.orm, deposit.id, problem);
  const attention = problem ? { orderNo, problem } : undefined;
  // Answered the same when it was settled before: the provider may stop resending.
  return { status: 200, body: provider.acknowledgement, ...(attention ? { attention } : {}) };
}

export async function listDeposits(
  ctx: AppContext,
  query: TAdminDepositListRequest,
  language: Language,
): Promise<TAdminDepositListResponse> {
  const where = queries.depositQueue.where(
    query,
    queries.depositNeedsAttention(query.needsAttention),
    queries.depositQueue.awaitsSecondApproval(query.awaitingSecondApproval),
  );
  const page = await queries.depositQueue.page(ctx.db.orm, where, query, (row) => row);
  return { ...page, list: await adminDepositViews(ctx, page.list, language) };
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
    const pending = await approvals.claimDecision(tx, ctx, session, queries.depositQueue, {
      targetType: 'deposit',
      id: review.id,
      isApproval: outcome === 'credited',
      reason: review.reason,
    });
    // Above FAIR28_FOUR_EYES_ABOVE, a first approval is only recorded: nothing moves yet.
    if (!pending) return;
    const deposit = await queries.depositQueue.settle(tx, review.id, {
      status: outcome,
      settledAt: ctx.now(),
      reviewedBy: session.userId,
      reviewReason: review.reason,
    });
    if (!deposit) throw new Error('a locked pending deposit did not settle');
    if (outcome === 'credited') {
      await credit(tx, deposit, ctx.now());
    } else {
      const args = [deposit.orderNo, formatMoney(deposit.amountMinor)];
      await notifications.notifyPlayer(tx, deposit.userId, 'depositRejected', args, review.reason);
      await push.pushToPlayer(tx, deposit.userId, { kind: 'depositRejected', args }, ctx.now());
    }
    await operatorLog.recordAction(tx, session, {
      action: outcome === 'credited' ? 'deposit.approve' : 'deposit.reject',
      targetType: 'deposit',
      targetId: deposit.id,
      reason: review.reason,
      before: { orderNo: pending.orderNo, amount: formatMinor(pending.amountMinor), status: pending.status },
      after: { orderNo: deposit.orderNo, amount: formatMinor(deposit.amountMinor), status: deposit.status },
    });
  });
  const [decided] = await adminDepositViews(ctx, [await loadDeposit(ctx.db.orm, review.id)], language);
  if (!decided) throw new AppError('NotFound');
  // The player's app shows the new balance and record at once, not at its next refresh.
  if (decided.status !== 'pending') {
    await ctx.sockets.publishToUser(decided.userId, { type: RoomContentType.Wallet });
  }
  return decided;
}
