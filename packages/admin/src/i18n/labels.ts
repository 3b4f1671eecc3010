// The console's words and their lookup. Its own words are split by area and by language (<area>-labels.ts
// and <area>-labels-zh.ts, merged in labels-en.ts and labels-zh.ts); what the shared catalogue already words
// (errors, statuses: packages/shared/src/i18n) is read from there: a key not the console's falls through to it.
import { type Language, type MessageKey, translate } from '@fair28/shared';
import { useCallback } from 'react';
import { type ConsoleLabel, labelsEn } from './labels-en';
import { labelsZh } from './labels-zh';
import { useLanguage } from './language';

export type { ConsoleLabel } from './labels-en';
/** A console label, or a key of the shared catalogue (statuses, errors). */
export type Label = ConsoleLabel | MessageKey;

const labels: Record<Language, Record<ConsoleLabel, string>> = { en: labelsEn, zh: labelsZh };

const isConsoleLabel = (key: string): key is ConsoleLabel => Object.hasOwn(labelsEn, key);

export function label(language: Language, key: Label, ...args: Array<string | number>): string {
  if (!isConsoleLabel(key)) return translate(language, key, ...args);
  return labels[language][key].replace(/\{(\d+)\}/g, (whole, index: string) =>
    String(args[Number(index)] ?? whole),
  );
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
