import { describe, expect, it } from 'vitest';
import { issueImToken, verifyImToken } from './im-token';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const claims = { userId: 42, sessionId: 7, expiresAtMs: 1_800_000_000_000 };
const now = claims.expiresAtMs - 60_000;

describe('IM tokens', () => {
  it('verifies what it issued, on any node that holds the same key', () => {
    const token = issueImToken(SECRET, claims);
    expect(token).toMatch(/^1\.42\.7\.1800000000000\.[\w-]{43}$/);
    expect(verifyImToken(SECRET, token, now)).toEqual(claims);
  });

  it('refuses an expired token, another key, and any edited part', () => {
    const token = issueImToken(SECRET, claims);
    expect(verifyImToken(SECRET, token, claims.expiresAtMs)).toBeUndefined();
    expect(verifyImToken(`${SECRET}!`, token, now)).toBeUndefined();
    const parts = token.split('.');
    for (const [index, value] of [
      [1, '43'],
      [2, '8'],
      [3, '1900000000000'],
      [0, '2'],
    ] as const) {
      const edited = parts.map((part, i) => (i === index ? value : part)).join('.');
      expect(verifyImToken(SECRET, edited, now)).toBeUndefined();
    }
  });

  it.each([
    '',
    'garbage',
    '1.42.7.1800000000000',
    '1.42.7.1800000000000.',
    '1.042.7.1800000000000.x',
    '1.a.b.c.d.e',
  ])('refuses the malformed token %j', (token) => {
    expect(verifyImToken(SECRET, token, now)).toBeUndefined();
  });
});
