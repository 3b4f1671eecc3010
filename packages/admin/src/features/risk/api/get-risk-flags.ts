// The risk flag call: one page of the flags the data shows now, by kind and player.
import { riskCalls, type TRiskFlagListRequest } from '@fair28/shared';
import { request } from '@/api/client';
import type { ListRequest } from '@/components/list-page/list-page';

export const riskFlagsQueryKey = ['admin', 'risk'] as const;

export function fetchRiskFlags(body: ListRequest, signal?: AbortSignal) {
  return request(
    riskCalls.adminRiskFlagList,
    body as Partial<TRiskFlagListRequest>,
    signal ? { signal } : {},
  );
}
