// A returning player opening home: its two calls (the balance, then the rest of the screen) go out from
// this small file, which index.html runs before the app's code has arrived (vite.config.ts), with the
// stored line, codec keys and session; their answers are decoded while the app still downloads. The
// client's first request of each takes the answer instead of asking again and reads it as any, checking
// it once the schemas are in (api/client.ts, api/schemas.ts): made before this visit's line probe, stale
// keys or clock get one more try once
// the probe answered. It also imports the words of the stored language. main.tsx imports it too (the same
// file: it runs once). It and what it imports stay free of zod and the call schemas, or it would wait for
// them: the calls' paths and flags come from the call routes, which the build writes out as plain data.

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
import { loadWords } from '../i18n/words';
import { readLanguage } from '../lib/language';
import { keptServerClock } from '../lib/server-clock';
import { hasSession, readToken } from '../lib/session';
import { readText, storageKeys } from '../lib/storage';
import { readStoredCodecKeys } from '../lib/stored-config';

/** The calls home starts with: both with an empty body. */
export const earlyCalls = [playerCallRoutes.userDetails, playerCallRoutes.homePage] as const;

const answers = new Map<string, Promise<SentAnswer>>();

/** The answer to the call at `path` sent at start, once: later requests are sent as usual. */
export function takeEarlyAnswer(path: string): Promise<SentAnswer> | undefined {
  const answer = answers.get(path);
  answers.delete(path);
  return answer;
}

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
    answers.set(call.path, answer);
  }
}

// Every call of the visit carries the server's time from the start, these first.
const kept = keptServerClock();
if (kept !== null) restoreServerClock(kept);
if (typeof window !== 'undefined') {
  startEarlyCalls(window.location.hash);
  // The stored language's words (a chunk of their own, i18n/words.ts), which the page's first script has
  // been downloading since the page was parsed (boot/words-first.ts): this import takes that download.
  void loadWords(readLanguage()).catch(() => undefined);
}
