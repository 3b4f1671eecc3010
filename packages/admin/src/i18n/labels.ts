// The console's words and their lookup. Each language's words (its labels of every area, and what the
// shared catalogue already words: errors, statuses) are a module of their own, words-en.ts and words-zh.ts,
// loaded before the console shows in that language (load-words.ts): an operator's browser fetches only the
// one it shows.
// A key not the console's falls through to the catalogue, and text that is not a key is shown as it is.
import { fillMessage, type MessageKey, type WrittenLanguage } from '@fair28/shared';
import type { Locale } from 'antd/es/locale';
import { useCallback } from 'react';
import { useLanguage } from './language';
import { loadedWords } from './load-words';
import type { ConsoleLabel } from './words-en';

export type { ConsoleLabel } from './words-en';
/** A console label, or a key of the shared catalogue (statuses, errors). */
export type Label = ConsoleLabel | MessageKey;

export function label(language: WrittenLanguage, key: Label, ...args: Array<string | number>): string {
  const { labels, catalogue } = loadedWords(language);
  const text = Object.hasOwn(labels, key)
    ? labels[key as ConsoleLabel]
    : Object.hasOwn(catalogue, key)
      ? catalogue[key as MessageKey]
      : key;
  return fillMessage(text, args);
}

/** antd's own words (date pickers, pagination, empty tables) in the language shown. */
export function antdLocale(language: WrittenLanguage): Locale {
  return loadedWords(language).antd;
}

export type Translate = (key: Label, ...args: Array<string | number>) => string;

/** The label function in the current language; components re-render when it changes. */
export function useT(): Translate {
  const language = useLanguage();
  return useCallback(
    (key: Label, ...args: Array<string | number>) => label(language, key, ...args),
    [language],
  );
}
