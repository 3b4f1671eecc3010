// The rules every operator decision follows, as an auditor would check them: nobody decides a request of
// their own account; above FAIR28_FOUR_EYES_ABOVE a top-up, a payout or a balance adjustment moves money
// only when a second, different operator approves it; a rejection needs one. Every refusal changes nothing.
import { calls, ErrorCode } from '@fair28/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/database';
import { call, failure, startTestApp, type TestApp, tableCounts } from '../test/helper';
import {
  balances,
  bankCard,
  type Catalogue,
  expectCleanBooks,
  fund,
  newOperator,
  newPlayer,
  type Player,
  readyToWithdraw,
  requestKey,
  SECURITY_CODE,
  seedCatalogue,
  topUpWithCertificate,
} from '../test/money';

let test: TestApp;
let catalogue: Catalogue;
let first: Player;
let second: Player;

beforeAll(async () => {
  test = await startTestApp({ FAIR28_FOUR_EYES_ABOVE: '1000' });
  catalogue = await seedCatalogue(test);
  first = await newOperator(test, 'finance');
  second = await newOperator(test, 'admin');
});
afterAll(async () => {
  await expectCleanBooks(test);
  await test.close();
});

const as = (operator: Player) => ({ token: operator.token });

const deposit = (player: Player, amount: string) => topUpWithCertificate(test, catalogue, player, { amount });

const withdraw = (player: Player, amount: string) =>
  call(
    test,
    calls.withdrawalAdd,
    { amount, securityCode: SECURITY_CODE, type: 'bank' },
    { token: player.token },
  );

/** The envelope of a call that must be refused, having checked that it changed no table. */
async function refusedUnchanged(attempt: () => Promise<unknown>) {
  const before = await tableCounts(test.db);
  const envelope = await failure(attempt());
  expect(await tableCounts(test.db)).toEqual(before);
  return envelope;
}

async function auditActions(targetType: string, targetId: number) {
  const { list } = await call(test, calls.adminAuditList, { pageSize: 100 }, as(second));
  return list
    .filter((entry) => entry.targetType === targetType && entry.targetId === targetId)
    .map((entry) => `${entry.operator} ${entry.action}`)
    .reverse();
}

describe('nobody decides a request of their own account', () => {
  it('a player who became finance staff can neither approve nor reject their own deposit, withdrawal or card change', async () => {
    const player = await readyToWithdraw(test, 300_000n);
    const ownDeposit = await deposit(player, '200.00');
    const ownWithdrawal = await withdraw(player, '150.00');
    const ownChange = await call(
      test,
      calls.bankCardChange,
      { ...bankCard, cardNo: '6222999988887777', note: 'new card' },
      { token: player.token },
    );
    await queryRows(test.db.orm, sql`UPDATE users SET role = 'finance' WHERE id = ${player.userId}`);

    const before = await tableCounts(test.db);
    const money = await balances(test, player.userId);
    const attempts = [
      () => call(test, calls.adminDepositApprove, { id: ownDeposit.id, reason: 'mine' }, as(player)),
      () => call(test, calls.adminDepositReject, { id: ownDeposit.id, reason: 'mine' }, as(player)),
      () => call(test, calls.adminWithdrawalApprove, { id: ownWithdrawal.id, reason: 'mine' }, as(player)),
      () => call(test, calls.adminWithdrawalReject, { id: ownWithdrawal.id, reason: 'mine' }, as(player)),
      () => call(test, calls.adminBankChangeApprove, { id: ownChange.id, reason: 'mine' }, as(player)),
      () => call(test, calls.adminBankChangeReject, { id: ownChange.id, reason: 'mine' }, as(player)),
    ];
    // One at a time: each is refused before anything moves.
    for (const attempt of attempts) {
      expect(await failure(attempt())).toMatchObject({
        code: ErrorCode.OwnRequest,
        message: 'Nobody may decide a request of their own account',
      });
    }
    const zh = await failure(
      call(
        test,
        calls.adminDepositApprove,
        { id: ownDeposit.id, reason: 'mine' },
        { ...as(player), lang: 'zh' },
      ),
    );
    expect(zh.message).toBe('任何人都不能审核自己账号的申请');
    expect(await tableCounts(test.db)).toEqual(before);
    expect(await balances(test, player.userId)).toEqual(money);
    const { list } = await call(test, calls.adminDepositList, { account: player.account }, as(second));
    expect(list[0]).toMatchObject({ status: 'pending', firstApprovedBy: '', reviewedBy: '' });

    // Another operator decides them as usual.
    await call(test, calls.adminDepositReject, { id: ownDeposit.id, reason: 'no transfer' }, as(second));
    await call(test, calls.adminWithdrawalReject, { id: ownWithdrawal.id, reason: 'now staff' }, as(second));
    await call(test, calls.adminBankChangeReject, { id: ownChange.id, reason: 'now staff' }, as(second));
  });

  it('nor adjusts their own balance', async () => {
    const envelope = await refusedUnchanged(() =>
      call(
        test,
        calls.adminAdjustmentAdd,
        {
          userId: first.userId,
          direction: 'credit',
          amount: '10.00',
          reason: 'bonus',
          idempotencyKey: requestKey(),
        },
        as(first),
      ),
    );
    expect(envelope.code).toBe(ErrorCode.OwnRequest);
  });
});

