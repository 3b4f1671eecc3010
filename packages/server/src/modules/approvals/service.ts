// The rules every operator decision on a player's request follows (top-ups, withdrawals, card changes,
// balance adjustments): never one's own request, and above FAIR28_FOUR_EYES_ABOVE a second, different operator.
import { AppError } from '../../kernel/app-error';
import type { AppContext } from '../../kernel/context';
import type { Session } from '../../kernel/session';

/** Nobody decides a request of their own account (`userId`: whose it is): staff may have played before. */
export function refuseOwnRequest(session: Session, userId: number): void {
  if (userId === session.userId) throw new AppError('OwnRequest');
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
