// The four review queues list and refuse alike, as an operator working them would check: pending requests
// oldest or newest first, paged with their total, one player's found by account in any case; a decided one
// leaves the pending list, is found by its status and is not decided again; an unknown one is not found.
import { calls, ErrorCode } from '@fair28/shared';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { call, failure, startTestApp, type TestApp } from '../test/helper';
import {
  bankCard,
  type Catalogue,
  expectCleanBooks,
  newOperator,
  newPlayer,
  type Player,
  readyToWithdraw,
  requestKey,
  SECURITY_CODE,
  seedCatalogue,
  topUpWithCertificate,
} from '../test/money';
import type { adjustmentQueue } from './adjustments/queries';
import type { changeRequestQueue } from './cards/queries';
import type { depositQueue } from './deposits/queries';
import type { withdrawalQueue } from './withdrawals/queries';

let test: TestApp;
let catalogue: Catalogue;
let operator: Player;

beforeAll(async () => {
  test = await startTestApp({ FAIR28_FOUR_EYES_ABOVE: '1000' });
  catalogue = await seedCatalogue(test);
  operator = await newOperator(test, 'admin');
});
afterAll(async () => {
  await expectCleanBooks(test);
  await test.close();
});

const as = () => ({ token: operator.token });

type ListFilters = { status?: 'pending' | 'rejected'; account?: string; order?: 'newest' | 'oldest' };
type Listed = { list: Array<{ id: number; status: string }>; total: number };

/** One queue as its operator works it: a new player's request, the list, and a rejection. */
type Queue = {
  name: string;
  /** Whether its list finds a player by account (card changes are few: they have no such filter). */
  hasAccountFilter: boolean;
  request: () => Promise<{ player: Player; id: number }>;
  list: (filters: ListFilters & { pageNo?: number; pageSize?: number }) => Promise<Listed>;
  reject: (id: number) => Promise<{ status: string }>;
};

const queues: Queue[] = [
  {
    name: 'top-ups',
    hasAccountFilter: true,
    request: async () => {
      const player = await newPlayer(test);
      const deposit = await topUpWithCertificate(test, catalogue, player, { amount: '120.00' });
      return { player, id: deposit.id };
    },
    list: (filters) => call(test, calls.adminDepositList, filters, as()),
    reject: (id) => call(test, calls.adminDepositReject, { id, reason: 'no such payment' }, as()),
  },
  {
    name: 'withdrawals',
    hasAccountFilter: true,
    request: async () => {
      const player = await readyToWithdraw(test, 50_000n);
      const withdrawal = await call(
        test,
        calls.withdrawalAdd,
        { amount: '200.00', securityCode: SECURITY_CODE, type: 'bank' },
        { token: player.token },
      );
      return { player, id: withdrawal.id };
    },
    list: (filters) => call(test, calls.adminWithdrawalList, filters, as()),
    reject: (id) => call(test, calls.adminWithdrawalReject, { id, reason: 'card name differs' }, as()),
  },
  {
    name: 'balance adjustments',
    hasAccountFilter: true,
    // Above the four-eyes amount, it waits for a second operator.
    request: async () => {
      const player = await newPlayer(test);
      const maker = await newOperator(test, 'finance');
      const adjustment = await call(
        test,
        calls.adminAdjustmentAdd,
        {
          userId: player.userId,
          direction: 'credit',
          amount: '2000.00',
          reason: 'goodwill',
          idempotencyKey: requestKey(),
        },
        { token: maker.token },
      );
      return { player, id: adjustment.id };
    },
    list: (filters) => call(test, calls.adminAdjustmentList, filters, as()),
    reject: (id) => call(test, calls.adminAdjustmentReject, { id, reason: 'not agreed' }, as()),
  },
  {
    name: 'bank card changes',
    hasAccountFilter: false,
    request: async () => {
      const player = await newPlayer(test, { securityCode: SECURITY_CODE });
      await call(test, calls.bankCardBind, bankCard, { token: player.token });
      const change = await call(
        test,
        calls.bankCardChange,
        { ...bankCard, cardNo: '6222999988887777', note: 'new card' },
        { token: player.token },
      );
      return { player, id: change.id };
    },
    list: ({ account: _, ...filters }) => call(test, calls.adminBankChangeList, filters, as()),
    reject: (id) => call(test, calls.adminBankChangeReject, { id, reason: 'not the holder' }, as()),
  },
];

