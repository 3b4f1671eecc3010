// Idempotency keys of money-moving calls (docs/PROTOCOL.md "Idempotency"): one per form submission,
// sent again when the player retries the same submission after a failure, so a request whose answer
// was lost on the way is never made twice. A changed form is a new submission with a new key.

import { useRef } from 'react';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** 22 random characters of the key alphabet (132 bits). */
export function newRequestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(22));
  return Array.from(bytes, (byte) => ALPHABET[byte & 63]).join('');
}

export type RequestKeys = {
  /** The key for this submission: the last one again while the payload is unchanged. */
  keyFor: (payload: unknown) => string;
  /** The submission went through: the next one, even with the same payload, gets a new key. */
  settle: () => void;
};

export function requestKeys(): RequestKeys {
  let last: { payload: string; key: string } | null = null;
  return {
    keyFor(payload) {
      const text = JSON.stringify(payload, (_name, value: unknown) =>
        typeof value === 'bigint' ? value.toString() : value,
      );
      if (last?.payload !== text) last = { payload: text, key: newRequestKey() };
      return last.key;
    },
    settle() {
      last = null;
    },
  };
}

export function useRequestKeys(): RequestKeys {
  const keys = useRef<RequestKeys | null>(null);
  keys.current ??= requestKeys();
  return keys.current;
}
