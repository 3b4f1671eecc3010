// A property test over every money flow at once: several players, concurrently, each run random
// sequences of top-ups, withdrawals, operator approvals and rejections, and bets and wins (stood in for
// by plain wallet ↔ house transfers). After every run the books are clean and each player's wallet,
// withdrawal hold and turnover owed equal a model's.
import { calls, ErrorCode, withdrawalFee } from '@fair28/shared';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { AppError } from '../kernel/app-error';
import { CallFailed, call, startTestApp, type TestApp } from '../test/helper';
import {
  balances,
  bankCard,
  type Catalogue,
  expectCleanBooks,
  newOperator,
  newPlayer,
  type Player,
  SECURITY_CODE,
  seedCatalogue,
  turnoverRequired,
  uploadPng,
} from '../test/money';
import { transfer } from './ledger/service';

type Op =
  | { op: 'deposit'; amount: bigint }
  | { op: 'approveDeposit' | 'rejectDeposit' | 'approveWithdrawal' | 'rejectWithdrawal'; pick: number }
  | { op: 'withdraw'; amount: bigint }
  | { op: 'bet' | 'win'; amount: bigint };

type Model = {
  wallet: bigint;
  hold: bigint;
  turnover: bigint;
  pendingDeposits: Array<{ id: number; amount: bigint }>;
  pendingWithdrawals: Array<{ id: number; amount: bigint }>;
};

// Fewer and smaller runs on the embedded database, which runs one statement at a time.
const isPostgres = Boolean(loadConfig().databaseUrl);
const RUNS = isPostgres ? 15 : 5;
const PLAYERS = isPostgres ? 4 : 3;
const FEE_RULE = { feeBasisPoints: 250n, minFeeMinor: 10n };

let test: TestApp;
let catalogue: Catalogue;
let operator: Player;
const players: Array<{ player: Player; imageId: string; model: Model }> = [];

beforeAll(async () => {
  test = await startTestApp({
    FAIR28_WITHDRAWAL_FEE_PERCENT: '2.5',
    FAIR28_WITHDRAWAL_MIN_FEE: '0.10',
    FAIR28_WITHDRAWAL_MIN: '1',
    FAIR28_WITHDRAWAL_MAX: '100000',
    FAIR28_WITHDRAWALS_PER_DAY: '100000',
  });
  catalogue = await seedCatalogue(test);
  operator = await newOperator(test);
  for (let i = 0; i < PLAYERS; i++) {
    const player = await newPlayer(test, { securityCode: SECURITY_CODE });
    await call(test, calls.bankCardBind, bankCard, { token: player.token });
    const imageId = await uploadPng(test, player);
    players.push({
      player,
      imageId,
      model: { wallet: 0n, hold: 0n, turnover: 0n, pendingDeposits: [], pendingWithdrawals: [] },
    });
  }
});
afterAll(() => test.close());

const cents = (min: number, max: number) => fc.bigInt({ min: BigInt(min), max: BigInt(max) });
// Weighted so that withdrawals often get past the turnover owed: bets are frequent and can be large.
const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('deposit' as const), amount: cents(10_000, 200_000) }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constantFrom('approveDeposit', 'rejectDeposit', 'approveWithdrawal', 'rejectWithdrawal'),
      pick: fc.nat(),
    }),
  },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('withdraw' as const), amount: cents(100, 100_000) }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constantFrom('bet', 'win'), amount: cents(1, 200_000) }) },
);

