import {
  calls,
  decryptTokenField,
  encodeResBody,
  type TClientConfigResponse,
  type TUserInfo,
  type TVersionResponse,
} from '@fair28/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { buildRequestBody, callForm, callUrl } from './request-body';
import { type SendOptions, sendCall } from './transport';
import { postForm } from './xhr-post';

const keys = { key: '0123456789abcdef', iv: 'fedcba9876543210' };
const line = 'https://a.example.com/';

const options: SendOptions = {
  line,
  language: 'zh',
  gzip: true,
  keys,
  token: 'tok_secret',
  timeoutMs: 1000,
};

const user: TUserInfo = {
  id: 7,
  account: 'demo',
  nickName: '',
  realName: '',
  mobile: '',
  sex: 1,
  userPhoto: '',
  personalSign: '',
  code: 'ABC123',
  qrCode: '',
  level: 1,
  levelName: '',
  levelIcon: '',
  isNewUser: false,
  is_proxy: 0,
  isAuthProxy: 0,
  point: '1234.50',
  needPlayPoint: '0.00',
  bankName: '',
  bankNo: '',
  openCardAddress: '',
  password: '',
  withdrawalsPassword: '',
  hasSecurityCode: false,
  hasTwoFactor: false,
};

function envelope(
  fields: Partial<{ code: number; message: string; resBody: string | null; dataPrice: unknown }>,
) {
  return JSON.stringify({
    code: 0,
    message: 'Success',
    resBody: null,
    dataPrice: null,
    status: 1,
    ...fields,
  });
}

/** Replaces fetch with one answering `body` and recording each request. */
function answer(body: string, status = 200) {
  const requests: Array<{ url: string; init: RequestInit }> = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    requests.push({ url, init });
    return new Response(body, { status });
  });
  return requests;
}

/** A fetch that never answers and, like the real one, rejects once its signal is aborted. */
function hangingFetch(seen?: (signal: AbortSignal | undefined) => void) {
  return (_url: string, init: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      const signal = init.signal ?? undefined;
      seen?.(signal);
      const abort = () => reject(new DOMException('aborted', 'AbortError'));
      if (signal?.aborted) abort();
      signal?.addEventListener('abort', abort);
    });
}

