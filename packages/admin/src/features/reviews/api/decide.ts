// Approving or rejecting one request, with the reason the player and the audit log see. Each kind of
// request has its pair of calls; after a decision every review list is fetched again.
import { operatorCalls, type TReviewRequest } from '@fair28/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/client';
import { allReviewsKey, type ReviewKind } from './review-lists';

const decisionCalls = {
  deposit: { approve: operatorCalls.adminDepositApprove, reject: operatorCalls.adminDepositReject },
  withdrawal: { approve: operatorCalls.adminWithdrawalApprove, reject: operatorCalls.adminWithdrawalReject },
  bankChange: { approve: operatorCalls.adminBankChangeApprove, reject: operatorCalls.adminBankChangeReject },
  adjustment: { approve: operatorCalls.adminAdjustmentApprove, reject: operatorCalls.adminAdjustmentReject },
} as const satisfies Record<ReviewKind, unknown>;

export type Decision = TReviewRequest & { isApproval: boolean };

export function useDecide(kind: ReviewKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ isApproval, ...review }: Decision) => {
      const pair = decisionCalls[kind];
      return isApproval ? request(pair.approve, review) : request(pair.reject, review);
    },
    onSettled: () => client.invalidateQueries({ queryKey: allReviewsKey }),
  });
}
