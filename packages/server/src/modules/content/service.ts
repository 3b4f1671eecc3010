// What players read — banners, notices, events, rich-text pages, language packs, customer-service channels —
// and the operators' upkeep of each (logged). Rich text is sanitised when saved (rich-text.ts), so every
// reader gets safe HTML; titles, summaries and language strings are plain text.
import {
  type Language,
  languages,
  namesIn,
  type TAboutResponse,
  type TActivityListResponse,
  type TAdminContentItem,
  type TAdminContentListResponse,
  type TAdminServiceChannel,
  type TBannerListResponse,
  type TContentDetails,
  type TContentItem,
  type TContentSaveRequest,
  type TLanguageListResponse,
  type TLanguagePack,
  type TLanguagePackSaveRequest,
  type TNoticeListResponse,
  type TPageRequest,
  type TServiceChannelSaveRequest,
  type TServiceListResponse,
  type TTextPage,
  type TTextPageSaveRequest,
  type TWapDetailsRequest,
  translate,
} from '@fair28/shared';
import { and } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { loadPage } from '../../infra/paging';
import { AppError, invalidInput } from '../../kernel/app-error';
import type { AppContext } from '../../kernel/context';
import type { Session } from '../../kernel/session';
import * as operatorLog from '../operator-log/service';
import * as uploads from '../uploads/service';
import * as queries from './queries';
import { sanitizeRichText } from './rich-text';

export { sanitizeRichText } from './rich-text';

const iso = (at: Date | null) => (at ? at.toISOString() : '');
const inLanguage = (language: Language, zh: string, en: string) => (language === 'zh' ? zh || en : en || zh);

function itemView(row: queries.ContentRow, language: Language): TContentItem {
  return {
    id: row.id,
    kind: row.kind,
    title: inLanguage(language, row.titleZh, row.titleEn),
    titleZh: row.titleZh,
    titleEn: row.titleEn,
    summary: inLanguage(language, row.summaryZh, row.summaryEn),
    imageUrl: uploads.optionalImageUrl(row.imageId),
    link: row.link,
    hasDetails: row.bodyZh !== '' || row.bodyEn !== '',
    startTime: iso(row.startsAt),
    endTime: iso(row.endsAt),
    createTime: row.createdAt.toISOString(),
  };
}

function detailsView(row: queries.ContentRow, language: Language): TContentDetails {
  return {
    ...itemView(row, language),
    body: inLanguage(language, row.bodyZh, row.bodyEn),
    updateTime: row.updatedAt.toISOString(),
  };
}

export async function bannerList(ctx: AppContext, language: Language): Promise<TBannerListResponse> {
  const rows = await queries.selectContent(ctx.db.orm, queries.shownAt('banner', ctx.now()));
  return { list: rows.map((row) => itemView(row, language)) };
}

/** One item being shown now, of the given kind; anything else (disabled, over, another kind) is not found. */
async function shownItem(ctx: AppContext, kind: queries.ContentKind, id: number, language: Language) {
  const now = ctx.now();
  const filter = kind === 'activity' ? queries.activityListedAt(now) : queries.shownAt(kind, now);
  const [row] = await queries.selectContent(ctx.db.orm, and(filter, queries.contentIdIs(id)));
  if (!row) throw new AppError('NotFound');
  return detailsView(row, language);
}

export const bannerDetails = (ctx: AppContext, id: number, language: Language) =>
  shownItem(ctx, 'banner', id, language);

export const wapDetails = (ctx: AppContext, form: TWapDetailsRequest, language: Language) =>
  shownItem(ctx, form.type, form.id, language);

export async function noticeList(
  ctx: AppContext,
  page: TPageRequest,
  language: Language,
): Promise<TNoticeListResponse> {
  const filter = queries.shownAt('notice', ctx.now());
  return loadPage(
    page,
    {
      rows: (limit, offset) => queries.selectContent(ctx.db.orm, filter, limit, offset, true),
      total: () => queries.countContent(ctx.db.orm, filter),
    },
    (row) => detailsView(row, language),
  );
}

export async function activityList(
  ctx: AppContext,
  page: TPageRequest,
  language: Language,
): Promise<TActivityListResponse> {
  const filter = queries.activityListedAt(ctx.now());
  return loadPage(
    page,
    {
      rows: (limit, offset) => queries.selectContent(ctx.db.orm, filter, limit, offset),
      total: () => queries.countContent(ctx.db.orm, filter),
    },
    (row) => itemView(row, language),
  );
}

