// A player's two-step sign-in over the wire, on the real database: enrolling (a QR link, confirmed by a
// code, ten recovery codes once), the password step's challenge on a new device and its code step (wrong,
// right, replayed, a recovery code once, a challenge that expires or is tried too often), the trusted device
// skipping the code until FAIR28_TRUSTED_DEVICE_DAYS pass, new payout accounts and withdrawals asking the
// code on every device (changing nothing without it), the new-device message, the player's sessions (sign
// out one, sign out the others: their calls and sockets end at once), and an operator's reset, audited.
import { calls, ErrorCode, ImCloseCode, isSignInChallenge, type TLoginResult } from '@fair28/shared';
import { sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import {
  CallFailed,
  call,
  createInviter,
  failure,
  type SendOptions,
  signIn,
  startTestApp,
  type TestApp,
  tableCounts,
  uniqueAccount,
} from '../../test/helper';
import {
  balances,
  bankCard,
  fund,
  type Player,
  randomTronAddress,
  requestKey,
  SECURITY_CODE,
} from '../../test/money';
import { socketUrlOf, TestSocket } from '../../test/socket-client';
import { createUser } from './service';

let test: TestApp;
let clock: Date;
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const MINUTE = 60_000;
const DAY = 86_400_000;
const TRUSTED_DAYS = 7;

beforeAll(async () => {
  clock = new Date();
  test = await startTestApp(
    { FAIR28_TRUSTED_DEVICE_DAYS: String(TRUSTED_DAYS), FAIR28_LOGIN_LIMIT_PER_ACCOUNT: '40' },
    { now: () => clock },
  );
  await test.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => test.close());

// Bearer: the test app runs on a clock of its own, which the token field's timestamp would not match.
const as = (token: string): SendOptions => ({ token, bearer: true });
let addresses = 0;
/** Each sign-in from an address of its own, as from another device. */
const from = (): SendOptions => {
  addresses += 1;
  return { ip: `10.77.${addresses >> 8}.${addresses & 255}` };
};

type TwoStepPlayer = Player & { secret: string; recoveryCodes: string[]; deviceToken: string };

const codeOf = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: clock.getTime() });
/** A code of the next step: every code is accepted once. */
const nextCode = (secret: string) => {
  later(30_000);
  return codeOf(secret);
};

function session(answer: TLoginResult) {
  if (isSignInChallenge(answer)) throw new Error('expected a session, got a challenge');
  return answer;
}
function challenge(answer: TLoginResult) {
  if (!isSignInChallenge(answer)) throw new Error('expected a challenge, got a session');
  return answer.challenge;
}

const login = (player: Pick<Player, 'account' | 'password'>, deviceToken?: string) =>
  call(
    test,
    calls.login,
    { account: player.account, password: player.password, ...(deviceToken ? { deviceToken } : {}) },
    from(),
  );

async function sessionCount(userId: number): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    test.db.orm,
    sql`SELECT count(*)::int AS count FROM sessions WHERE user_id = ${userId}`,
  );
  return row?.count ?? 0;
}

/**
 * A player signed in once, with a security code: made here, not with the money helpers, because this file's
 * clock moves ahead of the real one and only a Bearer token ignores that.
 */
async function newPlayer(app: TestApp = test, options: { securityCode?: string } = {}): Promise<Player> {
  const account = uniqueAccount('ts');
  const password = 'stepPass12';
  const user = await createUser(app.db.orm, { account, password });
  const answer = await call(app, calls.login, { account, password }, from());
  if (isSignInChallenge(answer)) throw new Error('a new player was asked for a code');
  if (options.securityCode) {
    const change = { oldPassword: password, newPassword: options.securityCode };
    await call(app, calls.changeSecurityCode, change, { ...as(answer.token), ...from() });
  }
  return { userId: user.id, account, password, token: answer.token };
}

const newOperator = async (role: 'admin' | 'finance' | 'support'): Promise<Player> => {
  const account = uniqueAccount('op');
  const password = 'stepPass12';
  const user = await createUser(test.db.orm, { account, password, role });
  return {
    userId: user.id,
    account,
    password,
    token: (await signIn(test, { account, password }, from())).token,
  };
};

