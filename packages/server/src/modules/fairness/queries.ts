// SQL of the hash chains: the sealed secret seed and the published terminating hash per run of issues.
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database';

export type ChainRow = {
  id: number;
  gameTypeId: number;
  firstIssue: number;
  length: number;
  /** The seed sealed under FAIR28_CHAIN_KEY (seed-seal.ts); the database never holds it in plaintext. */
  seedSealed: string;
  terminatingHash: string;
  createdAt: Date;
};

type ChainSqlRow = {
  id: bigint;
  game_type_id: number;
  first_issue: bigint;
  length: number;
  seed_sealed: string;
  terminating_hash: string;
  created_at: Date | string;
};

const CHAIN = sql.raw(
  'c.id, c.game_type_id, c.first_issue, c.length, c.seed_sealed, c.terminating_hash, c.created_at',
);

const chainOf = (row: ChainSqlRow): ChainRow => ({
  id: Number(row.id),
  gameTypeId: row.game_type_id,
  firstIssue: Number(row.first_issue),
  length: row.length,
  seedSealed: row.seed_sealed,
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
    sql`SELECT ${CHAIN} FROM hash_chains c
        WHERE c.game_type_id = ${gameTypeId} AND c.first_issue <= ${issue} AND c.first_issue + c.length > ${issue}
        ORDER BY c.first_issue DESC LIMIT 1`,
  );
  return row && chainOf(row);
}

export async function findChain(db: Executor, id: number): Promise<ChainRow | undefined> {
  const [row] = await queryRows<ChainSqlRow>(db, sql`SELECT ${CHAIN} FROM hash_chains c WHERE c.id = ${id}`);
  return row && chainOf(row);
}

/** The chain made last, whose seed the next draws open: the one a start-up key check tries. */
export async function findNewestChain(db: Executor): Promise<ChainRow | undefined> {
  const [row] = await queryRows<ChainSqlRow>(
    db,
    sql`SELECT ${CHAIN} FROM hash_chains c ORDER BY c.created_at DESC, c.id DESC LIMIT 1`,
  );
  return row && chainOf(row);
}

/** Another node may have made the same chain first: then this one is dropped and theirs is used. */
export async function insertChain(
  db: Executor,
  chain: {
    gameTypeId: number;
    firstIssue: number;
    length: number;
    seedSealed: string;
    terminatingHash: string;
  },
  now: Date,
): Promise<void> {
  await db.execute(sql`
    INSERT INTO hash_chains (game_type_id, first_issue, length, seed_sealed, terminating_hash, created_at)
    VALUES (${chain.gameTypeId}, ${chain.firstIssue}, ${chain.length}, ${chain.seedSealed}, ${chain.terminatingHash},
            ${now.toISOString()}::timestamptz)
    ON CONFLICT (game_type_id, first_issue) DO NOTHING`);
}

export type ListedChainRow = ChainRow & {
  gameTypeCode: string;
  /** The issue whose draw comes next by `now`: issue k draws at k × round seconds. */
  currentIssue: number;
  hasUndrawnRound: boolean;
};

export async function selectChains(
  db: Executor,
  filter: { gameTypeId: number | undefined; limit: number; offset: number },
  now: Date,
): Promise<ListedChainRow[]> {
  const gameTypeId = filter.gameTypeId ?? null;
  const rows = await queryRows<
    ChainSqlRow & { game_type_code: string; current_issue: bigint | string; has_undrawn: boolean }
  >(
    db,
    sql`SELECT ${CHAIN}, g.code AS game_type_code,
               floor(extract(epoch FROM ${now.toISOString()}::timestamptz) / g.round_seconds)::bigint + 1
                 AS current_issue,
               -- A voided round is never drawn: it does not keep its chain's seed sealed.
               EXISTS (SELECT 1 FROM rounds r
                       WHERE r.chain_id = c.id AND r.round_hash IS NULL AND r.status <> 'void') AS has_undrawn
        FROM hash_chains c JOIN game_types g ON g.id = c.game_type_id
        WHERE (${gameTypeId}::integer IS NULL OR c.game_type_id = ${gameTypeId}::integer)
        ORDER BY c.created_at DESC, c.id DESC
        LIMIT ${filter.limit} OFFSET ${filter.offset}`,
  );
  return rows.map((row) => ({
    ...chainOf(row),
    gameTypeCode: row.game_type_code,
    currentIssue: Number(row.current_issue),
    hasUndrawnRound: row.has_undrawn,
  }));
}

export async function countChains(db: Executor, gameTypeId: number | undefined): Promise<number> {
  const id = gameTypeId ?? null;
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`SELECT count(*)::integer AS count FROM hash_chains
        WHERE (${id}::integer IS NULL OR game_type_id = ${id}::integer)`,
  );
  return Number(row?.count ?? 0);
}

/** Chains written before seeds were sealed (migration 0008): their seeds, still in plaintext. */
export async function selectPlaintextSeeds(db: Executor) {
  return queryRows<{
    id: bigint;
    game_type_id: number;
    first_issue: bigint;
    terminating_hash: string;
    seed_hex: string;
  }>(
    db,
    sql`SELECT id, game_type_id, first_issue, terminating_hash, seed_hex FROM hash_chains
        WHERE seed_hex IS NOT NULL ORDER BY id FOR UPDATE`,
  );
}

export async function replaceWithSealedSeed(db: Executor, id: number, seedSealed: string): Promise<void> {
  await db.execute(sql`UPDATE hash_chains SET seed_sealed = ${seedSealed}, seed_hex = NULL WHERE id = ${id}`);
}
