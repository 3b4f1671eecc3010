// The idempotency keys of a money form (docs/PROTOCOL.md "Idempotency"): one per submission, sent again
// when the player retries the same submission after a failure, so a request whose answer was lost on the
// way is never made twice. A changed form is a new submission with a new key.

import { newIdempotencyKey } from '@fair28/shared';
import { useRef } from 'react';

export type SubmissionKeys = {
  /** The key for this submission: the last one again while the payload is unchanged. */
  keyFor: (payload: unknown) => string;
  /** The submission went through: the next one, even with the same payload, gets a new key. */
  settle: () => void;
};

export function submissionKeys(): SubmissionKeys {
  let last: { payload: string; key: string } | null = null;
  return {
    keyFor(payload) {
      const text = JSON.stringify(payload, (_name, value: unknown) =>
        typeof value === 'bigint' ? value.toString() : value,
      );
      if (last?.payload !== text) last = { payload: text, key: newIdempotencyKey() };
      return last.key;
    },
    settle() {
      last = null;
    },
  };
}

/** The form's keys, kept for as long as the form is on screen. */
export function useSubmissionKeys(): SubmissionKeys {
  const keys = useRef<SubmissionKeys | null>(null);
  keys.current ??= submissionKeys();
  return keys.current;
}