/** A player with a security code who turned two-step sign-in on from the device they signed in on. */
async function twoStepPlayer(): Promise<TwoStepPlayer> {
  const player = await newPlayer(test, { securityCode: SECURITY_CODE });
  const first = session(await login(player));
  const enrol = await call(test, calls.twoFactorEnrol, {}, as(first.token));
  const confirmed = await call(test, calls.twoFactorConfirm, { code: codeOf(enrol.secret) }, as(first.token));
  return {
    ...player,
    token: first.token,
    secret: enrol.secret,
    recoveryCodes: confirmed.recoveryCodes,
    deviceToken: first.deviceToken ?? '',
  };
}

describe('turning two-step sign-in on', () => {
  it('gives a QR link and the key, takes effect with a code, and shows ten recovery codes once', async () => {
    const player = await newPlayer();
    const options = as(player.token);
    expect(await call(test, calls.signInSecurity, {}, options)).toEqual({
      isEnabled: false,
      recoveryCodesLeft: 0,
      trustedDeviceDays: TRUSTED_DAYS,
    });
    const enrol = await call(test, calls.twoFactorEnrol, {}, options);
    expect(enrol.uri).toMatch(new RegExp(`^otpauth://totp/fair28:${player.account}\\?`));
    expect(enrol.uri).toContain(`secret=${enrol.secret}`);
    // Not in force until confirmed: the password alone still signs in.
    session(await login(player));

    const wrongCode = codeOf(enrol.secret) === '000000' ? '111111' : '000000';
    expect(await failure(call(test, calls.twoFactorConfirm, { code: wrongCode }, options))).toMatchObject({
      code: ErrorCode.WrongTwoFactorCode,
      message: 'The code is wrong or has been used already',
    });
    const confirmed = await call(test, calls.twoFactorConfirm, { code: codeOf(enrol.secret) }, options);
    expect(confirmed.isEnabled).toBe(true);
    expect(confirmed.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.recoveryCodes).size).toBe(10);
    for (const code of confirmed.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(await call(test, calls.signInSecurity, {}, options)).toMatchObject({
      isEnabled: true,
      recoveryCodesLeft: 10,
    });
    expect(await call(test, calls.userDetails, {}, options)).toMatchObject({ hasTwoFactor: true });
    // Only keyed hashes are kept.
    const stored = await queryRows<{ code_hash: string }>(
      test.db.orm,
      sql`SELECT code_hash FROM two_factor_recovery_codes WHERE user_id = ${player.userId}`,
    );
    expect(stored).toHaveLength(10);
    for (const row of stored) {
      expect(confirmed.recoveryCodes.some((code) => row.code_hash.includes(code.replace('-', '')))).toBe(
        false,
      );
    }
  });

  it('renews the recovery codes for a code, and turns off only with one', async () => {
    const player = await twoStepPlayer();
    const options = as(player.token);
    const renewed = await call(test, calls.recoveryCodesRenew, { code: nextCode(player.secret) }, options);
    expect(renewed.recoveryCodes).toHaveLength(10);
    // The old ones stopped working.
    const old = player.recoveryCodes[0] ?? '';
    const refused = await failure(call(test, calls.twoFactorDisable, { code: old }, options));
    expect(refused.code).toBe(ErrorCode.WrongTwoFactorCode);
    expect(await call(test, calls.signInSecurity, {}, options)).toMatchObject({ isEnabled: true });
    // A recovery code turns it off when the phone is gone.
    await expect(
      call(test, calls.twoFactorDisable, { code: (renewed.recoveryCodes[3] ?? '').toUpperCase() }, options),
    ).resolves.toEqual({ isEnabled: false });
    expect(await call(test, calls.signInSecurity, {}, options)).toMatchObject({
      isEnabled: false,
      recoveryCodesLeft: 0,
    });
    session(await login(player));
  });
});

