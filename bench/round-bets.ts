// A round's bets loaded in bulk for the settlement bench: generated inside PostgreSQL in one transaction,
// with the bets table's own indexes and constraints built after the load rather than row by row.
import { sql } from 'drizzle-orm';
import { type Database, type Executor, queryRows } from '../packages/server/src/db/database';
import { BenchFailure } from './deadlines';

const BET_TYPES = [
  'big',
  'small',
  'odd',
  'even',
  'big_odd',
  'small_even',
  'sum_13',
  'sum_14',
  'pair',
  'straight',
];
const ODDS = [19800, 19800, 19800, 19800, 42000, 42000, 129000, 129000, 36000, 160000];

/** An index or constraint of the bets table, as PostgreSQL prints its definition. */
type Definition = { name: string; definition: string };

/** The constraints (primary key, unique, check, foreign keys) in the order they can be added again. */
const constraintsOfBets = (db: Executor) =>
  queryRows<Definition>(
    db,
    sql`SELECT conname AS name, pg_get_constraintdef(oid) AS definition FROM pg_constraint
        WHERE conrelid = 'bets'::regclass ORDER BY contype = 'f', conname`,
  );

/** The indexes that back no constraint. */
const plainIndexesOfBets = (db: Executor) =>
  queryRows<Definition>(
    db,
    sql`SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
        FROM pg_index i WHERE i.indrelid = 'bets'::regclass
          AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
        ORDER BY 1`,
  );

const described = (rows: Definition[]) => rows.map((row) => `${row.name}: ${row.definition}`).join('\n');

/**
 * `betCount` bets of `players` players (the first users) on one round, over ten bet types. Everything
 * happens in one transaction, so no page is hinted before the settlement reads it: a page's tuples get
 * their committed hint bits only from a reader after the commit, and the index builds, the foreign keys'
 * checks and ANALYZE all read the bets as their own transaction's. A real round's settlement is likewise
 * the first to read most of its bets.
 */
export async function loadRoundBets(
  db: Database,
  round: { id: number; roomId: number },
  players: number,
  betCount: number,
): Promise<void> {
  await db.orm.transaction(async (tx) => {
    const constraints = await constraintsOfBets(tx);
    const indexes = await plainIndexesOfBets(tx);
    for (const index of indexes) await tx.execute(sql.raw(`DROP INDEX ${index.name}`));
    for (const constraint of [...constraints].reverse())
      await tx.execute(sql.raw(`ALTER TABLE bets DROP CONSTRAINT ${constraint.name}`));

    await tx.execute(sql`
      INSERT INTO bets (round_id, room_id, user_id, bet_type, stake_minor, odds, request_key, item_no)
      SELECT ${round.id}, ${round.roomId}, u.first + (i % ${players}),
             (${`{${BET_TYPES.join(',')}}`}::text[])[1 + i % 10], 100 + (i::bigint * 7919) % 100000,
             (${`{${ODDS.join(',')}}`}::bigint[])[1 + i % 10], 'bench' || (i / ${players}), 0
      FROM generate_series(0, ${betCount - 1}::integer) i, (SELECT min(id) AS first FROM users) u`);

    // Sorting ten million keys in the default 64 MB takes several passes on disk.
    await tx.execute(sql`SET LOCAL maintenance_work_mem = '512MB'`);
    // One statement: its checks share one pass over the bets.
    const added = constraints.map((each) => `ADD CONSTRAINT ${each.name} ${each.definition}`);
    await tx.execute(sql.raw(`ALTER TABLE bets ${added.join(', ')}`));
    for (const index of indexes) await tx.execute(sql.raw(index.definition));

    // Statistics of the whole round (a real table's know its players); read as this transaction's rows,
    // the sampled pages stay unhinted.
    await tx.execute(sql`ANALYZE`);

    const rebuilt = described([...(await constraintsOfBets(tx)), ...(await plainIndexesOfBets(tx))]);
    if (rebuilt !== described([...constraints, ...indexes]))
      throw new BenchFailure(`the bets table was not rebuilt as it was:\n${rebuilt}`);
  });
}
