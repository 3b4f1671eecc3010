// A returning player opening home: its two calls (the balance, then the rest of the screen) go out from
// this script, which the build bundles on its own and puts inline in index.html (vite.config.ts), so they
// leave as the page is parsed, before the app's code has arrived or (from the service worker) run, with
// the stored line, codec keys and session; their answers are decoded while the app still loads. The
// client's first request of each takes the answer (boot/early-answers.ts) instead of asking again and
// reads it as any, checking it once the schemas are in (api/client.ts, api/schemas.ts): made before this
// visit's line probe, stale keys or clock get one more try once the probe answered. It and what it
// imports stay small and free of zod and the call schemas (the page carries them, and the app carries its
// own copy): the calls' paths and flags come from the call routes, which the build writes out as data.

import type { SentAnswer } from '@fair28/client';
// The wire parts of both packages, nothing that reads a schema: the form and its POST, the codec, and the
// player's call routes, which the build writes out as data (vite.config.ts).
import {
  callForm,
  callUrl,
  type PostAnswer,
  postForm,
  restoreServerClock,
  serverClockOffset,
} from '@fair28/client/form';
import { type CodecKeys, decodeResBody, playerCallRoutes, SUCCESS_CODE } from '@fair28/shared/protocol';
import { routes } from '../config/routes';
import { readLanguage } from '../lib/language';
import { keptServerClock } from '../lib/server-clock';
import { hasSession, readToken } from '../lib/session';
import { readText, storageKeys } from '../lib/storage';
import { readStoredCodecKeys } from '../lib/stored-config';
import { earlyAnswers } from './early-answers';
import { earlyCallNames } from './early-call-names';

/** The calls home starts with (boot/early-call-names.ts). */
export const earlyCalls = earlyCallNames.map((name) => playerCallRoutes[name]);

/**
 * Decodes a successful answer's resBody while the app's code is still on its way (the phone is idle),
 * so the first screen renders once, with the answer; the client still reads and checks it. Anything
 * else is left for the client to read and report.
 */
async function withDecoded(answer: PostAnswer, keys: CodecKeys): Promise<SentAnswer> {
  try {
    const body: unknown = JSON.parse(answer.text);
    if (answer.status !== 200 || typeof body !== 'object' || body === null) return answer;
    const { code, resBody } = body as { code?: unknown; resBody?: unknown };
    if (code !== SUCCESS_CODE || typeof resBody !== 'string' || resBody === '') return answer;
    return { ...answer, decoded: { resBody, value: await decodeResBody(resBody, true, keys) } };
  } catch {
    return answer;
  }
}

export function startEarlyCalls(hash: string): void {
  const line = readText(storageKeys.lineUrl);
  const keys = readStoredCodecKeys();
  const token = readToken();
  if (hash.replace(/^#/, '').split('?')[0] !== routes.home.path) return;
  if (!hasSession() || !line || !keys || !token) return;
  for (const call of earlyCalls) {
    const answer = callForm(
      call,
      {},
      { language: readLanguage(), gzip: true, keys, token, clockOffsetMs: serverClockOffset() },
    )
      .then((form) => postForm(callUrl(line, call.path), form))
      .then((posted) => withDecoded(posted, keys));
    // A failure is the client's to report when it takes the answer; until then it is no error.
    answer.catch(() => undefined);
    earlyAnswers().set(call.path, answer);
  }
}

// These calls carry the server's time kept from the last visit (the app restores its own: api/client.ts).
const kept = keptServerClock();
if (kept !== null) restoreServerClock(kept);
if (typeof window !== 'undefined') startEarlyCalls(window.location.hash);