describe('signing in with two-step sign-in on', () => {
  it('asks a new device for the code: no session until it is right, each code once', async () => {
    const player = await twoStepPlayer();
    const sessionsBefore = await sessionCount(player.userId);
    const asked = challenge(await login(player));
    expect(await sessionCount(player.userId)).toBe(sessionsBefore);

    const wrongCode = codeOf(player.secret) === '000000' ? '111111' : '000000';
    const wrong = await failure(call(test, calls.loginCode, { challenge: asked, code: wrongCode }, from()));
    expect(wrong).toMatchObject({ code: ErrorCode.WrongTwoFactorCode, resBody: null });
    expect(await sessionCount(player.userId)).toBe(sessionsBefore);

    const code = nextCode(player.secret);
    const signedIn = await call(test, calls.loginCode, { challenge: asked, code }, from());
    expect(signedIn).toMatchObject({ account: player.account, uLoginId: player.userId });
    expect(signedIn.deviceToken).toEqual(expect.any(String));
    expect(await call(test, calls.userDetails, {}, as(signedIn.token))).toMatchObject({
      account: player.account,
    });
    // A challenge answers once; a code is accepted once.
    expect((await failure(call(test, calls.loginCode, { challenge: asked, code }, from()))).code).toBe(
      ErrorCode.SignInChallengeExpired,
    );
    const again = challenge(await login(player));
    expect((await failure(call(test, calls.loginCode, { challenge: again, code }, from()))).code).toBe(
      ErrorCode.WrongTwoFactorCode,
    );
  });

  it('takes a recovery code once, in any case and with or without its dash', async () => {
    const player = await twoStepPlayer();
    const recovery = player.recoveryCodes[0] ?? '';
    const typed = recovery.replace('-', ' ').toUpperCase();
    await call(test, calls.loginCode, { challenge: challenge(await login(player)), code: typed }, from());
    const again = challenge(await login(player));
    expect(
      (await failure(call(test, calls.loginCode, { challenge: again, code: recovery }, from()))).code,
    ).toBe(ErrorCode.WrongTwoFactorCode);
    expect(await call(test, calls.signInSecurity, {}, as(player.token))).toMatchObject({
      recoveryCodesLeft: 9,
    });
  });

  it('skips the code on a device that passed it, until the trusted days are over', async () => {
    const player = await twoStepPlayer();
    const passed = await call(
      test,
      calls.loginCode,
      { challenge: challenge(await login(player)), code: nextCode(player.secret) },
      from(),
    );
    const deviceToken = passed.deviceToken ?? '';
    // The same device: straight in, keeping its token.
    const trusted = session(await login(player, deviceToken));
    expect(trusted.deviceToken).toBeUndefined();
    // Another device, or a token of somebody else's, is asked.
    challenge(await login(player));
    const other = await twoStepPlayer();
    challenge(await login(player, other.deviceToken));
    // The device the player enrolled on passed no sign-in code: it is asked too.
    challenge(await login(player, player.deviceToken));

    later(TRUSTED_DAYS * DAY - MINUTE);
    session(await login(player, deviceToken));
    later(2 * MINUTE);
    const askedAgain = challenge(await login(player, deviceToken));
    await call(test, calls.loginCode, { challenge: askedAgain, code: nextCode(player.secret) }, from());
    session(await login(player, deviceToken));
  });

  it('lets a challenge lapse after 5 minutes, and spends it after 5 wrong codes', async () => {
    const player = await twoStepPlayer();
    const slow = challenge(await login(player));
    later(5 * MINUTE + 1000);
    expect(
      await failure(call(test, calls.loginCode, { challenge: slow, code: codeOf(player.secret) }, from())),
    ).toMatchObject({
      code: ErrorCode.SignInChallengeExpired,
      message: 'That sign-in has expired: enter your password again',
    });

    const guessed = challenge(await login(player));
    const wrongCode = codeOf(player.secret) === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await failure(
        call(test, calls.loginCode, { challenge: guessed, code: wrongCode }, from()),
      );
      expect(wrong.code).toBe(ErrorCode.WrongTwoFactorCode);
    }
    expect(
      (
        await failure(
          call(test, calls.loginCode, { challenge: guessed, code: codeOf(player.secret) }, from()),
        )
      ).code,
    ).toBe(ErrorCode.SignInChallengeExpired);
    expect(
      (await failure(call(test, calls.loginCode, { challenge: 'no-such-challenge', code: '123456' }, from())))
        .code,
    ).toBe(ErrorCode.SignInChallengeExpired);
  });

  it('counts codes with the password attempts of the account', async () => {
    const limited = await startTestApp({ FAIR28_LOGIN_LIMIT_PER_ACCOUNT: '4' }, { now: () => clock });
    try {
      const player = await newPlayer(limited);
      const enrol = await call(limited, calls.twoFactorEnrol, {}, as(player.token));
      await call(limited, calls.twoFactorConfirm, { code: codeOf(enrol.secret) }, as(player.token));
      const form = { account: player.account, password: player.password };
      const asked = await call(limited, calls.login, form, from());
      if (!isSignInChallenge(asked)) throw new Error('expected a challenge');
      const wrongCode = codeOf(enrol.secret) === '000000' ? '111111' : '000000';
      for (let attempt = 0; attempt < 2; attempt += 1) {
        await failure(
          call(limited, calls.loginCode, { challenge: asked.challenge, code: wrongCode }, from()),
        );
      }
      // 1 password + 2 codes + this one: the fourth attempt of 4 passes, the fifth is limited.
      await failure(call(limited, calls.loginCode, { challenge: asked.challenge, code: wrongCode }, from()));
      const limitedCode = await failure(
        call(limited, calls.loginCode, { challenge: asked.challenge, code: nextCode(enrol.secret) }, from()),
      );
      expect(limitedCode.code).toBe(ErrorCode.RateLimited);
    } finally {
      await limited.close();
    }
  });
});

