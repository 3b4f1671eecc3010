// The console's words and their lookup. Its own words are split by area and by language (<area>-labels.ts
// and <area>-labels-zh.ts, listed in label-areas.ts) and merged here; what the shared catalogue already words
// (errors, statuses: packages/shared/src/i18n) is read from there: a key not the console's falls through to it.
import { type MessageKey, translate, type WrittenLanguage } from '@fair28/shared';
import { useCallback } from 'react';
import { type ConsoleLabel, labelAreas } from './label-areas';
import { useLanguage } from './language';

export type { ConsoleLabel } from './label-areas';
/** A console label, or a key of the shared catalogue (statuses, errors). */
export type Label = ConsoleLabel | MessageKey;

/** Every area's words in one language. */
const merged = (language: WrittenLanguage): Record<ConsoleLabel, string> =>
  Object.assign({}, ...Object.values(labelAreas).map((area) => area[language]));

const labels: Record<WrittenLanguage, Record<ConsoleLabel, string>> = { en: merged('en'), zh: merged('zh') };

const isConsoleLabel = (key: string): key is ConsoleLabel => Object.hasOwn(labels.en, key);

export function label(language: WrittenLanguage, key: Label, ...args: Array<string | number>): string {
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
