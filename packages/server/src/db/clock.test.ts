// The server's clock follows the database's, not the process's wall clock.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../test/database';
import { databaseClock } from './clock';
import { type Database, queryRows } from './database';

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.close();
});
afterEach(() => {
  vi.useRealTimers();
});

async function databaseNow(): Promise<number> {
  const [row] = await queryRows<{ ms: number }>(
    db.orm,
    sql`SELECT (extract(epoch FROM clock_timestamp()) * 1000)::float8 AS ms`,
  );
  return Number(row?.ms);
}

describe('the database clock', () => {
  it('tells the database’s time, and a jump of this process’s wall clock does not move it', async () => {
    const clock = await databaseClock(db, (error) => {
      throw error;
    });
    try {
      expect(Math.abs(clock.now().getTime() - (await databaseNow()))).toBeLessThan(1_000);
      // The wall clock jumps an hour ahead, as a bad NTP step would.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 3_600_000);
      const told = clock.now().getTime();
      vi.useRealTimers();
      expect(Math.abs(told - (await databaseNow()))).toBeLessThan(1_000);
    } finally {
      clock.stop();
    }
  });
});
