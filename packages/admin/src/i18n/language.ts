// The console's language, English or Simplified Chinese (the languages operators write in): stored, switchable from the header, sent as the `lang` of every call so the
// server's messages come back in it.
import { parseLanguage, type WrittenLanguage, writtenLanguageOf } from '@fair28/shared';
import { useSyncExternalStore } from 'react';
import { queryClient } from '../api/query-client';
import { readText, storageKeys, writeText } from '../lib/storage';
import { loadWords } from './load-words';

const listeners = new Set<() => void>();

export function readLanguage(): WrittenLanguage {
  const stored = readText(storageKeys.language);
  // The console speaks the languages operators write in: a Traditional Chinese browser reads Simplified.
  if (stored) return writtenLanguageOf(parseLanguage(stored));
  return typeof navigator !== 'undefined' ? writtenLanguageOf(parseLanguage(navigator.language)) : 'en';
}

/** Shows the console in `language` once its words are in (a failed fetch leaves the language as it was). */
export async function saveLanguage(language: WrittenLanguage): Promise<void> {
  await loadWords(language);
  writeText(storageKeys.language, language);
  for (const listener of listeners) listener();
  // Statuses and messages come from the server in the request's language: ask again in the new one.
  void queryClient.invalidateQueries();
}

export function useLanguage(): WrittenLanguage {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, readLanguage);
}
