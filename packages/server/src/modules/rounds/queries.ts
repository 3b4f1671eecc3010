// SQL of the rounds: creating them, the conditional transitions (each happens once on any number of
// nodes), reading the round taking bets and past results, and the set-based per-player results of a
// settlement. Bulk rows travel as one JSON parameter, never as text.
import { PLAIN_BET_TYPES } from '@fair28/shared';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database';
import type { StoredRoomRules } from '../../db/schema';

export type RoundStatus = 'scheduled' | 'open' | 'closed' | 'drawn' | 'settled';

export type RoundRow = {
  id: number;
  gameTypeId: number;
  issue: number;
  status: RoundStatus;
  opensAt: Date;
  closesAt: Date;
  drawsAt: Date;
  chainId: number;
  chainIndex: number;
  roundHash: string | null;
  numbers: number[] | null;
  a: number | null;
  b: number | null;
  c: number | null;
  sum: number | null;
};

type RoundSqlRow = {
  id: bigint;
  game_type_id: number;
  issue: bigint;
  status: RoundStatus;
  opens_at: Date | string;
  closes_at: Date | string;
  draws_at: Date | string;
  chain_id: bigint;
  chain_index: number;
  round_hash: string | null;
  numbers: number[] | null;
  digit_a: number | null;
  digit_b: number | null;
  digit_c: number | null;
  sum: number | null;
};

/** Every column a RoundRow is made of: each query returns them all and maps them one way. */
const ROUND = sql.raw(
  'id, game_type_id, issue, status, opens_at, closes_at, draws_at, chain_id, chain_index, round_hash, numbers, digit_a, digit_b, digit_c, sum',
);

function roundOf(row: RoundSqlRow): RoundRow {
  return {
    id: Number(row.id),
    gameTypeId: row.game_type_id,
    issue: Number(row.issue),
    status: row.status,
    opensAt: new Date(row.opens_at),
    closesAt: new Date(row.closes_at),
    drawsAt: new Date(row.draws_at),
    chainId: Number(row.chain_id),
    chainIndex: row.chain_index,
    roundHash: row.round_hash,
    numbers: row.numbers?.map(Number) ?? null,
    a: row.digit_a,
    b: row.digit_b,
    c: row.digit_c,
    sum: row.sum,
  };
}

async function rounds(db: Executor, query: ReturnType<typeof sql>): Promise<RoundRow[]> {
  return (await queryRows<RoundSqlRow>(db, query)).map(roundOf);
}