describe('money moves with two-step sign-in on', () => {
  /** Every table's rows but the security code's attempt counter, which the right security code clears. */
  async function rowCounts() {
    const { security_code_failures: _counter, ...counts } = await tableCounts(test.db);
    return counts;
  }

  async function expectUnchanged<T>(player: TwoStepPlayer, attempt: () => Promise<T>, code: number) {
    const before = await rowCounts();
    const money = await balances(test, player.userId);
    const error = await attempt().then(
      () => undefined,
      (e: unknown) => e,
    );
    if (!(error instanceof CallFailed)) throw new Error('expected the call to fail');
    expect(error.envelope.code).toBe(code);
    expect(await rowCounts()).toEqual(before);
    expect(await balances(test, player.userId)).toEqual(money);
  }

  it('a bank card, a card change and a USDT address each need the code, and nothing changes without it', async () => {
    const player = await twoStepPlayer();
    const options = as(player.token);
    const wrongCode = codeOf(player.secret) === '000000' ? '111111' : '000000';
    await expectUnchanged(
      player,
      () => call(test, calls.bankCardBind, bankCard, options),
      ErrorCode.TwoFactorRequired,
    );
    await expectUnchanged(
      player,
      () => call(test, calls.bankCardBind, { ...bankCard, twoFactorCode: wrongCode }, options),
      ErrorCode.WrongTwoFactorCode,
    );
    await call(test, calls.bankCardBind, { ...bankCard, twoFactorCode: nextCode(player.secret) }, options);

    const change = { ...bankCard, cardNo: '6222 0299 9999 0000', note: 'new bank' };
    await expectUnchanged(
      player,
      () => call(test, calls.bankCardChange, change, options),
      ErrorCode.TwoFactorRequired,
    );
    await call(test, calls.bankCardChange, { ...change, twoFactorCode: nextCode(player.secret) }, options);

    const address = { securityCode: SECURITY_CODE, network: 'TRC20', address: randomTronAddress() } as const;
    await expectUnchanged(
      player,
      () => call(test, calls.usdtAdd, address, options),
      ErrorCode.TwoFactorRequired,
    );
    // The code of a step already used is refused.
    const used = codeOf(player.secret);
    await expectUnchanged(
      player,
      () => call(test, calls.usdtAdd, { ...address, twoFactorCode: used }, options),
      ErrorCode.WrongTwoFactorCode,
    );
    await call(test, calls.usdtAdd, { ...address, twoFactorCode: nextCode(player.secret) }, options);
  });

  it('every withdrawal needs the code, on a trusted device too', async () => {
    const player = await twoStepPlayer();
    await call(
      test,
      calls.bankCardBind,
      { ...bankCard, twoFactorCode: nextCode(player.secret) },
      as(player.token),
    );
    await fund(test, player.userId, 100_000n);
    const trusted = await call(
      test,
      calls.loginCode,
      { challenge: challenge(await login(player)), code: nextCode(player.secret) },
      from(),
    );
    const options = as(trusted.token);
    const form = { amount: '200', securityCode: SECURITY_CODE, type: 'bank' as const };
    await expectUnchanged(
      player,
      () => call(test, calls.withdrawalAdd, { ...form, idempotencyKey: requestKey() }, options),
      ErrorCode.TwoFactorRequired,
    );
    await expectUnchanged(
      player,
      () =>
        call(
          test,
          calls.withdrawalAdd,
          {
            ...form,
            idempotencyKey: requestKey(),
            twoFactorCode: '000000' === codeOf(player.secret) ? '111111' : '000000',
          },
          options,
        ),
      ErrorCode.WrongTwoFactorCode,
    );
    const key = requestKey();
    const code = nextCode(player.secret);
    const made = await call(
      test,
      calls.withdrawalAdd,
      { ...form, idempotencyKey: key, twoFactorCode: code },
      options,
    );
    expect(made.status).toBe('pending');
    expect(await balances(test, player.userId)).toEqual({ wallet: 80_000n, hold: 20_000n });
    // A repeat of the same request (its code spent) answers the same withdrawal and moves nothing.
    const repeated = await call(
      test,
      calls.withdrawalAdd,
      { ...form, idempotencyKey: key, twoFactorCode: code },
      options,
    );
    expect(repeated.id).toBe(made.id);
    expect(await balances(test, player.userId)).toEqual({ wallet: 80_000n, hold: 20_000n });
  });

  it('players without two-step sign-in are not asked', async () => {
    const player = await newPlayer(test, { securityCode: SECURITY_CODE });
    await call(test, calls.bankCardBind, bankCard, as(player.token));
    await fund(test, player.userId, 50_000n);
    const form = {
      amount: '200',
      securityCode: SECURITY_CODE,
      type: 'bank' as const,
      idempotencyKey: requestKey(),
    };
    await expect(call(test, calls.withdrawalAdd, form, as(player.token))).resolves.toMatchObject({
      status: 'pending',
    });
  });
});

