// The operators' upkeep of what players read (each save logged in its transaction), and the demo seed's
// writes. Rich text is sanitised here, when saved, so every reader gets safe HTML.
import type {
  TAdminContentItem,
  TAdminContentListResponse,
  TAdminLanguagePack,
  TAdminServiceChannel,
  TAdminTextPage,
  TContentSaveRequest,
  TLanguagePackSaveRequest,
  TServiceChannelSaveRequest,
  TTextPageSaveRequest,
  WrittenLanguage,
} from '@fair28/shared';
import type { Executor } from '../../db/database';
import { AppError, invalidInput } from '../../kernel/app-error';
import type { AppContext } from '../../kernel/context';
import type { Session } from '../../kernel/session';
import * as operatorLog from '../operator-log/service';
import * as uploads from '../uploads/service';
import * as queries from './queries';
import { sanitizeRichText } from './rich-text';
import { iso, packView, textPageView } from './views';

function adminItemView(row: queries.ContentRow, link: uploads.ImageLink): TAdminContentItem {
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
    imageUrl: link(row.imageId),
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
  const link = await uploads.imageLinks(ctx);
  return { list: rows.map((row) => adminItemView(row, link)) };
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
  return adminItemView(row, await uploads.imageLinks(ctx));
}

export async function listTextPagesForOperator(ctx: AppContext) {
  return { list: (await queries.selectTextPages(ctx.db.orm)).map(textPageView) };
}

export async function saveTextPage(
  ctx: AppContext,
  session: Session,
  form: TTextPageSaveRequest,
): Promise<TAdminTextPage> {
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
  const saved = (await queries.selectTextPages(ctx.db.orm, form.name)).find(
    (page) => page.language === form.language,
  );
  if (!saved) throw new AppError('NotFound');
  return textPageView(saved);
}

/** Writes a page's text in one language, sanitised (the operator's call and the demo seed). */
export async function putTextPage(
  tx: Executor,
  page: { name: string; language: WrittenLanguage; title: string; body: string; updatedAt?: Date },
): Promise<void> {
  await queries.upsertTextPage(tx, { ...page, body: sanitizeRichText(page.body) });
}

export async function saveLanguagePack(
  ctx: AppContext,
  session: Session,
  form: TLanguagePackSaveRequest,
): Promise<TAdminLanguagePack> {
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
