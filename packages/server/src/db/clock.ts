// The server's clock is the database's: every node reads the same time, and a node whose own wall clock
// jumps (an NTP step, a wrong setting) opens, closes and draws no round early and dates nothing wrongly.
// The database's time is read at start and every RESYNC_MS, and carried forward between reads on the
// process's monotonic clock, which a wall-clock jump does not move.
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from './database';

const RESYNC_MS = 30_000;

export type DatabaseClock = { now: () => Date; stop(): void };

type Anchor = { databaseMs: number; monotonicMs: number };

async function readAnchor(db: Database): Promise<Anchor> {
  const before = performance.now();
  const [row] = await queryRows<{ ms: number }>(
    db.orm,
    sql`SELECT (extract(epoch FROM clock_timestamp()) * 1000)::float8 AS ms`,
  );
  const after = performance.now();
  if (!row) throw new Error('the database did not say what time it is');
  // The reading was taken somewhere in the round trip: its middle is the best guess.
  return { databaseMs: Number(row.ms), monotonicMs: (before + after) / 2 };
}

export async function databaseClock(db: Database, onError: (error: unknown) => void): Promise<DatabaseClock> {
  let anchor = await readAnchor(db);
  const timer = setInterval(() => {
    readAnchor(db).then((next) => {
      anchor = next;
    }, onError);
  }, RESYNC_MS);
  timer.unref();
  return {
    now: () => new Date(Math.round(anchor.databaseMs + (performance.now() - anchor.monotonicMs))),
    stop: () => clearInterval(timer),
  };
}
