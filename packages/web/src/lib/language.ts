// The interface language, stored as languageType 'EN' | 'ZH' | 'ZH-TW' (spec §3) once the player picks
// one; until then the phone's own language: Traditional Chinese for zh-TW, zh-HK, zh-MO and zh-Hant,
// Simplified for any other zh-*, else English.

import { type Language, languageOfTag, parseLanguage } from '@fair28/shared/protocol';
import { readText, storageKeys, writeText } from './storage';

/**
 * The language of a phone's preferred list (navigator.languages, most preferred first): the first entry
 * that is Chinese or English decides, so ['fr-FR', 'zh-TW'] reads Traditional Chinese; none of either is
 * English.
 */
export function phoneLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return parseLanguage(undefined);
}

function preferredLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language ?? ''];
}

export function readLanguage(): Language {
  const stored = readText(storageKeys.languageType);
  return stored ? parseLanguage(stored) : phoneLanguage(preferredLanguages());
}

export function saveLanguage(language: Language): void {
  writeText(storageKeys.languageType, language.toUpperCase());
}
