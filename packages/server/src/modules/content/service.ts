// What players read — banners, notices, events, rich-text pages, language packs, customer-service channels —
// only while it is shown; the operators' upkeep of it is in upkeep.ts. Rich text is sanitised when saved
// (rich-text.ts), so every reader gets safe HTML; titles, summaries and language strings are plain text.
import {
  type Language,
  languageNames,
  languages,
  type TAboutResponse,
  type TActivityListResponse,
  type TBannerListResponse,
  type TLanguageListResponse,
  type TLanguagePack,
  type TNoticeListResponse,
  type TPageRequest,
  type TServiceListResponse,
  type TTextPage,
  type TWapDetailsRequest,
  writtenLanguageOf,
} from '@fair28/shared';
import { and } from 'drizzle-orm';
import { loadPage } from '../../infra/paging';
import { AppError } from '../../kernel/app-error';
import type { AppContext } from '../../kernel/context';
import { namesIn, writingReady } from '../../kernel/written-text';
import * as playSafe from '../play-safe/service';
import * as uploads from '../uploads/service';
import * as queries from './queries';
import { detailsView, iso, itemView, packIn, textPageIn } from './views';

export type { ContentFields, ServiceChannelFields } from './queries';
export { sanitizeRichText } from './rich-text';
export {
  addContent,
  addServiceChannel,
  attachImage,
  listContentForOperator,
  listServiceChannelsForOperator,
  listTextPagesForOperator,
  putTextPage,
  saveContent,
  saveLanguagePack,
  saveServiceChannel,
  saveTextPage,
} from './upkeep';

/** The banners shown now; none to a signed-in player on a break (banners are promotions), saying why. */
export async function bannerList(
  ctx: AppContext,
  language: Language,
  userId?: number,
): Promise<TBannerListResponse> {
  const paused = await playSafe.promotionsPaused(ctx, userId);
  if (paused) return { list: [], paused };
  const rows = await queries.selectContent(ctx.db.orm, queries.shownAt('banner', ctx.now()));
  const link = await uploads.imageLinks(ctx);
  return { list: rows.map((row) => itemView(row, language, link)), paused: null };
}

/** One item being shown now, of the given kind; anything else (disabled, over, another kind) is not found. */
async function shownItem(ctx: AppContext, kind: queries.ContentKind, id: number, language: Language) {
  const now = ctx.now();
  const filter = kind === 'activity' ? queries.activityListedAt(now) : queries.shownAt(kind, now);
  const [row] = await queries.selectContent(ctx.db.orm, and(filter, queries.contentIdIs(id)));
  if (!row) throw new AppError('NotFound');
  return detailsView(row, language, await uploads.imageLinks(ctx));
}

export async function bannerDetails(ctx: AppContext, id: number, language: Language, userId?: number) {
  await playSafe.refusePromotionsOnBreak(ctx, userId);
  return shownItem(ctx, 'banner', id, language);
}

/** An event's page (refused to a player on a break) or a notice's (service information, always shown). */
export async function wapDetails(
  ctx: AppContext,
  form: TWapDetailsRequest,
  language: Language,
  userId?: number,
) {
  if (form.type === 'activity') await playSafe.refusePromotionsOnBreak(ctx, userId);
  return shownItem(ctx, form.type, form.id, language);
}

export async function noticeList(
  ctx: AppContext,
  page: TPageRequest,
  language: Language,
): Promise<TNoticeListResponse> {
  const filter = queries.shownAt('notice', ctx.now());
  const link = await uploads.imageLinks(ctx);
  return loadPage(
    page,
    {
      rows: (limit, offset) => queries.selectContent(ctx.db.orm, filter, limit, offset, true),
      total: () => queries.countContent(ctx.db.orm, filter),
    },
    (row) => detailsView(row, language, link),
  );
}

/** The events running now or later; none to a signed-in player on a break, saying why. */
export async function activityList(
  ctx: AppContext,
  page: TPageRequest,
  language: Language,
  userId?: number,
): Promise<TActivityListResponse> {
  const paused = await playSafe.promotionsPaused(ctx, userId);
  if (paused) return { list: [], total: 0, pageNo: page.pageNo, pageSize: page.pageSize, paused };
  const filter = queries.activityListedAt(ctx.now());
  const link = await uploads.imageLinks(ctx);
  const events = await loadPage(
    page,
    {
      rows: (limit, offset) => queries.selectContent(ctx.db.orm, filter, limit, offset),
      total: () => queries.countContent(ctx.db.orm, filter),
    },
    (row) => itemView(row, language, link),
  );
  return { ...events, paused: null };
}

/** For the home screen: the banners and the latest notices shown now. */
export async function homeContent(ctx: AppContext, language: Language, noticeCount: number) {
  const [banners, notices] = await Promise.all([
    bannerList(ctx, language),
    noticeList(ctx, { pageNo: 1, pageSize: noticeCount }, language),
  ]);
  return { banners: banners.list, notices: notices.list };
}

/**
 * A page in the request's language (Traditional Chinese made from the Simplified), or in the other one
 * when it has none in it.
 */
export async function textPage(ctx: AppContext, name: string, language: Language): Promise<TTextPage> {
  const rows = await queries.selectTextPages(ctx.db.orm, name);
  const row = rows.find((page) => page.language === writtenLanguageOf(language)) ?? rows[0];
  if (!row) throw new AppError('NotFound');
  return textPageIn(row, language);
}

export const ABOUT_PAGE = 'about';

/** The about page with the site's facts; before an operator writes one, the site's name and no text. */
export async function about(ctx: AppContext, language: Language): Promise<TAboutResponse> {
  const { site } = ctx.config;
  const page = await textPage(ctx, ABOUT_PAGE, language).catch((error: unknown) => {
    if (error instanceof AppError && error.codeName === 'NotFound') {
      return { name: ABOUT_PAGE, language, title: site.name, body: '', updateTime: '' };
    }
    throw error;
  });
  return { ...page, siteName: site.name, officialWeb: site.officialWeb, serviceHours: site.serviceHours };
}

/** Every language the app speaks; Traditional Chinese with the Simplified pack it is made from. */
export async function languageList(ctx: AppContext): Promise<TLanguageListResponse> {
  const packs = await queries.selectLanguagePacks(ctx.db.orm);
  return {
    list: languages.map((code) => {
      const pack = packs.find((row) => row.language === writtenLanguageOf(code));
      return {
        code,
        name: languageNames[code],
        isDefault: code === 'en',
        entryCount: pack ? Object.keys(pack.entries).length : 0,
        updateTime: iso(pack?.updatedAt ?? null),
      };
    }),
  };
}

/** The operator's wording for a language (Traditional made from the Simplified); empty before any was saved. */
export async function languagePack(ctx: AppContext, language: Language): Promise<TLanguagePack> {
  const packs = await queries.selectLanguagePacks(ctx.db.orm);
  const pack = packs.find((row) => row.language === writtenLanguageOf(language));
  // The pack's language is the body's, not necessarily the request's.
  await writingReady(language);
  return pack ? packIn(pack, language) : { language, entries: {}, updateTime: '' };
}

export async function serviceList(ctx: AppContext, language: Language): Promise<TServiceListResponse> {
  const rows = await queries.selectServiceChannels(ctx.db.orm, true);
  return {
    list: rows.map((row) => ({ id: row.id, kind: row.kind, link: row.link, ...namesIn(language, row) })),
    officialWeb: ctx.config.site.officialWeb,
    serviceHours: ctx.config.site.serviceHours,
  };
}
