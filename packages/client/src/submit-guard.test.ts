import { ZIdempotencyKey } from '@fair28/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { confirmUntilAborted, type Submission, submitGuard } from './submit-guard';

/** A promise the test settles by hand: a dialog still open, a call still on its way. */
function gate<T>() {
  let open!: (value: T) => void;
  let fail!: (error: unknown) => void;
  const promise = new Promise<T>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { promise, open, fail };
}

describe('a guarded submit', () => {
  it('is busy from the first tap until the submission ends, and a second tap does nothing', async () => {
    const changes: boolean[] = [];
    const guard = submitGuard((isBusy) => changes.push(isBusy));
    const dialog = gate<boolean>();
    let runs = 0;
    const tap = () =>
      guard.run(async () => {
        runs += 1;
        await dialog.promise;
      });
    const first = tap();
    const second = tap();
    expect(guard.isBusy()).toBe(true);
    await second;
    expect(runs).toBe(1);
    dialog.open(true);
    await first;
    expect(guard.isBusy()).toBe(false);
    expect(changes).toEqual([true, false]);
    await tap();
    expect(runs).toBe(2);
  });

  it('is free again after a submission that failed', async () => {
    const guard = submitGuard();
    await expect(
      guard.run(async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(guard.isBusy()).toBe(false);
  });

  it('gives the values a key the server takes, the same one until they are answered', async () => {
    const guard = submitGuard();
    const sent: string[] = [];
    const submit = (payload: unknown, answer: () => Promise<string>) =>
      guard.run(async ({ intend }) => {
        const intent = intend(payload);
        await intent.send(async (key) => {
          sent.push(key);
          return answer();
        });
      });
    const lost = () => Promise.reject(new ApiError(-1, 'offline', 'network'));
    const refused = () => Promise.reject(new ApiError(2001, 'refused', 'server'));
    const done = () => Promise.resolve('ok');

    await submit({ amount: 100n, accountId: 1 }, lost).catch(() => undefined);
    expect(ZIdempotencyKey.safeParse(sent[0]).success).toBe(true);
    // A lost answer: the same values go again under the same key.
    await submit({ amount: 100n, accountId: 1 }, done);
    expect(sent[1]).toBe(sent[0]);
    // Answered: the same values again are a new intent.
    await submit({ amount: 100n, accountId: 1 }, refused).catch(() => undefined);
    expect(sent[2]).not.toBe(sent[1]);
    // A refusal is an answer too.
    await submit({ amount: 100n, accountId: 1 }, done);
    expect(sent[3]).not.toBe(sent[2]);
    // Changed values are another intent.
    await submit({ amount: 100n, accountId: 1 }, lost).catch(() => undefined);
    await submit({ amount: 200n, accountId: 1 }, done);
    expect(sent[5]).not.toBe(sent[4]);
  });

  it('makes the key when the values are first submitted, before their confirmation', async () => {
    const guard = submitGuard();
    const keys: string[] = [];
    const sent: string[] = [];
    const submit = (isConfirmed: boolean) =>
      guard.run(async ({ intend }) => {
        const intent = intend({ goodsId: 3, quantity: 1 });
        keys.push(intent.key);
        if (isConfirmed) await intent.send(async (key) => sent.push(key));
      });
    await submit(false);
    await submit(true);
    // The cancelled confirmation sent nothing: its key is the one the confirmed submission sends.
    expect(sent).toEqual([keys[0]]);
    expect(keys[1]).toBe(keys[0]);
  });

  it('aborts its dialogs when the form leaves the screen, and starts nothing after', async () => {
    const guard = submitGuard();
    const dialog = gate<boolean>();
    let seen: Submission | null = null;
    const running = guard.run(async (submission) => {
      seen = submission;
      submission.signal.addEventListener('abort', () => dialog.open(false));
      if (await dialog.promise) throw new Error('confirmed after leaving');
    });
    guard.close();
    await running;
    expect((seen as Submission | null)?.signal.aborted).toBe(true);
    let isStarted = false;
    await guard.run(async () => {
      isStarted = true;
    });
    expect(isStarted).toBe(false);
    // Back on screen (a remount): submissions run again, with a live signal.
    guard.open();
    await guard.run(async ({ signal }) => {
      isStarted = !signal.aborted;
    });
    expect(isStarted).toBe(true);
  });
});

describe('a confirmation until aborted', () => {
  it('answers what the dialog answers, and false, closing it, when its form leaves the screen', async () => {
    let answer: (isConfirmed: boolean) => void = () => undefined;
    let closed = 0;
    const show = (answerWith: (isConfirmed: boolean) => void) => {
      answer = answerWith;
      return () => {
        closed += 1;
      };
    };
    const confirmed = confirmUntilAborted(show);
    answer(true);
    expect(await confirmed).toBe(true);

    const life = new AbortController();
    const left = confirmUntilAborted(show, life.signal);
    life.abort();
    expect(await left).toBe(false);
    expect(closed).toBe(1);
    // Already gone: no dialog opens.
    let shown = 0;
    expect(
      await confirmUntilAborted(() => {
        shown += 1;
        return () => undefined;
      }, life.signal),
    ).toBe(false);
    expect(shown).toBe(0);
  });
});
