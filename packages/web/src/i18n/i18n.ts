// i18next with one resource per language: the shared catalogue (server and form messages, whose keys
// are the zod error messages) merged with the app's own words. The stored languageType picks the start.

import { type Language, type MessageKey, messages, translate } from '@fair28/shared';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readLanguage, saveLanguage } from '../lib/language';
import { contentMessages } from './content-messages';
import { gameMessages } from './game-messages';
import { applyStoredPacks, type Catalogue } from './language-packs';
import { moneyMessages } from './money-messages';
import { playMessages } from './play-messages';
import { uiMessages } from './ui-messages';

export const resources = {
  en: {
    translation: {
      ...messages.en,
      ...uiMessages.en,
      ...gameMessages.en,
      ...moneyMessages.en,
      ...contentMessages.en,
      ...playMessages.en,
    },
  },
  zh: {
    translation: {
      ...messages.zh,
      ...uiMessages.zh,
      ...gameMessages.zh,
      ...moneyMessages.zh,
      ...contentMessages.zh,
      ...playMessages.zh,
    },
  },
} as const;

void i18next.use(initReactI18next).init({
  resources,
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

/** The bundled words and i18next's current ones: server language packs merge over the bundle. */
export const catalogue: Catalogue = {
  bundled: (language) => resources[language].translation,
  replace: (language, words) => {
    i18next.addResourceBundle(language, 'translation', words, true, true);
  },
};
applyStoredPacks(catalogue);

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

/** Switches instantly and remembers the choice as languageType. */
export async function changeLanguage(language: Language): Promise<void> {
  saveLanguage(language);
  await i18next.changeLanguage(language);
}

/** A shared catalogue message with its `{0}` arguments filled, in the current language. */
export function translateMessage(key: MessageKey | string, ...args: Array<string | number>): string {
  return translate(currentLanguage(), key, ...args);
}
