// SQL of the rounds: creating them, the conditional transitions (each happens once on any number of
// nodes), and reading the round taking bets and past results. A settlement's own SQL is in
// settlement-queries.ts.
import type { Beacon, TBeaconRef, VoidReason } from '@fair28/shared';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database';

export type RoundStatus = 'scheduled' | 'open' | 'closed' | 'drawn' | 'settled' | 'void';

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
  /** The beacon that decides it, named when it is made; null for a round made before beacons. */
  beaconChainHash: string | null;
  beaconRound: number | null;
  /** The beacon itself, once fetched and verified (null before, and for rounds drawn before beacons). */
  beaconSignature: string | null;
  beaconRandomness: string | null;
  voidReason: VoidReason | null;
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
  beacon_chain_hash: string | null;
  beacon_round: bigint | null;
  beacon_signature: string | null;
  beacon_randomness: string | null;
  void_reason: VoidReason | null;
};

/** Every column a RoundRow is made of: each query returns them all and maps them one way. */
const ROUND = sql.raw(
  'id, game_type_id, issue, status, opens_at, closes_at, draws_at, chain_id, chain_index, round_hash, numbers, ' +
    'digit_a, digit_b, digit_c, sum, beacon_chain_hash, beacon_round, beacon_signature, beacon_randomness, void_reason',
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
    beaconChainHash: row.beacon_chain_hash,
    beaconRound: row.beacon_round === null ? null : Number(row.beacon_round),
    beaconSignature: row.beacon_signature,
    beaconRandomness: row.beacon_randomness,
    voidReason: row.void_reason,
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
  beacon: Pick<TBeaconRef, 'chainHash' | 'round'>;
};

/** False when the round already existed (another node made it first). */
export async function insertRound(db: Executor, round: NewRound): Promise<boolean> {
  const rows = await queryRows<{ id: bigint }>(
    db,
    sql`
    INSERT INTO rounds (game_type_id, issue, chain_id, chain_index, opens_at, closes_at, draws_at,
                        beacon_chain_hash, beacon_round)
    VALUES (${round.gameTypeId}, ${round.issue}, ${round.chainId}, ${round.chainIndex},
            ${round.opensAt.toISOString()}, ${round.closesAt.toISOString()}, ${round.drawsAt.toISOString()},
            ${round.beacon.chainHash}, ${round.beacon.round})
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

/** Closed rounds, oldest first: each awaits its beacon, its draw time, or both. */
export async function selectClosedRounds(db: Executor): Promise<RoundRow[]> {
  return rounds(db, sql`SELECT ${ROUND} FROM rounds WHERE status = 'closed' ORDER BY draws_at, id`);
}

/**
 * Stores a closed round's verified beacon (and, for a round made before beacons, which beacon it is), unless
 * one is stored already: any node may fetch it, the first to store it wins. The caller reads the round again.
 */
export async function storeBeacon(
  db: Executor,
  roundId: number,
  chainHash: string,
  beacon: Beacon,
): Promise<void> {
  await db.execute(
    sql`UPDATE rounds SET beacon_chain_hash = ${chainHash}, beacon_round = ${beacon.round},
               beacon_signature = ${beacon.signature}, beacon_randomness = ${beacon.randomness}
        WHERE id = ${roundId} AND status = 'closed' AND beacon_signature IS NULL
          AND (beacon_round IS NULL OR (beacon_chain_hash = ${chainHash} AND beacon_round = ${beacon.round}))`,
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

/**
 * closed → drawn with the result, drawn from the beacon stored on the round; false when another node drew it
 * (or voided it) first.
 */
export async function markDrawn(
  db: Executor,
  roundId: number,
  draw: DrawValues,
  beaconRandomness: string,
  now: Date,
): Promise<boolean> {
  const rows = await queryRows<{ id: bigint }>(
    db,
    sql`UPDATE rounds SET status = 'drawn', round_hash = ${draw.roundHash},
               numbers = ${`{${draw.numbers.join(',')}}`}::smallint[],
               digit_a = ${draw.a}, digit_b = ${draw.b}, digit_c = ${draw.c}, sum = ${draw.sum},
               drawn_at = ${now.toISOString()}
        WHERE id = ${roundId} AND status = 'closed' AND beacon_randomness = ${beaconRandomness}
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

/** Takes the round's row lock, waiting for the bet batches that share-lock it; nothing when not made yet. */
export async function lockRoundByIssue(db: Executor, gameTypeId: number, issue: number): Promise<void> {
  await db.execute(
    sql`SELECT id FROM rounds WHERE game_type_id = ${gameTypeId} AND issue = ${issue} FOR UPDATE`,
  );
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

/** The round's row lock, for a decision on the round itself (voiding): bet batches holding it finish first. */
export async function lockRound(db: Executor, id: number): Promise<RoundRow | undefined> {
  const [round] = await rounds(db, sql`SELECT ${ROUND} FROM rounds WHERE id = ${id} FOR UPDATE`);
  return round;
}

/** (scheduled | open | closed) → void; false when the round was drawn (or voided) first. */
export async function markVoid(db: Executor, id: number, reason: VoidReason, now: Date): Promise<boolean> {
  const rows = await queryRows<{ id: bigint }>(
    db,
    sql`UPDATE rounds SET status = 'void', void_reason = ${reason}, voided_at = ${now.toISOString()}
        WHERE id = ${id} AND status IN ('scheduled', 'open', 'closed')
        RETURNING id`,
  );
  return rows.length === 1;
}

export type UnfinishedRounds = {
  byStatus: Array<{ status: RoundStatus; count: number }>;
  /** The earliest draw time among rounds past it and neither settled nor voided; null when none is. */
  oldestOverdueDrawsAt: Date | null;
};

/**
 * Rounds not settled nor voided, by status, and the earliest overdue one: read through the partial index of
 * unsettled rounds, so it costs the same however long the history is.
 */
export async function selectUnfinishedRounds(db: Executor, now: Date): Promise<UnfinishedRounds> {
  const rows = await queryRows<{ status: RoundStatus; count: number; overdue: Date | string | null }>(
    db,
    sql`SELECT status, count(*)::integer AS count,
               min(draws_at) FILTER (WHERE draws_at < ${now.toISOString()}::timestamptz) AS overdue
        FROM rounds WHERE status <> 'settled' AND status <> 'void'
        GROUP BY status`,
  );
  const overdue = rows.flatMap((row) => (row.overdue === null ? [] : [new Date(row.overdue).getTime()]));
  return {
    byStatus: rows.map((row) => ({ status: row.status, count: Number(row.count) })),
    oldestOverdueDrawsAt: overdue.length > 0 ? new Date(Math.min(...overdue)) : null,
  };
}
