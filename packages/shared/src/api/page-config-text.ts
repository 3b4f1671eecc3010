// A remote page config's text in the player's language (its schema, ZPageConfig, is in client-options.ts),
// without zod: the player app's first screen shows it before the schemas load.
import type { Language } from '../i18n/messages';
import type { PageConfig } from './client-options';

/** A page config's text in a language: per-language texts fall back to the other language; blank is none. */
export function pageConfigText(text: PageConfig['title'], language: Language): string | null {
  if (text === undefined) return null;
  if (typeof text === 'string') return text.trim() || null;
  return (text[language] ?? text[language === 'zh' ? 'en' : 'zh'] ?? '').trim() || null;
}
