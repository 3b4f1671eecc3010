import { calls, ErrorCode, newIdempotencyKey, paths } from '@fair28/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { queryRows } from '../../db/database';
import { signFields } from '../../payments/sandbox';
import { call, failure, sendForm, startTestApp, type TestApp } from '../../test/helper';
import {
  balances,
  type Catalogue,
  expectCleanBooks,
  newOperator,
  newPlayer,
  type Player,
  seedCatalogue,
  topUpWithCertificate,
  turnoverRequired,
  uploadPng,
} from '../../test/money';
import * as deposits from './service';

let test: TestApp;
let catalogue: Catalogue;
let operator: Player;
const SECRET = 'sandbox-secret-for-tests-0123456789';

beforeAll(async () => {
  test = await startTestApp({ FAIR28_PAY_SANDBOX_SECRET: SECRET });
  catalogue = await seedCatalogue(test);
  operator = await newOperator(test);
});
afterAll(async () => {
  await expectCleanBooks(test);
  await test.close();
});

const recharge = (player: Player, amount = '500.00', key?: string) =>
  topUpWithCertificate(test, catalogue, player, { amount, reference: 'TX-1', idempotencyKey: key });

describe('the top-up catalogue', () => {
  it('lists enabled channels with limits and presets, in the asked language', async () => {
    const player = await newPlayer(test);
    const { list } = await call(test, calls.payList, {}, { token: player.token, lang: 'zh' });
    expect(list.map((channel) => [channel.payType, channel.name])).toEqual([
      [1, '在线支付（沙箱）'],
      [2, '银行转账'],
      [3, 'USDT'],
    ]);
    expect(list[1]).toMatchObject({
      min: '100.00',
      max: '100000.00',
      presets: ['500.00', '1000.00', '5000.00', '10000.00'],
    });
    const usdt = await call(test, calls.payList, { payType: 3 }, { token: player.token });
    expect(usdt.list).toHaveLength(1);
  });

  it('lists receiving accounts per type', async () => {
    const player = await newPlayer(test);
    const { list } = await call(test, calls.payAccountList, {}, { token: player.token });
    expect(list).toEqual([
      expect.objectContaining({
        payType: 2,
        bankName: 'Demo Bank',
        accountNo: '6222000000000028',
        network: '',
      }),
      expect.objectContaining({
        payType: 3,
        network: 'TRC20',
        address: 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb',
      }),
    ]);
    expect(
      (await call(test, calls.payAccountList, { payType: 2 }, { token: player.token })).list,
    ).toHaveLength(1);
  });

  it('the config call offers the pay types that have an available channel', async () => {
    const config = await call(test, calls.clientConfigs, {}, { gzip: false });
    expect(config.gameOption.payType).toBe('123');
    expect(config.payChannels?.map((channel) => channel.payType)).toEqual([1, 2, 3]);
  });

  it('without the sandbox provider, online pay is not offered', async () => {
    // A second node on the same database, configured without the sandbox.
    const config = { ...test.config, paySandbox: { ...test.config.paySandbox, isEnabled: false } };
    const app = await buildApp({ config, db: test.db, logger: false });
    try {
      const other = { ...test, app, config };
      expect((await call(other, calls.clientConfigs, {}, { gzip: false })).gameOption.payType).toBe('23');
      expect((await app.inject({ method: 'GET', url: '/sandbox-pay/D1' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('recharge with a payment certificate', () => {
  it('records a pending request; an operator approval credits it once, adds turnover and tells the player', async () => {
    const player = await newPlayer(test);
    const record = await recharge(player, '500.00');
    expect(record).toMatchObject({
      status: 'pending',
      statusName: 'Pending review',
      amount: '500.00',
      payType: 2,
    });
    expect(record.orderNo).toMatch(/^D\d{6}[A-Z2-9]{10}$/);
    expect(record.imageUrl).toMatch(new RegExp(`^${calls.uploadImage.path}/`));
    expect((await balances(test, player.userId)).wallet).toBe(0n);

    const approved = await call(
      test,
      calls.adminDepositApprove,
      { id: record.id, reason: 'matched the bank statement' },
      { token: operator.token },
    );
    expect(approved).toMatchObject({
      status: 'credited',
      account: player.account,
      reviewedBy: operator.account,
    });
    expect((await balances(test, player.userId)).wallet).toBe(50_000n);
    expect(await turnoverRequired(test, player.userId)).toBe(50_000n);
    const details = await call(test, calls.userDetails, {}, { token: player.token });
    expect(details).toMatchObject({ point: '500.00', needPlayPoint: '500.00' });

    const again = await failure(
      call(test, calls.adminDepositApprove, { id: record.id, reason: 'twice' }, { token: operator.token }),
    );
    expect(again).toMatchObject({
      code: ErrorCode.AlreadyReviewed,
      message: 'This request has already been handled',
    });
    expect((await balances(test, player.userId)).wallet).toBe(50_000n);

    const { list, unread } = await call(test, calls.messageList, {}, { token: player.token, lang: 'zh' });
    expect(unread).toBe(1);
    expect(list[0]).toMatchObject({ title: '充值已到账', isRead: false });
    expect(list[0]?.content).toContain(record.orderNo);
    expect(await call(test, calls.messageRead, {}, { token: player.token })).toEqual({ ok: true, unread: 0 });

    const changes = await call(test, calls.pointChangeList, {}, { token: player.token });
    expect(changes.list[0]).toMatchObject({
      type: 'deposit',
      typeName: 'Top-up',
      amount: '+500.00',
      balance: '500.00',
      reference: record.orderNo,
    });
  });

  it('a rejection credits nothing and says why', async () => {
    const player = await newPlayer(test);
    const record = await recharge(player);
    const rejected = await call(
      test,
      calls.adminDepositReject,
      { id: record.id, reason: 'no such transfer arrived' },
      { token: operator.token },
    );
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'no such transfer arrived' });
    expect((await balances(test, player.userId)).wallet).toBe(0n);
    const { list } = await call(test, calls.messageList, {}, { token: player.token });
    expect(list[0]?.content).toContain('Reason: no such transfer arrived');
    const records = await call(test, calls.rechargeList, { status: 'rejected' }, { token: player.token });
    expect(records.list.map((row) => row.id)).toEqual([record.id]);
  });

  it('approve and reject of one deposit at once: exactly one outcome, credited at most once', async () => {
    const player = await newPlayer(test);
    const record = await recharge(player, '300.00');
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        call(
          test,
          i % 2 ? calls.adminDepositApprove : calls.adminDepositReject,
          { id: record.id, reason: `decision ${i}` },
          { token: operator.token },
        ),
      ),
    );
    const winners = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(winners).toHaveLength(1);
    const [final] = (await call(test, calls.rechargeList, {}, { token: player.token })).list;
    expect((await balances(test, player.userId)).wallet).toBe(final?.status === 'credited' ? 30_000n : 0n);
    const [logged] = await queryRows<{ count: number }>(
      test.db.orm,
      sql`SELECT count(*)::int AS count FROM operator_actions WHERE target_type = 'deposit' AND target_id = ${record.id}`,
    );
    expect(logged?.count).toBe(1);
  });

  it('a retry with the same idempotency key answers the first request and records nothing new', async () => {
    const player = await newPlayer(test);
    const key = newIdempotencyKey();
    const first = await recharge(player, '200.00', key);
    const retries = await Promise.all(Array.from({ length: 5 }, () => recharge(player, '200.00', key)));
    expect(retries.every((retry) => retry.id === first.id)).toBe(true);
    expect((await call(test, calls.rechargeList, {}, { token: player.token })).total).toBe(1);
  });

  it('an older client sending its key as requestKey is answered the same; two different keys are refused', async () => {
    const player = await newPlayer(test);
    const key = newIdempotencyKey();
    const first = await recharge(player, '300.00', key);
    const imageId = await uploadPng(test, player);
    const fields = { accountId: catalogue.bankAccountId, amount: '300.00', imageId };
    const retry = await call(
      test,
      calls.rechargeAdd,
      { ...fields, requestKey: key },
      { token: player.token },
    );
    expect(retry.id).toBe(first.id);
    const both = await failure(
      call(
        test,
        calls.rechargeAdd,
        { ...fields, requestKey: key, idempotencyKey: newIdempotencyKey() },
        { token: player.token },
      ),
    );
    expect(both).toMatchObject({
      code: ErrorCode.InvalidInput,
      message: 'idempotencyKey and requestKey differ: send one key',
    });
    const { list, total } = await call(test, calls.rechargeList, {}, { token: player.token });
    expect(total).toBe(1);
    expect(list[0]?.id).toBe(first.id);
  });

  it('refuses amounts outside the channel limits, with the limits in the message', async () => {
    const player = await newPlayer(test);
    const envelope = await failure(recharge(player, '99.99'));
    expect(envelope).toMatchObject({
      code: ErrorCode.AmountOutOfRange,
      message: 'The amount must be between ¥100.00 and ¥100,000.00',
    });
  });

  it('operator calls are refused to players with 403, before their fields are read', async () => {
    const player = await newPlayer(test);
    const envelope = await sendForm(test, calls.adminDepositList.path, {}, { token: player.token });
    expect(envelope).toMatchObject({ code: ErrorCode.Forbidden, status: 0 });
    const approve = await sendForm(
      test,
      calls.adminDepositApprove.path,
      { id: 'x' },
      { token: player.token },
    );
    expect(approve.code).toBe(ErrorCode.Forbidden);
  });

  it('operators list deposits by status and player', async () => {
    const player = await newPlayer(test);
    const record = await recharge(player, '150.00');
    const { list, total } = await call(
      test,
      calls.adminDepositList,
      { status: 'pending', account: player.account.toUpperCase() },
      { token: operator.token },
    );
    expect(total).toBe(1);
    expect(list[0]).toMatchObject({ id: record.id, receivingAccount: 'fair28 demo bank 6222000000000028' });
  });
});

describe('online pay through the sandbox provider', () => {
  async function startOnlinePay(player: Player, amount = '100.00') {
    return call(
      test,
      calls.onlinePay,
      { channelId: catalogue.onlineChannelId, amount },
      { token: player.token },
    );
  }

  function pageFields(payUrl: string) {
    const url = new URL(payUrl);
    return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
  }

  function notify(fields: Record<string, string>) {
    return test.app.inject({
      method: 'POST',
      url: `${paths.payNotify}/sandbox`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  }

  it('walks the hosted page: Pay notifies with a signature, credits once and sends the player back', async () => {
    const player = await newPlayer(test);
    const order = await startOnlinePay(player, '250.00');
    expect(order.payUrl).toMatch(/^http:\/\/localhost(:\d+)?\/sandbox-pay\/D/);
    const { path, query } = pageFields(order.payUrl);

    const page = await test.app.inject({ method: 'GET', url: `${path}?${new URLSearchParams(query)}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(order.orderNo);
    expect(page.body).toContain('250.00');

    const tampered = await test.app.inject({
      method: 'GET',
      url: `${path}?${new URLSearchParams({ ...query, amount: '2500.00' })}`,
    });
    expect(tampered.statusCode).toBe(404);

    const paid = await test.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...query, outcome: 'paid' }).toString(),
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/#/pages/tabBar/personal/menu/recharge?orderNo=${order.orderNo}`);
    expect((await balances(test, player.userId)).wallet).toBe(25_000n);
    expect(await turnoverRequired(test, player.userId)).toBe(25_000n);
    const [record] = (await call(test, calls.rechargeList, {}, { token: player.token })).list;
    expect(record).toMatchObject({ orderNo: order.orderNo, status: 'credited', payType: 1, imageUrl: '' });
  });

  it('the same notification 100 times, half of them at once, credits exactly once', async () => {
    const player = await newPlayer(test);
    const order = await startOnlinePay(player, '120.00');
    const notification = { orderNo: order.orderNo, tradeNo: 'SBX-REPEAT', amount: '120.00', status: 'paid' };
    const signed = { ...notification, sign: signFields(SECRET, notification) };
    const answers = [];
    for (let i = 0; i < 50; i++) answers.push(await notify(signed));
    answers.push(...(await Promise.all(Array.from({ length: 50 }, () => notify(signed)))));
    expect(answers.every((answer) => answer.statusCode === 200 && answer.body === 'success')).toBe(true);
    expect((await balances(test, player.userId)).wallet).toBe(12_000n);
    const [row] = await queryRows<{ count: number }>(
      test.db.orm,
      sql`SELECT count(*)::int AS count FROM ledger_transfers WHERE kind = 'deposit' AND reference = ${order.orderNo}`,
    );
    expect(row?.count).toBe(1);
  });

  it.each([
    [
      'a signature by another key',
      (fields: Record<string, string>) => ({ ...fields, sign: signFields('not-the-secret-at-all', fields) }),
    ],
    [
      'a changed amount under the old signature',
      (fields: Record<string, string>) => ({
        ...fields,
        sign: signFields(SECRET, fields),
        amount: '99999.00',
      }),
    ],
    ['no signature', (fields: Record<string, string>) => fields],
    [
      'a signature that is not hex',
      (fields: Record<string, string>) => ({ ...fields, sign: 'z'.repeat(64) }),
    ],
  ])('refuses %s and credits nothing', async (_name, sign) => {
    const player = await newPlayer(test);
    const order = await startOnlinePay(player, '100.00');
    const answer = await notify(
      sign({ orderNo: order.orderNo, tradeNo: 'SBX-BAD', amount: '100.00', status: 'paid' }),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toBe('invalid signature');
    expect((await balances(test, player.userId)).wallet).toBe(0n);
    const [record] = (await call(test, calls.rechargeList, {}, { token: player.token })).list;
    expect(record?.status).toBe('pending');
  });

  it('refuses a signed notification whose amount differs from the order', async () => {
    const player = await newPlayer(test);
    const order = await startOnlinePay(player, '100.00');
    const fields = { orderNo: order.orderNo, tradeNo: 'SBX-AMT', amount: '1000.00', status: 'paid' };
    const answer = await notify({ ...fields, sign: signFields(SECRET, fields) });
    expect(answer.statusCode).toBe(400);
    expect((await balances(test, player.userId)).wallet).toBe(0n);
  });

  it('Fail marks the order failed; a later "paid" for it credits it once and is flagged', async () => {
    const player = await newPlayer(test);
    const order = await startOnlinePay(player);
    const { path, query } = pageFields(order.payUrl);
    const failed = await test.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...query, outcome: 'failed' }).toString(),
    });
    expect(failed.statusCode).toBe(303);
    const [failedRecord] = (await call(test, calls.rechargeList, {}, { token: player.token })).list;
    expect(failedRecord).toMatchObject({ status: 'failed', statusName: 'Payment failed' });

    // The bank settled after all: the provider says paid, again and again.
    const fields = { orderNo: order.orderNo, tradeNo: 'SBX-LATE', amount: '100.00', status: 'paid' };
    const signed = { ...fields, sign: signFields(SECRET, fields) };
    expect(await deposits.handleProviderNotification(test.app.ctx, 'sandbox', signed)).toEqual({
      status: 200,
      body: 'success',
      attention: { orderNo: order.orderNo, problem: 'paid_after_failure' },
    });
    expect((await notify(signed)).statusCode).toBe(200);
    expect((await balances(test, player.userId)).wallet).toBe(10_000n);
    const [record] = (await call(test, calls.rechargeList, {}, { token: player.token })).list;
    expect(record).toMatchObject({ status: 'credited' });
    const { list } = await call(test, calls.messageList, {}, { token: player.token });
    expect(list[0]?.content).toContain(order.orderNo);

    // A late "failed" never undoes it.
    const late = { ...fields, status: 'failed' };
    expect((await notify({ ...late, sign: signFields(SECRET, late) })).statusCode).toBe(200);
    expect((await balances(test, player.userId)).wallet).toBe(10_000n);
    await expectCleanBooks(test);
  });

  it('a "paid" for an order an operator rejected credits nothing and is flagged for review', async () => {
    const player = await newPlayer(test);
    const order = await startOnlinePay(player);
    const [pending] = (await call(test, calls.rechargeList, {}, { token: player.token })).list;
    await call(
      test,
      calls.adminDepositReject,
      { id: pending?.id ?? 0, reason: 'not seen' },
      { token: operator.token },
    );
    const fields = { orderNo: order.orderNo, tradeNo: 'SBX-REJ', amount: '100.00', status: 'paid' };
    expect(
      await deposits.handleProviderNotification(test.app.ctx, 'sandbox', {
        ...fields,
        sign: signFields(SECRET, fields),
      }),
    ).toEqual({
      status: 200,
      body: 'success',
      attention: { orderNo: order.orderNo, problem: 'paid_after_rejection' },
    });
    expect((await balances(test, player.userId)).wallet).toBe(0n);
    // The flag is kept on the deposit, for the review queue.
    const flagged = await call(
      test,
      calls.adminDepositList,
      { needsAttention: true },
      { token: operator.token },
    );
    expect(flagged.list.find((deposit) => deposit.orderNo === order.orderNo)).toMatchObject({
      status: 'rejected',
      attention: 'paid_after_rejection',
    });
    expect(flagged.list.every((deposit) => deposit.attention !== null)).toBe(true);
  });

  it('a retry of onLinePay with the same idempotency key gives the same order', async () => {
    const player = await newPlayer(test);
    const key = newIdempotencyKey();
    const fields = { channelId: catalogue.onlineChannelId, amount: '100.00', idempotencyKey: key };
    const first = await call(test, calls.onlinePay, fields, { token: player.token });
    const second = await call(test, calls.onlinePay, fields, { token: player.token });
    expect(second.orderNo).toBe(first.orderNo);
  });

  it('refuses a channel that is not online pay', async () => {
    const player = await newPlayer(test);
    const [bank] = (await call(test, calls.payList, { payType: 2 }, { token: player.token })).list;
    const envelope = await failure(
      call(test, calls.onlinePay, { channelId: bank?.id ?? 0, amount: '100.00' }, { token: player.token }),
    );
    expect(envelope.code).toBe(ErrorCode.PayChannelUnavailable);
  });
});

describe('the catalogue, kept by operators', () => {
  it('saves channels and receiving accounts, logs each save, and publishes a QR image to players', async () => {
    const qrWallet = await call(
      test,
      calls.adminPayChannelSave,
      {
        payType: 4,
        nameZh: '钱包扫码',
        nameEn: 'Wallet QR',
        isEnabled: '1',
        min: '10',
        max: '5000',
        presets: '50,100',
      },
      { token: operator.token },
    );
    expect(qrWallet).toMatchObject({
      payType: 4,
      min: '10.00',
      presets: ['50.00', '100.00'],
      isEnabled: true,
    });
    const imageId = await uploadPng(test, operator);
    const account = await call(
      test,
      calls.adminReceivingAccountSave,
      { channelId: qrWallet.id, label: 'Wallet QR 1', imageId, isEnabled: 'true' },
      { token: operator.token },
    );
    expect(account.qrImageUrl.startsWith(`${calls.uploadImage.path}/${imageId}?expires=`)).toBe(true);

    const player = await newPlayer(test);
    const { list } = await call(test, calls.payAccountList, { payType: 4 }, { token: player.token });
    expect(list.map((row) => row.id)).toEqual([account.id]);
    const image = await test.app.inject({
      method: 'GET',
      url: `${calls.uploadImage.path}/${imageId}`,
      headers: { authorization: `Bearer ${player.token}` },
    });
    expect(image.statusCode).toBe(200);

    const config = await call(test, calls.clientConfigs, {}, { gzip: false });
    expect(config.gameOption.payType).toBe('1234');
    const disabled = await call(
      test,
      calls.adminPayChannelSave,
      {
        id: qrWallet.id,
        payType: 4,
        nameZh: '钱包扫码',
        nameEn: 'Wallet QR',
        isEnabled: '0',
        min: '10',
        max: '5000',
      },
      { token: operator.token },
    );
    expect(disabled.isEnabled).toBe(false);
    expect((await call(test, calls.clientConfigs, {}, { gzip: false })).gameOption.payType).toBe('123');

    const log = await call(
      test,
      calls.adminAuditList,
      { action: 'pay_channel.save' },
      { token: operator.token },
    );
    expect(log.list.map((entry) => entry.targetId)).toEqual([qrWallet.id, qrWallet.id]);
  });

  it("keeps an account's QR image when another operator saves it again, and removes it when none is sent", async () => {
    const { list } = await call(test, calls.adminPayChannelList, {}, { token: operator.token });
    const bank = list.find((channel) => channel.payType === 2);
    const imageId = await uploadPng(test, operator);
    const form = {
      channelId: bank?.id ?? 0,
      label: 'Bank with QR',
      bankName: 'Demo bank',
      holderName: 'fair28',
      accountNo: '6222000000000099',
      isEnabled: '1',
    } as const;
    const saved = await call(
      test,
      calls.adminReceivingAccountSave,
      { ...form, imageId },
      { token: operator.token },
    );
    expect(saved.imageId).toBe(imageId);

    // Another operator disables it, sending the image id the list gave them: the picture stays.
    const other = await newOperator(test);
    const disabled = await call(
      test,
      calls.adminReceivingAccountSave,
      { ...form, id: saved.id, imageId: saved.imageId, isEnabled: '0' },
      { token: other.token },
    );
    expect(disabled).toMatchObject({ id: saved.id, imageId, isEnabled: false });
    expect(disabled.qrImageUrl.startsWith(`${calls.uploadImage.path}/${imageId}?expires=`)).toBe(true);

    // An image of someone else's that the account does not have is still refused.
    const elsewhere = await uploadPng(test, operator);
    const refused = await failure(
      call(
        test,
        calls.adminReceivingAccountSave,
        { ...form, id: saved.id, imageId: elsewhere },
        { token: other.token },
      ),
    );
    expect(refused.code).toBe(ErrorCode.NotFound);

    const removed = await call(
      test,
      calls.adminReceivingAccountSave,
      { ...form, id: saved.id },
      { token: other.token },
    );
    expect(removed).toMatchObject({ imageId: '', qrImageUrl: '' });
  });

  it('refuses a USDT receiving account with an address of the wrong format', async () => {
    const { list } = await call(test, calls.adminPayChannelList, {}, { token: operator.token });
    const usdt = list.find((channel) => channel.payType === 3);
    const envelope = await failure(
      call(
        test,
        calls.adminReceivingAccountSave,
        {
          channelId: usdt?.id ?? 0,
          label: 'bad',
          network: 'TRC20',
          address: `0x${'1'.repeat(40)}`,
          isEnabled: '1',
        },
        { token: operator.token },
      ),
    );
    expect(envelope).toMatchObject({
      code: ErrorCode.InvalidInput,
      message: 'The address does not match the wallet type',
    });
  });
});
