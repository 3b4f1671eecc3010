// The words of one language, in two chunks per language, so a phone fetches only the language it shows
// and the first screen only the app's own words: the page's first script starts the stored language's
// download as the page is parsed (boot/words-first.ts), i18n.ts takes it, and a switch of language
// fetches the other. The shared catalogue (server and form messages), which the first screen does not
// show, is the second chunk. Free of zod and of React.

import type { Language, MessageKey } from '@fair28/shared/protocol';
import type { AppWordKey, WordKey } from './words-en';

/** A language's own words, and the catalogue's where the app words them otherwise (zh-TW). */
export type AppWords = Readonly<Record<AppWordKey, string> & Partial<Record<MessageKey, string>>>;
export type Words = Readonly<Record<WordKey, string>>;

/** Each language's chunks: a dynamic import apiece, which the build makes a file of its own. */
const ownWords: Record<Language, () => Promise<AppWords>> = {
  en: () => import('./words-en').then((m) => m.words),
  zh: () => import('./words-zh').then((m) => m.words),
  'zh-TW': () => import('./words-zh-tw').then((m) => m.words),
};
const catalogues: Record<Language, () => Promise<Readonly<Record<MessageKey, string>>>> = {
  en: () => import('./catalogue-en').then((m) => m.catalogue),
  zh: () => import('./catalogue-zh').then((m) => m.catalogue),
  'zh-TW': () => import('./catalogue-zh-tw').then((m) => m.catalogue),
};

/** A language's chunk, fetched once; a fetch that failed is made again at the next call. */
function once<T>(loads: Map<Language, Promise<T>>, load: () => Promise<T>, language: Language): Promise<T> {
  let loaded = loads.get(language);
  if (!loaded) {
    loaded = load();
    loaded.catch(() => loads.delete(language));
    loads.set(language, loaded);
  }
  return loaded;
}

const ownLoads = new Map<Language, Promise<AppWords>>();
const catalogueLoads = new Map<Language, Promise<Readonly<Record<MessageKey, string>>>>();

/** A language's own words: what the first screen shows. */
export function loadWords(language: Language): Promise<AppWords> {
  return once(ownLoads, ownWords[language], language);
}

/** Every word of a language: the catalogue first, the app's own words over it. */
export async function loadAllWords(language: Language): Promise<Words> {
  const [catalogue, own] = await Promise.all([
    once(catalogueLoads, catalogues[language], language),
    loadWords(language),
  ]);
  return { ...catalogue, ...own };
}
