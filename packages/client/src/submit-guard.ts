// One money action from the first tap to its answer (docs/PROTOCOL.md "Idempotency"), for both web apps:
// busy from that tap while its confirmation or its call is open, so a second tap starts nothing; the
// values get their idempotency key on their first submission and keep it until the server answers them,
// so a retry after a lost answer is the same request; its dialogs close when the form leaves the screen.
// Each app wraps it in its own React hook (web: hooks/use-guarded-submit, console: hooks/use-guarded-action).

import { newIdempotencyKey } from '@fair28/shared';
import { isApiError } from './api-error';

/** Failures after which the call may or may not have gone through: only a retry with the same key tells. */
export function isUncertain(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'http');
}

/** The values one submission sends, under the key they were given. */
export type Intent = {
  key: string;
  /** Makes the call under the key. An answer (success or refusal) ends the key; a lost one keeps it. */
  send: <T>(call: (key: string) => Promise<T>) => Promise<T>;
};

/** What a running submission gets from its guard. */
export type Submission = {
  /** Aborted once the form has left the screen: dialogs opened with it close. */
  signal: AbortSignal;
  /** These values' intent: the unanswered key of the same values again, else a new key. */
  intend: (payload: unknown) => Intent;
};

export type SubmitGuard = {
  isBusy: () => boolean;
  /** Runs the submission, unless one is already running: then it does nothing. */
  run: (task: (submission: Submission) => Promise<void>) => Promise<void>;
  /** The form is on screen (again). */
  open: () => void;
  /** The form left the screen: its dialogs close and nothing more starts. */
  close: () => void;
};

function payloadText(payload: unknown): string {
  return JSON.stringify(payload, (_name, value: unknown) =>
    typeof value === 'bigint' ? value.toString() : value,
  );
}

export function submitGuard(onBusyChange: (isBusy: boolean) => void = () => undefined): SubmitGuard {
  let isBusy = false;
  let life = new AbortController();
  let pending: { payload: string; key: string } | null = null;

  const intend = (payload: unknown): Intent => {
    const text = payloadText(payload);
    if (pending?.payload !== text) pending = { payload: text, key: newIdempotencyKey() };
    const mine = pending;
    return {
      key: mine.key,
      async send(call) {
        try {
          const answer = await call(mine.key);
          if (pending === mine) pending = null;
          return answer;
        } catch (error) {
          if (!isUncertain(error) && pending === mine) pending = null;
          throw error;
        }
      },
    };
  };

  const setBusy = (next: boolean) => {
    isBusy = next;
    if (!life.signal.aborted) onBusyChange(next);
  };

  return {
    isBusy: () => isBusy,
    async run(task) {
      if (isBusy || life.signal.aborted) return;
      setBusy(true);
      try {
        await task({ signal: life.signal, intend });
      } finally {
        setBusy(false);
      }
    },
    open() {
      if (life.signal.aborted) life = new AbortController();
    },
    close() {
      life.abort();
    },
  };
}

/**
 * A confirmation dialog answered once: true on its confirm button, false on cancel, or false when
 * `signal` aborts (the form that asked has left the screen), which also closes it. `show` opens the app's
 * own dialog with the answer to call and gives back how to close it.
 */
export function confirmUntilAborted(
  show: (answer: (isConfirmed: boolean) => void) => () => void,
  signal?: AbortSignal,
): Promise<boolean> {
  if (signal?.aborted) return Promise.resolve(false);
  return new Promise<boolean>((resolve) => {
    const onAbort = () => {
      close();
      resolve(false);
    };
    const close = show((isConfirmed) => {
      signal?.removeEventListener('abort', onAbort);
      resolve(isConfirmed);
    });
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
