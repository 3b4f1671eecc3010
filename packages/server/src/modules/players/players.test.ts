// Players as operators look after them: search by account, nickname, mobile or id with filters, sorting
// and paging; the profile with money, bets, payout details, invitees, sessions and flags; freezing ends the
// player's sessions and closes their socket at once, and signing in is refused until unfrozen; a one-time
// password is shown once and must be changed at the next sign-in. Every change is audited; a player token
// and a role without the permission get 403.
import { calls, ErrorCode, ImCloseCode } from '@fair28/shared';
import { sql } from 'drizzle-orm';
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
import { bankCard, fund, newOperator, newPlayer, type Player, SECURITY_CODE } from '../../test/money';
import { socketUrlOf, TestSocket } from '../../test/socket-client';
import { createUser } from '../accounts/service';

let test: TestApp;
let admin: Player;
let support: Player;
let finance: Player;

beforeAll(async () => {
  test = await startTestApp();
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await newOperator(test, 'admin');
  support = await newOperator(test, 'support');
  finance = await newOperator(test, 'finance');
});
afterAll(() => test.close());

const as = (who: Player) => ({ token: who.token });

async function auditOf(userId: number) {
  const { list } = await call(test, calls.adminAuditList, { pageSize: 100 }, as(admin));
  return list
    .filter((entry) => entry.targetType === 'player' && entry.targetId === userId)
    .map((entry) => [entry.operator, entry.action, entry.reason]);
}

