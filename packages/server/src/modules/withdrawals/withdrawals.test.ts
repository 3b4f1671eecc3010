import { calls, ErrorCode, newIdempotencyKey } from '@fair28/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { queryRows } from '../../db/database';
import {
  type CallFailed,
  call,
  failure,
  sendForm,
  startTestApp,
  type TestApp,
  tableCounts,
} from '../../test/helper';
import {
  balances,
  expectCleanBooks,
  fund,
  newOperator,
  newPlayer,
  type Player,
  randomTronAddress,
  readyToWithdraw,
  SECURITY_CODE,
  seedCatalogue,
  topUpWithCertificate,
} from '../../test/money';

let test: TestApp;
let operator: Player;

beforeAll(async () => {
  test = await startTestApp({
    FAIR28_WITHDRAWAL_FEE_PERCENT: '1',
    FAIR28_WITHDRAWAL_MIN_FEE: '2',
    FAIR28_WITHDRAWAL_MIN: '100',
    FAIR28_WITHDRAWAL_MAX: '50000',
    FAIR28_WITHDRAWALS_PER_DAY: '3',
  });
  operator = await newOperator(test);
});
afterAll(async () => {
  await expectCleanBooks(test);
  await test.close();
});

const withdraw = (player: Player, fields: Partial<Record<string, unknown>> = {}) =>
  call(
    test,
    calls.withdrawalAdd,
    { amount: '500.00', securityCode: SECURITY_CODE, type: 'bank', ...fields } as never,
    { token: player.token },
  );

describe('withdrawal params', () => {
  it('tell the fee rule, the limits, the turnover left and the balance', async () => {
    const player = await readyToWithdraw(test, 12_345n);
    const params = await call(test, calls.withdrawalParams, {}, { token: player.token });
    expect(params).toEqual({
      feePercent: '1.00',
      minFee: '2.00',
      min: '100.00',
      max: '50000.00',
      dailyCount: 3,
      usedToday: 0,
      needPlayPoint: '0.00',
      balance: '123.45',
      hasSecurityCode: true,
      hasBankCard: true,
      usdtAddressCount: 0,
      lockedMinutes: 0,
      withdrawalsTip: 'Fee 1.00% (at least ¥2.00). Each withdrawal ¥100.00 to ¥50,000.00, at most 3 a day.',
    });
    const zh = await call(test, calls.withdrawalParams, {}, { token: player.token, lang: 'zh' });
    expect(zh.withdrawalsTip).toBe('手续费1.00%（最低¥2.00），单笔¥100.00至¥50,000.00，每天最多3次。');
  });
});

describe('a withdrawal', () => {
  it('to the bank card: held at once, paid out by an operator less the fee, the fee to fees', async () => {
    const player = await readyToWithdraw(test, 100_000n);
    const record = await withdraw(player, { amount: '500.00' });
    expect(record).toMatchObject({
      amount: '500.00',
      fee: '5.00',
      actualAmount: '495.00',
      type: 'bank',
      destinationName: 'Demo Bank',
      destination: '**** **** **** 7890',
      status: 'pending',
    });
    expect(record.orderNo).toMatch(/^W\d{6}/);
    expect(await balances(test, player.userId)).toEqual({ wallet: 50_000n, hold: 50_000n });
    const change = (await call(test, calls.pointChangeList, { type: 'withdrawal' }, { token: player.token }))
      .list[0];
    expect(change).toMatchObject({ amount: '-500.00', balance: '500.00', typeName: 'Withdrawal' });

    const pending = await call(
      test,
      calls.adminWithdrawalList,
      { status: 'pending', account: player.account },
      { token: operator.token },
    );
    expect(pending.list[0]).toMatchObject({
      id: record.id,
      destinationAccount: '6222021234567890',
      destinationHolder: 'Li Lei',
    });

    const paid = await call(
      test,
      calls.adminWithdrawalApprove,
      { id: record.id, reason: 'sent' },
      { token: operator.token },
    );
    expect(paid).toMatchObject({ status: 'paid', statusName: 'Paid out', reviewedBy: operator.account });
    expect(await balances(test, player.userId)).toEqual({ wallet: 50_000n, hold: 0n });
    const [fees] = await queryRows<{ amount: bigint }>(
      test.db.orm,
      sql`SELECT t.amount_minor AS amount FROM ledger_transfers t WHERE t.kind = 'fee' AND t.reference = ${record.orderNo}`,
    );
    expect(BigInt(fees?.amount ?? 0)).toBe(500n);
    const { list } = await call(test, calls.messageList, {}, { token: player.token });
    expect(list[0]).toMatchObject({ title: 'Withdrawal paid out' });
    expect(list[0]?.content).toContain('¥495.00 after a fee of ¥5.00');
    await expectCleanBooks(test);
  });

  it('to a USDT address; a rejection returns the whole amount to the wallet', async () => {
    const player = await readyToWithdraw(test, 100_000n);
    const address = randomTronAddress();
    const added = await call(
      test,
      calls.usdtAdd,
      { securityCode: SECURITY_CODE, network: 'TRC20', address },
      { token: player.token },
    );
    const record = await withdraw(player, { type: 'usdt', addressId: added.id, amount: '1000.00' });
    expect(record).toMatchObject({
      type: 'usdt',
      destinationName: 'TRC20',
      destination: `${address.slice(0, 6)}…${address.slice(-4)}`,
    });
    const rejected = await call(
      test,
      calls.adminWithdrawalReject,
      { id: record.id, reason: 'address on a block list' },
      { token: operator.token },
    );
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'address on a block list' });
    expect(await balances(test, player.userId)).toEqual({ wallet: 100_000n, hold: 0n });
    const changes = await call(test, calls.pointChangeList, {}, { token: player.token });
    expect(changes.list.slice(0, 2).map((row) => [row.type, row.amount])).toEqual([
      ['withdrawal_return', '+1000.00'],
      ['withdrawal', '-1000.00'],
    ]);
    const { list } = await call(test, calls.messageList, {}, { token: player.token, lang: 'zh' });
    expect(list[0]?.content).toContain('金额已退回余额');
    expect(list[0]?.content).toContain('原因：address on a block list');
  });

  it('a retry with the same idempotency key answers the first withdrawal and moves the money once', async () => {
    const player = await readyToWithdraw(test, 100_000n);
    const key = newIdempotencyKey();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => withdraw(player, { idempotencyKey: key })),
    );
    expect(new Set(results.map((result) => result.id)).size).toBe(1);
    expect(await balances(test, player.userId)).toEqual({ wallet: 50_000n, hold: 50_000n });
  });
});

