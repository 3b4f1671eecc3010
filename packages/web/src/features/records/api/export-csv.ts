// POST /api/v1/export/bets and /api/v1/export/statement: the player's own bets (each with its verify link)
// or wallet statement for a range of days, as CSV text the page saves as a file.

import { playerCallRoutes, type TCsvExport, type TExportRequest } from '@fair28/shared';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/api/client';

export type ExportKind = 'bets' | 'statement';

export function exportCsv(kind: ExportKind, range: TExportRequest): Promise<TCsvExport> {
  return request(kind === 'bets' ? playerCallRoutes.betExport : playerCallRoutes.statementExport, range, {
    idempotent: true,
  });
}

export function useExportCsv() {
  return useMutation({
    mutationFn: ({ kind, range }: { kind: ExportKind; range: TExportRequest }) => exportCsv(kind, range),
  });
}
