// Every path that moves money, at once, on the same players, over HTTP: deposit approvals and rejections,
// withdrawal requests, payouts and rejections, bets, cancels, and a round's settlement paying them. However
// their locks interleave, each call answers success or a business refusal (a deadlock or serialization
// failure never reaches a client), the books stay clean, and every wallet and hold ends where the answers
// say the money went.
import { calls, ErrorCode } from '@fair28/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { queryRows } from '../db/database';
import {
  createTestGame,
  fundedPlayer,
  newBetKey,
  sessionToken,
  TEST_PLAYER_PASSWORD,
  type TestGame,
  testClock,
  testScheduler,
} from '../test/game';
import {
  CallFailed,
  call,
  type SendOptions,
  startTestApp,
  type TestApp,
  uniqueAccount,
} from '../test/helper';
import { pngImage } from '../test/images';
import {
  balances,
  bankCard,
  type Catalogue,
  expectCleanBooks,
  requestKey,
  SECURITY_CODE,
  seedCatalogue,
} from '../test/money';
import { createUser } from './accounts/service';

// PGlite runs one statement at a time, so there the calls only interleave between statements.
const isPostgres = Boolean(loadConfig().databaseUrl);
const PLAYERS = isPostgres ? 4 : 2;

const clock = testClock();
let test: TestApp;
let game: TestGame;
let catalogue: Catalogue;
let operator: SendOptions;

beforeAll(async () => {
  test = await startTestApp(
    {
      FAIR28_WITHDRAWAL_FEE_PERCENT: '2.5',
      FAIR28_WITHDRAWAL_MIN_FEE: '0.10',
      FAIR28_WITHDRAWAL_MIN: '1',
      FAIR28_WITHDRAWAL_MAX: '100000',
      FAIR28_WITHDRAWALS_PER_DAY: '100000',
    },
    { now: clock.now },
  );
  catalogue = await seedCatalogue(test);
  game = await createTestGame(test.db, { runningAt: clock, roundSeconds: 600, closeBeforeDrawSeconds: 60 });
  const staff = await createUser(test.db.orm, {
    account: uniqueAccount('op'),
    password: 'operatorPass1',
    role: 'admin',
  });
  // Bearer tokens throughout: the timestamped token field would be stale on the moved clock.
  operator = { token: await sessionToken(test, staff.id), bearer: true };
});
afterAll(() => test.close());

type Participant = {
  userId: number;
  as: SendOptions;
  imageId: string;
  /** Round-2 bets placed beforehand, cancelled during the rush. */
  betsToCancel: number[];
  pendingDeposits: Array<{ id: number; amount: bigint }>;
  pendingWithdrawals: Array<{ id: number; amount: bigint }>;
};

const money = (minor: bigint) => (Number(minor) / 100).toFixed(2);
const minor = (text: string) => BigInt(text.replace('.', ''));

async function participant(): Promise<Participant> {
  const player = await fundedPlayer(test, 2_000_000n);
  const as = { token: player.token, bearer: true };
  await call(
    test,
    calls.changeSecurityCode,
    { oldPassword: TEST_PLAYER_PASSWORD, newPassword: SECURITY_CODE },
    as,
  );
  await call(test, calls.bankCardBind, bankCard, as);
  const image = await call(test, calls.uploadImage, { image: pngImage(8, 8).toString('base64') }, as);
  return {
    userId: player.userId,
    as,
    imageId: image.id,
    betsToCancel: [],
    pendingDeposits: [],
    pendingWithdrawals: [],
  };
}

const bet = (who: Participant, betType: string, amount: string) =>
  call(
    test,
    calls.placeBet,
    { roomId: game.roomId, items: JSON.stringify([{ betType, amount }]), idempotencyKey: newBetKey() },
    who.as,
  );

const requestWithdrawal = (who: Participant, amount: bigint) =>
  call(
    test,
    calls.withdrawalAdd,
    { amount: money(amount), securityCode: SECURITY_CODE, type: 'bank', requestKey: requestKey() },
    who.as,
  );

/** What a call did to a player's wallet and hold, or the error it was refused with. */
type Effect = { call: string; userId: number; code: number; wallet: bigint; hold: bigint };

type Moved = { wallet?: bigint; hold?: bigint };

/** A call of the rush: when it succeeds it moved what `run` answers; a refusal moved nothing. */
const rushCall = (who: Participant, call: string, run: () => Promise<Moved>) => async (): Promise<Effect> => {
  try {
    const moved = await run();
    return { call, userId: who.userId, code: 0, wallet: moved.wallet ?? 0n, hold: moved.hold ?? 0n };
  } catch (error) {
    // Anything but an envelope (a thrown driver error, say) fails the test here.
    if (!(error instanceof CallFailed)) throw error;
    return { call, userId: who.userId, code: error.envelope.code, wallet: 0n, hold: 0n };
  }
};