describe('new devices', () => {
  it('a sign-in on a device new to the account sends a system message; a known device does not', async () => {
    const player = await newPlayer();
    const messages = async () => (await call(test, calls.messageList, {}, as(player.token))).list;
    // newPlayer's sign-in was the account's first device: no news.
    const first = await messages();
    expect(first).toEqual([]);
    const knownToken = session(await login(player)).deviceToken ?? '';
    const afterNew = await messages();
    expect(afterNew.length).toBe(first.length + 1);
    expect(afterNew[0]).toMatchObject({ title: 'Signed in on a new device', isRead: false });
    expect(afterNew[0]?.content).toMatch(/^Your account was signed in on a new device: .+, from 10\.77\./);
    session(await login(player, knownToken));
    expect(await messages()).toHaveLength(afterNew.length);
    const zh = await call(test, calls.messageList, {}, { ...as(player.token), lang: 'zh' });
    expect(zh.list[0]?.title).toBe('新设备登录');
  });

  it('registering is no news, nor the first sign-in of an account that knew no device', async () => {
    const inviter = await createInviter(test, 'TWOSTEP');
    const registered = await call(test, calls.register, {
      account: uniqueAccount('reg'),
      password: 'goodPass1',
      confirmPassword: 'goodPass1',
      code: inviter.invitationCode,
    });
    expect(registered.deviceToken).toEqual(expect.any(String));
    expect((await call(test, calls.messageList, {}, as(registered.token))).total).toBe(0);
  });
});

