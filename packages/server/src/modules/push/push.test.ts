import { calls, ErrorCode, newIdempotencyKey, pushKinds, type TPushMessage } from '@fair28/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { call, failure, signIn, startTestApp, type TestApp } from '../../test/helper';
import {
  type Catalogue,
  newOperator,
  newPlayer,
  type Player,
  readyToWithdraw,
  SECURITY_CODE,
  seedCatalogue,
  topUpWithCertificate,
} from '../../test/money';
import { type PushReceiver, startPushReceiver } from '../../test/push-receiver';
import { PUSH_MAX_AGE_MS, runPushPass } from './job';
import { pushToPlayer } from './service';

let test: TestApp;
let receiver: PushReceiver;
let catalogue: Catalogue;
let operator: Player;
/** The server's clock, moved by the tests that wait (retries, reality checks). */
let clock = Date.now();

beforeAll(async () => {
  receiver = await startPushReceiver();
  test = await startTestApp(
    { FAIR28_PUSH_SERVICES: `https://fcm.googleapis.com,${receiver.origin}` },
    { now: () => new Date(clock) },
  );
  catalogue = await seedCatalogue(test);
});
afterAll(async () => {
  await test.close();
  await receiver.close();
});
beforeEach(async () => {
  receiver.received.length = 0;
  // Tests move the clock by hours; the next starts from the real time again, which the token field
  // is checked against, with an operator whose session has not been idle meanwhile.
  clock = Date.now();
  operator = await newOperator(test);
});

const as = (player: Pick<Player, 'token'>, lang: 'en' | 'zh' = 'en') => ({
  token: player.token,
  bearer: true,
  lang,
});

/** A player with notifications allowed on a device of the receiver's, in `lang`. */
async function subscribedPlayer(lang: 'en' | 'zh' = 'en', player?: Player) {
  const who = player ?? (await newPlayer(test));
  const device = receiver.device(`${who.account}-phone`);
  await call(test, calls.pushSubscribe, device.subscription, as(who, lang));
  return { player: who, device };
}

const pass = () => runPushPass(test.app.ctx);

async function outbox(userId: number) {
  const rows = await queryRows<{ kind: string; attempts: number; next_at: Date | string }>(
    test.db.orm,
    sql`SELECT o.kind, o.attempts, o.next_at FROM push_outbox o
        JOIN push_subscriptions s ON s.id = o.subscription_id WHERE s.user_id = ${userId} ORDER BY o.id`,
  );
  return rows.map((row) => ({ ...row, next_at: new Date(row.next_at) }));
}

const messagesTo = (device: string) =>
  receiver.received.filter((push) => push.device === device).map((push) => push.message as TPushMessage);

async function approveTopUp(player: Player, amount = '300.00') {
  const record = await topUpWithCertificate(test, catalogue, player, { amount });
  await call(test, calls.adminDepositApprove, { id: record.id, reason: 'paid' }, as(operator));
  return record;
}

