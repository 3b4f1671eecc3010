// POST /api/v1/round/history: a page of every drawn, settled and voided round, by game type and issue, after
// a cursor — what the page's check of every round walks. Public: no token.

import { playerCallRoutes, type TRoundHistoryResponse } from '@fair28/shared';
import type { HistoryPageRequest } from '@fair28/verifier';
import { read } from '@/api/client';

export function getRoundHistory(
  page: HistoryPageRequest,
  signal?: AbortSignal,
): Promise<TRoundHistoryResponse> {
  return read(playerCallRoutes.roundHistory, page, signal);
}
