// Balance adjustments: an operator credits or debits a player's wallet with a reason, as one ledger
// transfer against the adjustments account. Above FAIR28_FOUR_EYES_ABOVE it waits for a second operator.
import {
  formatMinor,
  formatMoney,
  type Language,
  ledgerReference,
  RoomContentType,
  type TBalanceAdjustment,
  type TBalanceAdjustmentListRequest,
  type TBalanceAdjustmentListResponse,
  type TBalanceAdjustRequest,
  type TReviewRequest,
  translate,
} from '@fair28/shared';
import type { Executor, Tx } from '../../db/database';
import { retryingTransaction } from '../../db/retry';
import { AppError } from '../../kernel/app-error';
import type { AppContext } from '../../kernel/context';
import type { Session } from '../../kernel/session';
import * as accounts from '../accounts/service';
import * as approvals from '../approvals/service';
import * as ledger from '../ledger/service';
import * as notifications from '../notifications/service';
import * as operatorLog from '../operator-log/service';
import * as queries from './queries';

function adjustmentView(row: queries.AdjustmentListRow, language: Language): TBalanceAdjustment {
  const { adjustment } = row;
  const isAwaiting = adjustment.status === 'pending';
  return {
    id: adjustment.id,
    userId: adjustment.userId,
    account: row.account,
    direction: adjustment.direction,
    amount: formatMinor(adjustment.amountMinor),
    status: adjustment.status,
    statusName: translate(
      language,
      isAwaiting ? 'status.awaitingSecondApproval' : `status.${adjustment.status}`,
    ),
    reason: adjustment.reason,
    requestedBy: row.requestedBy,
    decidedBy: row.decidedBy ?? '',
    decisionReason: adjustment.decisionReason,
    isAwaitingSecondApproval: isAwaiting,
    createTime: adjustment.createdAt.toISOString(),
    decideTime: adjustment.decidedAt?.toISOString() ?? null,
  };
}

async function loadAdjustment(db: Executor, id: number): Promise<queries.AdjustmentListRow> {
  const row = await queries.adjustmentQueue.one(db, id);
  if (!row) throw new AppError('NotFound');
  return row;
}

/**
 * Applies a pending adjustment: the money moves between the wallet and the adjustments account, and the
 * player is told why. A debit above the balance is refused (InsufficientBalance) and nothing of it remains.
 */
async function apply(tx: Tx, id: number, session: Session, reason: string, now: Date): Promise<void> {
  const adjustment = await queries.adjustmentQueue.settle(tx, id, {
    status: 'applied',
    decidedBy: session.userId,
    decisionReason: reason,
    decidedAt: now,
  });
  if (!adjustment) throw new AppError('AlreadyReviewed');
  const wallet = { kind: 'wallet', userId: adjustment.userId } as const;
  const adjustments = { kind: 'adjustments' } as const;
  const isCredit = adjustment.direction === 'credit';
  await ledger.transfer(tx, {
    from: isCredit ? adjustments : wallet,
    to: isCredit ? wallet : adjustments,
    amountMinor: adjustment.amountMinor,
    kind: 'adjustment',
    idempotencyKey: ledger.ledgerKeys.adjustment.of(adjustment.id),
    reference: ledgerReference.adjustment(adjustment.id),
  });
  const signedAmount = `${isCredit ? '+' : '-'}${formatMoney(adjustment.amountMinor)}`;
  await notifications.notifyPlayer(
    tx,
    adjustment.userId,
    'balanceAdjusted',
    [signedAmount],
    adjustment.reason,
  );
}

/**
 * An operator's adjustment of a player's balance. Making it is its first approval: at or below the
 * four-eyes amount it is applied at once; above, it waits for a second, different operator. A retry with
 * the same key answers the first adjustment and moves nothing.
 */
export async function adjustBalance(
  ctx: AppContext,
  session: Session,
  form: TBalanceAdjustRequest,
  language: Language,
): Promise<TBalanceAdjustment> {
  const db = ctx.db.orm;
  const earlier = await queries.findByKey(db, session.userId, form.idempotencyKey);
  if (earlier) return adjustmentView(await loadAdjustment(db, earlier.id), language);
  const step = approvals.approvalStep(ctx, session, {
    userId: form.userId,
    amountMinor: form.amount,
    firstApprovedBy: null,
  });
  await accounts.requirePlayer(db, form.userId);
  const id = await retryingTransaction(ctx.db, async (tx) => {
    const adjustment = await queries.insertAdjustment(tx, {
      userId: form.userId,
      direction: form.direction,
      amountMinor: form.amount,
      reason: form.reason,
      requestedBy: session.userId,
      idempotencyKey: form.idempotencyKey,
    });
    if (!adjustment) {
      // A concurrent retry with the same key got there first: answer with its adjustment.
      const first = await queries.findByKey(tx, session.userId, form.idempotencyKey);
      if (!first) throw new Error('adjustment neither inserted nor found');
      return first.id;
    }
    if (step === 'complete') await apply(tx, adjustment.id, session, form.reason, ctx.now());
    await operatorLog.recordAction(tx, session, {
      action: step === 'complete' ? 'adjustment.apply' : 'adjustment.first_approve',
      targetType: 'adjustment',
      targetId: adjustment.id,
      reason: form.reason,
    });
    return adjustment.id;
  });
  return toldPlayer(ctx, adjustmentView(await loadAdjustment(db, id), language));
}

/** The second approval of a pending adjustment (by another operator than its maker) applies it; a rejection drops it. */
export async function decideAdjustment(
  ctx: AppContext,
  session: Session,
  review: TReviewRequest,
  outcome: 'applied' | 'rejected',
  language: Language,
): Promise<TBalanceAdjustment> {
  await retryingTransaction(ctx.db, async (tx) => {
    const pending = await approvals.claimPending(tx, queries.adjustmentQueue, review.id);
    if (outcome === 'applied') {
      // Its maker gave the first approval: this one completes it, unless it is the maker's again.
      approvals.approvalStep(ctx, session, { ...pending, firstApprovedBy: pending.requestedBy });
      await apply(tx, pending.id, session, review.reason, ctx.now());
    } else {
      approvals.refuseOwnRequest(session, pending.userId);
      await queries.adjustmentQueue.settle(tx, pending.id, {
        status: 'rejected',
        decidedBy: session.userId,
        decisionReason: review.reason,
        decidedAt: ctx.now(),
      });
    }
    await operatorLog.recordAction(tx, session, {
      action: outcome === 'applied' ? 'adjustment.approve' : 'adjustment.reject',
      targetType: 'adjustment',
      targetId: pending.id,
      reason: review.reason,
    });
  });
  return toldPlayer(ctx, adjustmentView(await loadAdjustment(ctx.db.orm, review.id), language));
}

/** An applied adjustment moved the player's wallet: their app shows the new balance at once. */
async function toldPlayer(ctx: AppContext, adjustment: TBalanceAdjustment): Promise<TBalanceAdjustment> {
  if (adjustment.status === 'applied') {
    await ctx.sockets.publishToUser(adjustment.userId, { type: RoomContentType.Wallet });
  }
  return adjustment;
}

export async function listAdjustments(
  ctx: AppContext,
  query: TBalanceAdjustmentListRequest,
  language: Language,
): Promise<TBalanceAdjustmentListResponse> {
  const queue = queries.adjustmentQueue;
  return queue.page(ctx.db.orm, queue.where(query), query, (row) => adjustmentView(row, language));
}
