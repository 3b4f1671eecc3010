// The intake's queueing on its own (the writes are the test's): batches follow one another, every call
// gets its own answer, and drain returns once all that was queued is written, however the batches fall.
import { describe, expect, it } from 'vitest';
import type { BetOrder, BetOrderResult } from './batch';
import { BetIntake, type WriteBets } from './intake';

const order = (userId: number): BetOrder => ({
  userId,
  roomId: 1,
  roundId: 1,
  requestKey: `key-${userId}`,
  items: [],
  entryMinMinor: 0n,
  ruleVersion: 1,
});
/** Each user's own answer: a call told apart from the others by it. */
const answerFor = (userId: number): BetOrderResult => ({
  ok: true,
  roundId: 1,
  issue: 1,
  roomId: 1,
  bets: [],
  balanceMinor: BigInt(userId),
  isReplay: false,
});

/** A writer whose batches finish when the test says, recording each batch's users. */
function heldWriter() {
  const batches: number[][] = [];
  const pending: Array<() => void> = [];
  const write: WriteBets = (orders) => {
    batches.push(orders.map((o) => o.userId));
    return new Promise((resolve) => pending.push(() => resolve(orders.map((o) => answerFor(o.userId)))));
  };
  return { write, batches, finishNext: () => pending.shift()?.() };
}

const options = { isBatching: true, windowMs: 1, maxBatch: 2, concurrency: 1 };
const tick = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));

describe('bet intake', () => {
  it('drains when a batch is followed at once by the next one queued behind it', async () => {
    const writer = heldWriter();
    const intake = new BetIntake(writer.write, options);
    const answers = [1, 2, 3, 4, 5].map((user) => intake.submit(order(user)));
    await tick();
    expect(writer.batches).toEqual([[1, 2]]);
    let isDrained = false;
    const drained = intake.drain().then(() => {
      isDrained = true;
    });
    // Each batch ends with more queued behind it: the intake never goes idle in between.
    for (let batch = 0; batch < 3; batch++) {
      writer.finishNext();
      await tick();
    }
    await Promise.race([drained, tick(1000)]);
    expect(isDrained).toBe(true);
    expect(writer.batches).toEqual([[1, 2], [3, 4], [5]]);
    expect(await Promise.all(answers)).toEqual([1, 2, 3, 4, 5].map(answerFor));
  });

  it('drains at once when idle, and again after a later busy spell', async () => {
    const writer = heldWriter();
    const intake = new BetIntake(writer.write, options);
    await intake.drain();
    const answer = intake.submit(order(7));
    await tick();
    const drained = intake.drain();
    writer.finishNext();
    await drained;
    expect(await answer).toEqual(answerFor(7));
  });
});
