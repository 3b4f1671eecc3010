// i18next with one resource per language: the shared catalogue (server and form messages, whose keys
// are the zod error messages) merged with the app's own words, each language fetched when first shown
// (words.ts). The stored languageType picks the start; the app renders once its words are in.

import { fillMessage, type Language, type MessageKey } from '@fair28/shared';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readLanguage, saveLanguage } from '../lib/language';
import { applyStoredPacks, type Catalogue } from './language-packs';
import { loadWords, type Words } from './words';

void i18next.use(initReactI18next).init({
  resources: {},
  lng: readLanguage(),
  fallbackLng: 'en',
  // Keys are flat ('form.enterAccount'), never nested objects.
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
  // A language pack from the server re-renders the words on screen.
  react: { bindI18nStore: 'added' },
});

const bundled = new Map<Language, Words>();

/** The bundled words and i18next's current ones: server language packs merge over the bundle. */
export const catalogue: Catalogue = {
  bundled: (language) => bundled.get(language),
  replace: (language, words) => {
    i18next.addResourceBundle(language, 'translation', words, true, true);
  },
};

/** Fetches a language's words once and gives them to i18next, with the pack kept from last time over them. */
async function withWords(language: Language): Promise<void> {
  if (bundled.has(language)) return;
  const words = await loadWords(language);
  if (bundled.has(language)) return;
  bundled.set(language, words);
  i18next.addResourceBundle(language, 'translation', words, true, true);
  applyStoredPacks(catalogue);
}

/** The starting language's words (one more try if the first fetch failed); main.tsx renders after. */
export const startingWords: Promise<void> = withWords(readLanguage()).catch(() => withWords(readLanguage()));

function markDocumentLanguage(language: string): void {
  // Screen readers pick their voice from <html lang>.
  if (typeof document !== 'undefined') document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
}
markDocumentLanguage(i18next.language);
i18next.on('languageChanged', markDocumentLanguage);

export const i18n = i18next;

export function currentLanguage(): Language {
  return i18next.language === 'zh' ? 'zh' : 'en';
}

/** Switches once the language's words are in (fetched, if not yet) and remembers the choice as languageType. */
export async function changeLanguage(language: Language): Promise<void> {
  await withWords(language);
  saveLanguage(language);
  await i18next.changeLanguage(language);
}

/**
 * A shared catalogue message with its `{0}` arguments filled, in the current language: from the loaded
 * words, which hold the catalogue of their language (words-en.ts), so a phone needs no other copy.
 * Text that is not a key is returned as it is.
 */
export function translateMessage(key: MessageKey | string, ...args: Array<string | number>): string {
  const words: Record<string, string> | undefined = bundled.get(currentLanguage());
  return fillMessage(words && Object.hasOwn(words, key) ? (words[key] ?? key) : key, args);
}
