// SQL of the public round history: drawn, settled and voided rounds by game type and issue, a page after a
// cursor through the (game_type_id, issue) unique index, each with its settled totals summed from its
// settlement records (round_player_results, the public statistics' source) through their primary key.
import type { GameLayout, HistoryCursor } from '@fair28/shared';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database';

export type HistoryRow = {
  id: number;
  gameTypeId: number;
  gameTypeCode: string;
  layout: GameLayout;
  issue: number;
  chainId: number;
  chainIndex: number;
  roundHash: string | null;
  opensAt: Date;
  closesAt: Date;
  drawsAt: Date;
  status: 'drawn' | 'settled' | 'void';
  voidReason: 'operator' | 'beacon_missing' | null;
  numbers: number[] | null;
  a: number | null;
  b: number | null;
  c: number | null;
  sum: number | null;
  settledAt: Date | null;
  voidedAt: Date | null;
  beaconChainHash: string | null;
  beaconRound: number | null;
  beaconSignature: string | null;
  beaconRandomness: string | null;
  /** Null for a round without settlement records: not settled yet, voided, or settled without bets. */
  totals: { betCount: number; players: number; stakesMinor: bigint; payoutsMinor: bigint } | null;
};

type HistorySqlRow = {
  id: bigint;
  game_type_id: number;
  game_type_code: string;
  layout: GameLayout;
  issue: bigint | string;
  chain_id: bigint;
  chain_index: number;
  round_hash: string | null;
  opens_at: Date | string;
  closes_at: Date | string;
  draws_at: Date | string;
  status: HistoryRow['status'];
  void_reason: HistoryRow['voidReason'];
  numbers: number[] | null;
  digit_a: number | null;
  digit_b: number | null;
  digit_c: number | null;
  sum: number | null;
  settled_at: Date | string | null;
  voided_at: Date | string | null;
  beacon_chain_hash: string | null;
  beacon_round: bigint | string | null;
  beacon_signature: string | null;
  beacon_randomness: string | null;
  bet_count: number | null;
  players: number | null;
  stakes: bigint | string | null;
  payouts: bigint | string | null;
};

const LISTED = sql.raw(`r.status IN ('drawn', 'settled', 'void')`);

function historyRowOf(row: HistorySqlRow): HistoryRow {
  return {
    id: Number(row.id),
    gameTypeId: row.game_type_id,
    gameTypeCode: row.game_type_code,
    layout: row.layout,
    issue: Number(row.issue),
    chainId: Number(row.chain_id),
    chainIndex: row.chain_index,
    roundHash: row.round_hash,
    opensAt: new Date(row.opens_at),
    closesAt: new Date(row.closes_at),
    drawsAt: new Date(row.draws_at),
    status: row.status,
    voidReason: row.void_reason,
    numbers: row.numbers?.map(Number) ?? null,
    a: row.digit_a,
    b: row.digit_b,
    c: row.digit_c,
    sum: row.sum,
    settledAt: row.settled_at === null ? null : new Date(row.settled_at),
    voidedAt: row.voided_at === null ? null : new Date(row.voided_at),
    beaconChainHash: row.beacon_chain_hash,
    beaconRound: row.beacon_round === null ? null : Number(row.beacon_round),
    beaconSignature: row.beacon_signature,
    beaconRandomness: row.beacon_randomness,
    totals:
      row.bet_count === null
        ? null
        : {
            betCount: Number(row.bet_count),
            players: Number(row.players),
            stakesMinor: BigInt(row.stakes ?? 0),
            payoutsMinor: BigInt(row.payouts ?? 0),
          },
  };
}

/**
 * Up to `limit` rounds after `after` (by game type, then issue), of one game type or all. The row comparison
 * walks the (game_type_id, issue) index from the cursor, so every page costs the same however deep the walk.
 */
export async function selectHistory(
  db: Executor,
  filter: { gameTypeId: number | undefined; after: HistoryCursor | undefined; limit: number },
): Promise<HistoryRow[]> {
  const gameTypeId = filter.gameTypeId ?? null;
  const afterGameType = filter.after?.gameTypeId ?? 0;
  const afterIssue = filter.after?.issue ?? -1;
  const rows = await queryRows<HistorySqlRow>(
    db,
    sql`SELECT r.id, r.game_type_id, g.code AS game_type_code, g.layout, r.issue, r.chain_id, r.chain_index,
               r.round_hash, r.opens_at, r.closes_at, r.draws_at, r.status, r.void_reason, r.numbers,
               r.digit_a, r.digit_b, r.digit_c, r.sum, r.settled_at, r.voided_at, r.beacon_chain_hash, r.beacon_round,
               r.beacon_signature, r.beacon_randomness, t.bet_count, t.players, t.stakes, t.payouts
        FROM rounds r
        JOIN game_types g ON g.id = r.game_type_id
        LEFT JOIN LATERAL (
          SELECT sum(p.bet_count)::integer AS bet_count, count(DISTINCT p.user_id)::integer AS players,
                 sum(p.stake_minor)::bigint AS stakes, sum(p.payout_minor + p.refund_minor)::bigint AS payouts
          FROM round_player_results p WHERE p.round_id = r.id
          HAVING count(*) > 0) t ON true
        WHERE ${LISTED}
          AND (${gameTypeId}::integer IS NULL OR r.game_type_id = ${gameTypeId}::integer)
          AND (r.game_type_id, r.issue) > (${afterGameType}::integer, ${afterIssue}::bigint)
        ORDER BY r.game_type_id, r.issue
        LIMIT ${filter.limit}`,
  );
  return rows.map(historyRowOf);
}

/** How many rounds the history lists, of one game type or all. */
export async function countHistory(db: Executor, gameTypeId: number | undefined): Promise<number> {
  const id = gameTypeId ?? null;
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`SELECT count(*)::integer AS count FROM rounds r
        WHERE ${LISTED} AND (${id}::integer IS NULL OR r.game_type_id = ${id}::integer)`,
  );
  return Number(row?.count ?? 0);
}
