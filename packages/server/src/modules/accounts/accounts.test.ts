import { calls, ErrorCode, encryptTokenField } from '@fair28/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import {
  CallFailed,
  call,
  createInviter,
  sendForm,
  signIn,
  startTestApp,
  type TestApp,
  tableCounts,
  uniqueAccount,
} from '../../test/helper';

let test: TestApp;

beforeAll(async () => {
  test = await startTestApp();
  await createInviter(test, 'FRIEND');
});
afterAll(() => test.close());

async function registerPlayer(account = uniqueAccount(), password = 'goodPass1') {
  const session = await call(test, calls.register, {
    account,
    password,
    confirmPassword: password,
    code: 'FRIEND',
  });
  return { account, password, token: session.token, userId: session.uLoginId };
}

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof CallFailed)) throw new Error(`expected the call to fail, got ${String(error)}`);
  return error.envelope;
}

describe('register', () => {
  it('creates a player linked to the inviter, with a session and an empty wallet', async () => {
    const player = await registerPlayer();
    const details = await call(test, calls.userDetails, {}, { token: player.token });
    expect(details).toMatchObject({
      account: player.account,
      point: '0.00',
      isNewUser: true,
      hasSecurityCode: false,
    });
    expect(details.code).toMatch(/^[A-Z2-9]{6}$/);
    const [row] = await queryRows<{ inviter: string }>(
      test.db.orm,
      sql`SELECT i.invitation_code AS inviter FROM users u JOIN users i ON i.id = u.inviter_id WHERE u.id = ${player.userId}`,
    );
    expect(row?.inviter).toBe('FRIEND');
  });

  it('accepts the invitation code in any letter case', async () => {
    const account = uniqueAccount();
    await expect(
      call(test, calls.register, {
        account,
        password: 'goodPass1',
        confirmPassword: 'goodPass1',
        code: 'friend',
      }),
    ).resolves.toMatchObject({ account });
  });

  it.each([
    ['no invitation code', { code: '' }, 'Enter your invitation code'],
    ['an unknown invitation code', { code: 'NOPE99' }, 'The invitation code does not exist'],
    ['different passwords', { confirmPassword: 'otherPass1' }, 'The passwords do not match'],
    ['no confirmation', { confirmPassword: '' }, 'Enter the password again to confirm it'],
    ['a short password', { password: 'ab1', confirmPassword: 'ab1' }, 'At least 8 characters'],
    [
      'a password without letters',
      { password: '12345678', confirmPassword: '12345678' },
      'Must contain a letter',
    ],
    [
      'a password with symbols',
      { password: 'abcd_1234', confirmPassword: 'abcd_1234' },
      'Only letters and digits',
    ],
    ['no account', { account: '' }, 'Please set up your account'],
    ['an account with spaces', { account: 'a b c d' }, 'Account: 4 to 20 letters, digits or underscores'],
  ])('refuses %s with the form message and writes nothing', async (_case, change, message) => {
    const before = await tableCounts(test.db);
    const envelope = await failure(
      call(test, calls.register, {
        account: uniqueAccount(),
        password: 'goodPass1',
        confirmPassword: 'goodPass1',
        code: 'FRIEND',
        ...change,
      }),
    );
    expect(envelope.message).toBe(message);
    expect(envelope.code).not.toBe(0);
    expect(await tableCounts(test.db)).toEqual(before);
  });

  it('refuses an account that exists, whatever its letter case', async () => {
    const { account } = await registerPlayer();
    const envelope = await failure(
      call(test, calls.register, {
        account: account.toUpperCase(),
        password: 'goodPass1',
        confirmPassword: 'goodPass1',
        code: 'FRIEND',
      }),
    );
    expect(envelope).toMatchObject({
      code: ErrorCode.AccountTaken,
      message: 'This account is already registered',
    });
  });

  it('lets exactly one of several simultaneous registrations of one account through', async () => {
    const account = uniqueAccount();
    const attempts = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) =>
        call(
          test,
          calls.register,
          { account, password: 'goodPass1', confirmPassword: 'goodPass1', code: 'FRIEND' },
          { ip: `10.9.0.${i}` },
        ),
      ),
    );
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    const [row] = await queryRows<{ n: number }>(
      test.db.orm,
      sql`SELECT count(*)::int AS n FROM users WHERE account = ${account}`,
    );
    expect(row?.n).toBe(1);
  });

  it('answers in Chinese when lang=zh', async () => {
    const envelope = await sendForm(test, calls.register.path, { account: '' }, { lang: 'zh' });
    expect(envelope.message).toBe('请设置账号');
  });
});

