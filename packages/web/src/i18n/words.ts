// The words of one language, each language a chunk of its own, so a phone fetches only the language it
// shows: the page's first script starts the stored language's download as the page is parsed
// (boot/words-first.ts), boot/early-calls.ts imports it, and a switch of language fetches the other
// (i18n.ts). Free of zod and of React, for the early-calls file.

import type { Language } from '@fair28/shared/protocol';
import type { WordKey } from './words-en';

export type Words = Record<WordKey, string>;

/** Each language's chunk: a dynamic import apiece, which the build makes a file of its own. */
const chunks: Record<Language, () => Promise<Words>> = {
  en: () => import('./words-en').then((m) => m.words),
  zh: () => import('./words-zh').then((m) => m.words),
  'zh-TW': () => import('./words-zh-tw').then((m) => m.words),
};

const loads = new Map<Language, Promise<Words>>();

/** A language's words, fetched once; a fetch that failed is made again at the next call. */
export function loadWords(language: Language): Promise<Words> {
  let load = loads.get(language);
  if (!load) {
    load = chunks[language]();
    load.catch(() => loads.delete(language));
    loads.set(language, load);
  }
  return load;
}
