// The forward call of spec §7 and what fair28 uses it for: the USDT exchange rate, read from the
// configured quotes host, so USDT top-ups and withdrawals can show amounts with their ¥ equivalent.
// Every fetch goes through infra/safe-fetch.ts: allow-listed hosts and paths, public addresses only.
import type { TForwardRequest, TForwardResponse, TUsdtRateResponse } from '@fair28/shared';
import { type FetchPolicy, FetchRefused, safeFetch } from '../../infra/safe-fetch';
import { AppError } from '../../kernel/app-error';
import type { AppContext } from '../../kernel/context';
import { perApp } from '../../kernel/per-app';

const MAX_ANSWER_BYTES = 256 * 1024;
const MAX_REDIRECTS = 3;
const FORWARDS_PER_MINUTE = 60;

function policyOf(ctx: AppContext): FetchPolicy {
  return { ...ctx.config.forward, maxBytes: MAX_ANSWER_BYTES, maxRedirects: MAX_REDIRECTS };
}

/** Fetches for a client: refused (ForwardRefused) off the allow-list or onto a private address. */
async function fetchFor(ctx: AppContext, url: string) {
  try {
    return await safeFetch(url, policyOf(ctx));
  } catch (error) {
    throw new AppError(error instanceof FetchRefused ? 'ForwardRefused' : 'ForwardFailed');
  }
}

/** The spec's client passes its quotes provider's appId and appKey: they go along as query parameters. */
function withCredentials(form: TForwardRequest): string {
  if (!form.appId && !form.appKey) return form.host;
  try {
    const url = new URL(form.host);
    if (form.appId) url.searchParams.set('appId', form.appId);
    if (form.appKey) url.searchParams.set('appKey', form.appKey);
    return url.href;
  } catch {
    throw new AppError('ForwardRefused');
  }
}

export async function forward(ctx: AppContext, form: TForwardRequest, ip: string): Promise<TForwardResponse> {
  if (!(await ctx.rateLimiter.hit(`forward:ip:${ip}`, FORWARDS_PER_MINUTE, 60_000))) {
    throw new AppError('RateLimited');
  }
  return fetchFor(ctx, withCredentials(form));
}

type CachedRate = { value: TUsdtRateResponse; expiresAt: number };
const rateCache = perApp((): { current?: CachedRate } => ({}));

/** The value at a dotted path of a JSON answer, as a positive rate with four decimals; undefined if none. */
export function readRate(body: string, field: string): string | undefined {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return undefined;
  }
  for (const key of field.split('.')) {
    value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }
  const rate = typeof value === 'number' || typeof value === 'string' ? Number(value) : Number.NaN;
  // ¥ per USDT has been between 6 and 8 for years; anything outside (0, 1000) is a broken answer.
  return Number.isFinite(rate) && rate > 0 && rate < 1000 ? rate.toFixed(4) : undefined;
}

/** ¥ per USDT from the quotes host, kept for FAIR28_QUOTES_CACHE_SECONDS. */
export async function usdtRate(ctx: AppContext): Promise<TUsdtRateResponse> {
  const { url, rateField, cacheMs } = ctx.config.quotes;
  if (!url) throw new AppError('QuotesUnavailable');
  const cache = rateCache(ctx);
  const now = ctx.now();
  if (cache.current && cache.current.expiresAt > now.getTime()) return cache.current.value;
  const answer = await safeFetch(url, policyOf(ctx)).catch(() => undefined);
  const rate = answer && answer.status === 200 ? readRate(answer.body, rateField) : undefined;
  if (!rate) throw new AppError('QuotesUnavailable');
  const value: TUsdtRateResponse = {
    rate,
    base: 'USDT',
    quote: 'CNY',
    source: new URL(url).host,
    fetchTime: now.toISOString(),
  };
  cache.current = { value, expiresAt: now.getTime() + cacheMs };
  return value;
}
