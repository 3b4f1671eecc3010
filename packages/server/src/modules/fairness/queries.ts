// SQL of the hash chains: a secret seed and the published terminating hash per run of issues.
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