/** The calls of one player in the rush, each with what it moves when it succeeds. */
function rushOf(who: Participant): Array<() => Promise<Effect>> {
  const [rejectedDeposit, ...approvedDeposits] = who.pendingDeposits;
  const [rejectedWithdrawal, ...paidWithdrawals] = who.pendingWithdrawals;
  if (!rejectedDeposit || !rejectedWithdrawal) throw new Error('nothing pending to review');
  return [
    ...approvedDeposits.map((deposit) =>
      rushCall(who, 'deposit approval', async () => {
        await call(test, calls.adminDepositApprove, { id: deposit.id, reason: 'rush' }, operator);
        return { wallet: deposit.amount };
      }),
    ),
    rushCall(who, 'deposit rejection', async () => {
      await call(test, calls.adminDepositReject, { id: rejectedDeposit.id, reason: 'rush' }, operator);
      return {};
    }),
    ...paidWithdrawals.map((withdrawal) =>
      rushCall(who, 'withdrawal payout', async () => {
        await call(test, calls.adminWithdrawalApprove, { id: withdrawal.id, reason: 'rush' }, operator);
        return { hold: -withdrawal.amount };
      }),
    ),
    rushCall(who, 'withdrawal rejection', async () => {
      await call(test, calls.adminWithdrawalReject, { id: rejectedWithdrawal.id, reason: 'rush' }, operator);
      return { wallet: rejectedWithdrawal.amount, hold: -rejectedWithdrawal.amount };
    }),
    ...[20_000n, 30_000n, 40_000n].map((amount) =>
      rushCall(who, 'withdrawal request', async () => {
        await requestWithdrawal(who, amount);
        return { wallet: -amount, hold: amount };
      }),
    ),
    ...['odd', 'even', 'big', 'small'].map((betType) =>
      rushCall(who, 'bet', async () => {
        const answer = await bet(who, betType, '10.00');
        return { wallet: -minor(answer.total) };
      }),
    ),
    ...who.betsToCancel.map((betId) =>
      rushCall(who, 'cancel', async () => {
        const answer = await call(
          test,
          calls.cancelBet,
          { roomId: game.roomId, betIds: String(betId) },
          who.as,
        );
        return { wallet: minor(answer.refunded) };
      }),
    ),
  ];
}

/** The calls of all players dealt out in turn, so each player's kinds of call overlap everyone's. */
function interleave<T>(lists: T[][]): T[] {
  const longest = Math.max(...lists.map((list) => list.length));
  return Array.from({ length: longest }, (_, i) => lists.flatMap((list) => list.slice(i, i + 1))).flat();
}

describe('money paths at once', () => {
  it('deposits, withdrawals, reviews, bets, cancels and a settlement on the same players: only successes and business refusals, clean books, every balance as answered', async () => {
    clock.set(1_900_000_200_000);
    const scheduler = testScheduler(test, clock);
    await scheduler.tick();
    const players: Participant[] = [];
    for (let i = 0; i < PLAYERS; i++) players.push(await participant());

    // Round 1: bets on both sides, so its settlement pays every player; drawn, not yet settled.
    for (const who of players) {
      await bet(who, 'big', '100.00');
      await bet(who, 'small', '100.00');
      await bet(who, 'sum_13', '20.00');
    }
    clock.advance(600_000);
    expect(await scheduler.tick(['create', 'open', 'close', 'draw'])).toMatchObject({ drawn: 1, opened: 1 });
    const [drawn] = await queryRows<{ id: bigint }>(
      test.db.orm,
      sql`SELECT id FROM rounds WHERE game_type_id = ${game.gameTypeId} AND status = 'drawn'`,
    );
    // Round 2, now open: bets to cancel in the rush; deposits and withdrawals waiting for review.
    for (const who of players) {
      for (const amount of ['15.00', '25.00']) {
        const [placed] = (await bet(who, 'odd', amount)).bets;
        if (placed) who.betsToCancel.push(placed.betId);
      }
      for (const amount of [50_000n, 60_000n, 70_000n, 80_000n]) {
        const record = await call(
          test,
          calls.rechargeAdd,
          { accountId: catalogue.bankAccountId, amount: money(amount), imageId: who.imageId },
          who.as,
        );
        who.pendingDeposits.push({ id: record.id, amount });
      }
      for (const amount of [10_000n, 11_000n, 12_000n]) {
        const record = await requestWithdrawal(who, amount);
        who.pendingWithdrawals.push({ id: record.id, amount });
      }
    }
    const before = new Map(
      await Promise.all(players.map(async (who) => [who.userId, await balances(test, who.userId)] as const)),
    );

    const rush = interleave(players.map(rushOf));
    const [effects, settlement] = await Promise.all([
      Promise.all(rush.map((run) => run())),
      scheduler.tick(['settle']),
    ]);

    expect(rush.length).toBeGreaterThanOrEqual(PLAYERS * 15);
    expect(settlement.settled).toBe(1);
    // A deposit approved first leaves turnover owed, which refuses a later withdrawal request: a business
    // answer. Nothing else may fail.
    const isExpected = (result: Effect) =>
      result.code === 0 ||
      (result.call === 'withdrawal request' && result.code === ErrorCode.TurnoverRequired);
    expect(
      effects.filter((result) => !isExpected(result)).map((result) => `${result.call}: ${result.code}`),
    ).toEqual([]);
    const payouts = await queryRows<{ user_id: bigint; paid: bigint }>(
      test.db.orm,
      sql`SELECT user_id, sum(payout_minor + refund_minor)::bigint AS paid
          FROM round_player_results WHERE round_id = ${drawn?.id} GROUP BY user_id`,
    );
    for (const who of players) {
      const start = before.get(who.userId) ?? { wallet: 0n, hold: 0n };
      const own = effects.filter((result) => result.userId === who.userId);
      const paid = BigInt(payouts.find((row) => Number(row.user_id) === who.userId)?.paid ?? 0);
      expect(paid).toBeGreaterThan(0n);
      expect(await balances(test, who.userId)).toEqual({
        wallet: own.reduce((sum, result) => sum + result.wallet, start.wallet + paid),
        hold: own.reduce((sum, result) => sum + result.hold, start.hold),
      });
    }
    await expectCleanBooks(test);
  });
});
