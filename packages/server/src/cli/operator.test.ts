// `npm run operator` run as the README says, as a child process against a database of its own: it migrates
// an empty database, prints a one-time password once, refuses bad input with a clear message and a non-zero
// exit (changing nothing), and the accounts it makes sign in with their role and must change the password.
import { calls, ErrorCode } from '@fair28/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type Database, queryRows } from '../db/database';
import { createProcessDatabase, type ProcessDatabase } from '../test/database';
import { call, failure, signIn, type TestApp, tableCounts } from '../test/helper';
import { runOperatorCommand } from '../test/processes';

let database: ProcessDatabase;
beforeAll(async () => {
  database = await createProcessDatabase();
});
afterAll(() => database.drop());

const operatorCommand = (...args: string[]) => runOperatorCommand(args, database.env);

/** The one-time password a command printed on its own indented line. */
function printedPassword(stdout: string): string {
  const match = /^ {2}([A-Za-z0-9]{16})$/m.exec(stdout);
  if (!match?.[1]) throw new Error(`no one-time password in:\n${stdout}`);
  return match[1];
}

/**
 * The app on the command's database, for as long as `use` runs: on PGlite only one process may hold the
 * data folder, so the command and the app take turns.
 */
async function withApp<T>(use: (test: TestApp, db: Database) => Promise<T>): Promise<T> {
  const db = await database.open();
  const config = loadConfig({ LOG_LEVEL: 'silent', FAIR28_WEB_DIST: '/nonexistent' });
  const app = await buildApp({ config, db, logger: false });
  try {
    return await use({ app, db, config, close: async () => {} }, db);
  } finally {
    await app.close();
    await db.close();
  }
}

async function userRow(db: Database, account: string) {
  const [row] = await queryRows<{ id: number; role: string; status: string; must_change_password: boolean }>(
    db.orm,
    sql`SELECT id, role, status, must_change_password FROM users WHERE account = ${account}`,
  );
  return row;
}

describe('npm run operator -- create', () => {
  it('migrates an empty database and makes the account, printing its one-time password once', async () => {
    const made = await operatorCommand('create', 'alice_fin', '--role', 'finance');
    expect(made.code).toBe(0);
    expect(made.stdout).toContain('Created the finance account "alice_fin".');
    const password = printedPassword(made.stdout);
    expect(password).toMatch(/[A-Za-z]/);
    expect(password).toMatch(/\d/);

    await withApp(async (test, db) => {
      const migrations = await queryRows<{ name: string }>(db.orm, sql`SELECT name FROM schema_migrations`);
      expect(migrations.map((row) => row.name)).toContain('0007_staff_roles.sql');
      const row = await userRow(db, 'alice_fin');
      expect(row).toMatchObject({ role: 'finance', status: 'active', must_change_password: true });
      // Stored as a scrypt hash, never as printed; and staff hold no ledger account.
      const [stored] = await queryRows<{ password_hash: string; wallets: number }>(
        db.orm,
        sql`SELECT password_hash, (SELECT count(*)::int FROM ledger_accounts WHERE user_id = users.id) AS wallets
            FROM users WHERE account = 'alice_fin'`,
      );
      expect(stored?.password_hash).not.toContain(password);
      expect(Number(stored?.wallets)).toBe(0);
      const log = await signIn(test, { account: 'alice_fin', password });
      expect(await call(test, calls.adminMe, {}, { token: log.token })).toMatchObject({
        role: 'finance',
        mustChangePassword: true,
      });
      const refused = await failure(call(test, calls.adminDepositList, {}, { token: log.token }));
      expect(refused.code).toBe(ErrorCode.PasswordChangeRequired);
      await call(
        test,
        calls.changePassword,
        { oldPassword: password, newPassword: 'aliceOwn2026' },
        { token: log.token },
      );
      const again = await signIn(test, { account: 'alice_fin', password: 'aliceOwn2026' });
      await expect(call(test, calls.adminDepositList, {}, { token: again.token })).resolves.toMatchObject({
        total: 0,
      });
      expect((await userRow(db, 'alice_fin'))?.must_change_password).toBe(false);
      // The audit log shows who made the account: the command line, not an operator.
      const audit = await queryRows<{ operator_id: number | null; action: string; reason: string }>(
        db.orm,
        sql`SELECT operator_id, action, reason FROM operator_actions WHERE target_id = ${row?.id ?? 0}`,
      );
      expect(audit).toEqual([{ operator_id: null, action: 'operator.create', reason: 'role finance' }]);
    });
  }, 120_000);

  it('refuses bad input with a clear message and a non-zero exit, changing nothing', async () => {
    const refusals: Array<[string[], number, string]> = [
      [['create', 'alice_fin', '--role', 'finance'], 1, 'The account "alice_fin" is already taken.'],
      [
        ['create', 'bob_owner', '--role', 'owner'],
        2,
        'Unknown role "owner": use one of admin, finance, support.',
      ],
      [['create', 'bob_owner'], 2, 'Give the new account a role with --role.'],
      [['create', 'b!', '--role', 'admin'], 2, '"b!": Account: 4 to 20 letters, digits or underscores.'],
      [['create', '--role', 'admin'], 2, 'Name the account to create.'],
      [['promote', 'alice_fin'], 2, 'Unknown command "promote".'],
      [[], 2, 'Name a command.'],
      [['reset', 'nobody_here'], 1, 'There is no staff account "nobody_here".'],
      [['disable', 'alice_fin', '--role', 'admin'], 2, '--role is for create only.'],
    ];
    const before = await withApp((_test, db) => tableCounts(db));
    for (const [args, code, message] of refusals) {
      const refused = await operatorCommand(...args);
      expect(refused.code, args.join(' ')).toBe(code);
      expect(refused.stderr, args.join(' ')).toContain(message);
      expect(refused.stdout, args.join(' ')).toBe('');
    }
    expect(await withApp((_test, db) => tableCounts(db))).toEqual(before);
  }, 120_000);
});

