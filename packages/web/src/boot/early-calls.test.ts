import { calls, decryptTokenField, encodeResBody } from '@fair28/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../config/routes';
import { saveSession } from '../lib/session';
import { removeItem, storageKeys, writeJson, writeText } from '../lib/storage';
import { takeEarlyAnswer } from './early-answers';
import { earlyCalls, startEarlyCalls } from './early-calls';

const keys = { key: '0123456789abcdef', iv: 'fedcba9876543210' };
const line = 'https://a.example.com';

function returningPlayer() {
  saveSession({ token: 'tok_secret', uLoginId: 7 });
  writeText(storageKeys.lineUrl, line);
  writeJson(storageKeys.clientConfig, { codec: keys });
}

function recordFetches(text = '{"code":0}') {
  const requests: Array<{ url: string; body: URLSearchParams }> = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    requests.push({ url, body: init.body as URLSearchParams });
    return new Response(text, { status: 200 });
  });
  return requests;
}

afterEach(() => {
  vi.unstubAllGlobals();
  for (const key of Object.values(storageKeys)) removeItem(key);
  for (const call of earlyCalls) takeEarlyAnswer(call.path);
});

describe('home’s early calls', () => {
  it('are calls that take an empty body', () => {
    for (const early of earlyCalls) expect(calls[early.name].request.safeParse({}).success).toBe(true);
  });

  it('go out for a returning player opening home, with the stored session, and are taken once', async () => {
    returningPlayer();
    const requests = recordFetches();
    startEarlyCalls(`#${routes.home.path}`);
    const answer = takeEarlyAnswer(calls.userDetails.path);
    await expect(answer).resolves.toMatchObject({ status: 200, text: '{"code":0}' });
    expect(takeEarlyAnswer(calls.userDetails.path)).toBeUndefined();
    await takeEarlyAnswer(calls.homePage.path);
    // Both at once: which leaves first depends on whose token sealing finishes first.
    expect(requests.map((request) => request.url).sort()).toEqual(
      [`${line}${calls.userDetails.path}`, `${line}${calls.homePage.path}`].sort(),
    );
    const userDetails = requests.find((request) => request.url === `${line}${calls.userDetails.path}`);
    const field = await decryptTokenField(userDetails?.body.get('token') ?? '', keys);
    expect(field.token).toBe('tok_secret');
    expect(userDetails?.body.get('gzip')).toBe('1');
  });

  it('decode a successful answer while the app loads', async () => {
    returningPlayer();
    const resBody = await encodeResBody({ point: '10000.00' }, true, keys);
    recordFetches(JSON.stringify({ code: 0, message: 'Success', resBody, dataPrice: null, status: 1 }));
    startEarlyCalls(`#${routes.home.path}`);
    await expect(takeEarlyAnswer(calls.userDetails.path)).resolves.toMatchObject({
      decoded: { resBody, value: { point: '10000.00' } },
    });
    await takeEarlyAnswer(calls.homePage.path);
  });

  it('do not go out on another page, without a session, or before any line or keys are stored', () => {
    const requests = recordFetches();
    returningPlayer();
    startEarlyCalls(`#${routes.mine.path}`);
    removeItem(storageKeys.token);
    startEarlyCalls(`#${routes.home.path}`);
    returningPlayer();
    removeItem(storageKeys.clientConfig);
    startEarlyCalls(`#${routes.home.path}`);
    returningPlayer();
    removeItem(storageKeys.lineUrl);
    startEarlyCalls(`#${routes.home.path}`);
    expect(requests).toHaveLength(0);
    expect(takeEarlyAnswer(calls.userDetails.path)).toBeUndefined();
  });
});