describe('refusals, each with its message and nothing changed', () => {
  type Case = [
    name: string,
    setup: () => Promise<Player>,
    fields: Record<string, unknown>,
    code: number,
    message: string,
  ];
  const cases: Case[] = [
    [
      'no security code set',
      () => newPlayer(test),
      {},
      ErrorCode.SecurityCodeNotSet,
      'Please set a security code first',
    ],
    [
      'a wrong security code',
      () => readyToWithdraw(test),
      { securityCode: '000000' },
      ErrorCode.WrongSecurityCode,
      'The security code is wrong (4 attempts left)',
    ],
    [
      'below the minimum',
      () => readyToWithdraw(test),
      { amount: '99.99' },
      ErrorCode.AmountOutOfRange,
      'The amount must be between ¥100.00 and ¥50,000.00',
    ],
    [
      'above the maximum',
      () => readyToWithdraw(test, 10_000_000n),
      { amount: '50000.01' },
      ErrorCode.AmountOutOfRange,
      'The amount must be between ¥100.00 and ¥50,000.00',
    ],
    [
      'above the balance',
      () => readyToWithdraw(test, 10_000n),
      { amount: '100.01' },
      ErrorCode.InsufficientBalance,
      'Insufficient balance',
    ],
    [
      'no bank card bound',
      async () => {
        const player = await newPlayer(test, { securityCode: SECURITY_CODE });
        await fund(test, player.userId, 100_000n);
        return player;
      },
      {},
      ErrorCode.BankCardMissing,
      'Please bind a bank card first',
    ],
    [
      'USDT without an address',
      () => readyToWithdraw(test),
      { type: 'usdt' },
      ErrorCode.InvalidInput,
      'Add a digital currency address first',
    ],
    [
      'no amount',
      () => readyToWithdraw(test),
      { amount: '' },
      ErrorCode.InvalidInput,
      'Please enter the withdrawal amount',
    ],
    [
      'no security code',
      () => readyToWithdraw(test),
      { securityCode: '' },
      ErrorCode.InvalidInput,
      'Enter the security code',
    ],
  ];
  it.each(cases)('%s', async (_name, setup, fields, code, message) => {
    const player = await setup();
    const before = { rows: await tableCounts(test.db), money: await balances(test, player.userId) };
    const envelope = await failure(withdraw(player, fields));
    expect(envelope).toMatchObject({ code, message });
    expect(await balances(test, player.userId)).toEqual(before.money);
    // A wrong code is remembered (the lock counts it); nothing else is written.
    const rows = await tableCounts(test.db);
    expect({ ...rows, security_code_failures: 0 }).toEqual({ ...before.rows, security_code_failures: 0 });
  });

  it('turnover still owed', async () => {
    const player = await readyToWithdraw(test, 0n);
    const catalogue = await seedCatalogue(test);
    const deposit = await topUpWithCertificate(test, catalogue, player, { amount: '800.00' });
    await call(test, calls.adminDepositApprove, { id: deposit.id, reason: 'ok' }, { token: operator.token });
    const envelope = await failure(withdraw(player));
    expect(envelope).toMatchObject({
      code: ErrorCode.TurnoverRequired,
      message: 'You need to bet ¥800.00 more before you can withdraw',
    });
    expect((await call(test, calls.withdrawalParams, {}, { token: player.token })).needPlayPoint).toBe(
      '800.00',
    );
  });

  it('the daily count: rejected withdrawals do not count', async () => {
    const player = await readyToWithdraw(test, 1_000_000n);
    const first = await withdraw(player, { amount: '100.00' });
    await call(
      test,
      calls.adminWithdrawalReject,
      { id: first.id, reason: 'try again' },
      { token: operator.token },
    );
    for (let i = 0; i < 3; i++) await withdraw(player, { amount: '100.00' });
    const envelope = await failure(withdraw(player, { amount: '100.00' }));
    expect(envelope).toMatchObject({
      code: ErrorCode.DailyWithdrawalLimit,
      message: 'At most 3 withdrawals a day',
    });
    expect((await call(test, calls.withdrawalParams, {}, { token: player.token })).usedToday).toBe(3);
  });
});

