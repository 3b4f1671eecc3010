// Who may make which call, swept over the whole call table so a new call cannot be forgotten: a player
// gets 403 on every operator call, each staff role reaches exactly its permissions, staff are refused on
// players' money calls, and a one-time-password session reaches only its change, its details and logout.
import {
  type CallDefinition,
  calls,
  ErrorCode,
  isOperatorCall,
  roleHolds,
  rolePermissions,
  type StaffRole,
  staffRoles,
} from '@fair28/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
let player: Player;
const staff = {} as Record<StaffRole, Player>;

beforeAll(async () => {
  test = await startTestApp();
  player = await newPlayer(test);
  for (const role of staffRoles) staff[role] = await newOperator(test, role);
});
afterAll(() => test.close());

const entries = Object.entries(calls) as Array<[string, CallDefinition]>;
const operatorCalls = entries.filter(([, definition]) => isOperatorCall(definition));
const playersOnlyCalls = entries.filter(([, definition]) => definition.playersOnly);

describe('operator calls', () => {
  it('are the admin calls of the table, each naming a permission or open to all staff', () => {
    expect(operatorCalls.length).toBeGreaterThan(15);
    for (const [name, definition] of entries) {
      expect(isOperatorCall(definition), name).toBe(definition.path.startsWith('/api/v1/admin/'));
    }
  });

  it('answer a player 403 with the catalogue message, before reading a field, and change nothing', async () => {
    const before = await tableCounts(test.db);
    for (const [name, definition] of operatorCalls) {
      const envelope = await sendForm(test, definition.path, { id: 'x' }, { token: player.token });
      expect(envelope, name).toMatchObject({
        code: ErrorCode.Forbidden,
        message: 'You are not allowed to do this',
      });
    }
    const zh = await sendForm(test, calls.adminDepositList.path, {}, { token: player.token, lang: 'zh' });
    expect(zh.message).toBe('无权进行此操作');
    expect(await tableCounts(test.db)).toEqual(before);
  });

  it.each(staffRoles)('let %s through exactly where its role holds the permission', async (role) => {
    const before = await tableCounts(test.db);
    const reached: string[] = [];
    for (const [name, definition] of operatorCalls) {
      // An empty body: a call the role may make answers success or a field's error, never 403.
      const envelope = await sendForm(test, definition.path, {}, { token: staff[role].token });
      if (envelope.code !== ErrorCode.Forbidden) reached.push(name);
    }
    const expected = operatorCalls
      .filter(([, definition]) => !definition.permission || roleHolds(role, definition.permission))
      .map(([name]) => name);
    expect(reached).toEqual(expected);
    expect(await tableCounts(test.db)).toEqual(before);
  });

  it.each(staffRoles)('tell %s its role and permissions, as the console will show them', async (role) => {
    const profile = await call(test, calls.adminMe, {}, { token: staff[role].token });
    expect(profile).toEqual({
      userId: staff[role].userId,
      account: staff[role].account,
      role,
      permissions: [...rolePermissions[role]],
      mustChangePassword: false,
      fourEyesAbove: '5000.00',
      idleMinutes: 30,
      hasTwoFactor: false,
    });
  });

  it('support reads money but decides none of it; finance decides money but does not manage staff', () => {
    expect(rolePermissions.support).not.toContain('money.review');
    expect(rolePermissions.support).not.toContain('cards.review');
    expect(rolePermissions.finance).toContain('money.review');
    expect(rolePermissions.finance).not.toContain('operators.manage');
    expect(rolePermissions.admin).toContain('operators.manage');
  });
});

