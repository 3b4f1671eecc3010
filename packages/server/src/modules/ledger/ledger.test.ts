import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LedgerAccountKind } from '../../db/schema';
import { AppError } from '../../kernel/app-error';
import { createInviter, startTestApp, type TestApp, uniqueAccount } from '../../test/helper';
import { createUser } from '../accounts/service';
import { audit, transfer, walletBalance } from './service';

let test: TestApp;
const players: number[] = [];

beforeAll(async () => {
  test = await startTestApp();
  await createInviter(test, 'LEDGER');
  for (let i = 0; i < 4; i++) {
    players.push(
      (await createUser(test.db.orm, { account: uniqueAccount('l'), password: 'ledgerPass1' })).id,
    );
  }
});
afterAll(() => test.close());

const credit = (userId: number, amountMinor: bigint, idempotencyKey: string) =>
  test.db.orm.transaction((tx) =>
    transfer(tx, {
      from: { kind: 'deposit_clearing' },
      to: { kind: 'wallet', userId },
      amountMinor,
      kind: 'deposit',
      idempotencyKey,
    }),
  );

describe('ledger', () => {
  it('moves money between two accounts and records both balances after', async () => {
    const [player = 0] = players;
    const before = await walletBalance(test.db.orm, player);
    const row = await credit(player, 1234n, `t-${Math.random()}`);
    expect(row.amountMinor).toBe(1234n);
    expect(row.toBalanceAfter).toBe(before + 1234n);
    expect(await walletBalance(test.db.orm, player)).toBe(before + 1234n);
  });

  it('a retry with the same idempotency key moves nothing, even when sent concurrently', async () => {
    const [, player = 0] = players;
    const before = await walletBalance(test.db.orm, player);
    const key = `retry-${Math.random()}`;
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => credit(player, 500n, key)));
    expect(results.some((r) => r.status === 'fulfilled')).toBe(true);
    await credit(player, 500n, key);
    expect(await walletBalance(test.db.orm, player)).toBe(before + 500n);
  });

  it('refuses to take a player below zero and leaves everything as it was', async () => {
    const [, , player = 0] = players;
    const balance = await walletBalance(test.db.orm, player);
    const overdraw = test.db.orm.transaction((tx) =>
      transfer(tx, {
        from: { kind: 'wallet', userId: player },
        to: { kind: 'house' },
        amountMinor: balance + 1n,
        kind: 'bet',
        idempotencyKey: `overdraw-${Math.random()}`,
      }),
    );
    await expect(overdraw).rejects.toSatisfy(
      (e) => e instanceof AppError && e.codeName === 'InsufficientBalance',
    );
    expect(await walletBalance(test.db.orm, player)).toBe(balance);
    expect((await audit(test.db.orm)).isClean).toBe(true);
  });

  it('the database itself refuses a negative player balance and any edit of a transfer', async () => {
    await expect(
      test.db.orm.execute(sql`UPDATE ledger_accounts SET balance_minor = -1 WHERE kind = 'wallet'`),
    ).rejects.toThrow();
    await expect(test.db.orm.execute(sql`UPDATE ledger_transfers SET amount_minor = 1`)).rejects.toThrow();
    await expect(test.db.orm.execute(sql`DELETE FROM ledger_transfers`)).rejects.toThrow();
  });

  it('the audit notices a balance changed behind the ledger’s back', async () => {
    await test.db.orm.execute(
      sql`UPDATE ledger_accounts SET balance_minor = balance_minor + 1 WHERE kind = 'house'`,
    );
    const report = await audit(test.db.orm);
    expect(report.isClean).toBe(false);
    expect(report.grandTotal).toBe(1n);
    expect(report.mismatched.map((row) => row.kind)).toEqual(['house']);
    await test.db.orm.execute(
      sql`UPDATE ledger_accounts SET balance_minor = balance_minor - 1 WHERE kind = 'house'`,
    );
    expect((await audit(test.db.orm)).isClean).toBe(true);
  });

  it('random concurrent transfers always leave a clean audit and balances equal to a model', async () => {
    type Move = { from: number; to: number; amount: bigint };
    const accounts: Array<{ kind: LedgerAccountKind; userId?: number }> = [
      { kind: 'house' },
      { kind: 'deposit_clearing' },
      ...players.map((userId) => ({ kind: 'wallet' as const, userId })),
    ];
    const move = fc.record({
      from: fc.nat({ max: accounts.length - 1 }),
      to: fc.nat({ max: accounts.length - 1 }),
      amount: fc.bigInt({ min: 1n, max: 50_000n }),
    });
    let round = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(move, { minLength: 1, maxLength: 25 }), async (moves: Move[]) => {
        round += 1;
        const before = await Promise.all(players.map((p) => walletBalance(test.db.orm, p)));
        const attempted = moves.filter((m) => m.from !== m.to);
        const outcomes = await Promise.allSettled(
          attempted.map((m, i) =>
            test.db.orm.transaction((tx) =>
              transfer(tx, {
                from: accounts[m.from] ?? { kind: 'house' },
                to: accounts[m.to] ?? { kind: 'house' },
                amountMinor: m.amount,
                kind: 'deposit',
                idempotencyKey: `prop-${round}-${i}-${Math.random()}`,
              }),
            ),
          ),
        );
        // The model: each player's balance moves by exactly the transfers that committed.
        const expected = [...before];
        outcomes.forEach((outcome, i) => {
          const m = attempted[i];
          if (!m) return;
          if (outcome.status === 'rejected') {
            expect(outcome.reason).toBeInstanceOf(AppError);
            return;
          }
          const fromPlayer = m.from - 2;
          const toPlayer = m.to - 2;
          if (fromPlayer >= 0) expected[fromPlayer] = (expected[fromPlayer] ?? 0n) - m.amount;
          if (toPlayer >= 0) expected[toPlayer] = (expected[toPlayer] ?? 0n) + m.amount;
        });
        const after = await Promise.all(players.map((p) => walletBalance(test.db.orm, p)));
        expect(after).toEqual(expected);
        expect((await audit(test.db.orm)).isClean).toBe(true);
      }),
      { numRuns: 15 },
    );
  });
});
