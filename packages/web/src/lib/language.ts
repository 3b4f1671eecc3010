// The interface language, stored as languageType 'EN' | 'ZH' (spec §3, default EN).

import { type Language, parseLanguage } from '@fair28/shared/protocol';
import { readText, storageKeys, writeText } from './storage';

export function readLanguage(): Language {
  return parseLanguage(readText(storageKeys.languageType));
}

export function saveLanguage(language: Language): void {
  writeText(storageKeys.languageType, language.toUpperCase());
}
