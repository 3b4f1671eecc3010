// SQL of a settlement: claiming the drawn round once, the set-based per-player results of its bets from
// the outcome table, and the rules each room's bets settled under. Bulk rows travel as one parameter each:
// JSON for the outcome table and the rules, an array per column for the stored results.
import { PLAIN_BET_TYPES } from '@fair28/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database';
import type { StoredRoomRules } from '../../db/schema';

export type ClaimedRound = {
  id: number;
  gameTypeId: number;
  issue: number;
  a: number;
  b: number;
  c: number;
  sum: number;
  drawsAt: Date;
};

/** drawn → settled, taking the round's row lock: the rest of the settlement commits with it or not at all. */
export async function claimRoundForSettlement(
  db: Executor,
  roundId: number,
  now: Date,
): Promise<ClaimedRound | undefined> {
  const [row] = await queryRows<{
    id: bigint;
    game_type_id: number;
    issue: bigint;
    digit_a: number;
    digit_b: number;
    digit_c: number;
    sum: number;
    draws_at: Date | string;
  }>(
    db,
    sql`UPDATE rounds SET status = 'settled', settled_at = ${now.toISOString()}
        WHERE id = ${roundId} AND status = 'drawn'
        RETURNING id, game_type_id, issue, digit_a, digit_b, digit_c, sum, draws_at`,
  );
  return (
    row && {
      id: Number(row.id),
      gameTypeId: row.game_type_id,
      issue: Number(row.issue),
      a: row.digit_a,
      b: row.digit_b,
      c: row.digit_c,
      sum: row.sum,
      drawsAt: new Date(row.draws_at),
    }
  );
}

/** One row per room and bet type: how the bet ends for players below and above the 13/14 threshold. */
export type OutcomeSqlRow = {
  room_id: number;
  rule_version: number;
  bet_type: string;
  below_kind: string;
  below_odds: string | null;
  above_kind: string;
  above_odds: string | null;
  threshold: string | null;
};

export type PlayerResultRow = {
  roomId: number;
  userId: number;
  betCount: number;
  stakeMinor: bigint;
  payoutMinor: bigint;
  refundMinor: bigint;
};

/** Big/Small/Odd/Even: the bets whose total stake the 13/14 threshold compares. */
const PLAIN_TYPES = `{${PLAIN_BET_TYPES.join(',')}}`;

/**
 * The sums a round's outcome table asks for. A bet type ends otherwise above the 13/14 threshold only on 13
 * and 14, and only there are stakes refunded: on other sums the stakes above the threshold and the refunds
 * are not summed at all, which is most of each bet's work in the summing (four sums instead of nine).
 */
type SumsNeeded = { isThresholdFelt: boolean; isRefundedBelow: boolean; isRefundedAbove: boolean };

function sumsNeeded(outcomes: OutcomeSqlRow[]): SumsNeeded {
  return {
    isThresholdFelt: outcomes.some(
      (row) =>
        row.threshold !== null && (row.above_kind !== row.below_kind || row.above_odds !== row.below_odds),
    ),
    isRefundedBelow: outcomes.some((row) => row.below_kind === 'refund'),
    isRefundedAbove: outcomes.some((row) => row.above_kind === 'refund'),
  };
}

const PLAYER_RESULTS_QUERY = (roundId: number, outcomes: OutcomeSqlRow[]) => {
  const needed = sumsNeeded(outcomes);
  const refundSum = (kind: SQL, isRefunded: boolean) =>
    isRefunded ? sql`coalesce(sum(b.stake_minor) FILTER (WHERE ${kind} = 'refund'), 0)` : sql`0`;
  const aboveSums = needed.isThresholdFelt
    ? sql`,
      max(o.threshold) AS threshold,
      coalesce(sum(b.stake_minor) FILTER (WHERE b.bet_type = ANY(${PLAIN_TYPES}::text[])), 0) AS plain_stake,
      coalesce(sum(b.stake_minor * coalesce(o.above_odds, b.odds) / 10000) FILTER (WHERE o.above_kind = 'win'), 0)
        AS win_above,
      ${refundSum(sql`o.above_kind`, needed.isRefundedAbove)} AS refund_above`
    : sql``;
  const isAbove = sql`threshold IS NOT NULL AND plain_stake > threshold`;
  const returns = needed.isThresholdFelt
    ? sql`(CASE WHEN ${isAbove} THEN win_above ELSE win_below END)::bigint AS payout,
          (CASE WHEN ${isAbove} THEN refund_above ELSE refund_below END)::bigint AS refund`
    : sql`win_below::bigint AS payout, refund_below::bigint AS refund`;
  return sql`
  WITH outcome AS (
    SELECT * FROM jsonb_to_recordset(${JSON.stringify(outcomes)}::jsonb)
      AS o(room_id integer, rule_version integer, bet_type text, below_kind text, below_odds bigint,
           above_kind text, above_odds bigint, threshold bigint)
  ), per_player AS (
    SELECT b.room_id, b.user_id, count(*)::integer AS bet_count, count(o.room_id)::integer AS matched,
      sum(b.stake_minor) AS stake,
      coalesce(sum(b.stake_minor * coalesce(o.below_odds, b.odds) / 10000) FILTER (WHERE o.below_kind = 'win'), 0)
        AS win_below,
      ${refundSum(sql`o.below_kind`, needed.isRefundedBelow)} AS refund_below${aboveSums}
    FROM bets b
    LEFT JOIN outcome o ON o.room_id = b.room_id AND o.rule_version = b.rule_version AND o.bet_type = b.bet_type
    WHERE b.round_id = ${roundId} AND b.status = 'placed'
    GROUP BY b.room_id, b.user_id
  )
  SELECT room_id, user_id, bet_count, bet_count - matched AS unmatched, stake::bigint AS stake, ${returns}
  FROM per_player`;
};

