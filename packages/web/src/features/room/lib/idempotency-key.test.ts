import { ZIdempotencyKey } from '@fair28/shared';
import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './idempotency-key';

describe('idempotency keys', () => {
  it('are what the server accepts, and new for every confirmation', () => {
    const keys = Array.from({ length: 50 }, newIdempotencyKey);
    for (const key of keys) expect(ZIdempotencyKey.safeParse(key).success, key).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
