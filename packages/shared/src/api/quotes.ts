// The forward call (spec §7 `/wap/forward`: the server fetches an allow-listed address for the client)
// and the USDT exchange rate fair28 reads through it from its configured quotes host (`quoteCalls`), with
// their schemas.
import { z } from 'zod';
import type { MessageKey } from '../i18n/messages';
import { ZEmptyRequest } from './common';
import { defineCalls } from './define-calls';

export const ZForwardRequest = z.object({
  /** The address to fetch: an http(s) URL on an allow-listed host and path (FAIR28_FORWARD_ALLOW). */
  host: z
    .string({ error: 'error.ForwardRefused' satisfies MessageKey })
    .trim()
    .min(1, 'error.ForwardRefused' satisfies MessageKey)
    .max(2000, 'form.tooLong' satisfies MessageKey),
  /** The spec's client sends these for its quotes provider; they are passed on as query parameters. */
  appId: z.string().trim().max(128).optional(),
  appKey: z.string().trim().max(128).optional(),
});
export type TForwardRequest = z.output<typeof ZForwardRequest>;

export const ZForwardResponse = z.object({
  /** The address that answered, after any allowed redirects. */
  url: z.string(),
  status: z.number().int(),
  contentType: z.string(),
  /** The answer's text (at most 256 KiB). */
  body: z.string(),
});
export type TForwardResponse = z.infer<typeof ZForwardResponse>;

/** How many yuan one USDT is worth now: USDT top-ups and withdrawals show amounts in both. */
export const ZUsdtRateResponse = z.object({
  /** ¥ per 1 USDT, a decimal string with up to 4 places. */
  rate: z.string(),
  base: z.literal('USDT'),
  quote: z.literal('CNY'),
  /** The quotes host it came from. */
  source: z.string(),
  fetchTime: z.string(),
});
export type TUsdtRateResponse = z.infer<typeof ZUsdtRateResponse>;

/** The forward call, and the USDT rate read through its quotes host. */
export const quoteCalls = defineCalls({
  forward: { path: '/wap/forward', auth: false, request: ZForwardRequest, response: ZForwardResponse },
  usdtRate: { path: '/api/v2/usdt/rate', auth: false, request: ZEmptyRequest, response: ZUsdtRateResponse },
});