/** For the home screen: the banners and the latest notices shown now. */
export async function homeContent(ctx: AppContext, language: Language, noticeCount: number) {
  const [banners, notices] = await Promise.all([
    bannerList(ctx, language),
    noticeList(ctx, { pageNo: 1, pageSize: noticeCount }, language),
  ]);
  return { banners: banners.list, notices: notices.list };
}

function textPageView(row: queries.TextPageRow): TTextPage {
  return {
    name: row.name,
    language: row.language,
    title: row.title,
    body: row.body,
    updateTime: row.updatedAt.toISOString(),
  };
}

/** A page in the request's language, or in the other one when it has none in it. */
export async function textPage(ctx: AppContext, name: string, language: Language): Promise<TTextPage> {
  const rows = await queries.selectTextPages(ctx.db.orm, name);
  const row = rows.find((page) => page.language === language) ?? rows[0];
  if (!row) throw new AppError('NotFound');
  return textPageView(row);
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

export async function languageList(ctx: AppContext): Promise<TLanguageListResponse> {
  const packs = await queries.selectLanguagePacks(ctx.db.orm);
  return {
    list: languages.map((code) => {
      const pack = packs.find((row) => row.language === code);
      return {
        code,
        name: translate(code, `language.${code}`),
        isDefault: code === 'en',
        entryCount: pack ? Object.keys(pack.entries).length : 0,
        updateTime: iso(pack?.updatedAt ?? null),
      };
    }),
  };
}

const packView = (row: queries.LanguagePackRow): TLanguagePack => ({
  language: row.language,
  entries: row.entries,
  updateTime: row.updatedAt.toISOString(),
});

/** The operator's wording for a language; an empty pack before any was saved. */
export async function languagePack(ctx: AppContext, language: Language): Promise<TLanguagePack> {
  const packs = await queries.selectLanguagePacks(ctx.db.orm);
  const pack = packs.find((row) => row.language === language);
  return pack ? packView(pack) : { language, entries: {}, updateTime: '' };
}

export async function serviceList(ctx: AppContext, language: Language): Promise<TServiceListResponse> {
  const rows = await queries.selectServiceChannels(ctx.db.orm, true);
  return {
    list: rows.map((row) => ({ id: row.id, kind: row.kind, link: row.link, ...namesIn(language, row) })),
    officialWeb: ctx.config.site.officialWeb,
    serviceHours: ctx.config.site.serviceHours,
  };
}

// Operators' upkeep.

function adminItemView(row: queries.ContentRow): TAdminContentItem {
  return {
    id: row.id,
    kind: row.kind,
    titleZh: row.titleZh,
    titleEn: row.titleEn,
    summaryZh: row.summaryZh,
    summaryEn: row.summaryEn,
    bodyZh: row.bodyZh,
    bodyEn: row.bodyEn,
    imageId: row.imageId ?? '',
    imageUrl: uploads.optionalImageUrl(row.imageId),
    link: row.link,
    startTime: iso(row.startsAt),
    endTime: iso(row.endsAt),
    isEnabled: row.isEnabled,
    sortOrder: row.sortOrder,
    createTime: row.createdAt.toISOString(),
    updateTime: row.updatedAt.toISOString(),
  };
}

export async function listContentForOperator(
  ctx: AppContext,
  kind: queries.ContentKind | undefined,
): Promise<TAdminContentListResponse> {
  const rows = await queries.selectContent(ctx.db.orm, kind ? queries.contentKindIs(kind) : undefined);
  return { list: rows.map(adminItemView) };
}

/**
 * An image for a content item or goods: one the operator uploaded (then visible to players), or the one it
 * has already, whoever uploaded that.
 */
export async function attachImage(
  tx: Executor,
  session: Session,
  imageId: string | undefined,
  current: string | null,
): Promise<string | null> {
  if (!imageId) return null;
  if (imageId === current) return current;
  const publicId = await uploads.requireOwnImage(tx, session.userId, imageId);
  await uploads.publishImage(tx, publicId);
  return publicId;
}

/** Creates an item (no id) or replaces one; disabling is saving it with isEnabled off. Logged. */
export async function saveContent(
  ctx: AppContext,
  session: Session,
  form: TContentSaveRequest,
): Promise<TAdminContentItem> {
  const startsAt = form.startTime ? new Date(form.startTime) : null;
  const endsAt = form.endTime ? new Date(form.endTime) : null;
  if (startsAt && endsAt && endsAt <= startsAt) throw invalidInput('form.invalidDate');
  const id = await ctx.db.orm.transaction(async (tx) => {
    const [current] = form.id ? await queries.selectContent(tx, queries.contentIdIs(form.id)) : [];
    if (form.id !== undefined && !current) throw new AppError('NotFound');
    const fields: queries.ContentFields = {
      kind: form.kind,
      titleZh: form.titleZh,
      titleEn: form.titleEn,
      summaryZh: form.summaryZh,
      summaryEn: form.summaryEn,
      bodyZh: sanitizeRichText(form.bodyZh),
      bodyEn: sanitizeRichText(form.bodyEn),
      imageId: await attachImage(tx, session, form.imageId, current?.imageId ?? null),
      link: form.link,
      startsAt,
      endsAt,
      isEnabled: form.isEnabled,
      sortOrder: form.sortOrder ?? 0,
    };
    const savedId = form.id ?? (await queries.insertContent(tx, fields));
    if (form.id !== undefined) await queries.updateContent(tx, form.id, fields, ctx.now());
    await operatorLog.recordAction(tx, session, {
      action: `${form.kind}.save`,
      targetType: form.kind,
      targetId: savedId,
    });
    return savedId;
  });
  const [row] = await queries.selectContent(ctx.db.orm, queries.contentIdIs(id));
  if (!row) throw new AppError('NotFound');
  return adminItemView(row);
}

export async function saveTextPage(
  ctx: AppContext,
  session: Session,
  form: TTextPageSaveRequest,
): Promise<TTextPage> {
  await ctx.db.orm.transaction(async (tx) => {
    await putTextPage(tx, { ...form, updatedAt: ctx.now() });
    // Pages are keyed by name; the log names the page in its reason.
    await operatorLog.recordAction(tx, session, {
      action: 'text_page.save',
      targetType: 'text_page',
      targetId: 0,
      reason: `${form.name}/${form.language}`,
    });
  });
  return textPage(ctx, form.name, form.language);
}

/** Writes a page's text in one language, sanitised (the operator's call and the demo seed). */
export async function putTextPage(
  tx: Executor,
  page: { name: string; language: Language; title: string; body: string; updatedAt?: Date },
): Promise<void> {
  await queries.upsertTextPage(tx, { ...page, body: sanitizeRichText(page.body) });
}

export async function saveLanguagePack(
  ctx: AppContext,
  session: Session,
  form: TLanguagePackSaveRequest,
): Promise<TLanguagePack> {
  return ctx.db.orm.transaction(async (tx) => {
    const row = await queries.upsertLanguagePack(tx, {
      language: form.language,
      entries: form.entries,
      updatedAt: ctx.now(),
    });
    await operatorLog.recordAction(tx, session, {
      action: 'language_pack.save',
      targetType: 'language_pack',
      targetId: 0,
      reason: form.language,
    });
    return packView(row);
  });
}

const adminChannelView = ({ createdAt: _, ...row }: queries.ServiceChannelRow): TAdminServiceChannel => row;

export async function listServiceChannelsForOperator(ctx: AppContext) {
  return { list: (await queries.selectServiceChannels(ctx.db.orm, false)).map(adminChannelView) };
}

export async function saveServiceChannel(
  ctx: AppContext,
  session: Session,
  form: TServiceChannelSaveRequest,
): Promise<TAdminServiceChannel> {
  const fields: queries.ServiceChannelFields = {
    kind: form.kind,
    nameZh: form.nameZh,
    nameEn: form.nameEn,
    link: form.link,
    isEnabled: form.isEnabled,
    sortOrder: form.sortOrder ?? 0,
  };
  const id = await ctx.db.orm.transaction(async (tx) => {
    const savedId = form.id ?? (await queries.insertServiceChannel(tx, fields));
    if (form.id !== undefined && !(await queries.updateServiceChannel(tx, form.id, fields)))
      throw new AppError('NotFound');
    await operatorLog.recordAction(tx, session, {
      action: 'service_channel.save',
      targetType: 'service_channel',
      targetId: savedId,
    });
    return savedId;
  });
  const row = await queries.findServiceChannel(ctx.db.orm, id);
  if (!row) throw new AppError('NotFound');
  return adminChannelView(row);
}

/** The demo seed's content, in the caller's transaction. */
export async function addContent(tx: Executor, fields: queries.ContentFields): Promise<number> {
  return queries.insertContent(tx, {
    ...fields,
    bodyZh: sanitizeRichText(fields.bodyZh ?? ''),
    bodyEn: sanitizeRichText(fields.bodyEn ?? ''),
  });
}

export async function addServiceChannel(tx: Executor, fields: queries.ServiceChannelFields) {
  return queries.insertServiceChannel(tx, fields);
}

export type { ContentFields, ServiceChannelFields } from './queries';