describe('subscriptions', () => {
  it('are kept only for allowed push services: any other address is refused and nothing stored', async () => {
    const player = await newPlayer(test);
    const keys = receiver.device('refused').subscription;
    for (const endpoint of [
      'https://attacker.example.com/push/1',
      'http://169.254.169.254/latest/meta-data',
      'https://fcm.googleapis.com.attacker.example/x',
      `${receiver.origin.replace('127.0.0.1', 'localhost')}/push/1`,
    ]) {
      const refused = await failure(call(test, calls.pushSubscribe, { ...keys, endpoint }, as(player)));
      expect(refused.code).toBe(ErrorCode.PushServiceRefused);
      expect(refused.message).toBe('Notifications cannot be sent through this browser’s push service');
    }
    const zh = await failure(
      call(test, calls.pushSubscribe, { ...keys, endpoint: 'https://a.example/p' }, as(player, 'zh')),
    );
    expect(zh.message).toBe('无法通过此浏览器的推送服务发送通知');
    const settings = await call(test, calls.pushSettings, { endpoint: keys.endpoint }, as(player));
    expect(settings.isSubscribed).toBe(false);
    // A real browser's push service is allowed.
    await call(
      test,
      calls.pushSubscribe,
      { ...keys, endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def' },
      as(player),
    );
  });

  it('answer the VAPID public key, every kind switched on, and whether this device is subscribed', async () => {
    const { player, device } = await subscribedPlayer();
    const settings = await call(
      test,
      calls.pushSettings,
      { endpoint: device.subscription.endpoint },
      as(player),
    );
    expect(Buffer.from(settings.publicKey, 'base64url')).toHaveLength(65);
    expect(settings.isSubscribed).toBe(true);
    expect(settings.kinds.map((kind) => kind.kind)).toEqual(Object.keys(pushKinds));
    expect(settings.kinds.every((kind) => kind.isOn)).toBe(true);
    expect(settings.promotionsPaused).toBeNull();
    await call(test, calls.pushUnsubscribe, { endpoint: device.subscription.endpoint }, as(player));
    const after = await call(
      test,
      calls.pushSettings,
      { endpoint: device.subscription.endpoint },
      as(player),
    );
    expect(after.isSubscribed).toBe(false);
  });

  it('refuse keys that are not a P-256 point and a 16-byte secret', async () => {
    const player = await newPlayer(test);
    const device = receiver.device('short-keys').subscription;
    const short = await failure(
      call(test, calls.pushSubscribe, { ...device, p256dh: device.p256dh.slice(0, 40) }, as(player)),
    );
    expect(short.code).toBe(ErrorCode.InvalidInput);
  });
});

describe('a push, end to end', () => {
  it('reaches the device decrypted (RFC 8291), signed with the server’s VAPID key (RFC 8292), in its language', async () => {
    const { player, device } = await subscribedPlayer('zh');
    const record = await approveTopUp(player);
    // Written with the credit, in its transaction: there before anything is sent.
    expect((await outbox(player.userId)).map((row) => row.kind)).toEqual(['depositCredited']);
    expect(await pass()).toMatchObject({ delivered: 1 });
    const [received] = receiver.received;
    expect(received?.device).toBe(device.name);
    expect(received?.message).toEqual({
      id: expect.any(Number),
      kind: 'depositCredited',
      title: '充值已到账',
      body: `您的充值订单${record.orderNo}（¥300.00）已到账。`,
      opens: '/pages/tabBar/personal/menu/recharge',
    });
    const { publicKey } = await call(test, calls.pushSettings, {}, as(player));
    expect(received?.vapidKey).toBe(publicKey);
    expect(received?.claims.aud).toBe(receiver.origin);
    expect(received?.claims.sub).toBe('mailto:push@fair28.invalid');
    expect(received?.claims.exp).toBeGreaterThan(clock / 1000);
    expect(received?.headers.ttl).toBe('86400');
    expect(receiver.refused).toEqual([]);
    expect(await outbox(player.userId)).toEqual([]);
  });

  it('reaches every device of the player, each in its own language', async () => {
    const { player, device } = await subscribedPlayer('en');
    const tablet = receiver.device(`${player.account}-tablet`);
    await call(test, calls.pushSubscribe, tablet.subscription, as(player, 'zh'));
    const record = await topUpWithCertificate(test, catalogue, player, { amount: '200.00' });
    await call(test, calls.adminDepositReject, { id: record.id, reason: 'no transfer' }, as(operator));
    await pass();
    expect(messagesTo(device.name).map((message) => message.title)).toEqual(['Top-up rejected']);
    expect(messagesTo(tablet.name).map((message) => message.title)).toEqual(['充值未通过']);
  });

  it('tells of a paid and a rejected withdrawal', async () => {
    const player = await readyToWithdraw(test, 200_000n);
    const { device } = await subscribedPlayer('en', player);
    const ask = (amount: string) =>
      call(
        test,
        calls.withdrawalAdd,
        { amount, type: 'bank', securityCode: SECURITY_CODE, idempotencyKey: newIdempotencyKey() },
        as(player),
      );
    const paid = await ask('500.00');
    const rejected = await ask('300.00');
    await call(test, calls.adminWithdrawalApprove, { id: paid.id, reason: 'sent' }, as(operator));
    await call(test, calls.adminWithdrawalReject, { id: rejected.id, reason: 'card closed' }, as(operator));
    await pass();
    expect(messagesTo(device.name).map((message) => [message.kind, message.body])).toEqual([
      [
        'withdrawalPaid',
        `Your withdrawal ${paid.orderNo} of ¥500.00 has been paid out: ¥495.00 after a fee of ¥5.00.`,
      ],
      ['withdrawalRejected', expect.stringContaining(rejected.orderNo)],
    ]);
  });

  it('tells that customer service answered, with the start of the answer', async () => {
    const { player, device } = await subscribedPlayer('en');
    const long = `Your top-up is on its way. ${'x'.repeat(200)}`;
    await call(test, calls.adminSupportReply, { userId: player.userId, text: long }, as(operator));
    await pass();
    const [message] = messagesTo(device.name);
    expect(message).toMatchObject({ kind: 'supportAnswered', title: 'Customer service replied' });
    expect(message?.body).toBe(`${long.slice(0, 120)}…`);
    expect(message?.opens).toBe('/pages/common/service/service');
  });

  it('stops once the device signs out: its session ended, it hears nothing more', async () => {
    const { player, device } = await subscribedPlayer('en');
    await call(test, calls.logout, {}, as(player));
    // Signed in on another device, with no subscription: the top-up is credited, no phone hears of it.
    const other = await signIn(test, { account: player.account, password: player.password });
    await approveTopUp({ ...player, token: other.token });
    expect(await outbox(player.userId)).toEqual([]);
    await pass();
    expect(messagesTo(device.name)).toEqual([]);
  });
  it('tells the phones already signed in when the account signs in on a new device', async () => {
    const { player, device } = await subscribedPlayer('en');
    const phone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Mobile/15E148 Safari/604.1';
    await signIn(
      test,
      { account: player.account, password: player.password },
      { ip: '203.0.113.9', userAgent: phone },
    );
    await pass();
    const [message] = messagesTo(device.name);
    expect(message).toMatchObject({
      kind: 'newDeviceSignIn',
      title: 'Signed in on a new device',
      opens: '/pages/accountSecurity/devices',
    });
    expect(message?.body).toContain('203.0.113.9');
    expect(message?.body).toContain('Safari 18.1 · iOS 18.1');
  });
});

describe('the outbox', () => {
  it('keeps a push its push service could not take, and sends it again later, waiting longer each time', async () => {
    const { player, device } = await subscribedPlayer('en');
    receiver.answer(device.name, 500, 503);
    await approveTopUp(player);
    expect(await pass()).toMatchObject({ delivered: 0, retried: 1 });
    const [first] = await outbox(player.userId);
    expect(first?.attempts).toBe(1);
    expect(first?.next_at.getTime()).toBe(clock + 15_000);
    // Not due yet: nothing sent.
    expect(await pass()).toMatchObject({ delivered: 0, retried: 0 });
    clock += 15_000;
    expect(await pass()).toMatchObject({ retried: 1 });
    expect((await outbox(player.userId))[0]?.next_at.getTime()).toBe(clock + 30_000);
    clock += 30_000;
    expect(await pass()).toMatchObject({ delivered: 1 });
    expect(messagesTo(device.name).map((message) => message.kind)).toEqual(['depositCredited']);
    expect(await outbox(player.userId)).toEqual([]);
  });

  it('forgets a device its push service no longer knows (410, 404), with what waited for it', async () => {
    for (const status of [410, 404]) {
      const { player, device } = await subscribedPlayer('en');
      // The push service answers so for every push to the device.
      receiver.answer(device.name, status, status);
      await approveTopUp(player);
      await approveTopUp(player, '400.00');
      await pass();
      expect(await outbox(player.userId)).toEqual([]);
      const settings = await call(
        test,
        calls.pushSettings,
        { endpoint: device.subscription.endpoint },
        as(player),
      );
      expect(settings.isSubscribed).toBe(false);
      expect(messagesTo(device.name)).toEqual([]);
    }
  });

  it('gives up on a push still not taken a day after it was made', async () => {
    const { player, device } = await subscribedPlayer('en');
    receiver.answer(device.name, ...Array(40).fill(500));
    await approveTopUp(player);
    const start = clock;
    while ((await outbox(player.userId)).length > 0) {
      const [row] = await outbox(player.userId);
      clock = Math.max(clock, row?.next_at.getTime() ?? clock);
      await pass();
    }
    expect(clock - start).toBeLessThanOrEqual(PUSH_MAX_AGE_MS);
    expect(clock - start).toBeGreaterThan(PUSH_MAX_AGE_MS - 3_600_000);
    expect(messagesTo(device.name)).toEqual([]);
  });
});

describe('what the player chose', () => {
  it('a kind switched off is not pushed, and is again once switched on', async () => {
    const { player, device } = await subscribedPlayer('en');
    await call(test, calls.pushKindSet, { kind: 'depositCredited', isOn: '0' }, as(player));
    const settings = await call(test, calls.pushSettings, {}, as(player));
    expect(settings.kinds.find((kind) => kind.kind === 'depositCredited')?.isOn).toBe(false);
    expect(settings.kinds.filter((kind) => !kind.isOn)).toHaveLength(1);
    await approveTopUp(player);
    expect(await outbox(player.userId)).toEqual([]);
    await call(test, calls.pushKindSet, { kind: 'depositCredited', isOn: '1' }, as(player));
    await approveTopUp(player, '400.00');
    await pass();
    expect(messagesTo(device.name).map((message) => message.body)).toEqual([
      expect.stringContaining('¥400.00'),
    ]);
  });

  it('nothing promotional during a cool-off: a rebate is held, news of the player’s own money is not', async () => {
    const { player, device } = await subscribedPlayer('en');
    const queue = (kind: 'rebatePaid' | 'withdrawalRejected') =>
      test.db.orm.transaction((tx) =>
        pushToPlayer(tx, player.userId, { kind, args: ['¥5.00', '2026-01-01'] }, new Date(clock)),
      );
    // Queued before the break, sent after it began: held all the same.
    expect(await queue('rebatePaid')).toBe(1);
    await call(test, calls.playBreakStart, { kind: 'cool_off', days: 1 }, as(player));
    expect(await queue('rebatePaid')).toBe(0);
    expect(await queue('withdrawalRejected')).toBe(1);
    const settings = await call(test, calls.pushSettings, {}, as(player));
    expect(settings.promotionsPaused).toMatchObject({ kind: 'cool_off' });
    expect(await pass()).toMatchObject({ delivered: 1, dropped: 1 });
    expect(messagesTo(device.name).map((message) => message.kind)).toEqual(['withdrawalRejected']);
    // After the break, promotions reach the player again.
    clock += 25 * 3_600_000;
    expect(await queue('rebatePaid')).toBe(1);
    await pass();
    expect(messagesTo(device.name).map((message) => message.kind)).toEqual([
      'withdrawalRejected',
      'rebatePaid',
    ]);
  });

  it('a reality check reached while playing is pushed once per interval', async () => {
    const { player, device } = await subscribedPlayer('zh');
    await call(test, calls.realityCheckSet, { minutes: 15 }, as(player));
    // The app's check starts the session and keeps it going, as bets do.
    await call(test, calls.playSession, {}, as(player));
    clock += 10 * 60_000;
    await call(test, calls.playSession, {}, as(player));
    expect(await pass()).toMatchObject({ realityChecks: 0 });
    clock += 6 * 60_000;
    expect(await pass()).toMatchObject({ realityChecks: 1, delivered: 1 });
    expect(await pass()).toMatchObject({ realityChecks: 0 });
    expect(messagesTo(device.name)).toEqual([
      expect.objectContaining({
        kind: 'realityCheck',
        title: '时间提醒',
        body: '您本次已玩 16 分钟。净结果：0.00（投注额 0.00）。',
        opens: '/pages/playSafe/playSafe',
      }),
    ]);
    // The session ended (no play for 15 minutes): nothing more.
    clock += 20 * 60_000;
    expect(await pass()).toMatchObject({ realityChecks: 0 });
  });
});
