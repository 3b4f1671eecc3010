// The interface language, stored as languageType 'EN' | 'ZH' (spec §3) once the player picks one; until
// then the phone's own language: Chinese for any zh-*, else English.

import { type Language, parseLanguage } from '@fair28/shared/protocol';
import { readText, storageKeys, writeText } from './storage';

/**
 * The language of a phone's preferred list (navigator.languages, most preferred first): the first entry
 * that is Chinese or English decides, so ['fr-FR', 'zh-TW'] reads Chinese; none of either is English.
 */
export function phoneLanguage(preferred: readonly string[]): Language {
  const known = preferred.find((tag) => /^(zh|en)\b/i.test(tag));
  return parseLanguage(known);
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
