// Server-kept language packs (`/api/v2/tlangmgr/language`): an operator's wording merged over the
// bundled words, so a change shows without a build. The last pack of each language is kept in local
// storage and applied at once on the next start, before the fresh one arrives. Only keys the app knows
// are merged, as plain text (never HTML); an empty pack restores the bundled words.

import { type Language, languages, type TLanguagePack } from '@fair28/shared';
import { readJson, storageKeys, writeJson } from '../lib/storage';

export type StoredPacks = Partial<Record<Language, { entries: Record<string, string>; updateTime: string }>>;

/** The bundled words of a language (once fetched) and the current ones, for merging a pack over the bundle. */
export type Catalogue = {
  bundled: (language: Language) => Record<string, string> | undefined;
  replace: (language: Language, words: Record<string, string>) => void;
};

export function readStoredPacks(): StoredPacks {
  const stored = readJson(storageKeys.languagePacks);
  if (typeof stored !== 'object' || stored === null) return {};
  const packs: StoredPacks = {};
  for (const language of languages) {
    const pack = (stored as Record<string, unknown>)[language];
    if (typeof pack === 'object' && pack !== null && 'entries' in pack) {
      const entries = (pack as { entries: unknown }).entries;
      if (typeof entries === 'object' && entries !== null)
        packs[language] = {
          entries: Object.fromEntries(
            Object.entries(entries).filter(
              (entry): entry is [string, string] => typeof entry[1] === 'string',
            ),
          ),
          updateTime: String((pack as { updateTime?: unknown }).updateTime ?? ''),
        };
    }
  }
  return packs;
}

/** The bundle with the pack's entries for keys the bundle has; unknown keys and non-text values are dropped. */
export function mergePack(
  bundled: Record<string, string>,
  entries: Record<string, string>,
): Record<string, string> {
  const merged = { ...bundled };
  for (const [key, text] of Object.entries(entries)) {
    if (key in bundled && typeof text === 'string' && text.trim() !== '') merged[key] = text;
  }
  return merged;
}

/** Merges a pack over a language's words; a language not fetched yet takes it when fetched (i18n.ts). */
export function applyPack(catalogue: Catalogue, language: Language, entries: Record<string, string>): void {
  const bundled = catalogue.bundled(language);
  if (bundled) catalogue.replace(language, mergePack(bundled, entries));
}

/** Applies a fresh pack and keeps it for the next start. */
export function receivePack(catalogue: Catalogue, pack: TLanguagePack): void {
  applyPack(catalogue, pack.language, pack.entries);
  writeJson(storageKeys.languagePacks, {
    ...readStoredPacks(),
    [pack.language]: { entries: pack.entries, updateTime: pack.updateTime },
  });
}

/** At start: the packs kept from last time, before the server answers. */
export function applyStoredPacks(catalogue: Catalogue): void {
  const packs = readStoredPacks();
  for (const language of languages) {
    const pack = packs[language];
    if (pack) applyPack(catalogue, language, pack.entries);
  }
}