const ids = (listed: Listed) => listed.list.map((row) => row.id);

type Three<T> = [T, T, T];
/** A queue's three players, one request each, oldest first. */
type Made = { players: Three<Player>; requests: Three<number> };
const made = new Map<string, Made>();

beforeAll(async () => {
  for (const queue of queues) {
    // One after the other: the order they were made in is the order the lists are checked against.
    const first = await queue.request();
    const second = await queue.request();
    const third = await queue.request();
    made.set(queue.name, {
      players: [first.player, second.player, third.player],
      requests: [first.id, second.id, third.id],
    });
  }
});

/** The queue's requests made above: a queue without them is a failed setup, said as such. */
function madeFor(queue: Queue): Made {
  const requests = made.get(queue.name);
  if (!requests) throw new Error(`the ${queue.name} queue's three requests were not made`);
  return requests;
}

describe.each(queues)('the $name queue', (queue) => {
  it('lists the pending oldest or newest first, a page at a time with the total', async () => {
    const { requests } = madeFor(queue);
    const oldest = await queue.list({ status: 'pending', order: 'oldest' });
    expect(ids(oldest)).toEqual(requests);
    expect(oldest.total).toBe(3);
    const newest = await queue.list({ status: 'pending', order: 'newest' });
    expect(ids(newest)).toEqual([...requests].reverse());
    const lastPage = await queue.list({ status: 'pending', order: 'oldest', pageNo: 2, pageSize: 2 });
    expect(ids(lastPage)).toEqual([requests[2]]);
    expect(lastPage.total).toBe(3);
  });

  it('takes a decided request off the pending list, finds it by status, and never decides it again', async () => {
    const { requests } = madeFor(queue);
    const [id] = requests;
    expect((await queue.reject(id)).status).toBe('rejected');
    expect(ids(await queue.list({ status: 'pending', order: 'oldest' }))).toEqual(requests.slice(1));
    expect(ids(await queue.list({ status: 'rejected' }))).toEqual([id]);

    const again = await failure(queue.reject(id));
    expect(again.code).toBe(ErrorCode.AlreadyReviewed);
    const unknown = await failure(queue.reject(id + 1_000_000));
    expect(unknown.code).toBe(ErrorCode.NotFound);
  });
});

describe.each(queues.filter((queue) => queue.hasAccountFilter))('the $name queue', (queue) => {
  it("finds one player's requests by their account, in any case", async () => {
    const { players, requests } = madeFor(queue);
    const [, player] = players;
    const found = await queue.list({ account: player.account.toUpperCase() });
    expect(ids(found)).toEqual([requests[1]]);
    expect(found.total).toBe(1);
  });
});

describe('a decision', () => {
  it('moves a request out of pending and never into it, by its type', () => {
    type DecisionOf<Queue extends { settle: (...args: never[]) => unknown }> = Parameters<Queue['settle']>[2];
    expectTypeOf<{ status: 'credited' }>().toExtend<DecisionOf<typeof depositQueue>>();
    expectTypeOf<{ status: 'pending' }>().not.toExtend<DecisionOf<typeof depositQueue>>();
    expectTypeOf<{ status: 'paid' }>().toExtend<DecisionOf<typeof withdrawalQueue>>();
    expectTypeOf<{ status: 'pending' }>().not.toExtend<DecisionOf<typeof withdrawalQueue>>();
    expectTypeOf<{ status: 'applied' }>().toExtend<DecisionOf<typeof adjustmentQueue>>();
    expectTypeOf<{ status: 'pending' }>().not.toExtend<DecisionOf<typeof adjustmentQueue>>();
    expectTypeOf<{ status: 'approved' }>().toExtend<DecisionOf<typeof changeRequestQueue>>();
    expectTypeOf<{ status: 'pending' }>().not.toExtend<DecisionOf<typeof changeRequestQueue>>();
    // A decision always names where the request goes.
    expectTypeOf<{ reviewReason: string }>().not.toExtend<DecisionOf<typeof withdrawalQueue>>();
  });
});
