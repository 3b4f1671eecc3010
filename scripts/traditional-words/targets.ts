// The Traditional Chinese words files and the Simplified tables each is made from: the shared catalogue
// (the server's messages and the forms', which the apps hold too) and the player app's own words.
import { messagesZh } from '../../packages/shared/src/i18n/messages-zh';
import { words as appWordsZh } from '../../packages/web/src/i18n/words-zh';

export type Target = {
  /** The file written, relative to the repository root. */
  file: string;
  /** The Simplified file(s) it is made from, named in its opening line. */
  madeFrom: string;
  /** What the file says before its table: imports, and the table's declaration up to `{`. */
  head: string[];
  /** The Simplified words, by key, that the file gives in Traditional. */
  simplified: Readonly<Record<string, string>>;
};

export function targets(): Target[] {
  return [
    {
      file: 'packages/shared/src/i18n/messages-zh-tw.ts',
      madeFrom: 'messages-zh.ts',
      head: [
        "import type { MessageKey } from './messages-en';",
        '',
        'export const messagesZhTw: Record<MessageKey, string> = {',
      ],
      simplified: messagesZh,
    },
    {
      // Free of run-time imports, so the build's config can read the app's name from it (pwa/web-manifest.ts);
      // the app loads it over the catalogue's (i18n/words.ts).
      file: 'packages/web/src/i18n/app-words-zh-tw.ts',
      madeFrom: 'words-zh.ts',
      head: [
        "import type { MessageKey } from '@fair28/shared/protocol';",
        "import type { WordKey } from './words-en';",
        '',
        "/** The app's own words, and the catalogue's where the app words them otherwise. */",
        'export const appWordsZhTw: Omit<Record<WordKey, string>, MessageKey> & Partial<Record<MessageKey, string>> = {',
      ],
      simplified: appWordsZh,
    },
  ];
}