function sentForm(request: { init: RequestInit } | undefined): URLSearchParams {
  return request?.init.body as URLSearchParams;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('request body', () => {
  it('is the fields plus gzip and lang, form-encoded', async () => {
    const form = await buildRequestBody(calls.login, { account: 'demo', password: 'demo1234' }, options);
    expect(Object.fromEntries(form)).toEqual({
      account: 'demo',
      password: 'demo1234',
      gzip: '1',
      lang: 'zh',
    });
  });

  it('adds a token field to token calls, fresh on every request', async () => {
    const first = (await buildRequestBody(calls.userDetails, {}, options)).get('token');
    const second = (await buildRequestBody(calls.userDetails, {}, options)).get('token');
    expect(first).toMatch(/^[0-9A-F]+$/);
    expect(first).not.toBe(second);
    const decoded = await decryptTokenField(first ?? '', keys);
    expect(decoded.token).toBe('tok_secret');
    expect(Math.abs(decoded.timestampMs - Date.now())).toBeLessThan(5000);
  });

  it('never sends the token to calls that do not need it', async () => {
    const form = await buildRequestBody(calls.login, { account: 'demo', password: 'x' }, options);
    expect(form.has('token')).toBe(false);
  });

  it('sends the token to an optionalAuth call (the config call) when one is stored', async () => {
    expect(calls.clientConfigs.optionalAuth).toBe(true);
    const form = await buildRequestBody(calls.clientConfigs, {}, options);
    const decoded = await decryptTokenField(form.get('token') ?? '', keys);
    expect(decoded.token).toBe('tok_secret');
  });

  it('sends an optionalAuth call anonymously, without failing, when no token is stored', async () => {
    const form = await buildRequestBody(calls.clientConfigs, {}, { ...options, token: null, keys: null });
    expect(form.has('token')).toBe(false);
    expect(form.get('gzip')).toBe('1');
  });

  it('fails a token call without a stored token as an expired session, before sending', async () => {
    await expect(buildRequestBody(calls.userDetails, {}, { ...options, token: null })).rejects.toMatchObject({
      code: 401,
      kind: 'expired',
      message: '登录凭证已过期，请重新登录',
    });
  });
});

describe('sendCall', () => {
  it('posts the form to line + path and decodes a gzip resBody with the codec keys', async () => {
    const requests = answer(envelope({ resBody: await encodeResBody(user, true, keys) }));
    await expect(sendCall(calls.userDetails, {}, options)).resolves.toEqual(user);
    expect(callUrl(line, calls.userDetails.path)).toBe('https://a.example.com/api/v1/user/details');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('https://a.example.com/api/v1/user/details');
    expect(requests[0]?.init.method).toBe('POST');
    expect(new Headers(requests[0]?.init.headers).get('content-type')).toBe(
      'application/x-www-form-urlencoded',
    );
    expect(sentForm(requests[0]).get('gzip')).toBe('1');
  });

  it('reads a gzip=0 answer (the first config call) without any keys', async () => {
    const config: TClientConfigResponse = {
      lines: ['https://a.example.com'],
      webSocketUrl: 'wss://a.example.com/ws',
      codec: keys,
      gameOption: {
        payType: '1234',
        walletCount: 3,
        paymentVoucher: 1,
        promotionCode: 1,
        username: '',
        imToken: '',
        imPassword: 'fair28',
      },
      options: [],
      serverTime: 1_700_000_000_000,
      cardMarket: 'cn',
    };
    const requests = answer(envelope({ resBody: await encodeResBody(config, false, keys) }));
    await expect(
      sendCall(calls.clientConfigs, {}, { ...options, gzip: false, keys: null, token: null }),
    ).resolves.toEqual(config);
    expect(sentForm(requests[0]).get('gzip')).toBe('0');
  });

  it('parses the version call’s plain JSON resBody', async () => {
    const version: TVersionResponse = { name: 'fair28', version: '0.1.0', protocolVersion: 1 };
    answer(envelope({ resBody: JSON.stringify(version) }));
    await expect(sendCall(calls.version, {}, options)).resolves.toEqual(version);
  });

  it('returns dataPrice for code 1 with message Success', async () => {
    answer(envelope({ code: 1, message: 'Success', dataPrice: { ok: true } }));
    await expect(sendCall(calls.logout, {}, options)).resolves.toEqual({ ok: true });
  });

  it('treats code 401 and code 1 with the expired-login message as an expired session', async () => {
    answer(envelope({ code: 401, message: 'Login credential has expired, please log in again' }));
    await expect(sendCall(calls.userDetails, {}, options)).rejects.toMatchObject({
      code: 401,
      kind: 'expired',
    });
    answer(envelope({ code: 1, message: '登录凭证已过期，请重新登录' }));
    await expect(sendCall(calls.userDetails, {}, options)).rejects.toMatchObject({
      code: 401,
      kind: 'expired',
    });
  });

  it('rejects other codes with the server’s own message', async () => {
    answer(envelope({ code: 1002, message: '账号或密码错误' }));
    const failure = await sendCall(calls.login, { account: 'demo', password: 'nope' }, options).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: 1002, kind: 'server', message: '账号或密码错误' });
  });

  it('rejects a non-200 status with the envelope message, or the status text', async () => {
    answer(envelope({ code: 500, message: 'Please try again later' }), 500);
    await expect(sendCall(calls.version, {}, options)).rejects.toMatchObject({
      code: 500,
      kind: 'http',
      message: 'Please try again later',
    });
    answer('<html>bad gateway</html>', 502);
    await expect(sendCall(calls.version, {}, options)).rejects.toMatchObject({ code: 502, kind: 'http' });
  });

  it('rejects a bare string body with that text', async () => {
    answer('maintenance until 10:00');
    await expect(sendCall(calls.version, {}, options)).rejects.toMatchObject({
      kind: 'text',
      message: 'maintenance until 10:00',
    });
  });

  it('fails with code 10003 when resBody cannot be decoded or does not fit the schema', async () => {
    answer(envelope({ resBody: 'NOT-HEX' }));
    await expect(sendCall(calls.userDetails, {}, options)).rejects.toMatchObject({
      code: 10003,
      kind: 'codec',
    });
    answer(envelope({ resBody: await encodeResBody({ unexpected: true }, true, keys) }));
    await expect(sendCall(calls.userDetails, {}, options)).rejects.toMatchObject({
      code: 10003,
      kind: 'codec',
    });
    answer(envelope({ resBody: await encodeResBody(user, true, { key: 'another16bytekey', iv: keys.iv }) }));
    await expect(sendCall(calls.userDetails, {}, options)).rejects.toMatchObject({ code: 10003 });
  });

  it('reports an unreachable line as a network failure', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(sendCall(calls.version, {}, options)).rejects.toMatchObject({ kind: 'network', code: -1 });
  });

  it('gives up after the time-out and aborts the request', async () => {
    let signal: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      hangingFetch((seen) => {
        signal = seen;
      }),
    );
    await expect(sendCall(calls.version, {}, { ...options, timeoutMs: 20 })).rejects.toMatchObject({
      kind: 'timeout',
    });
    expect(signal?.aborted).toBe(true);
  });

  it('passes a caller’s cancellation through untouched', async () => {
    vi.stubGlobal('fetch', hangingFetch());
    const controller = new AbortController();
    const pending = sendCall(calls.version, {}, { ...options, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('an answer already on its way', () => {
  it('is read like a fresh one, without sending the call again', async () => {
    const requests = answer(envelope({ resBody: '' }));
    const form = await callForm(calls.userDetails, {}, options);
    const sent = postForm(callUrl(line, calls.userDetails.path), form);
    // The early request went out through postForm, with the same fields sendCall would send.
    expect(requests).toHaveLength(1);
    expect(sentForm(requests[0]).get('gzip')).toBe('1');
    expect(await decryptTokenField(sentForm(requests[0]).get('token') ?? '', keys)).toMatchObject({
      token: 'tok_secret',
    });
    const encoded = await encodeResBody(user, true, keys);
    await expect(
      sendCall(
        calls.userDetails,
        {},
        {
          ...options,
          sent: Promise.resolve({ status: 200, statusText: 'OK', text: envelope({ resBody: encoded }) }),
        },
      ),
    ).resolves.toEqual(user);
    expect(requests).toHaveLength(1);
    await sent;
  });

  it('takes its resBody as decoded ahead, but checks it all the same', async () => {
    answer('');
    const resBody = await encodeResBody(user, true, keys);
    const text = envelope({ resBody });
    await expect(
      sendCall(
        calls.userDetails,
        {},
        {
          ...options,
          sent: Promise.resolve({ status: 200, statusText: 'OK', text, decoded: { resBody, value: user } }),
        },
      ),
    ).resolves.toEqual(user);
    // A decoded value that does not fit the call's schema fails as an undecodable answer would.
    await expect(
      sendCall(
        calls.userDetails,
        {},
        {
          ...options,
          sent: Promise.resolve({
            status: 200,
            statusText: 'OK',
            text,
            decoded: { resBody, value: { id: 'x' } },
          }),
        },
      ),
    ).rejects.toMatchObject({ code: 10003, kind: 'codec' });
    // Decoded from another resBody: ignored, this one is decoded.
    await expect(
      sendCall(
        calls.userDetails,
        {},
        {
          ...options,
          sent: Promise.resolve({
            status: 200,
            statusText: 'OK',
            text,
            decoded: { resBody: 'AB', value: { id: 'x' } },
          }),
        },
      ),
    ).resolves.toEqual(user);
  });

  it('fails as a sent call would: an expired session, an HTTP failure, an unreachable line', async () => {
    const requests = answer('');
    const expired = envelope({ code: 401, message: 'Login credential has expired, please log in again' });
    await expect(
      sendCall(
        calls.userDetails,
        {},
        {
          ...options,
          sent: Promise.resolve({ status: 200, statusText: 'OK', text: expired }),
        },
      ),
    ).rejects.toMatchObject({ code: 401, kind: 'expired' });
    await expect(
      sendCall(
        calls.userDetails,
        {},
        {
          ...options,
          sent: Promise.resolve({ status: 502, statusText: 'Bad Gateway', text: '' }),
        },
      ),
    ).rejects.toMatchObject({ code: 502, kind: 'http' });
    await expect(
      sendCall(calls.userDetails, {}, { ...options, sent: Promise.reject(new TypeError('Failed to fetch')) }),
    ).rejects.toMatchObject({ kind: 'network' });
    expect(requests).toHaveLength(0);
  });

  it('is given up after the time-out, and on the caller’s cancellation', async () => {
    const never = new Promise<never>(() => {});
    await expect(
      sendCall(calls.userDetails, {}, { ...options, timeoutMs: 20, sent: never }),
    ).rejects.toMatchObject({ kind: 'timeout' });
    const controller = new AbortController();
    const pending = sendCall(calls.userDetails, {}, { ...options, signal: controller.signal, sent: never });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('token field time', () => {
  it('carries the server’s time when this device’s clock is off', async () => {
    const hourAhead = 60 * 60 * 1000;
    const form = await buildRequestBody(calls.userDetails, {}, { ...options, clockOffsetMs: hourAhead });
    const decoded = await decryptTokenField(form.get('token') ?? '', keys);
    expect(Math.abs(decoded.timestampMs - (Date.now() + hourAhead))).toBeLessThan(5000);
  });
});