describe('npm run operator -- reset and disable', () => {
  it('reset: a new one-time password, the old one and every session void; disable: no sign-in at all', async () => {
    const made = await operatorCommand('create', 'carol_sup', '--role', 'support');
    const first = printedPassword(made.stdout);
    const token = await withApp(
      async (test) => (await signIn(test, { account: 'carol_sup', password: first })).token,
    );

    const reset = await operatorCommand('reset', 'carol_sup');
    expect(reset.code).toBe(0);
    expect(reset.stdout).toContain('Reset "carol_sup": its sessions have ended.');
    const second = printedPassword(reset.stdout);
    expect(second).not.toBe(first);
    await withApp(async (test) => {
      expect((await failure(call(test, calls.userDetails, {}, { token }))).code).toBe(ErrorCode.LoginExpired);
      const old = await failure(signIn(test, { account: 'carol_sup', password: first }));
      expect(old.code).toBe(ErrorCode.WrongCredentials);
      const fresh = await signIn(test, { account: 'carol_sup', password: second });
      expect(await call(test, calls.adminMe, {}, { token: fresh.token })).toMatchObject({
        role: 'support',
        mustChangePassword: true,
      });
    });

    const disabled = await operatorCommand('disable', 'carol_sup');
    expect(disabled.code).toBe(0);
    await withApp(async (test, db) => {
      const refused = await failure(signIn(test, { account: 'carol_sup', password: second }));
      expect(refused).toMatchObject({ code: ErrorCode.AccountDisabled });
      const actions = await queryRows<{ action: string }>(
        db.orm,
        sql`SELECT action FROM operator_actions
            WHERE target_id = (SELECT id FROM users WHERE account = 'carol_sup') ORDER BY id`,
      );
      expect(actions.map((row) => row.action)).toEqual([
        'operator.create',
        'operator.reset',
        'operator.disable',
      ]);
    });
  }, 120_000);

  it('reset and disable touch staff only: a player account is not theirs to change', async () => {
    await withApp(async (_test, db) => {
      await queryRows(
        db.orm,
        sql`INSERT INTO users (account, password_hash, invitation_code) VALUES ('dave_player', 'x', 'DAVE01')`,
      );
    });
    for (const command of ['reset', 'disable']) {
      const refused = await operatorCommand(command, 'dave_player');
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('There is no staff account "dave_player".');
    }
    await withApp(async (_test, db) => {
      expect(await userRow(db, 'dave_player')).toMatchObject({ role: 'player', status: 'active' });
    });
  }, 120_000);
});
