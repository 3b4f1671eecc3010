// SQL of the game engine: creating rounds and chains, the conditional round transitions, the set-based
// settlement, and the batched bet writes. Bulk rows travel as one JSON parameter, never as text.

import type { GameLayout } from '@fair28/shared';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database';
import type { StoredRoomRules } from '../../db/schema';

export type GameTypeRow = {
  id: number;
  code: string;
  layout: GameLayout;
  roundSeconds: number;
  closeBeforeDrawSeconds: number;
};

export async function selectEnabledGameTypes(db: Executor): Promise<GameTypeRow[]> {
  return queryRows<GameTypeRow>(
    db,
    sql`SELECT id, code, layout, round_seconds AS "roundSeconds",
               close_before_draw_seconds AS "closeBeforeDrawSeconds"
        FROM game_types WHERE is_enabled ORDER BY id`,
  );
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

export type ChainRow = { id: number; firstIssue: number; length: number; seedHex: string };

export async function selectChainCovering(
  db: Executor,
  gameTypeId: number,
  issue: number,
): Promise<ChainRow | undefined> {
  const [row] = await queryRows<{ id: bigint; first_issue: bigint; length: number; seed_hex: string }>(
    db,
    sql`SELECT id, first_issue, length, seed_hex FROM hash_chains
        WHERE game_type_id = ${gameTypeId} AND first_issue <= ${issue} AND first_issue + length > ${issue}
        ORDER BY first_issue DESC LIMIT 1`,
  );
  return (
    row && {
      id: Number(row.id),
      firstIssue: Number(row.first_issue),
      length: row.length,
      seedHex: row.seed_hex,
    }
  );
}

export async function insertChain(
  db: Executor,
  chain: { gameTypeId: number; firstIssue: number; length: number; seedHex: string; terminatingHash: string },
): Promise<void> {
  await db.execute(sql`
    INSERT INTO hash_chains (game_type_id, first_issue, length, seed_hex, terminating_hash)
    VALUES (${chain.gameTypeId}, ${chain.firstIssue}, ${chain.length}, ${chain.seedHex}, ${chain.terminatingHash})
    ON CONFLICT (game_type_id, first_issue) DO NOTHING`);
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

export type RoundTimes = {
  id: number;
  gameTypeId: number;
  issue: number;
  opensAt: Date;
  closesAt: Date;
  drawsAt: Date;
};

type RoundTimesRow = {
  id: bigint;
  game_type_id: number;
  issue: bigint;
  opens_at: Date | string;
  closes_at: Date | string;
  draws_at: Date | string;
};

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

function roundTimesOf(row: RoundTimesRow): RoundTimes {
  return {
    id: Number(row.id),
    gameTypeId: row.game_type_id,
    issue: Number(row.issue),
    opensAt: toDate(row.opens_at),
    closesAt: toDate(row.closes_at),
    drawsAt: toDate(row.draws_at),
  };
}

/** scheduled → open for every round whose opening time has come; each row changes once, on one node. */
export async function openDueRounds(db: Executor, now: Date): Promise<RoundTimes[]> {
  const rows = await queryRows<RoundTimesRow>(
    db,
    sql`UPDATE rounds SET status = 'open'
        WHERE status = 'scheduled' AND opens_at <= ${now.toISOString()} AND closes_at > ${now.toISOString()}
        RETURNING id, game_type_id, issue, opens_at, closes_at, draws_at`,
  );
  return rows.map(roundTimesOf);
}

/** (scheduled | open) → closed once the closing time has passed. */
export async function closeDueRounds(db: Executor, now: Date): Promise<RoundTimes[]> {
  const rows = await queryRows<RoundTimesRow>(
    db,
    sql`UPDATE rounds SET status = 'closed'
        WHERE status IN ('scheduled', 'open') AND closes_at <= ${now.toISOString()}
        RETURNING id, game_type_id, issue, opens_at, closes_at, draws_at`,
  );
  return rows.map(roundTimesOf);
}

export type RoundToDraw = {
  id: number;
  gameTypeId: number;
  issue: number;
  layout: GameLayout;
  chainId: number;
  chainIndex: number;
  seedHex: string;
  chainLength: number;
};

export async function selectRoundsToDraw(db: Executor, now: Date): Promise<RoundToDraw[]> {
  const rows = await queryRows<{
    id: bigint;
    game_type_id: number;
    issue: bigint;
    layout: GameLayout;
    chain_id: bigint;
    chain_index: number;
    seed_hex: string;
    length: number;
  }>(
    db,
    sql`SELECT r.id, r.game_type_id, r.issue, g.layout, r.chain_id, r.chain_index, c.seed_hex, c.length
        FROM rounds r JOIN game_types g ON g.id = r.game_type_id JOIN hash_chains c ON c.id = r.chain_id
        WHERE r.status = 'closed' AND r.draws_at <= ${now.toISOString()}
        ORDER BY r.draws_at, r.id`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    gameTypeId: row.game_type_id,
    issue: Number(row.issue),
    layout: row.layout,
    chainId: Number(row.chain_id),
    chainIndex: row.chain_index,
    seedHex: row.seed_hex,
    chainLength: row.length,
  }));
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

export type RoomRulesRow = { id: number; rules: StoredRoomRules };

export async function selectRoomRulesOfGameType(db: Executor, gameTypeId: number): Promise<RoomRulesRow[]> {
  return queryRows<RoomRulesRow>(db, sql`SELECT id, rules FROM rooms WHERE game_type_id = ${gameTypeId}`);
}

/** One row per room and bet type: how the bet ends for players below and above the 13/14 threshold. */
export type OutcomeSqlRow = {
  room_id: number;
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

const PLAYER_RESULTS_QUERY = (roundId: number, outcomes: OutcomeSqlRow[]) => sql`
  WITH outcome AS (
    SELECT * FROM jsonb_to_recordset(${JSON.stringify(outcomes)}::jsonb)
      AS o(room_id integer, bet_type text, below_kind text, below_odds bigint,
           above_kind text, above_odds bigint, threshold bigint)
  ), per_player AS (
    SELECT b.room_id, b.user_id, count(*)::integer AS bet_count,
      sum(b.stake_minor) AS stake,
      coalesce(sum(b.stake_minor) FILTER (WHERE b.bet_type IN ('big', 'small', 'odd', 'even')), 0) AS plain_stake,
      max(o.threshold) AS threshold,
      coalesce(sum(b.stake_minor * coalesce(o.below_odds, b.odds) / 10000) FILTER (WHERE o.below_kind = 'win'), 0)
        AS win_below,
      coalesce(sum(b.stake_minor) FILTER (WHERE o.below_kind = 'refund'), 0) AS refund_below,
      coalesce(sum(b.stake_minor * coalesce(o.above_odds, b.odds) / 10000) FILTER (WHERE o.above_kind = 'win'), 0)
        AS win_above,
      coalesce(sum(b.stake_minor) FILTER (WHERE o.above_kind = 'refund'), 0) AS refund_above
    FROM bets b JOIN outcome o ON o.room_id = b.room_id AND o.bet_type = b.bet_type
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

export async function insertRoomSettlements(
  db: Executor,
  roundId: number,
  rooms: Array<{ room_id: number; rules: StoredRoomRules }>,
): Promise<void> {
  await db.execute(sql`
    INSERT INTO round_room_settlements (round_id, room_id, rules)
    SELECT ${roundId}, r.room_id, r.rules
    FROM jsonb_to_recordset(${JSON.stringify(rooms)}::jsonb) AS r(room_id integer, rules jsonb)
    WHERE r.room_id IN (SELECT DISTINCT room_id FROM round_player_results WHERE round_id = ${roundId})`);
}

/**
 * Pays the round: one 'win' and at most one 'refund' transfer per player from the house, wallets locked
 * in id order first (the order every money path uses: wallets by id, then the house).
 */
export async function payRound(db: Executor, roundId: number, issue: number, now: Date): Promise<bigint> {
  await db.execute(sql`
    SELECT la.id FROM ledger_accounts la
    WHERE la.kind = 'wallet' AND la.user_id IN (
      SELECT user_id FROM round_player_results
      WHERE round_id = ${roundId} AND payout_minor + refund_minor > 0)
    ORDER BY la.id FOR UPDATE`);
  const [row] = await queryRows<{ total: bigint | null }>(
    db,
    sql`
    WITH totals AS (
      SELECT user_id, sum(payout_minor)::bigint AS win, sum(refund_minor)::bigint AS refund
      FROM round_player_results WHERE round_id = ${roundId}
      GROUP BY user_id HAVING sum(payout_minor + refund_minor) > 0
    ), credited AS (
      UPDATE ledger_accounts la SET balance_minor = la.balance_minor + t.win + t.refund
      FROM totals t WHERE la.kind = 'wallet' AND la.user_id = t.user_id
      RETURNING la.id AS account_id, la.user_id, la.balance_minor AS after, t.win, t.refund
    ), grand AS (
      SELECT coalesce(sum(win + refund), 0)::bigint AS total FROM credited
    ), house AS (
      UPDATE ledger_accounts SET balance_minor = balance_minor - (SELECT total FROM grand)
      WHERE kind = 'house' AND user_id IS NULL AND (SELECT total FROM grand) > 0
      RETURNING id, balance_minor AS after
    ), moves AS (
      SELECT account_id, user_id, 'win' AS kind, win AS amount, after - refund AS wallet_after, 0 AS seq
      FROM credited WHERE win > 0
      UNION ALL
      SELECT account_id, user_id, 'refund', refund, after, 1 FROM credited WHERE refund > 0
    ), inserted AS (
      INSERT INTO ledger_transfers (from_account_id, to_account_id, amount_minor, kind, idempotency_key,
                                    reference, from_balance_after, to_balance_after, created_at)
      SELECT h.id, m.account_id, m.amount, m.kind, m.kind || ':' || ${roundId}::text || ':' || m.user_id::text,
             'round ' || ${issue}::text,
             h.after + (SELECT total FROM grand)
               - sum(m.amount) OVER (ORDER BY m.user_id, m.seq ROWS UNBOUNDED PRECEDING),
             m.wallet_after, ${now.toISOString()}
      FROM moves m CROSS JOIN house h
      RETURNING amount_minor
    )
    SELECT sum(amount_minor)::bigint AS total FROM inserted`,
  );
  return row?.total == null ? 0n : BigInt(row.total);
}
