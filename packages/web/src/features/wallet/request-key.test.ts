import { ZRequestKey } from '@fair28/shared';
import { describe, expect, it } from 'vitest';
import { newRequestKey, requestKeys } from './request-key';

describe('request keys', () => {
  it('are valid on the wire and never repeat', () => {
    const keys = new Set(Array.from({ length: 200 }, newRequestKey));
    expect(keys.size).toBe(200);
    for (const key of keys) expect(ZRequestKey.safeParse(key).success).toBe(true);
  });

  it('repeat for a retried submission only', () => {
    const keys = requestKeys();
    const first = keys.keyFor({ amount: 100n, accountId: 1 });
    expect(keys.keyFor({ amount: 100n, accountId: 1 })).toBe(first);
    const changed = keys.keyFor({ amount: 200n, accountId: 1 });
    expect(changed).not.toBe(first);
    keys.settle();
    expect(keys.keyFor({ amount: 200n, accountId: 1 })).not.toBe(changed);
  });
});
