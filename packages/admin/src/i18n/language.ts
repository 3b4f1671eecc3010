// The console's language: stored, switchable from the header, sent as the `lang` of every call so the
// server's messages come back in it.
import { type Language, parseLanguage } from '@fair28/shared';
import { useSyncExternalStore } from 'react';
import { queryClient } from '../api/query-client';
import { readText, storageKeys, writeText } from '../lib/storage';

const listeners = new Set<() => void>();

export function readLanguage(): Language {
  const stored = readText(storageKeys.language);
  if (stored) return parseLanguage(stored);
  return typeof navigator !== 'undefined' ? parseLanguage(navigator.language) : 'en';
}

export function saveLanguage(language: Language): void {
  writeText(storageKeys.language, language);
  for (const listener of listeners) listener();
  // Statuses and messages come from the server in the request's language: ask again in the new one.
  void queryClient.invalidateQueries();
}

export function useLanguage(): Language {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, readLanguage);
}