describe('the security-code lock', () => {
  it('5 wrong codes lock withdrawals for 30 minutes, on every node, even for the right code', async () => {
    const player = await readyToWithdraw(test);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await failure(withdraw(player, { securityCode: '111111' })));
    expect(answers.map((answer) => answer.message)).toEqual([
      'The security code is wrong (4 attempts left)',
      'The security code is wrong (3 attempts left)',
      'The security code is wrong (2 attempts left)',
      'The security code is wrong (1 attempts left)',
      'Too many wrong security codes: withdrawals are locked, try again in 30 minutes',
    ]);
    const locked = await failure(withdraw(player));
    expect(locked.code).toBe(ErrorCode.WithdrawalLocked);
    expect((await call(test, calls.withdrawalParams, {}, { token: player.token })).lockedMinutes).toBe(30);

    // Another node on the same database: the lock lives in the database.
    const otherNode = await buildApp({ config: test.config, db: test.db, logger: false });
    const laterNode = await buildApp({
      config: test.config,
      db: test.db,
      logger: false,
      now: () => new Date(Date.now() + 31 * 60_000),
    });
    try {
      const there = await otherNode.inject({
        method: 'POST',
        url: calls.withdrawalAdd.path,
        headers: { authorization: `Bearer ${player.token}` },
        payload: { amount: '100', securityCode: SECURITY_CODE, type: 'bank' },
      });
      expect(there.json()).toMatchObject({ code: ErrorCode.WithdrawalLocked });
      const afterwards = await laterNode.inject({
        method: 'POST',
        url: calls.withdrawalAdd.path,
        headers: { authorization: `Bearer ${player.token}` },
        payload: { amount: '100', securityCode: SECURITY_CODE, type: 'bank' },
      });
      expect(afterwards.json()).toMatchObject({ code: 0 });
    } finally {
      await otherNode.close();
      await laterNode.close();
    }
  });

  it('wrong codes sent at once all count', async () => {
    const player = await readyToWithdraw(test);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        sendForm(
          test,
          calls.withdrawalAdd.path,
          { amount: '100', securityCode: '999999', type: 'bank' },
          { token: player.token },
        ),
      ),
    );
    expect(
      answers.every(
        (answer) => answer.code === ErrorCode.WrongSecurityCode || answer.code === ErrorCode.WithdrawalLocked,
      ),
    ).toBe(true);
    expect((await failure(withdraw(player))).code).toBe(ErrorCode.WithdrawalLocked);
  });
});

describe('races', () => {
  it('200 concurrent withdrawals of the whole balance: exactly one succeeds', async () => {
    const player = await readyToWithdraw(test, 200_000n);
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        test.app.inject({
          method: 'POST',
          url: calls.withdrawalAdd.path,
          headers: { authorization: `Bearer ${player.token}` },
          payload: { amount: '2000.00', securityCode: SECURITY_CODE, type: 'bank' },
        }),
      ),
    );
    const codes = answers.map((answer) => answer.json<{ code: number }>().code);
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    expect(codes.filter((code) => code !== 0).every((code) => code === ErrorCode.InsufficientBalance)).toBe(
      true,
    );
    expect(await balances(test, player.userId)).toEqual({ wallet: 0n, hold: 200_000n });
    expect((await call(test, calls.withdrawalList, {}, { token: player.token })).total).toBe(1);
  }, 90_000); // 200 security-code checks are 200 scrypt hashes: slow by design on two busy cores.

  it('approve and reject of one withdrawal at once: exactly one outcome', async () => {
    const player = await readyToWithdraw(test, 100_000n);
    const record = await withdraw(player, { amount: '1000.00' });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        call(
          test,
          i % 2 ? calls.adminWithdrawalApprove : calls.adminWithdrawalReject,
          { id: record.id, reason: `decision ${i}` },
          { token: operator.token },
        ),
      ),
    );
    const settled = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(settled).toHaveLength(1);
    const losers = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(
      losers.every((outcome) => (outcome.reason as CallFailed).envelope.code === ErrorCode.AlreadyReviewed),
    ).toBe(true);
    const [final] = (await call(test, calls.withdrawalList, {}, { token: player.token })).list;
    const money = await balances(test, player.userId);
    expect(money.hold).toBe(0n);
    expect(money.wallet).toBe(final?.status === 'rejected' ? 100_000n : 0n);
    await expectCleanBooks(test);
  });
});