describe("the player's sessions", () => {
  it('lists each signed-in device, marks this one, and signs out the others at once, sockets too', async () => {
    const player = await newPlayer();
    const phone = session(
      await call(
        test,
        calls.login,
        { account: player.account, password: player.password },
        {
          ...from(),
          userAgent:
            'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.126 Mobile Safari/537.36',
        },
      ),
    );
    const { gameOption } = await call(test, calls.clientConfigs, {}, as(phone.token));
    const socket = await TestSocket.login(socketUrlOf(test), {
      username: gameOption.username,
      password: gameOption.imPassword,
      token: gameOption.imToken,
    });

    const { list } = await call(test, calls.sessionList, {}, as(player.token));
    expect(list).toHaveLength(2);
    expect(list.filter((entry) => entry.isCurrent)).toHaveLength(1);
    const other = list.find((entry) => !entry.isCurrent);
    expect(other?.device).toEqual({
      browser: 'Chrome',
      browserVersion: '126',
      os: 'Android',
      osVersion: '14',
      platform: 'mobile',
    });
    expect(other?.ip).toMatch(/^10\.77\./);

    expect(await call(test, calls.sessionEndOthers, {}, as(player.token))).toEqual({ ended: 1 });
    expect(await socket.closed).toEqual({ code: ImCloseCode.SessionEnded, reason: 'session ended' });
    expect((await failure(call(test, calls.userDetails, {}, as(phone.token)))).code).toBe(
      ErrorCode.LoginExpired,
    );
    expect((await call(test, calls.sessionList, {}, as(player.token))).list).toHaveLength(1);
  });

  it('signs out one session of its own; another player’s is not found', async () => {
    const player = await newPlayer();
    const second = session(await login(player));
    const stranger = await newPlayer();
    const { list } = await call(test, calls.sessionList, {}, as(second.token));
    const current = list.find((entry) => entry.isCurrent);
    if (!current) throw new Error('no current session');
    expect((await failure(call(test, calls.sessionEnd, { id: current.id }, as(stranger.token)))).code).toBe(
      ErrorCode.NotFound,
    );
    await call(test, calls.sessionEnd, { id: current.id }, as(player.token));
    expect((await failure(call(test, calls.userDetails, {}, as(second.token)))).code).toBe(
      ErrorCode.LoginExpired,
    );
    await expect(call(test, calls.userDetails, {}, as(player.token))).resolves.toBeDefined();
  });
});

describe("an operator's reset of a lost authenticator", () => {
  it('is an admin’s, with a reason: audited, the player told, the password alone signs in again', async () => {
    const player = await twoStepPlayer();
    const admin = await newOperator('admin');
    const support = await newOperator('support');
    const finance = await newOperator('finance');
    const form = { userId: player.userId, reason: 'lost phone, identity checked by video call' };
    for (const who of [support, finance]) {
      const before = await tableCounts(test.db);
      expect((await failure(call(test, calls.adminPlayerResetTwoFactor, form, as(who.token)))).code).toBe(
        ErrorCode.Forbidden,
      );
      expect(await tableCounts(test.db)).toEqual(before);
    }
    expect((await failure(call(test, calls.adminPlayerResetTwoFactor, form, as(player.token)))).code).toBe(
      ErrorCode.Forbidden,
    );
    const profile = await call(test, calls.adminPlayerProfile, { userId: player.userId }, as(admin.token));
    expect(profile.player.hasTwoFactor).toBe(true);

    await call(test, calls.adminPlayerResetTwoFactor, form, as(admin.token));
    session(await login(player));
    const after = await call(test, calls.adminPlayerProfile, { userId: player.userId }, as(admin.token));
    expect(after.player.hasTwoFactor).toBe(false);
    const { list } = await call(test, calls.adminAuditList, { pageSize: 100 }, as(admin.token));
    const entry = list.find(
      (row) => row.action === 'player.reset_two_factor' && row.targetId === player.userId,
    );
    expect(entry).toMatchObject({ operator: admin.account, targetType: 'player', reason: form.reason });
    const messages = await call(test, calls.messageList, {}, as(player.token));
    expect(messages.list.map((message) => message.title)).toContain('Two-step sign-in turned off');

    // Again: nothing to reset, nothing logged.
    await call(test, calls.adminPlayerResetTwoFactor, form, as(admin.token));
    const again = await call(test, calls.adminAuditList, { pageSize: 100 }, as(admin.token));
    expect(
      again.list.filter((row) => row.action === 'player.reset_two_factor' && row.targetId === player.userId),
    ).toHaveLength(1);
  });
});
