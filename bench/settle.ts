// Measures settling one round of many bets on PostgreSQL: a scratch database with N players and
// M bets on one round (default 10,000 and 1,000,000), then the draw and the timed settlement, beside the
// naive per-bet UPDATE of the same round.
// Usage: DATABASE_URL=postgres://… npm run bench:settle -w @fair28/bench -- [players] [bets]
// Scaling: `-- scaling [bets…]` (default 1,000,000 and 10,000,000, 10,000 players) settles a round of each
// size in its own database and prints how the time grows against the bet count (target: no faster).
// `explain` anywhere in the arguments: the settlement's statements (nested ones too) print their plans with
// EXPLAIN (ANALYZE, BUFFERS, WAL) figures, by auto_explain; the timing then includes its overhead.
// `keep`: the scratch databases are left for a look with psql. Otherwise every step has a deadline and the
// scratch databases are dropped on every way out.
import { sql } from 'drizzle-orm';
import { buildApp, schedulerPorts } from '../packages/server/src/app';
import { loadConfig } from '../packages/server/src/config';
import { adminQuery } from '../packages/server/src/db/admin';
import { connectPostgres, type Database, queryRows } from '../packages/server/src/db/database';
import { roomRulesOfGameType } from '../packages/server/src/modules/catalogue/service';
import { GameScheduler } from '../packages/server/src/modules/rounds/scheduler';
import { outcomeRowsFor, settleRound } from '../packages/server/src/modules/rounds/settlement';
import { createBenchRoom } from './bench-room';
import { BenchFailure, count, onExit, runBench, within } from './deadlines';
import { loadRoundBets } from './round-bets';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database';

// Deadlines, generous for a busy 2-core machine (a million bets took 21 s to set up and 20 s to update
// naively there): only a stuck statement reaches them.
const STEP_MS = 30_000;
const SETTLE_MS = 120_000;
/** A statement over every bet: a minute, plus this much per bet. */
const MS_PER_BET = 0.3;
const overEveryBet = (betCount: number) => 60_000 + betCount * MS_PER_BET;

/**
 * What settlement would cost if every bet row were updated with its outcome and payout: the same
 * outcome table, joined to the round's bets in one UPDATE of every row.
 */
async function settleNaively(
  db: Database,
  roundId: number,
  room: { id: number; gameTypeId: number },
): Promise<number> {
  await db.orm.execute(
    sql`ALTER TABLE bets ADD COLUMN naive_outcome text, ADD COLUMN naive_payout_minor bigint`,
  );
  await db.orm.execute(sql`CREATE INDEX bets_naive_outcome_idx ON bets (round_id, naive_outcome)`);
  const [drawn] = await queryRows<{ a: number; b: number; c: number }>(
    db.orm,
    sql`SELECT digit_a AS a, digit_b AS b, digit_c AS c FROM rounds WHERE id = ${roundId}`,
  );
  if (!drawn) throw new BenchFailure('round not drawn');
  const rooms = await roomRulesOfGameType(db.orm, room.gameTypeId);
  const rows = outcomeRowsFor(
    rooms.filter((each) => each.id === room.id),
    drawn,
  );
  const started = performance.now();
  await db.orm.execute(sql`
    UPDATE bets b
    SET naive_outcome = o.below_kind,
        naive_payout_minor = CASE o.below_kind
          WHEN 'win' THEN b.stake_minor * COALESCE(o.below_odds::bigint, b.odds) / 10000
          WHEN 'refund' THEN b.stake_minor ELSE 0 END
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      AS o(bet_type text, below_kind text, below_odds text)
    WHERE b.round_id = ${roundId} AND b.bet_type = o.bet_type`);
  return (performance.now() - started) / 1000;
}

/**
 * One round of `betCount` bets by `players` in a fresh database, settled; the seconds it took. The database
 * is dropped before the next size is set up, so no size runs beside another's leftovers.
 */
async function settleOneRound(databaseUrl: string, players: number, betCount: number, withNaive: boolean) {
  const scratch = await createScratchDatabase(databaseUrl, `fair28_bench_${process.pid}_${betCount}`, {
    poolSize: 4,
    isKept: flags.has('keep'),
  });
  try {
    return await settleIn(scratch, databaseUrl, players, betCount, withNaive);
  } finally {
    await scratch.drop();
  }
}

