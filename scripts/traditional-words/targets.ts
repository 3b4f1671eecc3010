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

/** The app's words that are not the catalogue's (words-zh.ts spreads the catalogue first). */
function appOwnWords(): Record<string, string> {
  const catalogue: Readonly<Record<string, string>> = messagesZh;
  return Object.fromEntries(
    Object.entries(appWordsZh).filter(
      ([key, text]) => !Object.hasOwn(catalogue, key) || catalogue[key] !== text,
    ),
  );
}

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
      // words-zh-tw.ts puts it over the catalogue's.
      file: 'packages/web/src/i18n/app-words-zh-tw.ts',
      madeFrom: 'words-zh.ts',
      head: [
        "import type { MessageKey } from '@fair28/shared/protocol';",
        "import type { WordKey } from './words-en';",
        '',
        "/** The app's own words, and the catalogue's where the app words them otherwise. */",
        'export const appWordsZhTw: Omit<Record<WordKey, string>, MessageKey> & Partial<Record<MessageKey, string>> = {',
      ],
      simplified: appOwnWords(),
    },
  ];
}
