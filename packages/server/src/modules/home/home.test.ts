// The home screen in one call and the share page, over the wire, with real data: rounds played and settled
// by the scheduler, payouts from the ledger (names masked), banners and notices an operator wrote, a top-up
// an operator approved, players registered with an invitation code.
import { calls, ErrorCode } from '@fair28/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGame, newBetKey, type TestGame, testClock, testScheduler } from '../../test/game';
import {
  call,
  createInviter,
  sendForm,
  signIn,
  startTestApp,
  type TestApp,
  uniqueAccount,
} from '../../test/helper';
import { pngImage } from '../../test/images';
import { fund, newOperator, newPlayer, type Player, seedCatalogue } from '../../test/money';

const clock = testClock();
const ROUNDS = 4;
let test: TestApp;
let game: TestGame;
let big: Player;
let small: Player;
let hedger: Player;

beforeAll(async () => {
  test = await startTestApp(
    { FAIR28_TIME_ZONE: 'UTC', FAIR28_LINES: 'https://play.fair28.example' },
    { now: clock.now },
  );
  game = await createTestGame(test.db, { runningAt: clock, roundSeconds: 60, closeBeforeDrawSeconds: 10 });
  [big, small, hedger] = await Promise.all([newPlayer(test), newPlayer(test), newPlayer(test)]);
  // Names are shown masked (first two, ***, last one): the hedger's ends in a letter no other account here
  // ends in, so the board's names can be told apart from theirs.
  const hedgerAccount = `${hedger.account.slice(0, 19)}h`;
  await test.db.orm.execute(sql`UPDATE users SET account = ${hedgerAccount} WHERE id = ${hedger.userId}`);
  hedger = { ...hedger, account: hedgerAccount };
  await Promise.all([big, small, hedger].map((player) => fund(test, player.userId, 100_000n)));
  const scheduler = testScheduler(test, clock);
  // Every round one of the two wins: one bets Big, the other Small. The hedger bets both, so is paid
  // 19.80 every round for a stake of 20: a loss of 0.20, never a win.
  for (let round = 0; round < ROUNDS; round++) {
    await scheduler.tick();
    for (const [player, betTypes] of [
      [big, ['big']],
      [small, ['small']],
      [hedger, ['big', 'small']],
    ] as const) {
      await call(
        test,
        calls.placeBet,
        {
          roomId: game.roomId,
          items: JSON.stringify(betTypes.map((betType) => ({ betType, amount: '10' }))),
          idempotencyKey: newBetKey(),
        },
        { token: player.token, bearer: true },
      );
    }
    clock.advance(60_000);
  }
  await scheduler.tick();
});
afterAll(() => test.close());

