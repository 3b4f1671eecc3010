// The public round history (/api/v1/round/history): every drawn, settled and voided round with everything
// needed to check it without trusting the site — its chain place and hash, its beacon, its result and its
// settled totals — walked by game type and issue, a page after a cursor (packages/verifier walks it all).
import {
  formatMinor,
  historyCursorOf,
  type TRoundHistoryRequest,
  type TRoundHistoryResponse,
  type TRoundTotals,
} from '@fair28/shared';
import type { Executor } from '../../db/database';
import type { BeaconSource } from '../../kernel/beacons';
import { drawnBeaconOf } from './beacon-ref';
import * as queries from './history-queries';

const NO_BETS: TRoundTotals = { betCount: 0, players: 0, stakes: '0.00', payouts: '0.00' };

function totalsOf(row: queries.HistoryRow): TRoundTotals | null {
  if (row.status !== 'settled') return null;
  if (!row.totals) return NO_BETS;
  const { betCount, players, stakesMinor, payoutsMinor } = row.totals;
  return { betCount, players, stakes: formatMinor(stakesMinor), payouts: formatMinor(payoutsMinor) };
}

export async function roundHistory(
  db: Executor,
  form: TRoundHistoryRequest,
  beacons: BeaconSource,
): Promise<TRoundHistoryResponse> {
  const { gameTypeId, cursor, pageSize } = form;
  // One row more than the page: whether another page follows, without counting.
  const [rows, total] = await Promise.all([
    queries.selectHistory(db, { gameTypeId, after: cursor, limit: pageSize + 1 }),
    cursor ? null : queries.countHistory(db, gameTypeId),
  ]);
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    list: page.map((row) => ({
      roundId: row.id,
      gameTypeId: row.gameTypeId,
      gameTypeCode: row.gameTypeCode,
      layout: row.layout,
      issue: String(row.issue),
      chainId: row.chainId,
      chainIndex: row.chainIndex,
      roundHash: row.roundHash,
      opensAt: row.opensAt.getTime(),
      closesAt: row.closesAt.getTime(),
      drawsAt: row.drawsAt.getTime(),
      beacon: drawnBeaconOf(row, beacons),
      numbers: row.numbers ?? [],
      a: row.a,
      b: row.b,
      c: row.c,
      sum: row.sum,
      status: row.status,
      voidReason: row.voidReason,
      settledAt: row.settledAt?.getTime() ?? null,
      voidedAt: row.voidedAt?.getTime() ?? null,
      totals: totalsOf(row),
    })),
    nextCursor: last && rows.length > pageSize ? historyCursorOf(last) : null,
    total,
  };
}