export async function lockGameType(db: Executor, gameTypeId: number): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(28000100, ${gameTypeId})`);
}

export async function selectMaxIssue(db: Executor, gameTypeId: number): Promise<number | null> {
  const [row] = await queryRows<{ issue: bigint | null }>(
    db,
    sql`SELECT max(issue) AS issue FROM rounds WHERE game_type_id = ${gameTypeId}`,
  );
  return row?.issue == null ? null : Number(row.issue);
}

export type NewRound = {
  gameTypeId: number;
  issue: number;
  chainId: number;
  chainIndex: number;
  opensAt: Date;
  closesAt: Date;
  drawsAt: Date;
};

/** False when the round already existed (another node made it first). */
export async function insertRound(db: Executor, round: NewRound): Promise<boolean> {
  const rows = await queryRows<{ id: bigint }>(
    db,
    sql`
    INSERT INTO rounds (game_type_id, issue, chain_id, chain_index, opens_at, closes_at, draws_at)
    VALUES (${round.gameTypeId}, ${round.issue}, ${round.chainId}, ${round.chainIndex},
            ${round.opensAt.toISOString()}, ${round.closesAt.toISOString()}, ${round.drawsAt.toISOString()})
    ON CONFLICT (game_type_id, issue) DO NOTHING
    RETURNING id`,
  );
  return rows.length === 1;
}

/** scheduled → open for every round whose opening time has come; each row changes once, on one node. */
export async function openDueRounds(db: Executor, now: Date): Promise<RoundRow[]> {
  return rounds(
    db,
    sql`UPDATE rounds SET status = 'open'
        WHERE status = 'scheduled' AND opens_at <= ${now.toISOString()} AND closes_at > ${now.toISOString()}
        RETURNING ${ROUND}`,
  );
}

/** (scheduled | open) → closed once the closing time has passed. */
export async function closeDueRounds(db: Executor, now: Date): Promise<RoundRow[]> {
  return rounds(
    db,
    sql`UPDATE rounds SET status = 'closed'
        WHERE status IN ('scheduled', 'open') AND closes_at <= ${now.toISOString()}
        RETURNING ${ROUND}`,
  );
}

/** Closed rounds whose draw time has come, oldest first. */
export async function selectRoundsToDraw(db: Executor, now: Date): Promise<RoundRow[]> {
  return rounds(
    db,
    sql`SELECT ${ROUND} FROM rounds WHERE status = 'closed' AND draws_at <= ${now.toISOString()}
        ORDER BY draws_at, id`,
  );
}

export type DrawValues = {
  roundHash: string;
  numbers: readonly number[];
  a: number;
  b: number;
  c: number;
  sum: number;
};

/** closed → drawn with the result; false when another node drew it first. */
export async function markDrawn(
  db: Executor,
  roundId: number,
  draw: DrawValues,
  now: Date,
): Promise<boolean> {
  const rows = await queryRows<{ id: bigint }>(
    db,
    sql`UPDATE rounds SET status = 'drawn', round_hash = ${draw.roundHash},
               numbers = ${`{${draw.numbers.join(',')}}`}::smallint[],
               digit_a = ${draw.a}, digit_b = ${draw.b}, digit_c = ${draw.c}, sum = ${draw.sum},
               drawn_at = ${now.toISOString()}
        WHERE id = ${roundId} AND status = 'closed'
        RETURNING id`,
  );
  return rows.length === 1;
}

export async function selectDrawnRoundIds(db: Executor): Promise<number[]> {
  const rows = await queryRows<{ id: bigint }>(
    db,
    sql`SELECT id FROM rounds WHERE status = 'drawn' ORDER BY draws_at, id`,
  );
  return rows.map((row) => Number(row.id));
}

export type ClaimedRound = {
  id: number;
  gameTypeId: number;
  issue: number;
  a: number;
  b: number;
  c: number;
  sum: number;
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
  }>(
    db,
    sql`UPDATE rounds SET status = 'settled', settled_at = ${now.toISOString()}
        WHERE id = ${roundId} AND status = 'drawn'
        RETURNING id, game_type_id, issue, digit_a, digit_b, digit_c, sum`,
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

const PLAYER_RESULTS_QUERY = (roundId: number, outcomes: OutcomeSqlRow[]) => sql`
  WITH outcome AS (
    SELECT * FROM jsonb_to_recordset(${JSON.stringify(outcomes)}::jsonb)
      AS o(room_id integer, rule_version integer, bet_type text, below_kind text, below_odds bigint,
           above_kind text, above_odds bigint, threshold bigint)
  ), per_player AS (
    SELECT b.room_id, b.user_id, count(*)::integer AS bet_count,
      sum(b.stake_minor) AS stake,
      coalesce(sum(b.stake_minor) FILTER (WHERE b.bet_type = ANY(${PLAIN_TYPES}::text[])), 0) AS plain_stake,
      max(o.threshold) AS threshold,
      coalesce(sum(b.stake_minor * coalesce(o.below_odds, b.odds) / 10000) FILTER (WHERE o.below_kind = 'win'), 0)
        AS win_below,
      coalesce(sum(b.stake_minor) FILTER (WHERE o.below_kind = 'refund'), 0) AS refund_below,
      coalesce(sum(b.stake_minor * coalesce(o.above_odds, b.odds) / 10000) FILTER (WHERE o.above_kind = 'win'), 0)
        AS win_above,
      coalesce(sum(b.stake_minor) FILTER (WHERE o.above_kind = 'refund'), 0) AS refund_above
    FROM bets b
    JOIN outcome o ON o.room_id = b.room_id AND o.rule_version = b.rule_version AND o.bet_type = b.bet_type
    WHERE b.round_id = ${roundId} AND b.status = 'placed'
    GROUP BY b.room_id, b.user_id
  )
  SELECT room_id, user_id, bet_count, stake::bigint AS stake,
    (CASE WHEN threshold IS NOT NULL AND plain_stake > threshold THEN win_above ELSE win_below END)::bigint AS payout,
    (CASE WHEN threshold IS NOT NULL AND plain_stake > threshold THEN refund_above ELSE refund_below END)::bigint
      AS refund
  FROM per_player`;

type PlayerResultSqlRow = {
  room_id: number;
  user_id: bigint;
  bet_count: number;
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

/** Every player's stake and return per room for the round, from the bets and the outcome table; reads only. */
export async function computePlayerResults(
  db: Executor,
  roundId: number,
  outcomes: OutcomeSqlRow[],
): Promise<PlayerResultRow[]> {
  const rows = await queryRows<PlayerResultSqlRow>(db, PLAYER_RESULTS_QUERY(roundId, outcomes));
  return rows.map(playerResultOf);
}

/** The same computation, stored as the round's per-player results. */
export async function insertPlayerResults(
  db: Executor,
  roundId: number,
  outcomes: OutcomeSqlRow[],
  now: Date,
): Promise<PlayerResultRow[]> {
  const rows = await queryRows<PlayerResultSqlRow>(
    db,
    sql`INSERT INTO round_player_results
          (round_id, room_id, user_id, bet_count, stake_minor, payout_minor, refund_minor, settled_at)
        SELECT ${roundId}, room_id, user_id, bet_count, stake, payout, refund, ${now.toISOString()}
        FROM (${PLAYER_RESULTS_QUERY(roundId, outcomes)}) results
        RETURNING room_id, user_id, bet_count, stake_minor AS stake, payout_minor AS payout,
                  refund_minor AS refund`,
  );
  return rows.map(playerResultOf);
}

/** Takes the round's row lock, waiting for the bet batches that share-lock it; nothing when not made yet. */
export async function lockRoundByIssue(db: Executor, gameTypeId: number, issue: number): Promise<void> {
  await db.execute(
    sql`SELECT id FROM rounds WHERE game_type_id = ${gameTypeId} AND issue = ${issue} FOR UPDATE`,
  );
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

export async function insertRoomSettlements(
  db: Executor,
  roundId: number,
  rooms: Array<{ room_id: number; rules: StoredRoomRules }>,
): Promise<void> {
  await db.execute(sql`
    INSERT INTO round_room_settlements (round_id, room_id, rules)
    SELECT DISTINCT ON (r.room_id) ${roundId}, r.room_id, r.rules
    FROM jsonb_to_recordset(${JSON.stringify(rooms)}::jsonb) AS r(room_id integer, rules jsonb)
    WHERE r.room_id IN (SELECT DISTINCT room_id FROM round_player_results WHERE round_id = ${roundId})`);
}

/** The round taking bets at `now` by the clock, if the scheduler has not closed it. */
export async function findBettingRound(
  db: Executor,
  gameTypeId: number,
  now: Date,
): Promise<RoundRow | undefined> {
  const [round] = await rounds(
    db,
    sql`SELECT ${ROUND} FROM rounds
        WHERE game_type_id = ${gameTypeId} AND round_takes_bets(status, opens_at, closes_at, ${now.toISOString()})
        ORDER BY issue LIMIT 1`,
  );
  return round;
}

/** The rounds not drawn yet, oldest first: the one awaiting its draw, the one taking bets, the next. */
export async function selectUndrawnRounds(db: Executor, gameTypeId: number): Promise<RoundRow[]> {
  return rounds(
    db,
    sql`SELECT ${ROUND} FROM rounds
        WHERE game_type_id = ${gameTypeId} AND status IN ('scheduled', 'open', 'closed')
        ORDER BY issue LIMIT 4`,
  );
}

export async function selectDrawnRounds(
  db: Executor,
  gameTypeId: number,
  limit: number,
): Promise<RoundRow[]> {
  return rounds(
    db,
    sql`SELECT ${ROUND} FROM rounds
        WHERE game_type_id = ${gameTypeId} AND round_hash IS NOT NULL
        ORDER BY issue DESC LIMIT ${limit}`,
  );
}

export async function findRound(db: Executor, id: number): Promise<RoundRow | undefined> {
  const [round] = await rounds(db, sql`SELECT ${ROUND} FROM rounds WHERE id = ${id}`);
  return round;
}

/** The rounds, share-locked so a close waits for this transaction (or this one sees the close). */
export async function lockRoundsForShare(db: Executor, roundIds: number[]): Promise<RoundRow[]> {
  return rounds(
    db,
    sql`SELECT ${ROUND} FROM rounds
        WHERE id IN (SELECT jsonb_array_elements_text(${JSON.stringify(roundIds)}::jsonb)::bigint)
        ORDER BY id FOR SHARE`,
  );
}

/** The hash a chain's round at `chainIndex` revealed, if it has been drawn. */
export async function findRevealedHash(db: Executor, chainId: number, chainIndex: number) {
  const [row] = await queryRows<{ round_hash: string }>(
    db,
    sql`SELECT round_hash FROM rounds
        WHERE chain_id = ${chainId} AND chain_index = ${chainIndex} AND round_hash IS NOT NULL`,
  );
  return row?.round_hash ?? null;
}
