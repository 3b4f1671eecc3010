// The security code's attempt counter is taken before the slow hash, on every node: parallel guesses get no
// extra tries, and a request refused for another reason spends no attempt.
import { calls, ErrorCode } from '@fair28/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { call, sendForm, startPeerNode, startTestApp, type TestApp } from '../../test/helper';
import { type Player, readyToWithdraw, SECURITY_CODE } from '../../test/money';
import { MAX_SECURITY_CODE_ATTEMPTS } from './service';

let test: TestApp;
let peer: TestApp;

beforeAll(async () => {
  test = await startTestApp({
    FAIR28_WITHDRAWAL_MIN: '100',
    FAIR28_WITHDRAWAL_MAX: '50000',
    FAIR28_WITHDRAWALS_PER_DAY: '1',
    // The per-account limit on code changes would stop the parallel burst before the counter does.
    FAIR28_PASSWORD_CHANGE_LIMIT_PER_ACCOUNT: '1000',
  });
  peer = await startPeerNode(test);
});
afterAll(async () => {
  await peer.close();
  await test.close();
});

const withdrawOn = (node: TestApp, player: Player, fields: Record<string, unknown> = {}) =>
  sendForm(
    node,
    calls.withdrawalAdd.path,
    { amount: '500.00', securityCode: SECURITY_CODE, type: 'bank', ...fields },
    { token: player.token },
  );

function tally(codes: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const code of codes) counts[code] = (counts[code] ?? 0) + 1;
  return counts;
}

const lockedMinutes = async (player: Player) =>
  (await call(test, calls.withdrawalParams, {}, { token: player.token })).lockedMinutes;

describe('parallel wrong codes', () => {
  it('100 wrong withdrawal codes at once over two nodes count as 100 attempts: 4 wrong, then locked', async () => {
    const player = await readyToWithdraw(test);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        withdrawOn(i % 2 ? peer : test, player, { securityCode: '111111' }),
      ),
    );
    expect(tally(answers.map((answer) => answer.code))).toEqual({
      [ErrorCode.WrongSecurityCode]: MAX_SECURITY_CODE_ATTEMPTS - 1,
      [ErrorCode.WithdrawalLocked]: 100 - (MAX_SECURITY_CODE_ATTEMPTS - 1),
    });
    // Locked: even the right code is refused, and nothing moved.
    expect((await withdrawOn(test, player)).code).toBe(ErrorCode.WithdrawalLocked);
    expect(await lockedMinutes(player)).toBe(30);
  });

  it('100 wrong codes at once when changing the code: the same counter, and the code stays', async () => {
    const player = await readyToWithdraw(test);
    // From as many addresses, so the per-address limit on code changes stays out of the way.
    const change = (node: TestApp, i: number) =>
      sendForm(
        node,
        calls.changeSecurityCode.path,
        { oldPassword: '111111', newPassword: '222222' },
        { token: player.token, ip: `10.7.${i}.1` },
      );
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => change(i % 2 ? peer : test, i)));
    expect(tally(answers.map((answer) => answer.code))).toEqual({
      [ErrorCode.WrongSecurityCode]: MAX_SECURITY_CODE_ATTEMPTS - 1,
      [ErrorCode.WithdrawalLocked]: 100 - (MAX_SECURITY_CODE_ATTEMPTS - 1),
    });
    const rightCode = await sendForm(
      test,
      calls.changeSecurityCode.path,
      { oldPassword: SECURITY_CODE, newPassword: '222222' },
      { token: player.token },
    );
    expect(rightCode.code).toBe(ErrorCode.WithdrawalLocked);
  });

  it('the right code sent many times at once is never locked out', async () => {
    const player = await readyToWithdraw(test, 1_000_000n);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => withdrawOn(i % 2 ? peer : test, player, { amount: '100.00' })),
    );
    // One withdrawal a day: one goes through, the rest hear the daily limit; none hears of a lock.
    expect(tally(answers.map((answer) => answer.code))).toEqual({
      0: 1,
      [ErrorCode.DailyWithdrawalLimit]: 19,
    });
    expect(await lockedMinutes(player)).toBe(0);
  });
});

async function attemptsCounted(player: Player): Promise<number> {
  const [row] = await queryRows<{ failed_attempts: number }>(
    test.db.orm,
    sql`SELECT failed_attempts FROM security_code_failures WHERE user_id = ${player.userId}`,
  );
  return Number(row?.failed_attempts ?? 0);
}

describe('a hopeless request spends no attempt', () => {
  it.each([
    ['turnover still owed', ErrorCode.TurnoverRequired],
    ['an amount out of range', ErrorCode.AmountOutOfRange],
    ['no such destination', ErrorCode.NotFound],
    ['more than the balance', ErrorCode.InsufficientBalance],
    ['the daily count used up', ErrorCode.DailyWithdrawalLimit],
  ])('%s: refused for that, with the code left unguessed', async (name, code) => {
    const player = await readyToWithdraw(test);
    const fields: Record<string, Record<string, unknown>> = {
      'an amount out of range': { amount: '99999.00' },
      'no such destination': { type: 'usdt', addressId: 999_999 },
      'more than the balance': { amount: '2000.00' },
    };
    if (name === 'turnover still owed') {
      // As a credited deposit leaves it: its amount still to be bet.
      await test.db.orm.execute(
        sql`UPDATE users SET turnover_required_minor = 5000 WHERE id = ${player.userId}`,
      );
    }
    if (name === 'the daily count used up') expect((await withdrawOn(test, player)).code).toBe(0);
    for (let i = 0; i < 10; i++) {
      const answer = await withdrawOn(test, player, { ...fields[name], securityCode: '111111' });
      expect(answer.code).toBe(code);
    }
    expect(await attemptsCounted(player)).toBe(0);
    expect(await lockedMinutes(player)).toBe(0);
  });
});