describe('player search', () => {
  it('finds players by account, nickname, mobile or id, filters by status and sorts by balance', async () => {
    const tag = uniqueAccount('s').slice(0, 8);
    const rich = await createUser(test.db.orm, { account: `${tag}rich`, password: 'goodPass1' });
    const poor = await createUser(test.db.orm, { account: `${tag}poor`, password: 'goodPass1' });
    await queryRows(
      test.db.orm,
      sql`UPDATE users SET nick_name = 'Lucky Cat', mobile = '13912345678' WHERE id = ${poor.id}`,
    );
    await fund(test, rich.id, 90_000n);
    await fund(test, poor.id, 1_000n);

    const byAccount = await call(
      test,
      calls.adminPlayerList,
      { query: tag.toUpperCase(), sortBy: 'balance', sortOrder: 'desc' },
      as(support),
    );
    expect(byAccount.list.map((row) => [row.account, row.balance, row.status, row.statusName])).toEqual([
      [`${tag}rich`, '900.00', 'active', 'Active'],
      [`${tag}poor`, '10.00', 'active', 'Active'],
    ]);
    expect(byAccount.total).toBe(2);
    const ascending = await call(
      test,
      calls.adminPlayerList,
      { query: tag, sortBy: 'balance', sortOrder: 'asc' },
      as(admin),
    );
    expect(ascending.list.map((row) => row.userId)).toEqual([poor.id, rich.id]);
    // An id finds that player (and any whose account or mobile holds those digits).
    const byId = await call(
      test,
      calls.adminPlayerList,
      { query: String(poor.id), pageSize: 100 },
      as(admin),
    );
    expect(byId.list.map((row) => row.userId)).toContain(poor.id);
    for (const query of ['lucky cat', '1234567']) {
      const found = await call(test, calls.adminPlayerList, { query }, as(admin));
      expect(
        found.list.map((row) => row.userId),
        query,
      ).toContain(poor.id);
      expect(
        found.list.map((row) => row.userId),
        query,
      ).not.toContain(rich.id);
    }
    // LIKE's own characters match only themselves.
    expect((await call(test, calls.adminPlayerList, { query: '%' }, as(admin))).total).toBe(0);
    const paged = await call(
      test,
      calls.adminPlayerList,
      { query: tag, pageSize: 1, pageNo: 2, sortBy: 'account', sortOrder: 'asc' },
      as(admin),
    );
    expect(paged).toMatchObject({ total: 2, pageNo: 2, pageSize: 1, list: [{ account: `${tag}rich` }] });
    const frozen = await call(test, calls.adminPlayerList, { query: tag, status: 'disabled' }, as(admin));
    expect(frozen.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    const registered = await call(
      test,
      calls.adminPlayerList,
      { query: tag, registeredFrom: today, registeredTo: today },
      as(admin),
    );
    expect(registered.total).toBe(2);
    const staff = await call(test, calls.adminPlayerList, { query: admin.account }, as(admin));
    expect(staff.total).toBe(0);
  });
});

describe('a player profile', () => {
  it('shows balance, money, bets, payout details, invitees and the sessions with their devices', async () => {
    const player = await newPlayer(test, { securityCode: SECURITY_CODE });
    await call(test, calls.bankCardBind, bankCard, as(player));
    await fund(test, player.userId, 50_000n);
    await call(
      test,
      calls.withdrawalAdd,
      { amount: '100', securityCode: SECURITY_CODE, type: 'bank' },
      as(player),
    );
    const invitee = await createUser(test.db.orm, {
      account: uniqueAccount('inv'),
      password: 'goodPass1',
      inviterId: player.userId,
    });
    const profile = await call(test, calls.adminPlayerProfile, { userId: player.userId }, as(support));
    expect(profile.player).toMatchObject({
      userId: player.userId,
      account: player.account,
      balance: '400.00',
      withdrawalHold: '100.00',
      status: 'active',
      frozenReason: '',
      mustChangePassword: false,
    });
    expect(profile.ledger.map((row) => [row.type, row.amount])).toEqual([
      ['withdrawal', '-100.00'],
      ['demo_credit', '+500.00'],
    ]);
    expect(profile.withdrawals.map((row) => [row.amount, row.status, row.destinationAccount])).toEqual([
      ['100.00', 'pending', bankCard.cardNo.replace(/ /g, '')],
    ]);
    expect(profile.bankCard).toMatchObject({ cardNo: bankCard.cardNo.replace(/ /g, ''), realName: 'Li Lei' });
    expect(profile.invitees).toEqual({
      total: 1,
      list: [{ userId: invitee.id, account: invitee.account, createTime: expect.any(String) }],
    });
    expect(profile.sessions.length).toBeGreaterThanOrEqual(1);
    expect(profile.sessions[0]).toMatchObject({ isLive: true, revokeTime: null });
    expect(profile.sessions[0]?.ip).toMatch(/^10\./);
    const missing = await failure(call(test, calls.adminPlayerProfile, { userId: admin.userId }, as(admin)));
    expect(missing.code).toBe(ErrorCode.NotFound);
  });
});

describe('freezing a player', () => {
  it('ends their sessions and closes their socket at once; signing in is refused until unfrozen; audited', async () => {
    const player = await newPlayer(test);
    const { gameOption } = await call(test, calls.clientConfigs, {}, as(player));
    const socket = await TestSocket.login(socketUrlOf(test), {
      username: gameOption.username,
      password: gameOption.imPassword,
      token: gameOption.imToken,
    });

    const frozen = await call(
      test,
      calls.adminPlayerFreeze,
      { userId: player.userId, reason: 'reported stolen by the owner' },
      as(support),
    );
    expect(frozen).toMatchObject({ userId: player.userId, status: 'disabled', statusName: 'Frozen' });
    expect(await socket.closed).toEqual({ code: ImCloseCode.SessionEnded, reason: 'session ended' });
    expect((await failure(call(test, calls.userDetails, {}, as(player)))).code).toBe(ErrorCode.LoginExpired);
    const refused = await failure(
      signIn(test, { account: player.account, password: player.password }, { ip: '10.9.9.9' }),
    );
    expect(refused).toMatchObject({
      code: ErrorCode.AccountDisabled,
      message: 'This account is disabled, please contact customer service',
    });
    const profile = await call(test, calls.adminPlayerProfile, { userId: player.userId }, as(admin));
    expect(profile.player.frozenReason).toBe('reported stolen by the owner');
    expect(profile.sessions.every((session) => !session.isLive)).toBe(true);

    // Freezing a frozen player changes nothing and logs nothing.
    const before = await tableCounts(test.db);
    await call(test, calls.adminPlayerFreeze, { userId: player.userId, reason: 'again' }, as(admin));
    expect(await tableCounts(test.db)).toEqual(before);

    await call(
      test,
      calls.adminPlayerUnfreeze,
      { userId: player.userId, reason: 'owner confirmed by phone' },
      as(admin),
    );
    await expect(
      signIn(test, { account: player.account, password: player.password }, { ip: '10.9.9.8' }),
    ).resolves.toMatchObject({ account: player.account });
    expect(await auditOf(player.userId)).toEqual([
      [admin.account, 'player.unfreeze', 'owner confirmed by phone'],
      [support.account, 'player.freeze', 'reported stolen by the owner'],
    ]);
  });

  it('needs a reason, and is refused to a player and to finance, changing nothing', async () => {
    const player = await newPlayer(test);
    const before = await tableCounts(test.db);
    const noReason = await sendForm(test, calls.adminPlayerFreeze.path, { userId: player.userId }, as(admin));
    expect(noReason).toMatchObject({ code: ErrorCode.InvalidInput, message: 'Enter a reason' });
    for (const who of [player, finance]) {
      for (const definition of [
        calls.adminPlayerFreeze,
        calls.adminPlayerUnfreeze,
        calls.adminPlayerResetPassword,
      ]) {
        const refused = await sendForm(
          test,
          definition.path,
          { userId: player.userId, reason: 'x' },
          as(who),
        );
        expect(refused.code).toBe(ErrorCode.Forbidden);
      }
    }
    for (const definition of [calls.adminPlayerList, calls.adminPlayerProfile]) {
      expect((await sendForm(test, definition.path, { userId: player.userId }, as(player))).code).toBe(
        ErrorCode.Forbidden,
      );
    }
    expect(await tableCounts(test.db)).toEqual(before);
  });
});

describe('a one-time password', () => {
  it('is shown once, ends the sessions, and must be changed at the next sign-in', async () => {
    const player = await newPlayer(test);
    const reset = await call(
      test,
      calls.adminPlayerResetPassword,
      { userId: player.userId, reason: 'forgot the password, identity checked' },
      as(support),
    );
    expect(reset).toMatchObject({ userId: player.userId, account: player.account });
    expect(reset.oneTimePassword).toMatch(/^[A-Za-z0-9]{16}$/);
    expect((await failure(call(test, calls.userDetails, {}, as(player)))).code).toBe(ErrorCode.LoginExpired);
    const stored = await queryRows<{ password_hash: string }>(
      test.db.orm,
      sql`SELECT password_hash FROM users WHERE id = ${player.userId}`,
    );
    expect(stored[0]?.password_hash).not.toContain(reset.oneTimePassword);

    const { token } = await signIn(
      test,

      { account: player.account, password: reset.oneTimePassword },
      { ip: '10.8.8.8' },
    );
    const blocked = await failure(call(test, calls.homePage, {}, { token }));
    expect(blocked.code).toBe(ErrorCode.PasswordChangeRequired);
    await call(
      test,
      calls.changePassword,
      { oldPassword: reset.oneTimePassword, newPassword: 'myOwnPass7' },
      { token },
    );
    const fresh = await signIn(
      test,

      { account: player.account, password: 'myOwnPass7' },
      { ip: '10.8.8.7' },
    );
    await expect(call(test, calls.homePage, {}, { token: fresh.token })).resolves.toBeDefined();
    expect(await auditOf(player.userId)).toEqual([
      [support.account, 'player.reset_password', 'forgot the password, identity checked'],
    ]);
  });
});
