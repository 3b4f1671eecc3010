// Home's first answers, handed from the page's early-calls script (boot/early-calls.ts, inline in
// index.html and bundled on its own) to the app's client (api/client.ts), which takes each once instead of
// asking again. The two are separate bundles: the answers wait on the page's global object.

import type { SentAnswer } from '@fair28/client';

const KEY = 'fair28EarlyAnswers';

type Holder = { [KEY]?: Map<string, Promise<SentAnswer>> };

/** The answers sent at start, by call path. */
export function earlyAnswers(): Map<string, Promise<SentAnswer>> {
  const holder = globalThis as Holder;
  holder[KEY] ??= new Map();
  return holder[KEY];
}

/** The answer to the call at `path` sent at start, once: later requests are sent as usual. */
export function takeEarlyAnswer(path: string): Promise<SentAnswer> | undefined {
  const answers = earlyAnswers();
  const answer = answers.get(path);
  answers.delete(path);
  return answer;
}
