import { ZIdempotencyKey } from '@fair28/shared';
import { describe, expect, it } from 'vitest';
import { submissionKeys } from './use-submission-keys';

describe('submission keys', () => {
  it('are keys the server takes', () => {
    const keys = submissionKeys();
    expect(ZIdempotencyKey.safeParse(keys.keyFor({ amount: 100n })).success).toBe(true);
  });

  it('repeat for a retried submission only', () => {
    const keys = submissionKeys();
    const first = keys.keyFor({ amount: 100n, accountId: 1 });
    expect(keys.keyFor({ amount: 100n, accountId: 1 })).toBe(first);
    const changed = keys.keyFor({ amount: 200n, accountId: 1 });
    expect(changed).not.toBe(first);
    keys.settle();
    expect(keys.keyFor({ amount: 200n, accountId: 1 })).not.toBe(changed);
  });
});
