// Sessions under attack: a token after logout, after a password change, of a frozen player and past its
// expiry is refused with 401 on HTTP and at the socket's login; login answers an unknown account and a
// wrong password alike, in about the same time (measured and printed); guessing passwords is cut off by the
// per-account limit. (Open sockets closing on logout, password change and revocation are
// realtime/realtime.test.ts; replayed and stale token fields are accounts.test.ts and replay-guard.test.ts.)
import { performance } from 'node:perf_hooks';
import { calls, ErrorCode, ImCloseCode, ImCommand } from '@fair28/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../modules/accounts/service';
import { testOperator } from '../test/game';
import { call, failure, sendForm, signIn, startTestApp, type TestApp, uniqueAccount } from '../test/helper';
import { type SocketPlayer, socketPlayer, socketUrlOf, TestSocket } from '../test/socket-client';

const PASSWORD = 'goodPass1';
let test: TestApp;
let url: string;

beforeAll(async () => {
  test = await startTestApp({ FAIR28_LOGIN_LIMIT_PER_IP: '1000' });
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  url = socketUrlOf(test);
});
afterAll(() => test.close());

async function expectRefusedEverywhere(player: SocketPlayer): Promise<void> {
  const http = await sendForm(test, calls.userDetails.path, {}, { token: player.sessionToken, bearer: true });
  expect(http.code).toBe(ErrorCode.LoginExpired);
  const field = await sendForm(test, calls.userDetails.path, {}, { token: player.sessionToken });
  expect(field.code).toBe(ErrorCode.LoginExpired);
  const socket = await TestSocket.connect(url, player.login);
  const answer = await socket.next(ImCommand.LoginAnswer);
  expect(answer.data).toMatchObject({ status: 0, code: ErrorCode.LoginExpired });
  expect((await socket.closed).code).toBe(ImCloseCode.LoginFailed);
}

describe('a session that ended', () => {
  it('after logout: 401 on HTTP and the socket', async () => {
    const player = await socketPlayer(test);
    await call(test, calls.logout, {}, { token: player.sessionToken, bearer: true });
    await expectRefusedEverywhere(player);
  });

  it('after a password change: 401 on HTTP and the socket', async () => {
    const player = await socketPlayer(test);
    await call(
      test,
      calls.changePassword,
      { oldPassword: PASSWORD, newPassword: 'otherPass2' },
      { token: player.sessionToken, bearer: true },
    );
    await expectRefusedEverywhere(player);
  });

  it('of a frozen player: 401 on HTTP and the socket', async () => {
    const player = await socketPlayer(test);
    const operator = await testOperator(test, 'support');
    await call(
      test,
      calls.adminPlayerFreeze,
      { userId: player.userId, reason: 'attack suite' },
      { token: operator.token, bearer: true },
    );
    await expectRefusedEverywhere(player);
  });

  it('past its expiry: 401 on HTTP and the socket', async () => {
    const player = await socketPlayer(test);
    await test.db.orm.execute(
      sql`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = ${player.userId}`,
    );
    await expectRefusedEverywhere(player);
  });
});

describe('login', () => {
  it('answers an unknown account and a wrong password alike, in about the same time', async () => {
    const account = uniqueAccount('t');
    await createUser(test.db.orm, { account, password: PASSWORD });
    const timed = async (fields: { account: string; password: string }, ip: string) => {
      const start = performance.now();
      const envelope = await sendForm(test, calls.login.path, fields, { ip });
      return { envelope, ms: performance.now() - start };
    };
    const unknown: number[] = [];
    const wrong: number[] = [];
    // Alternating, each from its own address and account, so neither limit nor warm-up favours one side.
    for (let i = 0; i < 8; i++) {
      const a = await timed({ account: uniqueAccount('nobody'), password: 'wrongPass9' }, `10.9.1.${i + 1}`);
      const b = await timed({ account, password: `wrongPass${i}` }, `10.9.2.${i + 1}`);
      expect(a.envelope).toEqual(b.envelope);
      expect(a.envelope.code).not.toBe(0);
      unknown.push(a.ms);
      wrong.push(b.ms);
    }
    const median = (values: number[]) =>
      [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0;
    const [u, w] = [median(unknown), median(wrong)];
    // biome-ignore lint/suspicious/noConsole: the suite prints its figures (docs/RELIABILITY.md)
    console.log(`login timing: unknown account median ${u.toFixed(1)} ms, wrong password ${w.toFixed(1)} ms`);
    // Both pay the slow hash: neither side answers in a fraction of the other's time.
    expect(Math.min(u, w) / Math.max(u, w)).toBeGreaterThan(0.5);
  });

  it('cuts off guessing one account’s password, from any address', async () => {
    const account = uniqueAccount('t');
    await createUser(test.db.orm, { account, password: PASSWORD });
    const limit = test.config.limits.loginPerAccountPer15Minutes;
    for (let i = 0; i < limit; i++) {
      await failure(signIn(test, { account, password: `guess${i}xx` }, { ip: `10.8.0.${i + 1}` }));
    }
    const refused = await failure(signIn(test, { account, password: PASSWORD }, { ip: '10.8.1.1' }));
    expect(refused.code).toBe(ErrorCode.RateLimited);
  });
});