describe('login and sessions', () => {
  it('logs in with the right password and refuses a wrong one with the same message as an unknown account', async () => {
    const player = await registerPlayer();
    await expect(signIn(test, { account: player.account, password: player.password })).resolves.toMatchObject(
      {
        uLoginId: player.userId,
      },
    );
    const wrong = await failure(signIn(test, { account: player.account, password: 'wrongPass1' }));
    const unknown = await failure(signIn(test, { account: 'nobody_here', password: 'wrongPass1' }));
    expect(wrong).toMatchObject({ code: ErrorCode.WrongCredentials, message: 'Wrong account or password' });
    expect(unknown).toEqual(wrong);
  });

  it.each([
    [{ account: '', password: 'x' }, 'Please enter account'],
    [{ account: 'someone', password: '' }, 'Please enter password'],
  ])('shows the form message for missing fields %j', async (fields, message) => {
    expect(await failure(signIn(test, fields))).toMatchObject({
      code: ErrorCode.InvalidInput,
      message,
    });
  });

  it('logout ends that session only', async () => {
    const player = await registerPlayer();
    const second = await signIn(test, { account: player.account, password: player.password });
    await call(test, calls.logout, {}, { token: player.token });
    expect(await failure(call(test, calls.userDetails, {}, { token: player.token }))).toMatchObject({
      code: 401,
    });
    await expect(call(test, calls.userDetails, {}, { token: second.token })).resolves.toMatchObject({
      account: player.account,
    });
  });

  it('accepts Authorization: Bearer as well as the token field', async () => {
    const player = await registerPlayer();
    const response = await test.app.inject({
      method: 'POST',
      url: calls.userDetails.path,
      headers: { authorization: `Bearer ${player.token}`, 'content-type': 'application/json' },
      payload: { gzip: 0 },
    });
    const envelope = response.json();
    expect(envelope.code).toBe(0);
    expect(JSON.parse(Buffer.from(envelope.resBody, 'hex').toString())).toMatchObject({
      account: player.account,
    });
  });

  it('refuses a replayed token field, a stale one and a forged one with 401', async () => {
    const player = await registerPlayer();
    const keys = test.config.codecKeys;
    const field = await encryptTokenField(player.token, keys);
    const send = (token: string) => sendForm(test, calls.userDetails.path, { token });
    expect((await send(field)).code).toBe(0);
    expect(await send(field)).toMatchObject({
      code: 401,
      message: 'Login credential has expired, please log in again',
    });
    const stale = await encryptTokenField(player.token, keys, Date.now() - 10 * 60_000);
    expect((await send(stale)).code).toBe(401);
    expect((await send('00112233445566778899AABBCCDDEEFF')).code).toBe(401);
    const forged = await encryptTokenField('not-a-real-token', keys);
    expect((await send(forged)).code).toBe(401);
  });

  it('refuses a disabled account at login and ends its live sessions', async () => {
    const player = await registerPlayer();
    await test.db.orm.execute(sql`UPDATE users SET status = 'disabled' WHERE id = ${player.userId}`);
    expect(await failure(signIn(test, { account: player.account, password: player.password }))).toMatchObject(
      {
        code: ErrorCode.AccountDisabled,
      },
    );
    expect((await failure(call(test, calls.userDetails, {}, { token: player.token }))).code).toBe(401);
  });
});

describe('rate limits', () => {
  it('limits login attempts per account, whichever address they come from', async () => {
    const limited = await startTestApp({ FAIR28_LOGIN_LIMIT_PER_ACCOUNT: '3' });
    try {
      const attempt = (i: number) =>
        sendForm(
          limited,
          calls.login.path,
          { account: 'target_acct', password: 'guess1234' },
          { ip: `10.1.0.${i}` },
        );
      for (let i = 0; i < 3; i++) expect((await attempt(i)).code).toBe(ErrorCode.WrongCredentials);
      expect(await attempt(9)).toMatchObject({
        code: ErrorCode.RateLimited,
        message: 'Too many attempts, please try again later',
      });
    } finally {
      await limited.close();
    }
  });

  it('limits login and registration per address', async () => {
    const limited = await startTestApp({ FAIR28_LOGIN_LIMIT_PER_IP: '2', FAIR28_REGISTER_LIMIT_PER_IP: '1' });
    try {
      const login = (account: string, ip: string) =>
        sendForm(limited, calls.login.path, { account, password: 'x1234567' }, { ip });
      expect((await login('a_one', '10.2.0.1')).code).toBe(ErrorCode.WrongCredentials);
      expect((await login('a_two', '10.2.0.1')).code).toBe(ErrorCode.WrongCredentials);
      expect((await login('a_three', '10.2.0.1')).code).toBe(ErrorCode.RateLimited);
      expect((await login('a_three', '10.2.0.2')).code).toBe(ErrorCode.WrongCredentials);

      const register = () =>
        sendForm(
          limited,
          calls.register.path,
          { account: uniqueAccount(), password: 'goodPass1', confirmPassword: 'goodPass1', code: 'NONE99' },
          { ip: '10.2.0.3' },
        );
      expect((await register()).code).toBe(ErrorCode.InvitationCodeInvalid);
      expect((await register()).code).toBe(ErrorCode.RateLimited);
    } finally {
      await limited.close();
    }
  });
});

