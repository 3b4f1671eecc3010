// How content rows read to players: in the request's language (the other one when it has none; Traditional
// Chinese made from the Simplified: kernel/written-text.ts), instants
// as ISO text ('' when open-ended), pictures as signed links any <img> can show (uploads.imageLinks).
import type {
  Language,
  TAdminLanguagePack,
  TAdminTextPage,
  TContentDetails,
  TContentItem,
  TLanguagePack,
  TTextPage,
} from '@fair28/shared';
import { chineseFor, writtenIn } from '../../kernel/written-text';
import type * as uploads from '../uploads/service';
import type * as queries from './queries';

export const iso = (at: Date | null) => (at ? at.toISOString() : '');

export function itemView(row: queries.ContentRow, language: Language, link: uploads.ImageLink): TContentItem {
  return {
    id: row.id,
    kind: row.kind,
    title: writtenIn(language, row.titleZh, row.titleEn),
    titleZh: row.titleZh,
    titleEn: row.titleEn,
    summary: writtenIn(language, row.summaryZh, row.summaryEn),
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
    body: writtenIn(language, row.bodyZh, row.bodyEn),
    updateTime: row.updatedAt.toISOString(),
  };
}

export function textPageView(row: queries.TextPageRow): TAdminTextPage {
  return {
    name: row.name,
    language: row.language,
    title: row.title,
    body: row.body,
    updateTime: row.updatedAt.toISOString(),
  };
}

export const packView = (row: queries.LanguagePackRow): TAdminLanguagePack => ({
  language: row.language,
  entries: row.entries,
  updateTime: row.updatedAt.toISOString(),
});

/** A page for a reader: as written, or for a Traditional reader its Simplified made Traditional. */
export function textPageIn(row: queries.TextPageRow, language: Language): TTextPage {
  const page = textPageView(row);
  if (language !== 'zh-TW' || row.language !== 'zh') return page;
  return {
    ...page,
    language,
    title: chineseFor(language, page.title),
    body: chineseFor(language, page.body),
  };
}

/** A pack for a reader: the one of the language it is written in, its words made Traditional if need be. */
export function packIn(row: queries.LanguagePackRow, language: Language): TLanguagePack {
  const pack = packView(row);
  if (language !== 'zh-TW') return pack;
  const entries = Object.entries(pack.entries).map(([key, text]) => [key, chineseFor(language, text)]);
  return { ...pack, language, entries: Object.fromEntries(entries) };
}
