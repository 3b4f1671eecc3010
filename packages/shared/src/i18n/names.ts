// Names kept in both languages (game types, areas, rooms, content): answers carry both, for screens that
// edit them, and `name` in the request's language, for screens that only show it.
import type { Language } from './messages';

export type Bilingual = { nameZh: string; nameEn: string };

export function namesIn(language: Language, row: Bilingual): Bilingual & { name: string } {
  return { name: language === 'zh' ? row.nameZh : row.nameEn, nameZh: row.nameZh, nameEn: row.nameEn };
}
