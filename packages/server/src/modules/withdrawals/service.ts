// Withdrawals: a request checked against the turnover owed, the limits, the destination and the daily
// count, and only then the security code (security-code module: a hopeless request never spends an
// attempt) and, while two-step sign-in is on, the authenticator's code, moving the amount from the wallet
// into the withdrawal hold at once; then an operator pays it out (less the fee) or returns it.
import {
  formatMinor,
  formatMoney,
  type Language,
  RoomContentType,
  type TAdminWithdrawal,
  type TReviewRequest,
  type TWithdrawalAddRequest,
  type TWithdrawalParamsResponse,
  type TWithdrawalRecord,
  translate,
  withdrawalFee,
} from '@fair28/shared';
import type { Executor } from '../../db/database';
import { LockScope, lockPlayer } from '../../db/locks';
import { retryingTransaction } from '../../db/retry';
import { startOfDay } from '../../db/time';
import { newOrderNo } from '../../infra/order-numbers';
import { AppError } from '../../kernel/app-error';
import type { AppContext } from '../../kernel/context';
import type { Session } from '../../kernel/session';
import * as accounts from '../accounts/service';
import * as approvals from '../approvals/service';
import * as cards from '../cards/service';
import * as ledger from '../ledger/service';
import * as notifications from '../notifications/service';
import * as operatorLog from '../operator-log/service';
import * as push from '../push/service';
import * as securityCode from '../security-code/service';
import * as twoFactor from '../two-factor/service';
import * as queries from './queries';
import { adminWithdrawalViews, loadWithdrawal, withdrawalView } from './records';

export { listForOperator, listWithdrawals } from './records';

export async function withdrawalParams(
  ctx: AppContext,
  session: Session,
  language: Language,
): Promise<TWithdrawalParamsResponse> {
  const db = ctx.db.orm;
  const rule = ctx.config.withdrawal;
  const [profile, balance, usedToday, lockedMinutes, card, addresses] = await Promise.all([
    accounts.moneyProfile(db, session.userId),
    ledger.walletBalance(db, session.userId),
    queries.countSince(db, session.userId, startOfDay(ctx.now(), ctx.config.timeZone)),
    securityCode.securityCodeLockedMinutes(ctx, session.userId),
    cards.cardSummary(db, session.userId),
    cards.usdtList(ctx, session),
  ]);
  const feePercent = formatMinor(rule.feeBasisPoints);
  return {
    feePercent,
    minFee: formatMinor(rule.minFeeMinor),
    min: formatMinor(rule.minMinor),
    max: formatMinor(rule.maxMinor),
    dailyCount: rule.perDay,
    usedToday,
    needPlayPoint: formatMinor(profile.turnoverRequiredMinor > 0n ? profile.turnoverRequiredMinor : 0n),
    balance: formatMinor(balance),
    hasSecurityCode: profile.hasSecurityCode,
    hasBankCard: card.bankNo !== '',
    usdtAddressCount: addresses.list.length,
    lockedMinutes,
    withdrawalsTip: translate(
      language,
      'withdrawal.tip',
      feePercent,
      formatMoney(rule.minFeeMinor),
      formatMoney(rule.minMinor),
      formatMoney(rule.maxMinor),
      rule.perDay,
    ),
  };
}

