// A remote page config's text in the player's language (its schema, ZPageConfig, is in client-options.ts),
// without zod: the player app's first screen shows it before the schemas load.
import { type Language, languages, writtenLanguageOf } from '../i18n/language';
import type { PageConfig } from './client-options';

/**
 * A page config's text in a language: per-language texts fall back to the language it is converted from
 * (Traditional Chinese to Simplified, shown as the operator wrote it: the app has no converter), then to
 * the others; blank is none.
 */
export function pageConfigText(text: PageConfig['title'], language: Language): string | null {
  if (text === undefined) return null;
  if (typeof text === 'string') return text.trim() || null;
  for (const choice of [language, writtenLanguageOf(language), ...languages]) {
    const found = text[choice]?.trim();
    if (found) return found;
  }
  return null;
}
