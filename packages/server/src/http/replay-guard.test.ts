// The replay guard stores nothing for anonymous traffic: bounded lengths are refused before decryption,
// and a nonce is claimed only once the token's session is known to be live.
import { randomBytes } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { calls, encryptTokenField, TOKEN_FIELD_MAX_NONCE_LENGTH } from '@fair28/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis } from '../infra/redis';
import { startTestApp, type TestApp } from '../test/helper';
import { newPlayer, type Player } from '../test/money';

// The heap is measured after a full collection, so only what the server keeps counts.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const liveHeap = () => {
  collectGarbage();
  return process.memoryUsage().heapUsed;
};

let test: TestApp;
let player: Player;

beforeAll(async () => {
  test = await startTestApp();
  player = await newPlayer(test);
});
afterAll(async () => {
  await test.close();
});

/** The entries the guard holds: keys under this app's prefix in Redis, else the in-process store's size. */
async function storedNonces(): Promise<number> {
  const guard = test.app.ctx.nonceGuard;
  if ('size' in guard && typeof guard.size === 'function') return guard.size();
  const redis = await connectRedis(test.config.redisUrl ?? '');
  try {
    let count = 0;
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(
        cursor,
        'MATCH',
        `${test.config.redisPrefix}nonce:*`,
        'COUNT',
        1000,
      );
      cursor = next;
      count += keys.length;
    } while (cursor !== '0');
    return count;
  } finally {
    await redis.quit();
  }
}

async function userDetailsWith(tokenField: string) {
  const response = await test.app.inject({
    method: 'POST',
    url: calls.userDetails.path,
    payload: new URLSearchParams({ token: tokenField, gzip: '0' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  return response.json<{ code: number }>().code;
}

const longNonce = (length: number) =>
  randomBytes(Math.ceil(length / 2))
    .toString('hex')
    .slice(0, length);

describe('the replay guard under anonymous traffic', () => {
  it('20,000 requests with unknown tokens and long nonces leave the store and the heap flat', async () => {
    const keys = test.config.codecKeys;
    const storedBefore = await storedNonces();
    const heapBefore = liveHeap();
    const codes = new Map<number, number>();
    for (let batch = 0; batch < 100; batch++) {
      const fields = await Promise.all(
        Array.from({ length: 200 }, (_, i) => {
          const fakeToken = randomBytes(32).toString('base64url');
          // Half the nonces are far past the bound (refused before any lookup), half within it (refused
          // when the token turns out to have no session).
          const nonce = i % 2 === 0 ? longNonce(2000) : longNonce(TOKEN_FIELD_MAX_NONCE_LENGTH);
          return encryptTokenField(fakeToken, keys, Date.now(), nonce);
        }),
      );
      for (const code of await Promise.all(fields.map(userDetailsWith))) {
        codes.set(code, (codes.get(code) ?? 0) + 1);
      }
    }
    expect(Object.fromEntries(codes)).toEqual({ 401: 20_000 });
    expect(await storedNonces()).toBe(storedBefore);
    // Storing 10,000 nonces of 2,000 characters alone would take about 20 MB.
    expect(liveHeap() - heapBefore).toBeLessThan(8 * 1024 * 1024);
  }, 120_000);

  it("a live session's nonce past the bound is refused and not stored", async () => {
    const before = await storedNonces();
    const field = await encryptTokenField(player.token, test.config.codecKeys, Date.now(), longNonce(1000));
    expect(await userDetailsWith(field)).toBe(401);
    expect(await storedNonces()).toBe(before);
  });

  it("a live session's field is stored once and its replay refused", async () => {
    const before = await storedNonces();
    const field = await encryptTokenField(player.token, test.config.codecKeys);
    expect(await userDetailsWith(field)).toBe(0);
    expect(await userDetailsWith(field)).toBe(401);
    expect(await storedNonces()).toBe(before + 1);
  });

  it('a field longer than the bound is refused without decryption', async () => {
    const field = await encryptTokenField(player.token, test.config.codecKeys);
    expect(await userDetailsWith(field + '00'.repeat(400))).toBe(401);
  });
});
