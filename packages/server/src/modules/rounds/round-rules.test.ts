// "Does this round take bets now?" is answered in TypeScript for rounds in memory and in SQL
// (round_takes_bets) by the database's own paths: both must give the same answer everywhere.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../../db/database';
import { createTestDatabase } from '../../test/database';
import type { RoundStatus } from './queries';
import { isTakingBets, phaseAt } from './round-rules';

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const STATUSES: RoundStatus[] = ['scheduled', 'open', 'closed', 'drawn', 'settled'];
const OPENS = Date.UTC(2030, 0, 1, 12, 0, 0);
const CLOSES = OPENS + 50_000;
// Before, at and around both boundaries, to the millisecond.
const INSTANTS = [
  OPENS - 60_000,
  OPENS - 1,
  OPENS,
  OPENS + 1,
  CLOSES - 1,
  CLOSES,
  CLOSES + 1,
  CLOSES + 60_000,
];

describe('when a round takes bets', () => {
  it('the TypeScript rule and the SQL function agree on every status and instant', async () => {
    const cases = STATUSES.flatMap((status) => INSTANTS.map((at) => ({ status, at })));
    const rows = await queryRows<{ i: number; takes: boolean }>(
      db.orm,
      sql`SELECT (c->>'i')::int AS i,
                 round_takes_bets(c->>'status', ${new Date(OPENS).toISOString()}::timestamptz,
                                  ${new Date(CLOSES).toISOString()}::timestamptz, (c->>'at')::timestamptz) AS takes
          FROM jsonb_array_elements(${JSON.stringify(
            cases.map((c, i) => ({ i, status: c.status, at: new Date(c.at).toISOString() })),
          )}::jsonb) c`,
    );
    expect(rows).toHaveLength(cases.length);
    for (const row of rows) {
      const { status, at } = cases[row.i] ?? { status: 'open', at: 0 };
      const round = { status, opensAt: new Date(OPENS), closesAt: new Date(CLOSES) };
      expect({ status, at, takes: isTakingBets(round, new Date(at)) }).toEqual({
        status,
        at,
        takes: row.takes,
      });
    }
    // Scheduled or open, from the opening instant up to (not at) the close: 2 statuses × 3 instants.
    expect(rows.filter((row) => row.takes)).toHaveLength(2 * 3);
  });

  it('shows a round past its close as closed before the scheduler marks it', () => {
    const round = { status: 'open' as const, opensAt: new Date(OPENS), closesAt: new Date(CLOSES) };
    expect(phaseAt(round, new Date(OPENS - 1))).toBe('scheduled');
    expect(phaseAt(round, new Date(OPENS))).toBe('open');
    expect(phaseAt(round, new Date(CLOSES))).toBe('closed');
    expect(phaseAt({ ...round, status: 'drawn' }, new Date(OPENS))).toBe('drawn');
  });
});
