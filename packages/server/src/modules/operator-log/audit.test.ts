// The audit log: append-only in the database itself, every operator action with who, from where, what it
// was before and after, and why; searched by operator, action, target and days.
import { calls, ErrorCode } from '@fair28/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { call, failure, sendForm, startTestApp, type TestApp } from '../../test/helper';
import { newOperator, newPlayer, type Player, requestKey } from '../../test/money';

let test: TestApp;
let admin: Player;
let finance: Player;
let support: Player;
let player: Player;

beforeAll(async () => {
  test = await startTestApp();
  admin = await newOperator(test, 'admin');
  finance = await newOperator(test, 'finance');
  support = await newOperator(test, 'support');
  player = await newPlayer(test);
});
afterAll(() => test.close());

const search = (fields: Record<string, unknown>, who: Player = admin) =>
  call(test, calls.adminAuditList, { pageSize: 100, ...fields }, { token: who.token });

async function adjust(operator: Player, amount: string, ip: string) {
  return call(
    test,
    calls.adminAdjustmentAdd,
    {
      userId: player.userId,
      direction: 'credit',
      amount,
      reason: `goodwill ${amount}`,
      idempotencyKey: requestKey(),
    },
    { token: operator.token, ip },
  );
}

describe('the audit log in the database', () => {
  it('refuses to edit, delete or empty a row, even for the server itself', async () => {
    await adjust(finance, '1.00', '10.0.0.1');
    const [row] = await queryRows<{ id: number; reason: string }>(
      test.db.orm,
      sql`SELECT id, reason FROM operator_actions ORDER BY id DESC LIMIT 1`,
    );
    if (!row) throw new Error('no audit row');
    for (const statement of [
      sql`UPDATE operator_actions SET reason = 'nothing happened' WHERE id = ${row.id}`,
      sql`DELETE FROM operator_actions WHERE id = ${row.id}`,
      sql`TRUNCATE operator_actions`,
    ]) {
      const refusal = await test.db.orm.execute(statement).then(
        () => undefined,
        (error: Error) => error,
      );
      // The driver wraps the database's error: its message is the trigger's.
      expect(String((refusal?.cause as Error | undefined)?.message ?? refusal?.message)).toMatch(
        'the operator audit log is append-only',
      );
    }
    const [after] = await queryRows<{ reason: string }>(
      test.db.orm,
      sql`SELECT reason FROM operator_actions WHERE id = ${row.id}`,
    );
    expect(after?.reason).toBe(row.reason);
  });
});

describe('every operator action', () => {
  it('records the operator, the address the call came from, the reason and the time', async () => {
    const started = Date.now();
    const adjustment = await adjust(finance, '2.50', '10.20.30.40');
    const { list } = await search({ action: 'adjustment.apply', targetId: adjustment.id });
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      operatorId: finance.userId,
      operator: finance.account,
      targetType: 'adjustment',
      reason: 'goodwill 2.50',
      ip: '10.20.30.40',
    });
    expect(Date.parse(list[0]?.createTime ?? '')).toBeGreaterThanOrEqual(started - 1000);
  });
});

describe('searching it', () => {
  it('by operator (any case), by action or a prefix of actions, by target', async () => {
    const mine = await adjust(admin, '3.00', '10.0.0.3');
    await adjust(finance, '4.00', '10.0.0.4');
    const byAdmin = await search({ operator: admin.account.toUpperCase() });
    expect(byAdmin.list.length).toBeGreaterThan(0);
    expect(byAdmin.list.every((entry) => entry.operator === admin.account)).toBe(true);
    expect(byAdmin.list.some((entry) => entry.targetId === mine.id)).toBe(true);

    const prefix = await search({ action: 'adjustment.' });
    expect(prefix.total).toBeGreaterThanOrEqual(3);
    expect(prefix.list.every((entry) => entry.action.startsWith('adjustment.'))).toBe(true);
    const target = await search({ targetType: 'adjustment', targetId: mine.id });
    expect(target.list.map((entry) => entry.targetId)).toEqual([mine.id]);
    expect((await search({ action: 'adjustment.%' })).total).toBe(0);
  });

  it("by days in the server's time zone, both ends included; newest first, paged", async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: test.config.timeZone }).format(new Date());
    const all = await search({});
    expect((await search({ from: today, to: today })).total).toBe(all.total);
    expect((await search({ to: '2020-01-01' })).total).toBe(0);
    expect((await search({ from: '2999-01-01' })).total).toBe(0);
    const ids = all.list.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await search({ pageNo: 2, pageSize: 1 });
    expect(second.list[0]?.id).toBe(ids[1]);
    const oldest = await search({ order: 'oldest' });
    expect(oldest.list.map((entry) => entry.id)).toEqual([...ids].reverse());
  });

  it('ignores blank filters, as a form sends them, and refuses a bad day in the form language', async () => {
    const blank = await sendForm(
      test,
      calls.adminAuditList.path,
      { action: '', operator: '', targetType: '', targetId: '', from: '', to: '' },
      { token: admin.token },
    );
    expect(blank.code).toBe(0);
    const bad = await failure(search({ from: '2024-13-40' }));
    expect(bad).toMatchObject({ code: ErrorCode.InvalidInput, message: 'Invalid date' });
  });

  it('is open to finance and admin, not to support or players', async () => {
    await expect(search({}, finance)).resolves.toMatchObject({ pageNo: 1 });
    for (const who of [support, player]) {
      expect((await failure(search({}, who))).code).toBe(ErrorCode.Forbidden);
    }
  });
});
