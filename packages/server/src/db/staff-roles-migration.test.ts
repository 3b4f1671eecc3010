// Migration 0007 on a database an older release left: its operators become admins, players stay players,
// the old role is refused from then on, and the adjustments account exists once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProcessDatabase, type ProcessDatabase } from '../test/database';
import { type Database, queryRows } from './database';
import { migrate } from './migrate';

let database: ProcessDatabase;
let db: Database;
beforeAll(async () => {
  database = await createProcessDatabase();
  db = await database.open();
});
afterAll(async () => {
  await db.close();
  await database.drop();
});

describe('migration 0007_staff_roles', () => {
  it('makes the operators of an older database admins and leaves everyone else as they were', async () => {
    await migrate(db, { through: '0005_round_takes_bets.sql' });
    await queryRows(
      db.orm,
      sql`INSERT INTO users (account, password_hash, role, invitation_code)
          VALUES ('old_operator', 'x', 'operator', 'OLDOP1'), ('old_player', 'x', 'player', 'OLDPL1'),
                 ('old_agent', 'x', 'agent', 'OLDAG1')`,
    );
    const applied = (await migrate(db)).migrations;
    expect(applied).toContain('0007_staff_roles.sql');

    const users = await queryRows<{ account: string; role: string; must_change_password: boolean }>(
      db.orm,
      sql`SELECT account, role, must_change_password FROM users ORDER BY account`,
    );
    expect(users).toEqual([
      { account: 'old_agent', role: 'agent', must_change_password: false },
      { account: 'old_operator', role: 'admin', must_change_password: false },
      { account: 'old_player', role: 'player', must_change_password: false },
    ]);
    await expect(
      queryRows(db.orm, sql`UPDATE users SET role = 'operator' WHERE account = 'old_player'`),
    ).rejects.toThrow();
    const [adjustments] = await queryRows<{ count: number }>(
      db.orm,
      sql`SELECT count(*)::int AS count FROM ledger_accounts WHERE kind = 'adjustments' AND user_id IS NULL`,
    );
    expect(Number(adjustments?.count)).toBe(1);
  });
});
