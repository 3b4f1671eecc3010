// The console's own calls: its staff-only sign-in, admins managing operator accounts (each change in the
// audit log with who, from where, before and after), the last admin kept, the TOTP second factor and the
// idle end of staff sessions.
import { calls, ErrorCode, type TAuditEntry } from '@fair28/shared';
import { sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import {
  call,
  failure,
  sendForm,
  signIn,
  startTestApp,
  type TestApp,
  tableCounts,
  uniqueAccount,
} from '../../test/helper';
import { newOperator, newPlayer, type Player } from '../../test/money';
import { createUser } from '../accounts/service';

let test: TestApp;
let admin: Player;
let finance: Player;
let support: Player;
let player: Player;

beforeAll(async () => {
  test = await startTestApp();
  admin = await newOperator(test, 'admin');
  finance = await newOperator(test, 'finance');
  support = await newOperator(test, 'support');
  player = await newPlayer(test);
});
afterAll(() => test.close());

async function auditOf(targetId: number): Promise<TAuditEntry[]> {
  const page = await call(
    test,
    calls.adminAuditList,
    { targetType: 'user', targetId, pageSize: 100 },
    { token: admin.token },
  );
  return page.list;
}

describe('the console sign-in', () => {
  it('signs a staff account in', async () => {
    const answer = await call(test, calls.consoleLogin, {
      account: finance.account,
      password: finance.password,
    });
    const profile = await call(test, calls.adminMe, {}, { token: answer.token });
    expect(profile).toMatchObject({ account: finance.account, role: 'finance', hasTwoFactor: false });
  });

  it('refuses a player account in both languages, before any session is made', async () => {
    const before = await tableCounts(test.db);
    const form = { account: player.account, password: player.password };
    const en = await failure(call(test, calls.consoleLogin, form));
    expect(en).toMatchObject({
      code: ErrorCode.NotStaffAccount,
      message: 'This is a player account: the console is for staff accounts only',
    });
    const zh = await failure(call(test, calls.consoleLogin, form, { lang: 'zh' }));
    expect(zh.message).toBe('这是玩家账号：控制台只供员工账号使用');
    expect(await tableCounts(test.db)).toEqual(before);
  });

  it('says a wrong password the same way for players and staff', async () => {
    for (const account of [player.account, admin.account]) {
      const refused = await failure(call(test, calls.consoleLogin, { account, password: 'notThePass1' }));
      expect(refused.code).toBe(ErrorCode.WrongCredentials);
    }
  });
});

describe('operator accounts', () => {
  it('an admin creates one: its one-time password is shown once and must be changed at first sign-in', async () => {
    const account = uniqueAccount('fin');
    const issued = await call(
      test,
      calls.adminOperatorCreate,
      { account, role: 'finance' },
      { token: admin.token, ip: '10.9.8.7' },
    );
    expect(issued.account).toBe(account);
    expect(issued.oneTimePassword).toMatch(/^[A-Za-z0-9]{16}$/);
    const { token } = await call(test, calls.consoleLogin, { account, password: issued.oneTimePassword });
    expect(await call(test, calls.adminMe, {}, { token })).toMatchObject({
      role: 'finance',
      mustChangePassword: true,
    });
    expect((await failure(call(test, calls.adminDepositList, {}, { token }))).code).toBe(
      ErrorCode.PasswordChangeRequired,
    );
    const list = await call(test, calls.adminOperatorList, {}, { token: admin.token });
    expect(list.list.find((row) => row.account === account)).toMatchObject({
      role: 'finance',
      status: 'active',
      mustChangePassword: true,
    });
    const [entry] = await auditOf(issued.userId);
    expect(entry).toMatchObject({
      operator: admin.account,
      action: 'operator.create',
      reason: 'role finance',
      ip: '10.9.8.7',
      before: null,
      after: { account, role: 'finance', status: 'active', mustChangePassword: true, hasTwoFactor: false },
    });
    // Never the password, in any form.
    expect(JSON.stringify(entry)).not.toContain(issued.oneTimePassword);
  });

  it('refuses a taken account name and a bad one, changing nothing', async () => {
    const before = await tableCounts(test.db);
    const taken = await failure(
      call(
        test,
        calls.adminOperatorCreate,
        { account: player.account, role: 'support' },
        { token: admin.token },
      ),
    );
    expect(taken.code).toBe(ErrorCode.AccountTaken);
    const bad = await failure(
      call(test, calls.adminOperatorCreate, { account: 'a b', role: 'support' }, { token: admin.token }),
    );
    expect(bad).toMatchObject({
      code: ErrorCode.InvalidInput,
      message: 'Account: 4 to 20 letters, digits or underscores',
    });
    const role = await sendForm(
      test,
      calls.adminOperatorCreate.path,
      { account: uniqueAccount('r'), role: 'player' },
      { token: admin.token },
    );
    expect(role).toMatchObject({ code: ErrorCode.InvalidInput, message: 'Choose a role' });
    expect(await tableCounts(test.db)).toEqual(before);
  });

  it('disabling ends its sessions and sign-in; enabling lets it in again; both logged with the reason', async () => {
    const target = await newOperator(test, 'support');
    const disabled = await call(
      test,
      calls.adminOperatorDisable,
      { id: target.userId, reason: 'left the team' },
      { token: admin.token },
    );
    expect(disabled).toMatchObject({ account: target.account, status: 'disabled' });
    expect((await failure(call(test, calls.adminMe, {}, { token: target.token }))).code).toBe(
      ErrorCode.LoginExpired,
    );
    const refused = await failure(
      call(test, calls.consoleLogin, { account: target.account, password: target.password }),
    );
    expect(refused.code).toBe(ErrorCode.AccountDisabled);

    await call(
      test,
      calls.adminOperatorEnable,
      { id: target.userId, reason: 'back' },
      { token: admin.token },
    );
    await expect(
      call(test, calls.consoleLogin, { account: target.account, password: target.password }),
    ).resolves.toMatchObject({ account: target.account });

    const entries = await auditOf(target.userId);
    expect(
      entries.map((entry) => [entry.action, entry.reason, entry.before?.status, entry.after?.status]),
    ).toEqual([
      ['operator.enable', 'back', 'disabled', 'active'],
      ['operator.disable', 'left the team', 'active', 'disabled'],
    ]);
  });

  it('a reset issues a new one-time password and ends the old sessions', async () => {
    const target = await newOperator(test, 'finance');
    const issued = await call(
      test,
      calls.adminOperatorReset,
      { id: target.userId, reason: 'forgot it' },
      { token: admin.token },
    );
    expect((await failure(call(test, calls.adminMe, {}, { token: target.token }))).code).toBe(
      ErrorCode.LoginExpired,
    );
    expect(
      (await failure(call(test, calls.consoleLogin, { account: target.account, password: target.password })))
        .code,
    ).toBe(ErrorCode.WrongCredentials);
    const { token } = await call(test, calls.consoleLogin, {
      account: target.account,
      password: issued.oneTimePassword,
    });
    expect(await call(test, calls.adminMe, {}, { token })).toMatchObject({ mustChangePassword: true });
    const [entry] = await auditOf(target.userId);
    expect(entry).toMatchObject({
      action: 'operator.reset',
      reason: 'forgot it',
      after: { mustChangePassword: true },
    });
  });

  it('another role applies from the next call', async () => {
    const target = await newOperator(test, 'support');
    expect(
      (await failure(call(test, calls.adminDepositApprove, { id: 1, reason: 'x' }, { token: target.token })))
        .code,
    ).toBe(ErrorCode.Forbidden);
    const changed = await call(
      test,
      calls.adminOperatorRole,
      { id: target.userId, role: 'finance', reason: 'moved to finance' },
      { token: admin.token },
    );
    expect(changed.role).toBe('finance');
    expect(await call(test, calls.adminMe, {}, { token: target.token })).toMatchObject({ role: 'finance' });
    expect(
      (await failure(call(test, calls.adminDepositApprove, { id: 1, reason: 'x' }, { token: target.token })))
        .code,
    ).toBe(ErrorCode.NotFound);
    const [entry] = await auditOf(target.userId);
    expect(entry).toMatchObject({
      action: 'operator.role',
      before: { role: 'support' },
      after: { role: 'finance' },
    });
  });

  it('touch staff only: a player is not found', async () => {
    for (const definition of [
      calls.adminOperatorDisable,
      calls.adminOperatorReset,
      calls.adminOperatorEnable,
    ]) {
      const refused = await failure(
        call(test, definition, { id: player.userId, reason: 'no' }, { token: admin.token }),
      );
      expect(refused.code).toBe(ErrorCode.NotFound);
    }
  });

  it('answer 403 to finance, support and players, changing nothing', async () => {
    const before = await tableCounts(test.db);
    const attempts = [
      [calls.adminOperatorCreate, { account: uniqueAccount('x'), role: 'admin' }],
      [calls.adminOperatorDisable, { id: admin.userId, reason: 'takeover' }],
      [calls.adminOperatorEnable, { id: admin.userId, reason: 'takeover' }],
      [calls.adminOperatorReset, { id: admin.userId, reason: 'takeover' }],
      [calls.adminOperatorRole, { id: finance.userId, role: 'admin', reason: 'takeover' }],
    ] as const;
    for (const who of [finance, support, player]) {
      for (const [definition, fields] of attempts) {
        const envelope = await sendForm(test, definition.path, fields, { token: who.token });
        expect(envelope.code, `${who.account} ${definition.path}`).toBe(ErrorCode.Forbidden);
      }
    }
    expect(await tableCounts(test.db)).toEqual(before);
  });
});

describe('the last admin', () => {
  it('cannot disable or demote themself while no other admin is active; can once there is one', async () => {
    const solo = await startTestApp();
    try {
      const account = uniqueAccount('solo');
      const user = await createUser(solo.db.orm, { account, password: 'soloPass12', role: 'admin' });
      const { token } = await call(solo, calls.consoleLogin, { account, password: 'soloPass12' });
      // Each attempt starts when the last is checked: made together, the second's refusal could arrive
      // before anything awaits it (an unhandled rejection under load).
      for (const attempt of [
        () => call(solo, calls.adminOperatorDisable, { id: user.id, reason: 'leaving' }, { token }),
        () =>
          call(
            solo,
            calls.adminOperatorRole,
            { id: user.id, role: 'finance', reason: 'stepping down' },
            { token },
          ),
      ]) {
        expect(await failure(attempt())).toMatchObject({
          code: ErrorCode.LastAdmin,
          message: 'This would leave no active admin: make another admin first',
        });
      }
      const zh = await sendForm(
        solo,
        calls.adminOperatorDisable.path,
        { id: user.id, reason: 'x' },
        { token, lang: 'zh' },
      );
      expect(zh.message).toBe('这样将没有可用的管理员：请先设置另一位管理员');
      await call(
        solo,
        calls.adminOperatorCreate,
        { account: uniqueAccount('next'), role: 'admin' },
        { token },
      );
      await expect(
        call(
          solo,
          calls.adminOperatorRole,
          { id: user.id, role: 'finance', reason: 'stepping down' },
          { token },
        ),
      ).resolves.toMatchObject({ role: 'finance' });
    } finally {
      await solo.close();
    }
  });
});

describe('the TOTP second factor and idle sessions', () => {
  let clock: Date;
  let timed: TestApp;
  const later = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  const codeAt = (secret: string) =>
    new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: clock.getTime() });

  beforeAll(async () => {
    clock = new Date();
    timed = await startTestApp({ FAIR28_STAFF_IDLE_MINUTES: '30' }, { now: () => clock });
  });
  afterAll(() => timed.close());

  async function signedIn(role: 'admin' | 'finance' | 'player') {
    const account = uniqueAccount('tf');
    const password = 'timedPass12';
    const user = await createUser(timed.db.orm, { account, password, role });
    const form = { account, password };
    const { token } = await (role === 'player' ? signIn(timed, form) : call(timed, calls.consoleLogin, form));
    return { id: user.id, account, password, token };
  }

  it('is enrolled with a QR link, confirmed by a code, then asked at every sign-in, each code once', async () => {
    const staff = await signedIn('finance');
    const options = { token: staff.token, bearer: true };
    const enrol = await call(timed, calls.adminTwoFactorEnrol, {}, options);
    expect(enrol.uri).toMatch(new RegExp(`^otpauth://totp/fair28:${staff.account}\\?`));
    expect(enrol.uri).toContain(`secret=${enrol.secret}`);
    // Sealed at rest: the secret is nowhere in the database in the clear.
    const [row] = await queryRows<{ totp_secret_sealed: string }>(
      timed.db.orm,
      sql`SELECT totp_secret_sealed FROM users WHERE id = ${staff.id}`,
    );
    expect(row?.totp_secret_sealed).toMatch(/^totp1\./);
    expect(row?.totp_secret_sealed).not.toContain(enrol.secret);
    // Not in force until confirmed.
    await call(timed, calls.consoleLogin, { account: staff.account, password: staff.password });

    const wrongCode = codeAt(enrol.secret) === '000000' ? '111111' : '000000';
    const wrong = await failure(call(timed, calls.adminTwoFactorConfirm, { code: wrongCode }, options));
    expect(wrong).toMatchObject({
      code: ErrorCode.WrongTwoFactorCode,
      message: 'The code is wrong or has been used already',
    });
    const confirmed = await call(timed, calls.adminTwoFactorConfirm, { code: codeAt(enrol.secret) }, options);
    expect(confirmed.isEnabled).toBe(true);
    expect(confirmed.recoveryCodes).toHaveLength(10);
    expect(await call(timed, calls.adminMe, {}, options)).toMatchObject({ hasTwoFactor: true });

    const password = { account: staff.account, password: staff.password };
    expect(await failure(call(timed, calls.consoleLogin, password))).toMatchObject({
      code: ErrorCode.TwoFactorRequired,
      message: 'Enter the code from your authenticator app',
    });
    // The player app's login cannot get round it.
    expect((await failure(signIn(timed, password))).code).toBe(ErrorCode.TwoFactorRequired);
    // The code that confirmed it has been used.
    expect(
      (await failure(call(timed, calls.consoleLogin, { ...password, code: codeAt(enrol.secret) }))).code,
    ).toBe(ErrorCode.WrongTwoFactorCode);
    later(30_000);
    const code = codeAt(enrol.secret);
    await expect(call(timed, calls.consoleLogin, { ...password, code })).resolves.toMatchObject({
      account: staff.account,
    });
    expect((await failure(call(timed, calls.consoleLogin, { ...password, code }))).code).toBe(
      ErrorCode.WrongTwoFactorCode,
    );
    // A recovery code, as shown, stands in for the app once.
    const recovery = { ...password, code: confirmed.recoveryCodes[0] ?? '' };
    await expect(call(timed, calls.consoleLogin, recovery)).resolves.toMatchObject({
      account: staff.account,
    });
    expect((await failure(call(timed, calls.consoleLogin, recovery))).code).toBe(
      ErrorCode.WrongTwoFactorCode,
    );

    later(30_000);
    await call(timed, calls.adminTwoFactorDisable, { code: codeAt(enrol.secret) }, options);
    await expect(call(timed, calls.consoleLogin, password)).resolves.toMatchObject({
      account: staff.account,
    });
    const log = await call(
      timed,
      calls.adminAuditList,
      { targetId: staff.id, targetType: 'user' },
      {
        token: (await signedIn('admin')).token,
        bearer: true,
      },
    );
    expect(log.list.map((entry) => entry.action)).toEqual([
      'operator.two_factor_off',
      'operator.two_factor_on',
    ]);
  });

  it('refuses a malformed code with the form message', async () => {
    const staff = await signedIn('admin');
    const envelope = await sendForm(
      timed,
      calls.adminTwoFactorConfirm.path,
      { code: '12ab' },
      { token: staff.token, bearer: true },
    );
    expect(envelope).toMatchObject({ code: ErrorCode.InvalidInput, message: 'The code is 6 digits' });
  });

  it("an admin's reset removes a lost authenticator", async () => {
    const staff = await signedIn('finance');
    const options = { token: staff.token, bearer: true };
    const enrol = await call(timed, calls.adminTwoFactorEnrol, {}, options);
    await call(timed, calls.adminTwoFactorConfirm, { code: codeAt(enrol.secret) }, options);
    const resetter = await signedIn('admin');
    const issued = await call(
      timed,
      calls.adminOperatorReset,
      { id: staff.id, reason: 'lost phone' },
      { token: resetter.token, bearer: true },
    );
    await expect(
      call(timed, calls.consoleLogin, { account: staff.account, password: issued.oneTimePassword }),
    ).resolves.toMatchObject({ account: staff.account });
  });

  it('ends a staff session after the idle minutes without a call; a player session lasts', async () => {
    const staff = await signedIn('finance');
    const playerSession = await signedIn('player');
    later(29 * 60_000);
    await call(timed, calls.adminMe, {}, { token: staff.token, bearer: true });
    later(29 * 60_000);
    await call(timed, calls.adminMe, {}, { token: staff.token, bearer: true });
    later(31 * 60_000);
    expect((await failure(call(timed, calls.adminMe, {}, { token: staff.token, bearer: true }))).code).toBe(
      ErrorCode.LoginExpired,
    );
    await expect(
      call(timed, calls.userDetails, {}, { token: playerSession.token, bearer: true }),
    ).resolves.toMatchObject({
      account: playerSession.account,
    });
  });
});
