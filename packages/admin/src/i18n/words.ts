// What one language's words module holds (words-en.ts, words-zh.ts): the console's own labels of every area,
// the shared catalogue's part in that language, and antd's locale. labels.ts loads only the shown one.
import type { MessageKey } from '@fair28/shared';
import type { Locale } from 'antd/es/locale';
import type { ConsoleLabel } from './words-en';

export type Words = {
  labels: Readonly<Record<ConsoleLabel, string>>;
  catalogue: Readonly<Record<MessageKey, string>>;
  antd: Locale;
};

/** Every area's labels in one record (the areas' keys are told apart by the test beside labels.ts). */
export const mergeAreas = <Areas extends Record<string, Record<string, string>>>(areas: Areas) =>
  Object.assign({}, ...Object.values(areas)) as Readonly<Record<ConsoleLabel, string>>;
