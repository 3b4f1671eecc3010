// SQL of the fairness records: the hash chains (secret seed, published terminating hash) and the hashes
// rounds have revealed, which a verification walks.
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database';

export type ChainRow = {
  id: number;
  gameTypeId: number;
  firstIssue: number;
  length: number;
  seedHex: string;
  terminatingHash: string;
  createdAt: Date;
};

type ChainSqlRow = {
  id: bigint;
  game_type_id: number;
  first_issue: bigint;
  length: number;
  seed_hex: string;
  terminating_hash: string;
  created_at: Date | string;
};

const CHAIN = sql.raw('id, game_type_id, first_issue, length, seed_hex, terminating_hash, created_at');

const chainOf = (row: ChainSqlRow): ChainRow => ({
  id: Number(row.id),
  gameTypeId: row.game_type_id,
  firstIssue: Number(row.first_issue),
  length: row.length,
  seedHex: row.seed_hex,
  terminatingHash: row.terminating_hash,
  createdAt: new Date(row.created_at),
});

export async function selectChainCovering(
  db: Executor,
  gameTypeId: number,
  issue: number,
): Promise<ChainRow | undefined> {
  const [row] = await queryRows<ChainSqlRow>(
    db,
    sql`SELECT ${CHAIN} FROM hash_chains
        WHERE game_type_id = ${gameTypeId} AND first_issue <= ${issue} AND first_issue + length > ${issue}
        ORDER BY first_issue DESC LIMIT 1`,
  );
  return row && chainOf(row);
}

export async function findChain(db: Executor, id: number): Promise<ChainRow | undefined> {
  const [row] = await queryRows<ChainSqlRow>(db, sql`SELECT ${CHAIN} FROM hash_chains WHERE id = ${id}`);
  return row && chainOf(row);
}

/** Another node may have made the same chain first: then this one is dropped and theirs is used. */
export async function insertChain(
  db: Executor,
  chain: { gameTypeId: number; firstIssue: number; length: number; seedHex: string; terminatingHash: string },
): Promise<void> {
  await db.execute(sql`
    INSERT INTO hash_chains (game_type_id, first_issue, length, seed_hex, terminating_hash)
    VALUES (${chain.gameTypeId}, ${chain.firstIssue}, ${chain.length}, ${chain.seedHex}, ${chain.terminatingHash})
    ON CONFLICT (game_type_id, first_issue) DO NOTHING`);
}

export type RevealedRound = {
  id: number;
  gameTypeId: number;
  issue: number;
  chainId: number;
  chainIndex: number;
  roundHash: string | null;
  numbers: number[] | null;
  digits: { a: number; b: number; c: number; sum: number } | null;
};

export async function findRevealedRound(db: Executor, roundId: number): Promise<RevealedRound | undefined> {
  const [row] = await queryRows<{
    id: bigint;
    game_type_id: number;
    issue: bigint;
    chain_id: bigint;
    chain_index: number;
    round_hash: string | null;
    numbers: number[] | null;
    digit_a: number | null;
    digit_b: number | null;
    digit_c: number | null;
    sum: number | null;
  }>(
    db,
    sql`SELECT id, game_type_id, issue, chain_id, chain_index, round_hash, numbers, digit_a, digit_b, digit_c, sum
        FROM rounds WHERE id = ${roundId}`,
  );
  if (!row) return undefined;
  const { digit_a: a, digit_b: b, digit_c: c, sum } = row;
  return {
    id: Number(row.id),
    gameTypeId: row.game_type_id,
    issue: Number(row.issue),
    chainId: Number(row.chain_id),
    chainIndex: row.chain_index,
    roundHash: row.round_hash,
    numbers: row.numbers?.map(Number) ?? null,
    digits: a === null || b === null || c === null || sum === null ? null : { a, b, c, sum },
  };
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