async function settleIn(
  { db, name, url }: ScratchDatabase,
  databaseUrl: string,
  players: number,
  betCount: number,
  withNaive: boolean,
) {
  const room = await within(
    'creating the bench room',
    STEP_MS,
    createBenchRoom(db, 60, {
      wrapStraights: true,
      combinationOn1314: 'refund',
      plainOn1314: { aboveStakeMinor: 100_000n, odds: '1.6' },
    }),
  );
  let time = 1_900_000_200_000;
  const now = () => new Date(time);
  // The app on the bench's clock, for what the scheduler takes from it: its beacon (our own, signed here).
  const config = { ...loadConfig(), databaseUrl: url, logLevel: 'silent' as const };
  const app = await within('building the app', STEP_MS, buildApp({ config, db, now, logger: false }));
  const closeApp = onExit('closing the app', () => app.close());
  const scheduler = new GameScheduler({
    db,
    now,
    events: { publish() {} },
    chainLength: 100,
    chainKey: config.game.chainKey,
    ...schedulerPorts(app.ctx),
  });
  // A round opens only in a hash chain listed a full round before it: the first tick lists the chain.
  let round: { id: bigint } | undefined;
  for (let tick = 0; tick < 5 && !round; tick++) {
    await within('opening the first round', STEP_MS, scheduler.tick());
    [round] = await queryRows<{ id: bigint }>(db.orm, sql`SELECT id FROM rounds WHERE status = 'open'`);
    if (!round) time += 60_000;
  }
  if (!round) throw new BenchFailure('the scheduler opened no round in five rounds’ time');
  const roundId = Number(round.id);

  let started = performance.now();
  await within(
    `inserting ${count(players)} players and ${count(betCount)} bets`,
    overEveryBet(betCount),
    insertBets(db, roundId, room.id, players, betCount),
  );
  console.log(
    `setup: ${players} players, ${betCount} bets in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  time += 60_000;
  await within('closing and drawing the round', STEP_MS, scheduler.tick(['close', 'draw']));
  await closeApp();
  const settling = flags.has('explain') ? await explainingConnection(databaseUrl, name, url) : db;
  started = performance.now();
  const report = await within(
    `settling round ${roundId}`,
    SETTLE_MS + betCount * 0.02,
    settleRound(settling, roundId, new Date(time)),
  );
  const seconds = (performance.now() - started) / 1000;
  if (settling !== db) await settling.close();
  if (!report)
    throw new BenchFailure(`round ${roundId} was not there to settle (not drawn, or settled already)`);
  if (report.betCount !== betCount)
    throw new BenchFailure(`settled ${report.betCount} bets, expected ${betCount}`);
  // Each database's hash chain has its own seed, so the sizes draw differently: a sum of 13 or 14 refunds
  // the combination bets, a second transfer for every player.
  const [drawn] = await queryRows<{ sum: number; transfers: bigint }>(
    db.orm,
    sql`SELECT sum, (SELECT count(*) FROM ledger_transfers WHERE kind IN ('win', 'refund')) AS transfers
        FROM rounds WHERE id = ${roundId}`,
  );
  console.log(
    `settled round ${roundId}: ${report.betCount} bets, ${report.playerCount} players, sum ${drawn?.sum}, ${drawn?.transfers} transfers, paid ${report.paidMinor} minor, in ${seconds.toFixed(2)} s`,
  );
  if (!withNaive) return seconds;

  // The naive form on the same data: write each bet's outcome into its own (indexed) row.
  const naiveSeconds = await within(
    'the naive per-bet UPDATE',
    overEveryBet(betCount),
    settleNaively(db, roundId, room),
  );
  console.log(`naive per-bet UPDATE of the same round: ${naiveSeconds.toFixed(2)} s`);
  console.log(`fair28 settlement is ${(naiveSeconds / seconds).toFixed(1)}x faster (target: under 10 s)`);
  return seconds;
}

const FLAGS = ['explain', 'keep'];
const flags = new Set(process.argv.slice(2).filter((arg) => FLAGS.includes(arg)));
const args = process.argv.slice(2).filter((arg) => !FLAGS.includes(arg));

/**
 * A connection to the scratch database on which auto_explain prints the plan of every statement of the
 * settlement (those inside ledger_post too) with its row counts, times, buffers and WAL, as
 * EXPLAIN (ANALYZE, BUFFERS, WAL) would. Statements under 10 ms are left out.
 */
async function explainingConnection(baseUrl: string, name: string, url: string): Promise<Database> {
  const settings = {
    session_preload_libraries: 'auto_explain',
    'auto_explain.log_min_duration': '10ms',
    'auto_explain.log_analyze': 'on',
    'auto_explain.log_buffers': 'on',
    'auto_explain.log_wal': 'on',
    'auto_explain.log_nested_statements': 'on',
    'auto_explain.log_level': 'notice',
    track_io_timing: 'on',
  };
  // Database settings (superuser only) reach a new connection before its first statement.
  for (const [setting, value] of Object.entries(settings))
    await adminQuery(baseUrl, `ALTER DATABASE ${name} SET ${setting} = '${value}'`);
  return connectPostgres(url, {
    poolSize: 1,
    statementTimeoutMs: 0,
    onNotice: (message) => console.log(message),
  });
}

async function main() {
  const { databaseUrl } = loadConfig();
  if (!databaseUrl) throw new BenchFailure('set DATABASE_URL to a PostgreSQL server');
  if (args[0] !== 'scaling') {
    await settleOneRound(databaseUrl, Number(args[0] ?? 10_000), Number(args[1] ?? 1_000_000), true);
    return;
  }
  const sizes = args.slice(1).map(Number);
  const betCounts = sizes.length > 0 ? sizes : [1_000_000, 10_000_000];
  const timings: Array<{ bets: number; seconds: number }> = [];
  for (const bets of betCounts)
    timings.push({ bets, seconds: await settleOneRound(databaseUrl, 10_000, bets, false) });
  const [smallest] = timings;
  if (!smallest) return;
  for (const { bets, seconds } of timings) {
    const growth = seconds / smallest.seconds / (bets / smallest.bets);
    console.log(
      `${count(bets)} bets: ${seconds.toFixed(2)} s, ${((seconds / bets) * 1e6).toFixed(2)} µs per bet; time grew ${growth.toFixed(2)}× as fast as the bets (target <= 1.00)`,
    );
  }
}

/** The players (each with a wallet) and the round's bets, loaded in bulk. */
async function insertBets(db: Database, roundId: number, roomId: number, players: number, betCount: number) {
  await db.orm.execute(sql`
    INSERT INTO users (account, password_hash, invitation_code)
    SELECT 'bench' || i, 'x', 'B' || i FROM generate_series(1, ${players}) i`);
  await db.orm.execute(sql`
    INSERT INTO ledger_accounts (kind, user_id, balance_minor)
    SELECT 'wallet', id, 0 FROM users`);
  await loadRoundBets(db, { id: roundId, roomId }, players, betCount);
}

runBench(main);