type PlayerResultSqlRow = {
  room_id: number;
  user_id: bigint;
  bet_count: number;
  unmatched: number;
  stake: bigint;
  payout: bigint;
  refund: bigint;
};

const playerResultOf = (row: PlayerResultSqlRow): PlayerResultRow => ({
  roomId: row.room_id,
  userId: Number(row.user_id),
  betCount: row.bet_count,
  stakeMinor: BigInt(row.stake),
  payoutMinor: BigInt(row.payout),
  refundMinor: BigInt(row.refund),
});

/**
 * Every player's stake and return per room, or null when a bet met no outcome row (its room or rule
 * version is not in the table): then these sums are not the round's. Reads only.
 */
async function selectPlayerResults(
  db: Executor,
  roundId: number,
  outcomes: OutcomeSqlRow[],
): Promise<PlayerResultRow[] | null> {
  const rows = await queryRows<PlayerResultSqlRow>(db, PLAYER_RESULTS_QUERY(roundId, outcomes));
  return rows.some((row) => row.unmatched > 0) ? null : rows.map(playerResultOf);
}

/** Every player's stake and return per room for the round, from the bets and the outcome table; reads only. */
export async function computePlayerResults(
  db: Executor,
  roundId: number,
  outcomes: OutcomeSqlRow[],
): Promise<PlayerResultRow[]> {
  const results = await selectPlayerResults(db, roundId, outcomes);
  if (!results) throw new Error(`round ${roundId} has bets under a room version the outcome table lacks`);
  return results;
}

/**
 * The per-player sums hash the round's bets by (room, player) in one pass. The planner cannot know that
 * each bet meets exactly one outcome row: it expects a hundred rows from the join and sorts them, which at
 * a million bets is an external merge sort of every bet on disk (the time grew faster than the bets).
 * About 400 bytes per (room, player): 64 MB holds 160,000 of them before the hash spills, in linear passes.
 * A SELECT, not the INSERT that stores them: only a read may share the pass among parallel workers.
 * No JIT: past ten million bets the plan's cost asks for inlined, optimised code, whose compiling in each
 * worker took longer than it saved (forced on at a million bets, the sum took twice as long).
 */
const SUMMING_SETTINGS = { enable_sort: 'off', work_mem: '64MB', jit: 'off' } as const;

/** The summing inside the settlement's transaction, with its settings for that statement alone. */
export async function sumPlayerResults(
  db: Executor,
  roundId: number,
  outcomes: OutcomeSqlRow[],
): Promise<PlayerResultRow[] | null> {
  for (const [setting, value] of Object.entries(SUMMING_SETTINGS))
    await db.execute(sql.raw(`SET LOCAL ${setting} = '${value}'`));
  const results = await selectPlayerResults(db, roundId, outcomes);
  // The rest of the transaction (the ledger's statements) plans as everywhere else.
  for (const setting of Object.keys(SUMMING_SETTINGS))
    await db.execute(sql.raw(`SET LOCAL ${setting} TO DEFAULT`));
  return results;
}

/** A PostgreSQL array of whole numbers as one text parameter: cheaper to write and to read than JSON rows. */
const arrayLiteral = (values: Array<number | bigint>) => `{${values.join(',')}}`;

/** The round's per-player results, stored: what the ledger pays and the records show. */
export async function insertPlayerResults(
  db: Executor,
  roundId: number,
  results: PlayerResultRow[],
  now: Date,
): Promise<void> {
  const column = (value: (result: PlayerResultRow) => number | bigint) => arrayLiteral(results.map(value));
  await db.execute(sql`
    INSERT INTO round_player_results
      (round_id, room_id, user_id, bet_count, stake_minor, payout_minor, refund_minor, settled_at)
    SELECT ${roundId}, r.room_id, r.user_id, r.bet_count, r.stake, r.payout, r.refund, ${now.toISOString()}
    FROM unnest(${column((result) => result.roomId)}::integer[], ${column((result) => result.userId)}::bigint[],
                ${column((result) => result.betCount)}::integer[], ${column((result) => result.stakeMinor)}::bigint[],
                ${column((result) => result.payoutMinor)}::bigint[], ${column((result) => result.refundMinor)}::bigint[])
      AS r(room_id, user_id, bet_count, stake, payout, refund)`);
}

/** The room rule versions the round's bets were placed under. */
export async function selectBetRuleVersions(
  db: Executor,
  roundId: number,
): Promise<Array<{ roomId: number; version: number }>> {
  const rows = await queryRows<{ room_id: number; rule_version: number }>(
    db,
    sql`SELECT DISTINCT room_id, rule_version FROM bets WHERE round_id = ${roundId} AND status = 'placed'`,
  );
  return rows.map((row) => ({ roomId: row.room_id, version: row.rule_version }));
}

/** The rules each room with bets settled under, one row per room: what its per-player records refer to. */
export async function insertRoomSettlements(
  db: Executor,
  roundId: number,
  rooms: Array<{ room_id: number; rules: StoredRoomRules }>,
): Promise<void> {
  if (rooms.length === 0) return;
  await db.execute(sql`
    INSERT INTO round_room_settlements (round_id, room_id, rules)
    SELECT DISTINCT ON (r.room_id) ${roundId}, r.room_id, r.rules
    FROM jsonb_to_recordset(${JSON.stringify(rooms)}::jsonb) AS r(room_id integer, rules jsonb)`);
}