describe('top-ups above FAIR28_FOUR_EYES_ABOVE (1000.00)', () => {
  it('at the amount, one approval credits it', async () => {
    const player = await newPlayer(test);
    const record = await deposit(player, '1000.00');
    const decided = await call(test, calls.adminDepositApprove, { id: record.id, reason: 'seen' }, as(first));
    expect(decided).toMatchObject({
      status: 'credited',
      firstApprovedBy: '',
      isAwaitingSecondApproval: false,
    });
    expect((await balances(test, player.userId)).wallet).toBe(100_000n);
  });

  it('above it, the first approval is recorded and waits; the same operator again is refused; a second credits it', async () => {
    const player = await newPlayer(test);
    const record = await deposit(player, '1000.01');

    const recorded = await call(
      test,
      calls.adminDepositApprove,
      { id: record.id, reason: 'seen' },
      as(first),
    );
    expect(recorded).toMatchObject({
      status: 'pending',
      firstApprovedBy: first.account,
      isAwaitingSecondApproval: true,
      reviewedBy: '',
    });
    expect((await balances(test, player.userId)).wallet).toBe(0n);
    const awaiting = await call(test, calls.adminDepositList, { awaitingSecondApproval: '1' }, as(second));
    expect(awaiting.list.map((row) => row.id)).toContain(record.id);
    const untouched = await call(test, calls.adminDepositList, { awaitingSecondApproval: '0' }, as(second));
    expect(untouched.list.map((row) => row.id)).not.toContain(record.id);
    // The player still sees a top-up pending review, nothing more.
    const mine = await call(test, calls.rechargeList, {}, { token: player.token });
    expect(mine.list[0]).toMatchObject({ status: 'pending', statusName: 'Pending review' });

    const again = await refusedUnchanged(() =>
      call(test, calls.adminDepositApprove, { id: record.id, reason: 'seen twice' }, as(first)),
    );
    expect(again).toMatchObject({
      code: ErrorCode.SecondApproverRequired,
      message: 'You have approved this already: a second, different operator must approve it',
    });

    const credited = await call(
      test,
      calls.adminDepositApprove,
      { id: record.id, reason: 'agreed' },
      as(second),
    );
    expect(credited).toMatchObject({
      status: 'credited',
      firstApprovedBy: first.account,
      reviewedBy: second.account,
      isAwaitingSecondApproval: false,
    });
    expect((await balances(test, player.userId)).wallet).toBe(100_001n);
    expect(await auditActions('deposit', record.id)).toEqual([
      `${first.account} deposit.first_approve`,
      `${second.account} deposit.approve`,
    ]);
    const third = await failure(
      call(test, calls.adminDepositApprove, { id: record.id, reason: 'x' }, as(first)),
    );
    expect(third.code).toBe(ErrorCode.AlreadyReviewed);
  });

  it('a rejection needs one operator, before or after a first approval; no money moves', async () => {
    const player = await newPlayer(test);
    const direct = await deposit(player, '3000.00');
    await expect(
      call(test, calls.adminDepositReject, { id: direct.id, reason: 'no transfer seen' }, as(first)),
    ).resolves.toMatchObject({ status: 'rejected' });
    const approvedOnce = await deposit(player, '3000.00');
    await call(test, calls.adminDepositApprove, { id: approvedOnce.id, reason: 'seen' }, as(first));
    await expect(
      call(test, calls.adminDepositReject, { id: approvedOnce.id, reason: 'bounced' }, as(second)),
    ).resolves.toMatchObject({
      status: 'rejected',
      firstApprovedBy: first.account,
      isAwaitingSecondApproval: false,
    });
    expect((await balances(test, player.userId)).wallet).toBe(0n);
  });

  it('two operators approving at once: one records, the other completes, and it is credited once', async () => {
    const player = await newPlayer(test);
    const record = await deposit(player, '2500.00');
    await Promise.all([
      call(test, calls.adminDepositApprove, { id: record.id, reason: 'a' }, as(first)),
      call(test, calls.adminDepositApprove, { id: record.id, reason: 'b' }, as(second)),
    ]);
    const actions = await auditActions('deposit', record.id);
    expect(actions.map((entry) => entry.split(' ')[1])).toEqual(['deposit.first_approve', 'deposit.approve']);
    expect(new Set(actions.map((entry) => entry.split(' ')[0])).size).toBe(2);
    expect((await balances(test, player.userId)).wallet).toBe(250_000n);
    const [credit] = await queryRows<{ count: number }>(
      test.db.orm,
      sql`SELECT count(*)::int AS count FROM ledger_transfers WHERE idempotency_key = ${`deposit:${record.id}`}`,
    );
    expect(credit?.count).toBe(1);
  });
});

