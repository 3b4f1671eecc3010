// POST /api/v2/agent/statement: one day's commission line by line (each invitee's turnover and net, the
// tier's model and rate, what the line brought).

import { playerCallRoutes, type TCommissionStatementResponse } from '@fair28/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { read } from '@/api/client';

export function getCommissionStatement(
  id: number,
  signal?: AbortSignal,
): Promise<TCommissionStatementResponse> {
  return read(playerCallRoutes.commissionStatement, { id }, signal);
}

export function useCommissionStatement(id: number | null) {
  return useQuery(
    queryOptions({
      queryKey: ['agent', 'statement', id],
      queryFn: ({ signal }) => getCommissionStatement(id ?? 0, signal),
      enabled: id !== null,
    }),
  );
}
