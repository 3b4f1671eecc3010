// How content rows read to players: in the request's language (the other one when it has none), instants
// as ISO text ('' when open-ended), pictures as signed links any <img> can show (uploads.imageLinks).
import type { Language, TContentDetails, TContentItem, TLanguagePack, TTextPage } from '@fair28/shared';
import type * as uploads from '../uploads/service';
import type * as queries from './queries';

export const iso = (at: Date | null) => (at ? at.toISOString() : '');
export const inLanguage = (language: Language, zh: string, en: string) =>
  language === 'zh' ? zh || en : en || zh;

export function itemView(row: queries.ContentRow, language: Language, link: uploads.ImageLink): TContentItem {
  return {
    id: row.id,
    kind: row.kind,
    title: inLanguage(language, row.titleZh, row.titleEn),
    titleZh: row.titleZh,
    titleEn: row.titleEn,
    summary: inLanguage(language, row.summaryZh, row.summaryEn),
    imageUrl: link(row.imageId),
    link: row.link,
    hasDetails: row.bodyZh !== '' || row.bodyEn !== '',
    startTime: iso(row.startsAt),
    endTime: iso(row.endsAt),
    createTime: row.createdAt.toISOString(),
  };
}

export function detailsView(
  row: queries.ContentRow,
  language: Language,
  link: uploads.ImageLink,
): TContentDetails {
  return {
    ...itemView(row, language, link),
    body: inLanguage(language, row.bodyZh, row.bodyEn),
    updateTime: row.updatedAt.toISOString(),
  };
}

export function textPageView(row: queries.TextPageRow): TTextPage {
  return {
    name: row.name,
    language: row.language,
    title: row.title,
    body: row.body,
    updateTime: row.updatedAt.toISOString(),
  };
}

export const packView = (row: queries.LanguagePackRow): TLanguagePack => ({
  language: row.language,
  entries: row.entries,
  updateTime: row.updatedAt.toISOString(),
});