describe('the home page', () => {
  it('serves banners, notices, live game cards, volume, real wins and the first top-up nudge in one call', async () => {
    const support = await newOperator(test, 'support');
    const banner = await call(
      test,
      calls.adminContentSave,
      { kind: 'banner', titleZh: '欢迎', titleEn: 'Welcome', isEnabled: '1' },
      { token: support.token, bearer: true },
    );
    const notice = await call(
      test,
      calls.adminContentSave,
      { kind: 'notice', titleZh: '公告', titleEn: 'Notice', summaryEn: 'Ticker line', isEnabled: '1' },
      { token: support.token, bearer: true },
    );
    const home = await call(test, calls.homePage, {}, { token: big.token, bearer: true });
    expect(home.serverTime).toBe(clock.time);
    expect(home.banners.map((row) => row.id)).toEqual([banner.id]);
    expect(home.notices).toEqual([expect.objectContaining({ id: notice.id, summary: 'Ticker line' })]);

    const card = home.games.find((row) => row.gameTypeId === game.gameTypeId);
    expect(card).toMatchObject({ roomInfoId: game.roomId, roundSeconds: 60 });
    expect(card?.current).toMatchObject({ status: 'open', drawsAt: clock.time + 60_000 });
    const trend = await call(
      test,
      calls.trend,
      { gameTypeId: game.gameTypeId, limit: 1 },
      { token: big.token, bearer: true },
    );
    expect(card?.lastResult).toMatchObject({
      roundId: trend.list[0]?.roundId,
      gameResult: trend.list[0]?.sum,
    });

    const volume = await call(test, calls.tradingVolume, {}, { token: big.token, bearer: true });
    expect(home.tradingVolume).toEqual(volume);
    expect(Number(volume.nowadaysVolume) + Number(volume.lastVolume)).toBe(ROUNDS * 4 * 10);

    // One win per round, net of its stake: 19.80 paid for 10 staked is 9.80 won, newest first; names
    // masked. The hedger was paid 19.80 too, but for 20 staked: a loss, not on the board.
    expect(home.recentWins).toHaveLength(ROUNDS);
    for (const win of home.recentWins) {
      expect(win.amount).toBe('9.80');
      expect(win.reference).toMatch(/^round \d+$/);
      expect(
        [big.account, small.account].map((account) => `${account.slice(0, 2)}***${account.at(-1)}`),
      ).toContain(win.name);
      expect(win.name).not.toBe(big.account);
    }
    const times = home.recentWins.map((win) => win.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(home.biggestWins).toHaveLength(ROUNDS);
    expect(home.biggestWins.every((win) => win.amount === '9.80')).toBe(true);
    const hedgerName = `${hedger.account.slice(0, 2)}***${hedger.account.at(-1)}`;
    expect([...home.recentWins, ...home.biggestWins].map((win) => win.name)).not.toContain(hedgerName);
    expect(home.hasToppedUp).toBe(false);
    // Funded, never topped up: enough to bet, so no nudge.
    expect(home.needsTopUp).toBe(false);
  });

  it('nudges to top up only while the balance is below the least a room lets a player bet', async () => {
    const player = await newPlayer(test);
    const home = async () => call(test, calls.homePage, {}, { token: player.token, bearer: true });
    expect(await home()).toMatchObject({ hasToppedUp: false, needsTopUp: true });
    // The test room takes stakes from 1.00.
    await fund(test, player.userId, 99n);
    expect((await home()).needsTopUp).toBe(true);
    await fund(test, player.userId, 1n);
    expect((await home()).needsTopUp).toBe(false);
  });

  it('stops nudging once a top-up has been credited', async () => {
    const catalogue = await seedCatalogue(test);
    const finance = await newOperator(test, 'finance');
    const image = await call(
      test,
      calls.uploadImage,
      { image: pngImage(8, 8).toString('base64') },
      { token: small.token, bearer: true },
    );
    const imageId = image.id;
    const deposit = await call(
      test,
      calls.rechargeAdd,
      { accountId: catalogue.bankAccountId, amount: '100', imageId },
      { token: small.token, bearer: true },
    );
    expect((await call(test, calls.homePage, {}, { token: small.token, bearer: true })).hasToppedUp).toBe(
      false,
    );
    await call(
      test,
      calls.adminDepositApprove,
      { id: deposit.id, reason: 'Paid' },
      { token: finance.token, bearer: true },
    );
    expect((await call(test, calls.homePage, {}, { token: small.token, bearer: true })).hasToppedUp).toBe(
      true,
    );
  });

  it('needs a session', async () => {
    expect((await sendForm(test, calls.homePage.path, {})).code).toBe(ErrorCode.LoginExpired);
  });
});

describe('the share page', () => {
  // Players join at the database's time: this app keeps the real clock, so they join today.
  let share: TestApp;
  beforeAll(async () => {
    share = await startTestApp({ FAIR28_LINES: 'https://play.fair28.example' });
  });
  afterAll(() => share.close());

  it('gives the invitation code, its link on the first line, and the invited players masked with counts', async () => {
    const inviter = await createInviter(share, `SH${Date.now() % 100_000}`);
    const invited: string[] = [];
    for (let index = 0; index < 3; index++) {
      const account = uniqueAccount('inv');
      invited.push(account);
      await call(
        share,
        calls.register,
        {
          account,
          password: 'invitePass1',
          confirmPassword: 'invitePass1',
          code: inviter.invitationCode.toLowerCase(),
        },
        { ip: `10.9.${index}.1` },
      );
    }
    const { token } = await signIn(
      share,
      { account: inviter.account, password: 'agentpass1' },
      { ip: '10.9.9.9' },
    );
    const page = await call(share, calls.shareList, { pageNo: 1, pageSize: 2 }, { token, bearer: true });
    expect(page).toMatchObject({
      code: inviter.invitationCode,
      link: `https://play.fair28.example/#/pages/reg/reg?code=${inviter.invitationCode}`,
      total: 3,
      pageNo: 1,
      pageSize: 2,
    });
    const masked = (account: string) => `${account.slice(0, 2)}***${account.at(-1)}`;
    expect(page.list.map((row) => row.name)).toEqual([masked(invited[2] ?? ''), masked(invited[1] ?? '')]);
    expect(page.invitedToday).toBe(3);
    const loner = await newPlayer(share);
    const mine = await call(share, calls.shareList, {}, { token: loner.token });
    expect(mine).toMatchObject({ total: 0, list: [], invitedToday: 0 });
    expect((await sendForm(share, calls.shareList.path, { pageSize: 0 }, { token, bearer: true })).code).toBe(
      ErrorCode.InvalidInput,
    );
  });
});
