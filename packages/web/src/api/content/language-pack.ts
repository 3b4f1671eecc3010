// POST /api/v2/tlangmgr/language: the server's language pack for a language, merged over the bundled
// words (i18n/language-packs.ts). Loaded after start-up and whenever the player switches language; a
// failure leaves the words as they are (bundled, or the pack kept from last time).

import { type Language, playerCallRoutes } from '@fair28/shared';
import { catalogue, currentLanguage, onLanguageChange } from '@/i18n/i18n';
import { receivePack } from '@/i18n/language-packs';
import { read } from '../client';

export async function loadLanguagePack(language: Language): Promise<void> {
  try {
    const pack = await read(playerCallRoutes.languagePack, { language });
    receivePack(catalogue, pack);
  } catch {
    // Offline or an older server: the words on screen stay as they are.
  }
}

/** Keeps the current language's pack fresh: now, and after each switch. */
export function followLanguagePacks(): void {
  void loadLanguagePack(currentLanguage());
  onLanguageChange((language) => void loadLanguagePack(language));
}
