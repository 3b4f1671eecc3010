// Every call that runs scrypt (login, register, both password changes) is limited per account and per
// address; behind load balancers (FAIR28_TRUST_PROXY) the address is the real client's, not one it claims.
import { calls, ErrorCode } from '@fair28/shared';
import { describe, expect, it } from 'vitest';
import { createInviter, sendForm, startTestApp, type TestApp, uniqueAccount } from '../../test/helper';
import { newPlayer } from '../../test/money';

async function withApp(env: Record<string, string>, run: (test: TestApp) => Promise<void>) {
  const test = await startTestApp(env);
  try {
    await run(test);
  } finally {
    await test.close();
  }
}

const codeOf = async (envelope: Promise<{ code: number }>) => (await envelope).code;

describe('limits on the slow hash', () => {
  it('registration of one account name is limited whichever address tries it', () =>
    withApp({ FAIR28_LOGIN_LIMIT_PER_ACCOUNT: '2' }, async (test) => {
      await createInviter(test, 'HASHES');
      const account = uniqueAccount('r');
      const register = (ip: string) =>
        codeOf(
          sendForm(
            test,
            calls.register.path,
            { account, password: 'goodPass1', confirmPassword: 'goodPass1', code: 'HASHES' },
            { ip },
          ),
        );
      expect(await register('10.3.0.1')).toBe(0);
      expect(await register('10.3.0.2')).toBe(ErrorCode.AccountTaken);
      expect(await register('10.3.0.3')).toBe(ErrorCode.RateLimited);
    }));

  it('password and security-code changes share a per-account limit across addresses', () =>
    withApp({ FAIR28_PASSWORD_CHANGE_LIMIT_PER_ACCOUNT: '3' }, async (test) => {
      const player = await newPlayer(test);
      const attempt = (path: string, i: number) => {
        const newPassword = path === calls.changeSecurityCode.path ? '135790' : 'otherPass2';
        return codeOf(
          sendForm(
            test,
            path,
            { oldPassword: 'wrongPass1', newPassword },
            { token: player.token, ip: `10.4.0.${i}` },
          ),
        );
      };
      expect(await attempt(calls.changePassword.path, 1)).toBe(ErrorCode.WrongOldPassword);
      expect(await attempt(calls.changePassword.path, 2)).toBe(ErrorCode.WrongOldPassword);
      expect(await attempt(calls.changePassword.path, 3)).toBe(ErrorCode.WrongOldPassword);
      expect(await attempt(calls.changePassword.path, 4)).toBe(ErrorCode.RateLimited);
      expect(await attempt(calls.changeSecurityCode.path, 5)).toBe(ErrorCode.RateLimited);
      // Another player is not held back by this one's attempts.
      const other = await newPlayer(test);
      const fine = await sendForm(
        test,
        calls.changePassword.path,
        { oldPassword: other.password, newPassword: 'otherPass2' },
        { token: other.token, ip: '10.4.0.9' },
      );
      expect(fine.code).toBe(0);
    }));

  it('password changes are limited per address across accounts', () =>
    withApp({ FAIR28_PASSWORD_CHANGE_LIMIT_PER_IP: '2' }, async (test) => {
      const players = [await newPlayer(test), await newPlayer(test), await newPlayer(test)];
      const attempt = (token: string, ip: string) =>
        codeOf(
          sendForm(
            test,
            calls.changePassword.path,
            { oldPassword: 'wrongPass1', newPassword: 'otherPass2' },
            { token, ip },
          ),
        );
      const [a, b, c] = players.map((player) => player.token) as [string, string, string];
      expect(await attempt(a, '10.5.0.1')).toBe(ErrorCode.WrongOldPassword);
      expect(await attempt(b, '10.5.0.1')).toBe(ErrorCode.WrongOldPassword);
      expect(await attempt(c, '10.5.0.1')).toBe(ErrorCode.RateLimited);
      expect(await attempt(c, '10.5.0.2')).toBe(ErrorCode.WrongOldPassword);
    }));
});

describe('the client address behind load balancers', () => {
  /** A login through a load balancer at 10.9.0.1 that appends the address it saw to X-Forwarded-For. */
  const loginVia = (test: TestApp, forwardedFor: string) =>
    test.app
      .inject({
        method: 'POST',
        url: calls.login.path,
        payload: new URLSearchParams({ account: uniqueAccount('x'), password: 'wrongPass1' }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': forwardedFor },
        remoteAddress: '10.9.0.1',
      })
      .then((response) => response.json<{ code: number }>().code);

  it('with FAIR28_TRUST_PROXY naming the balancer the limit keys on the address the balancer saw, not one the client wrote', () =>
    withApp({ FAIR28_TRUST_PROXY: '10.9.0.0/24', FAIR28_LOGIN_LIMIT_PER_IP: '2' }, async (test) => {
      expect(await loginVia(test, '6.6.6.1, 203.0.113.7')).toBe(ErrorCode.WrongCredentials);
      expect(await loginVia(test, '6.6.6.2, 203.0.113.7')).toBe(ErrorCode.WrongCredentials);
      expect(await loginVia(test, '6.6.6.3, 203.0.113.7')).toBe(ErrorCode.RateLimited);
      // Another client behind the same balancer has its own count.
      expect(await loginVia(test, '203.0.113.8')).toBe(ErrorCode.WrongCredentials);
    }));

  it('without it, X-Forwarded-For is ignored: the socket address counts', () =>
    withApp({ FAIR28_LOGIN_LIMIT_PER_IP: '2' }, async (test) => {
      expect(await loginVia(test, '203.0.113.1')).toBe(ErrorCode.WrongCredentials);
      expect(await loginVia(test, '203.0.113.2')).toBe(ErrorCode.WrongCredentials);
      expect(await loginVia(test, '203.0.113.3')).toBe(ErrorCode.RateLimited);
    }));
});