describe("players' own calls", () => {
  it('cover betting, top-ups, withdrawals, the security code, cards, addresses, store redemptions, red packets, auto-bet plans and play-safe settings, their own exports, customer-service conversation, phones’ notifications, their two-step sign-in and sessions', () => {
    expect(playersOnlyCalls.map(([name]) => name).sort()).toEqual(
      [
        'bankCardBind',
        'bankCardChange',
        'betExport',
        'cancelBet',
        'changeSecurityCode',
        'onlinePay',
        'placeBet',
        'planSave',
        'planStart',
        'planStop',
        'playBreakStart',
        'pushKindSet',
        'pushSubscribe',
        'playLimitSet',
        'rechargeAdd',
        'redPacketClaim',
        'statementExport',
        'realityCheckSet',
        'recoveryCodesRenew',
        'sessionEnd',
        'sessionEndOthers',
        'sessionList',
        'signInSecurity',
        'storeRedeem',
        'supportHistory',
        'supportRead',
        'supportSend',
        'supportUnread',
        'twoFactorConfirm',
        'twoFactorDisable',
        'twoFactorEnrol',
        'usdtAdd',
        'usdtDel',
        'withdrawalAdd',
      ].sort(),
    );
  });

  it.each(staffRoles)('refuse %s in both languages, changing nothing', async (role) => {
    const before = await tableCounts(test.db);
    for (const [name, definition] of playersOnlyCalls) {
      const envelope = await sendForm(test, definition.path, {}, { token: staff[role].token });
      expect(envelope, name).toMatchObject({
        code: ErrorCode.StaffAccount,
        message: 'Staff accounts cannot bet, top up, withdraw or change payout details',
      });
      const zh = await sendForm(test, definition.path, {}, { token: staff[role].token, lang: 'zh' });
      expect(zh.message, name).toBe('员工账号不能投注、充值、提现或修改收款信息');
    }
    expect(await tableCounts(test.db)).toEqual(before);
  });

  it('staff hold no wallet: the ledger has no account of theirs to credit', async () => {
    const details = await call(test, calls.userDetails, {}, { token: staff.finance.token });
    expect(details.point).toBe('0.00');
    const adjust = await failure(
      call(
        test,
        calls.adminAdjustmentAdd,
        {
          userId: staff.support.userId,
          direction: 'credit',
          amount: '10',
          reason: 'to a colleague',
          idempotencyKey: 'staff-credit-1',
        },
        { token: staff.admin.token },
      ),
    );
    expect(adjust.code).toBe(ErrorCode.NotFound);
  });
});

describe('a one-time password', () => {
  async function oneTimeSession() {
    const account = uniqueAccount('otp');
    const password = 'oneTime1234';
    await createUser(test.db.orm, { account, password, role: 'admin', mustChangePassword: true });
    const { token } = await signIn(test, { account, password });
    return { account, password, token };
  }

  it('admits only changing it, reading one’s own details and logging out; every other call is refused', async () => {
    const { token } = await oneTimeSession();
    const before = await tableCounts(test.db);
    const allowed: string[] = [];
    for (const [name, definition] of entries) {
      if (!definition.auth || name === 'logout') continue;
      const envelope = await sendForm(test, definition.path, {}, { token });
      if (envelope.code === ErrorCode.PasswordChangeRequired) {
        expect(envelope.message).toBe('Please change your one-time password before doing anything else');
      } else {
        allowed.push(name);
      }
    }
    expect(allowed.sort()).toEqual(['adminMe', 'changePassword', 'userDetails']);
    expect(await call(test, calls.adminMe, {}, { token })).toMatchObject({ mustChangePassword: true });
    const zh = await sendForm(test, calls.adminDepositList.path, {}, { token, lang: 'zh' });
    expect(zh.message).toBe('请先修改一次性密码，再进行其他操作');
    // The config call answers it as it answers anyone: no socket login.
    const config = await call(test, calls.clientConfigs, {}, { token });
    expect(config.gameOption).toMatchObject({ username: '', imToken: '' });
    expect(await tableCounts(test.db)).toEqual(before);
    await expect(call(test, calls.logout, {}, { token })).resolves.toEqual({ ok: true });
  });

  it('is changed with the change-password call; then the new password signs in to everything its role holds', async () => {
    const { account, password, token } = await oneTimeSession();
    await call(test, calls.changePassword, { oldPassword: password, newPassword: 'chosenPass9' }, { token });
    // Changing the password ends every session, this one too.
    expect((await failure(call(test, calls.userDetails, {}, { token }))).code).toBe(ErrorCode.LoginExpired);
    const fresh = await signIn(test, { account, password: 'chosenPass9' });
    expect(await call(test, calls.adminMe, {}, { token: fresh.token })).toMatchObject({
      role: 'admin',
      mustChangePassword: false,
    });
    await expect(call(test, calls.adminDepositList, {}, { token: fresh.token })).resolves.toMatchObject({
      pageNo: 1,
    });
    const list = await call(test, calls.adminOperatorList, {}, { token: fresh.token });
    expect(list.list.find((row) => row.account === account)).toMatchObject({
      role: 'admin',
      status: 'active',
      mustChangePassword: false,
    });
  });
});