describe('user details', () => {
  it('never shows a negative turnover requirement', async () => {
    const player = await registerPlayer();
    await test.db.orm.execute(
      sql`UPDATE users SET turnover_required_minor = -500 WHERE id = ${player.userId}`,
    );
    expect((await call(test, calls.userDetails, {}, { token: player.token })).needPlayPoint).toBe('0.00');
    await test.db.orm.execute(
      sql`UPDATE users SET turnover_required_minor = 12345 WHERE id = ${player.userId}`,
    );
    expect((await call(test, calls.userDetails, {}, { token: player.token })).needPlayPoint).toBe('123.45');
  });
});

describe('passwords', () => {
  it('a new login password ends every session of the user', async () => {
    const player = await registerPlayer();
    const other = await signIn(test, { account: player.account, password: player.password });
    await call(
      test,
      calls.changePassword,
      { oldPassword: player.password, newPassword: 'brandNew9' },
      { token: player.token },
    );
    for (const token of [player.token, other.token]) {
      expect((await failure(call(test, calls.userDetails, {}, { token }))).code).toBe(401);
    }
    await expect(signIn(test, { account: player.account, password: 'brandNew9' })).resolves.toBeDefined();
  });

  it('refuses a wrong old password and a same-as-old new one, changing nothing', async () => {
    const player = await registerPlayer();
    const wrongOld = await failure(
      call(
        test,
        calls.changePassword,
        { oldPassword: 'notMine12', newPassword: 'brandNew9' },
        { token: player.token },
      ),
    );
    expect(wrongOld).toMatchObject({
      code: ErrorCode.WrongOldPassword,
      message: 'The old password is wrong',
    });
    const same = await failure(
      call(
        test,
        calls.changePassword,
        { oldPassword: player.password, newPassword: player.password },
        { token: player.token },
      ),
    );
    expect(same.message).toBe('The new one must differ from the old one');
    await expect(call(test, calls.userDetails, {}, { token: player.token })).resolves.toBeDefined();
  });

  it('sets the first security code with the login password, then changes it with the current code', async () => {
    const player = await registerPlayer();
    const token = player.token;
    const wrong = await failure(
      call(test, calls.changeSecurityCode, { oldPassword: 'nope1234', newPassword: '123456' }, { token }),
    );
    expect(wrong.code).toBe(ErrorCode.WrongOldPassword);
    await call(
      test,
      calls.changeSecurityCode,
      { oldPassword: player.password, newPassword: '123456' },
      { token },
    );
    const details = await call(test, calls.userDetails, {}, { token });
    expect(details).toMatchObject({ hasSecurityCode: true, withdrawalsPassword: '******' });

    const withLogin = await failure(
      call(
        test,
        calls.changeSecurityCode,
        { oldPassword: player.password, newPassword: '654321' },
        { token },
      ),
    );
    expect(withLogin).toMatchObject({
      code: ErrorCode.WrongSecurityCode,
      message: 'The security code is wrong (4 attempts left)',
    });
    await call(test, calls.changeSecurityCode, { oldPassword: '123456', newPassword: '654321' }, { token });
    const [row] = await queryRows<{ hash: string }>(
      test.db.orm,
      sql`SELECT security_code_hash AS hash FROM users WHERE id = ${player.userId}`,
    );
    expect(row?.hash).toMatch(/^scrypt\$/);
    expect(row?.hash).not.toContain('654321');
  });

  it('requires a 6-digit security code', async () => {
    const player = await registerPlayer();
    const envelope = await failure(
      call(
        test,
        calls.changeSecurityCode,
        { oldPassword: player.password, newPassword: '12ab' },
        { token: player.token },
      ),
    );
    expect(envelope.message).toBe('The security code is 6 digits');
  });
});
