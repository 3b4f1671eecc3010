// The rules every operator decision on a player's request follows (top-ups, withdrawals, card changes,
// balance adjustments): never one's own request, and above FAIR28_FOUR_EYES_ABOVE a second, different operator.
import type { Executor } from '../../db/database';
import { AppError } from '../../kernel/app-error';
import type { AppContext } from '../../kernel/context';
import type { Session } from '../../kernel/session';
import * as operatorLog from '../operator-log/service';

/** Nobody decides a request of their own account (`userId`: whose it is): staff may have played before. */
export function refuseOwnRequest(session: Session, userId: number): void {
  if (userId === session.userId) throw new AppError('OwnRequest');
}

/** A queue's reading of one request for a decision (db/review-queue.ts). */
type PendingRequests<Row> = {
  lockPending(db: Executor, id: number): Promise<Row | undefined>;
  exists(db: Executor, id: number): Promise<boolean>;
};

/** Why request `id` cannot be decided: decided already, or there is no such request. */
export async function notPending(db: Executor, queue: Pick<PendingRequests<unknown>, 'exists'>, id: number) {
  return new AppError((await queue.exists(db, id)) ? 'AlreadyReviewed' : 'NotFound');
}

/**
 * The pending request `id`, locked by the caller's transaction until it ends, so one decision at a time
 * reads and moves it; refused as AlreadyReviewed once decided, NotFound when there is none.
 */
export async function claimPending<Row>(tx: Executor, queue: PendingRequests<Row>, id: number): Promise<Row> {
  const pending = await queue.lockPending(tx, id);
  if (pending === undefined) throw await notPending(tx, queue, id);
  return pending;
}

/** A request an operator approves: whose it is, how much it moves, and who approved it first, if anyone. */
export type Approval = { userId: number; amountMinor: bigint; firstApprovedBy: number | null };

/**
 * What an approval does under the four-eyes rule. Above FAIR28_FOUR_EYES_ABOVE the first approval is only
 * recorded and the request waits; a second approval by a different operator completes it. At or below the
 * amount, one approval completes it. Refuses one's own request, and a second approval by the first approver.
 */
export function approvalStep(
  ctx: Pick<AppContext, 'config'>,
  session: Session,
  request: Approval,
): 'record first approval' | 'complete' {
  refuseOwnRequest(session, request.userId);
  if (request.firstApprovedBy === session.userId) throw new AppError('SecondApproverRequired');
  if (request.firstApprovedBy !== null) return 'complete';
  return request.amountMinor > ctx.config.fourEyesAboveMinor ? 'record first approval' : 'complete';
}

/** A four-eyes queue's record of a first approval (db/review-queue.ts). */
type FirstApprovals = {
  recordFirstApproval(db: Executor, id: number, operatorId: number, at: Date): Promise<void>;
};

export type Decision = {
  targetType: 'deposit' | 'withdrawal';
  /** The request decided. */
  id: number;
  isApproval: boolean;
  reason: string;
};

/**
 * Claims the pending request of a four-eyes queue (locked by the caller's transaction) and runs the rules
 * on it before a decision moves anything. A rejection needs one operator, never on a request of their own.
 * An approval that is only the first of two is recorded and logged (`<type>.first_approve`) and answers
 * null: the caller moves nothing. Otherwise the locked request, for the caller to carry the decision out.
 */
export async function claimDecision<Row extends Approval & { id: number }>(
  tx: Executor,
  ctx: Pick<AppContext, 'config' | 'now'>,
  session: Session,
  queue: PendingRequests<Row> & FirstApprovals,
  decision: Decision,
): Promise<Row | null> {
  const request = await claimPending(tx, queue, decision.id);
  if (!decision.isApproval) {
    refuseOwnRequest(session, request.userId);
    return request;
  }
  if (approvalStep(ctx, session, request) === 'complete') return request;
  await queue.recordFirstApproval(tx, request.id, session.userId, ctx.now());
  await operatorLog.recordAction(tx, session, {
    action: `${decision.targetType}.first_approve`,
    targetType: decision.targetType,
    targetId: request.id,
    reason: decision.reason,
  });
  return null;
}
