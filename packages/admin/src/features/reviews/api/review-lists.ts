// The review queues' list calls, one per kind of request: a page of top-ups, withdrawals, bank card changes
// or balance adjustments matching the filters, in the order asked, and the key it is kept under.
import {
  operatorCalls,
  type TAdminBankChange,
  type TAdminDeposit,
  type TAdminWithdrawal,
  type TBalanceAdjustment,
} from '@fair28/shared';
import type { Page } from '@/api/all-pages';
import { request } from '@/api/client';
import type { ListRequest } from '@/components/list-page/list-page';

/** What each kind of request is, as its queue lists it. */
type ReviewRows = {
  deposit: TAdminDeposit;
  withdrawal: TAdminWithdrawal;
  bankChange: TAdminBankChange;
  adjustment: TBalanceAdjustment;
};
export type ReviewKind = keyof ReviewRows;
export type ReviewRow<K extends ReviewKind> = ReviewRows[K];

type ReviewList<Row> = {
  queryKey: readonly unknown[];
  load: (body: ListRequest, signal?: AbortSignal) => Promise<Page<Row>>;
};

const allReviews = ['admin', 'reviews'] as const;
const options = (signal?: AbortSignal) => (signal ? { signal } : {});

export const reviewLists: { [K in ReviewKind]: ReviewList<ReviewRow<K>> } = {
  deposit: {
    queryKey: [...allReviews, 'deposits'],
    load: (body, signal) => request(operatorCalls.adminDepositList, body, options(signal)),
  },
  withdrawal: {
    queryKey: [...allReviews, 'withdrawals'],
    load: (body, signal) => request(operatorCalls.adminWithdrawalList, body, options(signal)),
  },
  bankChange: {
    queryKey: [...allReviews, 'bank-changes'],
    load: (body, signal) => request(operatorCalls.adminBankChangeList, body, options(signal)),
  },
  adjustment: {
    queryKey: [...allReviews, 'adjustments'],
    load: (body, signal) => request(operatorCalls.adminAdjustmentList, body, options(signal)),
  },
};

/** Every queue's lists, fetched again after a decision. */
export const allReviewsKey = allReviews;