/** A withdrawal request: every check, then the amount moves wallet → withdrawal hold in one transaction. */
export async function requestWithdrawal(
  ctx: AppContext,
  session: Session,
  form: TWithdrawalAddRequest,
  language: Language,
): Promise<TWithdrawalRecord> {
  const db = ctx.db.orm;
  const { userId } = session;
  if (form.idempotencyKey) {
    const earlier = await queries.findByKey(db, userId, form.idempotencyKey);
    if (earlier) {
      // A repeat moves nothing: the security code answers it; the authenticator's code it carries is spent.
      await securityCode.checkSecurityCode(ctx, userId, form.securityCode);
      return withdrawalView(await loadWithdrawal(db, earlier.id), language);
    }
  }
  // Everything that can refuse the request without the code comes first: a hopeless request spends no attempt.
  const { hasSecurityCode, turnoverRequiredMinor } = await accounts.moneyProfile(db, userId);
  if (!hasSecurityCode) throw new AppError('SecurityCodeNotSet');
  if (turnoverRequiredMinor > 0n) {
    throw new AppError('TurnoverRequired', 'error.TurnoverRequired', [formatMoney(turnoverRequiredMinor)]);
  }
  const rule = ctx.config.withdrawal;
  const fee = withdrawalFee(form.amount, rule);
  if (form.amount < rule.minMinor || form.amount > rule.maxMinor || fee >= form.amount) {
    throw new AppError('AmountOutOfRange', 'error.AmountOutOfRange', [
      formatMoney(rule.minMinor),
      formatMoney(rule.maxMinor),
    ]);
  }
  const destination = await cards.payoutDestination(ctx, userId, form.type, form.addressId);
  const dayStart = startOfDay(ctx.now(), ctx.config.timeZone);
  const dailyLimitError = new AppError('DailyWithdrawalLimit', 'error.DailyWithdrawalLimit', [rule.perDay]);
  if ((await queries.countSince(db, userId, dayStart)) >= rule.perDay) throw dailyLimitError;
  const balance = await ledger.walletBalance(db, userId);
  if (balance < form.amount) throw new AppError('InsufficientBalance');
  await securityCode.checkSecurityCode(ctx, userId, form.securityCode);
  await twoFactor.checkTwoFactorCode(ctx, userId, form.twoFactorCode);

  const id = await retryingTransaction(ctx.db, async (tx) => {
    // One request of this player at a time, so the daily count is read as it stands.
    await lockPlayer(tx, LockScope.Withdrawals, userId);
    if ((await queries.countSince(tx, userId, dayStart)) >= rule.perDay) throw dailyLimitError;
    const withdrawal = await queries.insertWithdrawal(tx, {
      orderNo: newOrderNo('W', ctx.now()),
      userId,
      amountMinor: form.amount,
      feeMinor: fee,
      destinationType: destination.type,
      destinationName: destination.name,
      destinationAccount: destination.account,
      destinationHolder: destination.holder,
      requestKey: form.idempotencyKey ?? null,
    });
    if (!withdrawal) {
      const earlier = form.idempotencyKey
        ? await queries.findByKey(tx, userId, form.idempotencyKey)
        : undefined;
      if (!earlier) throw new Error('withdrawal neither inserted nor found');
      return earlier.id;
    }
    // The wallet's CHECK refuses an overdraft: then nothing of this request remains.
    await ledger.transfer(tx, {
      from: { kind: 'wallet', userId },
      to: { kind: 'withdrawal_hold', userId },
      amountMinor: withdrawal.amountMinor,
      kind: 'withdrawal',
      idempotencyKey: ledger.ledgerKeys.withdrawal.of(withdrawal.id),
      reference: withdrawal.orderNo,
    });
    return withdrawal.id;
  });
  return withdrawalView(await loadWithdrawal(db, id), language);
}

/**
 * An operator's decision. Paid: the hold pays out the amount less the fee to deposit clearing (the money
 * leaving for the player's account) and the fee to fees. Rejected: the hold returns it all to the wallet.
 * Never on one's own withdrawal; above FAIR28_FOUR_EYES_ABOVE the first approval is only recorded and a
 * second operator's pays it (approvals.approvalStep).
 */
