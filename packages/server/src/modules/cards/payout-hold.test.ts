// A new payout account (a bound card, a changed card, a USDT address) needs the security code, tells the
// player, and receives withdrawals only FAIR28_PAYOUT_HOLD_HOURS after it was added.
import { calls, ErrorCode } from '@fair28/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, failure, startTestApp, type TestApp } from '../../test/helper';
import {
  bankCard,
  fund,
  newOperator,
  newPlayer,
  type Player,
  randomTronAddress,
  SECURITY_CODE,
} from '../../test/money';

const HOUR = 3_600_000;
let test: TestApp;
let clockOffsetMs = 0;

beforeAll(async () => {
  test = await startTestApp(
    { FAIR28_PAYOUT_HOLD_HOURS: '24', FAIR28_WITHDRAWAL_MIN: '100' },
    { now: () => new Date(Date.now() + clockOffsetMs) },
  );
});
afterAll(() => test.close());
// The clock moves within a test; calls send Bearer tokens, which carry no timestamp.
beforeEach(() => {
  clockOffsetMs = 0;
});

async function fundedPlayer(): Promise<Player> {
  const player = await newPlayer(test, { securityCode: SECURITY_CODE });
  await fund(test, player.userId, 100_000n);
  return player;
}

const withdraw = (player: Player, fields: Record<string, unknown>) =>
  call(test, calls.withdrawalAdd, { amount: '100', securityCode: SECURITY_CODE, ...fields } as never, {
    token: player.token,
    bearer: true,
  });

describe('a new payout account', () => {
  it('needs the security code: without one set, or with a wrong one, nothing is bound', async () => {
    const noCode = await newPlayer(test);
    expect(
      (await failure(call(test, calls.bankCardBind, bankCard, { token: noCode.token, bearer: true }))).code,
    ).toBe(ErrorCode.SecurityCodeNotSet);
    const player = await fundedPlayer();
    const wrong = await failure(
      call(
        test,
        calls.bankCardBind,
        { ...bankCard, securityCode: '000000' },
        { token: player.token, bearer: true },
      ),
    );
    expect(wrong.code).toBe(ErrorCode.WrongSecurityCode);
    const address = await failure(
      call(
        test,
        calls.usdtAdd,
        { securityCode: '000000', network: 'TRC20', address: randomTronAddress() },
        { token: player.token, bearer: true },
      ),
    );
    expect(address.code).toBe(ErrorCode.WrongSecurityCode);
    expect((await call(test, calls.bankCardInfo, {}, { token: player.token, bearer: true })).isBound).toBe(
      false,
    );
    expect((await call(test, calls.usdtList, {}, { token: player.token, bearer: true })).list).toEqual([]);
    expect((await call(test, calls.messageList, {}, { token: player.token, bearer: true })).total).toBe(0);
  });

  it('a bound card tells the player and receives withdrawals only after 24 hours', async () => {
    const player = await fundedPlayer();
    const card = await call(test, calls.bankCardBind, bankCard, { token: player.token, bearer: true });
    const holdEnds = new Date(card.usableFrom).getTime();
    expect(holdEnds - Date.now()).toBeGreaterThan(23.9 * HOUR);
    const [notice] = (await call(test, calls.messageList, {}, { token: player.token, bearer: true })).list;
    expect(notice).toMatchObject({ title: 'New payout account', isRead: false });
    expect(notice?.content).toContain('**** **** **** 7890');
    expect(notice?.content).toContain('24 hours');

    const early = await failure(withdraw(player, { type: 'bank' }));
    expect(early).toMatchObject({
      code: ErrorCode.PayoutDestinationOnHold,
      message:
        'This payout account was added recently: for your safety it can receive withdrawals in 24 hours',
    });
    clockOffsetMs = 23 * HOUR;
    expect((await failure(withdraw(player, { type: 'bank' }))).message).toContain('in 1 hours');
    clockOffsetMs = 24 * HOUR + 60_000;
    expect((await withdraw(player, { type: 'bank' })).status).toBe('pending');
  });

  it('is over on a node whose clock is a moment behind the one that set it, and not seconds early', async () => {
    const player = await fundedPlayer();
    await call(test, calls.bankCardBind, bankCard, { token: player.token, bearer: true });
    clockOffsetMs = 24 * HOUR - 5_000;
    expect((await failure(withdraw(player, { type: 'bank' }))).code).toBe(ErrorCode.PayoutDestinationOnHold);
    clockOffsetMs = 24 * HOUR - 500;
    expect((await withdraw(player, { type: 'bank' })).status).toBe('pending');
  });

  it('a USDT address waits its own 24 hours, whatever the card does', async () => {
    const player = await fundedPlayer();
    const address = await call(
      test,
      calls.usdtAdd,
      { securityCode: SECURITY_CODE, network: 'TRC20', address: randomTronAddress() },
      { token: player.token, bearer: true },
    );
    const [notice] = (await call(test, calls.messageList, {}, { token: player.token, bearer: true })).list;
    expect(notice?.title).toBe('New payout account');
    expect(notice?.content).toContain(address.address.slice(-4));
    const early = await failure(withdraw(player, { type: 'usdt', addressId: address.id }));
    expect(early.code).toBe(ErrorCode.PayoutDestinationOnHold);
    clockOffsetMs = 25 * HOUR;
    expect((await withdraw(player, { type: 'usdt', addressId: address.id })).type).toBe('usdt');
  });

  it('a card changed through customer service waits the hold again from the approval', async () => {
    const player = await fundedPlayer();
    await call(test, calls.bankCardBind, bankCard, { token: player.token, bearer: true });
    clockOffsetMs = 48 * HOUR;
    const request = await call(
      test,
      calls.bankCardChange,
      { ...bankCard, cardNo: '6222999988887777', note: 'new card' },
      { token: player.token, bearer: true },
    );
    // Two days on, the operator's earlier session has ended as idle: they sign in again.
    const reviewer = await newOperator(test, 'finance');
    await call(
      test,
      calls.adminBankChangeApprove,
      { id: request.id, reason: 'checked' },
      { token: reviewer.token, bearer: true },
    );
    expect((await failure(withdraw(player, { type: 'bank' }))).code).toBe(ErrorCode.PayoutDestinationOnHold);
    const titles = (await call(test, calls.messageList, {}, { token: player.token, bearer: true })).list.map(
      (m) => m.title,
    );
    expect(titles).toContain('New payout account');
    clockOffsetMs = 73 * HOUR;
    expect((await withdraw(player, { type: 'bank' })).status).toBe('pending');
  });

  it('a change request needs the security code too', async () => {
    const player = await fundedPlayer();
    await call(test, calls.bankCardBind, bankCard, { token: player.token, bearer: true });
    const wrong = await failure(
      call(
        test,
        calls.bankCardChange,
        { ...bankCard, securityCode: '000000' },
        { token: player.token, bearer: true },
      ),
    );
    expect(wrong.code).toBe(ErrorCode.WrongSecurityCode);
    expect(
      (await call(test, calls.bankCardInfo, {}, { token: player.token, bearer: true })).pendingChange,
    ).toBeNull();
  });
});
