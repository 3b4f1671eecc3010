// What operators publish (names, content, text pages, language packs) in a reader's language. Operators
// write English and Simplified Chinese; a Traditional Chinese reader gets the Simplified made Traditional
// as it goes out, by the conversion and corrections fair28's own words are generated with
// (@fair28/shared/traditional), so a notice says 儲值 as the app's tab does. The converter is loaded
// (writingReady) before a call in Traditional Chinese runs. What one person writes to another (customer
// service, a note on a refusal, room chat) is shown as it was written.
import type { Language } from '@fair28/shared';
import { loadTraditional, toTraditional } from '@fair28/shared/traditional';

/** Resolves once text can be shown in `language`: for Traditional Chinese, once the converter is in. */
export async function writingReady(language: Language): Promise<void> {
  if (language === 'zh-TW') await loadTraditional();
}

/** Chinese an operator wrote, for a Chinese reader: as written, or made Traditional. */
export function chineseFor(language: Exclude<Language, 'en'>, simplified: string): string {
  return language === 'zh-TW' ? toTraditional(simplified) : simplified;
}

/** Of a text written in both languages, the reader's; a blank one falls back to the other. */
export function writtenIn(language: Language, zh: string, en: string): string {
  return language === 'en' ? en || zh : chineseFor(language, zh || en);
}

/** Names kept in both languages (game types, areas, rooms, goods): both, and `name` in the reader's. */
export type Bilingual = { nameZh: string; nameEn: string };

export function namesIn(language: Language, row: Bilingual): Bilingual & { name: string } {
  return { name: writtenIn(language, row.nameZh, row.nameEn), nameZh: row.nameZh, nameEn: row.nameEn };
}