export async function decideWithdrawal(
  ctx: AppContext,
  session: Session,
  review: TReviewRequest,
  outcome: 'paid' | 'rejected',
  language: Language,
): Promise<TAdminWithdrawal> {
  await retryingTransaction(ctx.db, async (tx) => {
    const pending = await approvals.claimDecision(tx, ctx, session, queries.withdrawalQueue, {
      targetType: 'withdrawal',
      id: review.id,
      isApproval: outcome === 'paid',
      reason: review.reason,
    });
    // Above FAIR28_FOUR_EYES_ABOVE, a first approval is only recorded: nothing moves yet.
    if (!pending) return;
    const withdrawal = await queries.withdrawalQueue.settle(tx, review.id, {
      status: outcome,
      reviewedBy: session.userId,
      reviewReason: review.reason,
      reviewedAt: ctx.now(),
    });
    if (!withdrawal) throw new Error('a locked pending withdrawal did not settle');
    const { userId, amountMinor, feeMinor, orderNo } = withdrawal;
    const hold = { kind: 'withdrawal_hold', userId } as const;
    if (outcome === 'paid') {
      await ledger.transfer(tx, {
        from: hold,
        to: { kind: 'deposit_clearing' },
        amountMinor: amountMinor - feeMinor,
        kind: 'withdrawal_payout',
        idempotencyKey: ledger.ledgerKeys.withdrawalPayout.of(withdrawal.id),
        reference: orderNo,
      });
      if (feeMinor > 0n) {
        await ledger.transfer(tx, {
          from: hold,
          to: { kind: 'fees' },
          amountMinor: feeMinor,
          kind: 'fee',
          idempotencyKey: ledger.ledgerKeys.withdrawalFee.of(withdrawal.id),
          reference: orderNo,
        });
      }
      const args = [
        orderNo,
        formatMoney(amountMinor),
        formatMoney(amountMinor - feeMinor),
        formatMoney(feeMinor),
      ];
      await notifications.notifyPlayer(tx, userId, 'withdrawalPaid', args, review.reason);
      await push.pushToPlayer(tx, userId, { kind: 'withdrawalPaid', args }, ctx.now());
    } else {
      await ledger.transfer(tx, {
        from: hold,
        to: { kind: 'wallet', userId },
        amountMinor,
        kind: 'withdrawal_return',
        idempotencyKey: ledger.ledgerKeys.withdrawalReturn.of(withdrawal.id),
        reference: orderNo,
      });
      const args = [orderNo, formatMoney(amountMinor)];
      await notifications.notifyPlayer(tx, userId, 'withdrawalRejected', args, review.reason);
      await push.pushToPlayer(tx, userId, { kind: 'withdrawalRejected', args }, ctx.now());
    }
    await operatorLog.recordAction(tx, session, {
      action: outcome === 'paid' ? 'withdrawal.approve' : 'withdrawal.reject',
      targetType: 'withdrawal',
      targetId: withdrawal.id,
      reason: review.reason,
      before: { orderNo, amount: formatMinor(amountMinor), status: pending.status },
      after: {
        orderNo,
        amount: formatMinor(amountMinor),
        fee: formatMinor(feeMinor),
        status: withdrawal.status,
      },
    });
  });
  const [decided] = await adminWithdrawalViews(ctx, [await loadWithdrawal(ctx.db.orm, review.id)], language);
  if (!decided) throw new AppError('NotFound');
  // A refund is back in the wallet, a payout is in the record: the player's app shows it at once.
  if (decided.status !== 'pending') {
    await ctx.sockets.publishToUser(decided.userId, { type: RoomContentType.Wallet });
  }
  return decided;
}

export type HoldMismatch = { userId: number; hold: bigint; pending: bigint };

/** Every player's withdrawal hold holds exactly their pending withdrawals: money neither stuck nor missing. */
export async function auditHolds(db: Executor): Promise<HoldMismatch[]> {
  const [holds, pending] = await Promise.all([
    ledger.playerBalances(db, 'withdrawal_hold'),
    queries.pendingTotals(db),
  ]);
  const userIds = new Set([...holds.keys(), ...pending.keys()]);
  return [...userIds]
    .map((userId) => ({ userId, hold: holds.get(userId) ?? 0n, pending: pending.get(userId) ?? 0n }))
    .filter((row) => row.hold !== row.pending);
}

export type { PayoutTimes } from './queries';

/** The public statistics' payout figures: withdrawals waiting, and the median time to pay since `since`. */
export function payoutTimes(db: Executor, since: Date) {
  return queries.selectPayoutTimes(db, since);
}
