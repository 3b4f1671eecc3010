// The review queues' list calls: one page of top-ups, withdrawals, bank card changes or balance
// adjustments matching the filters, in the order asked.
import { callRoutes } from '@fair28/shared';
import { request } from '@/api/client';
import type { ListRequest } from '@/components/list-page/list-page';

export const reviewKeys = {
  all: ['admin', 'reviews'],
  deposits: ['admin', 'reviews', 'deposits'],
  withdrawals: ['admin', 'reviews', 'withdrawals'],
  bankChanges: ['admin', 'reviews', 'bank-changes'],
  adjustments: ['admin', 'reviews', 'adjustments'],
} as const;

const options = (signal?: AbortSignal) => (signal ? { signal } : {});

export const fetchDeposits = (body: ListRequest, signal?: AbortSignal) =>
  request(callRoutes.adminDepositList, body, options(signal));

export const fetchWithdrawals = (body: ListRequest, signal?: AbortSignal) =>
  request(callRoutes.adminWithdrawalList, body, options(signal));

export const fetchBankChanges = (body: ListRequest, signal?: AbortSignal) =>
  request(callRoutes.adminBankChangeList, body, options(signal));

export const fetchAdjustments = (body: ListRequest, signal?: AbortSignal) =>
  request(callRoutes.adminAdjustmentList, body, options(signal));
