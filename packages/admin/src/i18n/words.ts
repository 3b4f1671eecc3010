// What one language's words module holds (words-en.ts, words-zh.ts): the console's own labels of every area,
// the shared catalogue's part in that language, and antd's locale. labels.ts loads only the shown one.
import type { MessageKey } from '@fair28/shared';
import type { Locale } from 'antd/es/locale';

/** Every area's labels (by area), as one record keyed by all their keys. */
export type MergedAreas<Areas extends Record<string, Record<string, string>>> = Readonly<
  Record<{ [Area in keyof Areas]: keyof Areas[Area] }[keyof Areas] & string, string>
>;

/** One language's words, `Label` being the console's own labels (ConsoleLabel, words-en.ts). */
export type Words<Label extends string> = {
  labels: Readonly<Record<Label, string>>;
  catalogue: Readonly<Record<MessageKey, string>>;
  antd: Locale;
};

/** Every area's labels in one record (the areas' keys are told apart by the test beside labels.ts). */
export const mergeAreas = <Areas extends Record<string, Record<string, string>>>(areas: Areas) =>
  Object.assign({}, ...Object.values(areas)) as MergedAreas<Areas>;
