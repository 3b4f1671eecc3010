// The public chain list, as players read it: one page of hash chains, by game type.
import { fairnessCalls, type TChainListRequest } from '@fair28/shared';
import { request } from '@/api/client';
import type { ListRequest } from '@/components/list-page/list-page';

export const chainsQueryKey = ['admin', 'chains'] as const;

export function fetchChains(body: ListRequest, signal?: AbortSignal) {
  return request(fairnessCalls.chainList, body as Partial<TChainListRequest>, signal ? { signal } : {});
}
