// Risk flags from the data, as an operator would check them: players who signed in from one address (and
// with one browser there), a player betting both sides of Big/Small or Odd/Even round after round, and a
// burst of top-ups; the list filters by kind and player, the flags show on the profile and beside the
// deposit review rows, and a player token is refused.
import { calls, ErrorCode } from '@fair28/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, newSessionToken } from '../../infra/secrets';
import {
  createTestGame,
  fundedPlayer,
  placeTestBet,
  type TestGame,
  type TestPlayer,
  testClock,
  testScheduler,
} from '../../test/game';
import { call, sendForm, startTestApp, type TestApp } from '../../test/helper';
import {
  type Catalogue,
  fund,
  newOperator,
  newPlayer,
  type Player,
  seedCatalogue,
  uploadPng,
} from '../../test/money';
import { insertSession } from '../accounts/queries';

// Near the real time: sessions and requests are stamped by the database, flags read the last days, and
// the token field carries the real time (the hedging test, which moves the clock on, comes after).
const clock = testClock(Date.now());
let test: TestApp;
let admin: Player;
let catalogue: Catalogue;
let game: TestGame;

beforeAll(async () => {
  test = await startTestApp(
    { FAIR28_RISK_HEDGE_ROUNDS: '2', FAIR28_RISK_BURST_COUNT: '3', FAIR28_RISK_BURST_MINUTES: '10' },
    { now: clock.now },
  );
  admin = await newOperator(test, 'support');
  catalogue = await seedCatalogue(test);
  game = await createTestGame(test.db, { roundSeconds: 60, closeBeforeDrawSeconds: 10, runningAt: clock });
});
afterAll(() => test.close());

const as = (who: { token: string }) => ({ token: who.token, bearer: true });

async function signedIn(userId: number, ip: string, userAgent: string) {
  await insertSession(test.db.orm, {
    userId,
    tokenHash: hashToken(newSessionToken()),
    expiresAt: new Date(clock.time + 86_400_000),
    ip,
    userAgent,
  });
}

async function flagsOf(account: string) {
  const { list } = await call(test, calls.adminRiskFlagList, { account, pageSize: 100 }, as(admin));
  return list.map((flag) => [flag.kind, flag.count, flag.relatedAccounts]);
}

describe('risk flags', () => {
  it('find players sharing an address, and the same browser on it', async () => {
    const [first, second, third, alone] = [
      await newPlayer(test),
      await newPlayer(test),
      await newPlayer(test),
      await newPlayer(test),
    ];
    const phone = 'Mozilla/5.0 (Linux; Android 14; SM-A546B) Chrome/124';
    await signedIn(first.userId, '203.0.113.7', phone);
    await signedIn(second.userId, '203.0.113.7', phone);
    await signedIn(third.userId, '203.0.113.7', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4) Safari/604');
    await signedIn(alone.userId, '198.51.100.20', phone);
    expect(await flagsOf(first.account)).toEqual([
      ['sharedAddress', 1, [second.account, third.account].sort()],
      ['sharedDevice', 1, [second.account]],
    ]);
    expect(await flagsOf(third.account)).toEqual([
      ['sharedAddress', 1, [first.account, second.account].sort()],
    ]);
    expect(await flagsOf(alone.account)).toEqual([]);
    const { list } = await call(
      test,
      calls.adminRiskFlagList,
      { kind: 'sharedDevice', pageSize: 100 },
      { ...as(admin), lang: 'zh' },
    );
    expect(list.map((flag) => flag.account).sort()).toEqual([first.account, second.account].sort());
    expect(list[0]).toMatchObject({
      title: '共用设备',
      detail: '与其他玩家在同一地址使用同一浏览器，共 1 次',
    });
  });

  it('find a burst of deposits and withdrawals, and show it beside the review rows', async () => {
    const busy = await newPlayer(test);
    const calm = await newPlayer(test);
    await fund(test, busy.userId, 1_000n);
    const topUp = async (player: Player) =>
      call(
        test,
        calls.rechargeAdd,
        { accountId: catalogue.bankAccountId, amount: '100', imageId: await uploadPng(test, player) },
        { token: player.token, bearer: true },
      );
    for (let n = 0; n < 3; n += 1) await topUp(busy);
    for (let n = 0; n < 2; n += 1) await topUp(calm);
    expect((await flagsOf(busy.account)).map(([kind, count]) => [kind, count])).toEqual([['moneyBurst', 3]]);
    expect(await flagsOf(calm.account)).toEqual([]);
    const rows = await call(test, calls.adminDepositList, { status: 'pending', pageSize: 100 }, as(admin));
    const flagsByAccount = new Map(rows.list.map((row) => [row.account, row.riskFlags]));
    expect(flagsByAccount.get(busy.account)).toEqual(['moneyBurst']);
    expect(flagsByAccount.get(calm.account)).toEqual([]);
  });

  it('find hedged betting from the set number of rounds on', async () => {
    const scheduler = testScheduler(test, clock);
    const hedger = await fundedPlayer(test, 100_000n);
    const honest = await fundedPlayer(test, 100_000n);
    const bet = (who: TestPlayer, items: Array<[string, string]>) =>
      placeTestBet(test, who, game.roomId, items);
    for (let round = 0; round < 2; round += 1) {
      clock.set(clock.time - (clock.time % 60_000) + 60_000);
      await scheduler.tick();
      await bet(hedger, [
        ['big', '100'],
        ['small', '80'],
        ['odd', '30'],
        ['even', '30'],
      ]);
      await bet(honest, [['big', '100']]);
    }
    const account = await call(test, calls.adminPlayerProfile, { userId: hedger.userId }, as(admin));
    expect(account.flags.map((flag) => [flag.kind, flag.count, flag.detail])).toEqual([
      [
        'hedgedBetting',
        2,
        'Bet both Big and Small, or Odd and Even, in 2 round(s): ¥220.00 covered on both sides',
      ],
    ]);
    expect(account.player.riskFlags).toEqual(['hedgedBetting']);
    const other = await call(test, calls.adminPlayerProfile, { userId: honest.userId }, as(admin));
    expect(other.flags).toEqual([]);
  });

  it('are refused to a player token', async () => {
    const player = await newPlayer(test);
    expect((await sendForm(test, calls.adminRiskFlagList.path, {}, as(player))).code).toBe(
      ErrorCode.Forbidden,
    );
  });
});