describe('payouts above FAIR28_FOUR_EYES_ABOVE', () => {
  it('stay in the hold after the first approval and are paid out by a second operator', async () => {
    const player = await readyToWithdraw(test, 500_000n);
    const request = await withdraw(player, '1500.00');
    const recorded = await call(
      test,
      calls.adminWithdrawalApprove,
      { id: request.id, reason: 'checked' },
      as(first),
    );
    expect(recorded).toMatchObject({
      status: 'pending',
      isAwaitingSecondApproval: true,
      firstApprovedBy: first.account,
    });
    expect(await balances(test, player.userId)).toEqual({ wallet: 350_000n, hold: 150_000n });

    const again = await refusedUnchanged(() =>
      call(test, calls.adminWithdrawalApprove, { id: request.id, reason: 'again' }, as(first)),
    );
    expect(again.code).toBe(ErrorCode.SecondApproverRequired);

    const paid = await call(
      test,
      calls.adminWithdrawalApprove,
      { id: request.id, reason: 'paid' },
      as(second),
    );
    expect(paid).toMatchObject({
      status: 'paid',
      reviewedBy: second.account,
      firstApprovedBy: first.account,
    });
    expect(await balances(test, player.userId)).toEqual({ wallet: 350_000n, hold: 0n });
    expect(await auditActions('withdrawal', request.id)).toEqual([
      `${first.account} withdrawal.first_approve`,
      `${second.account} withdrawal.approve`,
    ]);
  });

  it('at or below the amount, one approval pays out', async () => {
    const player = await readyToWithdraw(test, 200_000n);
    const request = await withdraw(player, '1000.00');
    const paid = await call(test, calls.adminWithdrawalApprove, { id: request.id, reason: 'ok' }, as(first));
    expect(paid).toMatchObject({ status: 'paid', firstApprovedBy: '' });
  });
});