/** What the server answered: success, or the error code of the refusal. */
async function outcome(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 0;
  } catch (error) {
    if (error instanceof CallFailed) return error.envelope.code;
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

const money = (minor: bigint) => (Number(minor) / 100).toFixed(2);
const take = <T>(list: T[], pick: number) => list.splice(pick % list.length, 1)[0];

/** Runs one player's operations in order, checking each outcome against the model as it goes. */
async function runPlayer(entry: (typeof players)[number], ops: Op[], round: number): Promise<void> {
  const { player, model } = entry;
  const asPlayer = { token: player.token };
  const asOperator = { token: operator.token };
  for (const [index, op] of ops.entries()) {
    if (op.op === 'deposit') {
      const record = await call(
        test,
        calls.rechargeAdd,
        { accountId: catalogue.bankAccountId, amount: money(op.amount), imageId: entry.imageId },
        asPlayer,
      );
      model.pendingDeposits.push({ id: record.id, amount: op.amount });
    } else if (op.op === 'approveDeposit' || op.op === 'rejectDeposit') {
      const deposit = model.pendingDeposits.length > 0 ? take(model.pendingDeposits, op.pick) : undefined;
      if (!deposit) continue;
      const decide = op.op === 'approveDeposit' ? calls.adminDepositApprove : calls.adminDepositReject;
      await call(test, decide, { id: deposit.id, reason: 'property test' }, asOperator);
      if (op.op === 'approveDeposit') {
        model.wallet += deposit.amount;
        model.turnover += deposit.amount;
      }
    } else if (op.op === 'withdraw') {
      const expected =
        model.turnover > 0n
          ? ErrorCode.TurnoverRequired
          : op.amount > model.wallet
            ? ErrorCode.InsufficientBalance
            : 0;
      let id = 0;
      const code = await outcome(
        call(
          test,
          calls.withdrawalAdd,
          { amount: money(op.amount), securityCode: SECURITY_CODE, type: 'bank' },
          asPlayer,
        ).then((record) => {
          id = record.id;
          expect(record.fee).toBe(money(withdrawalFee(op.amount, FEE_RULE)));
        }),
      );
      expect(code).toBe(expected);
      if (code === 0) {
        model.wallet -= op.amount;
        model.hold += op.amount;
        model.pendingWithdrawals.push({ id, amount: op.amount });
      }
    } else if (op.op === 'approveWithdrawal' || op.op === 'rejectWithdrawal') {
      const withdrawal =
        model.pendingWithdrawals.length > 0 ? take(model.pendingWithdrawals, op.pick) : undefined;
      if (!withdrawal) continue;
      const decide =
        op.op === 'approveWithdrawal' ? calls.adminWithdrawalApprove : calls.adminWithdrawalReject;
      await call(test, decide, { id: withdrawal.id, reason: 'property test' }, asOperator);
      model.hold -= withdrawal.amount;
      if (op.op === 'rejectWithdrawal') model.wallet += withdrawal.amount;
    } else if (op.op === 'bet' || op.op === 'win') {
      // A bet takes from the wallet and lowers the turnover owed, as the game does; a win pays in.
      const isBet = op.op === 'bet';
      const code = await outcome(
        test.db.orm.transaction(async (tx) => {
          await transfer(tx, {
            from: isBet ? { kind: 'wallet', userId: player.userId } : { kind: 'house' },
            to: isBet ? { kind: 'house' } : { kind: 'wallet', userId: player.userId },
            amountMinor: op.amount,
            kind: isBet ? 'bet' : 'win',
            idempotencyKey: `flow-${round}-${player.userId}-${index}`,
          });
          if (isBet) {
            await tx.execute(
              sql`UPDATE users SET turnover_required_minor = GREATEST(turnover_required_minor - ${op.amount}::bigint, 0) WHERE id = ${player.userId}`,
            );
          }
        }),
      );
      const expected = isBet && op.amount > model.wallet ? ErrorCode.InsufficientBalance : 0;
      expect(code).toBe(expected);
      if (code === 0) {
        model.wallet += isBet ? -op.amount : op.amount;
        if (isBet) model.turnover = model.turnover > op.amount ? model.turnover - op.amount : 0n;
      }
    }
  }
}

describe('money flows', () => {
  it('random concurrent top-ups, withdrawals, reviews, bets and wins keep the books clean and match a model', async () => {
    let round = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(opArbitrary, { maxLength: 10 }), { minLength: PLAYERS, maxLength: PLAYERS }),
        async (plans) => {
          round += 1;
          await Promise.all(players.map((entry, i) => runPlayer(entry, plans[i] ?? [], round)));
          for (const { player, model } of players) {
            expect(await balances(test, player.userId)).toEqual({ wallet: model.wallet, hold: model.hold });
            expect(await turnoverRequired(test, player.userId)).toBe(model.turnover);
          }
          await expectCleanBooks(test);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
