// Each language's words fetched once, on demand: the console shows a language only after its words are in.
import type { WrittenLanguage } from '@fair28/shared';
import type { ConsoleWords } from './words-en';

const loaders: Record<WrittenLanguage, () => Promise<ConsoleWords>> = {
  en: () => import('./words-en').then((module) => module.wordsEn),
  zh: () => import('./words-zh').then((module) => module.wordsZh),
};

const loaded: Partial<Record<WrittenLanguage, ConsoleWords>> = {};

export async function loadWords(language: WrittenLanguage): Promise<void> {
  loaded[language] ??= await loaders[language]();
}

/** The language's words, or (never expected: the language is saved only once they are in) those loaded. */
export function loadedWords(language: WrittenLanguage): ConsoleWords {
  const words = loaded[language] ?? Object.values(loaded)[0];
  if (!words) throw new Error(`the console's words (${language}) are not loaded`);
  return words;
}