describe('balance adjustments', () => {
  const adjust = (
    operator: Player,
    fields: { userId: number; direction: 'credit' | 'debit'; amount: string },
  ) =>
    call(
      test,
      calls.adminAdjustmentAdd,
      { ...fields, reason: 'compensation for round 42', idempotencyKey: requestKey() },
      as(operator),
    );

  it('at or below the amount: applied at once through the ledger, told to the player with the reason, logged', async () => {
    const player = await newPlayer(test);
    const adjustment = await adjust(first, { userId: player.userId, direction: 'credit', amount: '1000.00' });
    expect(adjustment).toMatchObject({
      status: 'applied',
      statusName: 'Applied',
      requestedBy: first.account,
      decidedBy: first.account,
      isAwaitingSecondApproval: false,
    });
    expect((await balances(test, player.userId)).wallet).toBe(100_000n);
    const changes = await call(test, calls.pointChangeList, { type: 'adjustment' }, { token: player.token });
    expect(changes.list[0]).toMatchObject({ typeName: 'Balance adjustment', amount: '+1000.00' });
    const messages = await call(test, calls.messageList, {}, { token: player.token, lang: 'zh' });
    expect(messages.list[0]).toMatchObject({
      title: '余额已调整',
      content: '客服已将您的余额调整+¥1,000.00。 原因：compensation for round 42',
    });
    expect(await auditActions('adjustment', adjustment.id)).toEqual([`${first.account} adjustment.apply`]);

    const debit = await adjust(first, { userId: player.userId, direction: 'debit', amount: '400.00' });
    expect(debit.status).toBe('applied');
    expect((await balances(test, player.userId)).wallet).toBe(60_000n);
  });

  it('a debit above the balance is refused and leaves nothing behind', async () => {
    const player = await newPlayer(test);
    await fund(test, player.userId, 5_000n);
    const envelope = await refusedUnchanged(() =>
      adjust(first, { userId: player.userId, direction: 'debit', amount: '50.01' }),
    );
    expect(envelope.code).toBe(ErrorCode.InsufficientBalance);
  });

  it('above the amount: recorded by its maker, refused to the maker again, applied by a second operator', async () => {
    const player = await newPlayer(test);
    const pending = await adjust(first, { userId: player.userId, direction: 'credit', amount: '5000.00' });
    expect(pending).toMatchObject({
      status: 'pending',
      statusName: 'Awaiting a second approval',
      isAwaitingSecondApproval: true,
      decidedBy: '',
    });
    expect((await balances(test, player.userId)).wallet).toBe(0n);
    const listed = await call(test, calls.adminAdjustmentList, { status: 'pending' }, as(second));
    expect(listed.list.map((row) => row.id)).toContain(pending.id);

    const again = await refusedUnchanged(() =>
      call(test, calls.adminAdjustmentApprove, { id: pending.id, reason: 'mine' }, as(first)),
    );
    expect(again.code).toBe(ErrorCode.SecondApproverRequired);

    const applied = await call(
      test,
      calls.adminAdjustmentApprove,
      { id: pending.id, reason: 'agreed' },
      as(second),
    );
    expect(applied).toMatchObject({
      status: 'applied',
      requestedBy: first.account,
      decidedBy: second.account,
    });
    expect((await balances(test, player.userId)).wallet).toBe(500_000n);
    expect(await auditActions('adjustment', pending.id)).toEqual([
      `${first.account} adjustment.first_approve`,
      `${second.account} adjustment.approve`,
    ]);
  });

  it('a pending one rejected moves nothing; a retry of a made one answers it and moves nothing twice', async () => {
    const player = await newPlayer(test);
    const pending = await adjust(first, { userId: player.userId, direction: 'credit', amount: '2000.00' });
    const rejected = await call(
      test,
      calls.adminAdjustmentReject,
      { id: pending.id, reason: 'not owed' },
      as(second),
    );
    expect(rejected).toMatchObject({ status: 'rejected', decisionReason: 'not owed' });
    expect((await balances(test, player.userId)).wallet).toBe(0n);

    const key = requestKey();
    const form = {
      userId: player.userId,
      direction: 'credit' as const,
      amount: '25.00',
      reason: 'goodwill',
      idempotencyKey: key,
    };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => call(test, calls.adminAdjustmentAdd, form, as(first))),
    );
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
    expect((await balances(test, player.userId)).wallet).toBe(2_500n);
  });
});
