// Who may decide a request, as the console shows it: the server enforces the same rules (403 without the
// permission, OwnRequest, SecondApproverRequired); the console hides the buttons and says why first.
import { type Permission, parseMinor } from '@fair28/shared';

export type DecisionRequest = {
  userId: number;
  status: string;
  /** The operator who gave the first of two approvals; '' when none yet. */
  firstApprovedBy: string;
};

export type DecisionView =
  /** Already decided: nothing to do. */
  | { kind: 'decided' }
  /** The role may read but not decide (support). */
  | { kind: 'readOnly' }
  /** The operator's own request (a player account that became staff, or an adjustment they made). */
  | { kind: 'ownRequest' }
  /** The operator gave the first approval: a second, different operator must approve. */
  | { kind: 'awaitingOtherOperator' }
  /** May approve or reject; `isSecondApproval`: another operator approved first. */
  | { kind: 'open'; isSecondApproval: boolean };

export type Decider = { userId: number; account: string; canDecide: boolean };

/** The signed-in operator as `decisionView` takes them, deciding with `permission`. */
export function deciderOf(
  me: { userId: number; account: string; permissions: readonly Permission[] } | undefined,
  permission: Permission,
): Decider {
  return {
    userId: me?.userId ?? 0,
    account: me?.account ?? '',
    canDecide: me?.permissions.includes(permission) ?? false,
  };
}

export function decisionView(
  request: DecisionRequest,
  operator: Decider,
  pendingStatus = 'pending',
): DecisionView {
  if (request.status !== pendingStatus) return { kind: 'decided' };
  if (!operator.canDecide) return { kind: 'readOnly' };
  if (request.userId === operator.userId) return { kind: 'ownRequest' };
  if (request.firstApprovedBy === operator.account) return { kind: 'awaitingOtherOperator' };
  return { kind: 'open', isSecondApproval: request.firstApprovedBy !== '' };
}

/**
 * Whether an approval now is the first of two (the server's rule: above the four-eyes amount a second,
 * different operator completes it), so the confirmation can say that no money moves yet.
 */
export function isFirstOfTwo(
  request: { amount: string; firstApprovedBy: string },
  fourEyesAbove: string | undefined,
): boolean {
  if (request.firstApprovedBy !== '' || fourEyesAbove === undefined) return false;
  return parseMinor(request.amount) > parseMinor(fourEyesAbove);
}
