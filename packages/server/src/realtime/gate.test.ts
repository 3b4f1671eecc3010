import { describe, expect, it } from 'vitest';
import { concurrencyGate } from './gate';

function deferred() {
  let resolve: () => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('a concurrency gate', () => {
  it('runs at most its limit at once, the rest in arrival order, through failures', async () => {
    const gate = concurrencyGate(2);
    const calls = Array.from({ length: 5 }, () => deferred());
    const started: number[] = [];
    const results = calls.map((call, i) =>
      gate(async () => {
        started.push(i);
        await call.promise;
        return i;
      }),
    );
    const outcomes = Promise.allSettled(results);
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    await settle();
    expect(started).toEqual([0, 1]);
    calls[1]?.reject(new Error('refused'));
    await settle();
    expect(started).toEqual([0, 1, 2]);
    calls[0]?.resolve();
    calls[2]?.resolve();
    await settle();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    calls[3]?.resolve();
    calls[4]?.resolve();
    expect((await outcomes).map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    // Free again: a new call starts at once.
    let isStarted = false;
    await gate(async () => {
      isStarted = true;
    });
    expect(isStarted).toBe(true);
  });
});
