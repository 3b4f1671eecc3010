// What players read, its calls (`contentCalls`) and their schemas: banners, notices and events (content
// items), rich-text pages by name and language, language packs, customer-service channels, and their
// operator upkeep. Rich text in answers is HTML already sanitised by the server (an allow-list of tags and
// attributes); titles and summaries are plain text to render as text.
import { z } from 'zod';
import type { MessageKey } from '../i18n/messages';
import { languageOfTag, languages, writtenLanguages } from '../i18n/messages';
import { requiredText, ZEmptyRequest } from './common';
import { defineCalls } from './define-calls';
import { idField, intField, parseJsonText, ZFlag, ZPage, ZPageRequest } from './fields';
import { ZPlayBreak } from './play-safe';

/**
 * A signed-in player's cool-off or self-exclusion, on the answers that carry promotions (banners, events,
 * red packets): while it runs they answer no promotion, and this says why. Null otherwise.
 */
export const ZPromotionsPaused = ZPlayBreak.nullable();

export const contentKinds = ['banner', 'notice', 'activity'] as const;
export type ContentKind = (typeof contentKinds)[number];

/** A banner, notice or event as players see it, in the request's language (both kept beside it). */
export const ZContentItem = z.object({
  id: z.number().int(),
  kind: z.enum(contentKinds),
  title: z.string(),
  titleZh: z.string(),
  titleEn: z.string(),
  /** Plain text: a notice's ticker line, an event's or banner's teaser. */
  summary: z.string(),
  /** '' when it has no picture. */
  imageUrl: z.string(),
  /** Where a tap leads: an app route (`/pages/…`) or an https address; '' opens its details page. */
  link: z.string(),
  /** Whether it has a details page (`/wap/details`, `/wap/banner/details`). */
  hasDetails: z.boolean(),
  /** ISO 8601 instants, '' when open-ended. */
  startTime: z.string(),
  endTime: z.string(),
  createTime: z.string(),
});
export type TContentItem = z.infer<typeof ZContentItem>;

/** A content item with its details page: sanitised HTML in the request's language. */
export const ZContentDetails = ZContentItem.extend({ body: z.string(), updateTime: z.string() });
export type TContentDetails = z.infer<typeof ZContentDetails>;

export const ZBannerListResponse = z.object({ list: z.array(ZContentItem), paused: ZPromotionsPaused });
export type TBannerListResponse = z.infer<typeof ZBannerListResponse>;

export const ZContentIdRequest = z.object({ id: idField('error.InvalidInput', 2_147_483_647) });
export type TContentIdRequest = z.output<typeof ZContentIdRequest>;

/** `/wap/details`: an event's page by default, or a notice's. */
export const ZWapDetailsRequest = ZContentIdRequest.extend({
  type: z
    .enum(['activity', 'notice'], { error: 'error.InvalidInput' satisfies MessageKey })
    .default('activity'),
});
export type TWapDetailsRequest = z.output<typeof ZWapDetailsRequest>;

/** Notices, newest first, each with its text: the ticker shows `summary`, the list `body`. */
export const ZNoticeListRequest = ZPageRequest;
export const ZNoticeListResponse = ZPage(ZContentDetails);
export type TNoticeListResponse = z.infer<typeof ZNoticeListResponse>;

/** Events running now or later, in the operator's order. */
export const ZActivityListRequest = ZPageRequest;
export const ZActivityListResponse = ZPage(ZContentItem).extend({ paused: ZPromotionsPaused });
export type TActivityListResponse = z.infer<typeof ZActivityListResponse>;

export const PAGE_NAME_PATTERN = /^[a-z0-9_-]{1,40}$/;
const ZPageName = z
  .string({ error: 'error.InvalidInput' satisfies MessageKey })
  .trim()
  .toLowerCase()
  .regex(PAGE_NAME_PATTERN, 'error.InvalidInput' satisfies MessageKey);

/** `/wap/textLang/details`: a rich-text page by name (`about`, `rules` …) in the request's language. */
export const ZTextPageRequest = z.object({ name: ZPageName });
export type TTextPageRequest = z.output<typeof ZTextPageRequest>;

export const ZTextPage = z.object({
  name: z.string(),
  /** The language of this text: the request's, or the other one when the page has none in it. */
  language: z.enum(languages),
  title: z.string(),
  body: z.string(),
  updateTime: z.string(),
});
export type TTextPage = z.infer<typeof ZTextPage>;

/** `/api/v1/about`: the `about` page with the site's facts. */
export const ZAboutResponse = ZTextPage.extend({
  siteName: z.string(),
  officialWeb: z.string(),
  serviceHours: z.string(),
});
export type TAboutResponse = z.infer<typeof ZAboutResponse>;

/** A language as clients spell it (`zh`, `ZH-TW`, `zh-Hant-HK` …), read as languageOfTag reads a tag. */
const asLanguageTag = (value: unknown) =>
  typeof value === 'string' ? (languageOfTag(value) ?? value) : value;
const ZLanguageCode = z.preprocess(
  asLanguageTag,
  z.enum(languages, { error: 'error.InvalidInput' satisfies MessageKey }),
);
/** A language operators write in: Traditional Chinese is made from the Simplified, never written. */
const ZWrittenLanguageCode = z.preprocess(
  asLanguageTag,
  z.enum(writtenLanguages, { error: 'error.InvalidInput' satisfies MessageKey }),
);

export const ZLanguageListResponse = z.object({
  list: z.array(
    z.object({
      code: z.enum(languages),
      /** The language's own name: English, 中文. */
      name: z.string(),
      isDefault: z.boolean(),
      /** How many strings the server's pack overrides, and when it last changed ('' if never). */
      entryCount: z.number().int(),
      updateTime: z.string(),
    }),
  ),
});
export type TLanguageListResponse = z.infer<typeof ZLanguageListResponse>;

export const ZLanguagePackRequest = z.object({ language: ZLanguageCode });
export type TLanguagePackRequest = z.output<typeof ZLanguagePackRequest>;

/** Message keys to plain text, merged by the app over its bundled strings. */
export const ZLanguagePack = z.object({
  language: z.enum(languages),
  entries: z.record(z.string(), z.string()),
  updateTime: z.string(),
});
export type TLanguagePack = z.infer<typeof ZLanguagePack>;
/** A pack as an operator saved it. */
export const ZAdminLanguagePack = ZLanguagePack.extend({ language: z.enum(writtenLanguages) });
export type TAdminLanguagePack = z.infer<typeof ZAdminLanguagePack>;

export const serviceChannelKinds = [
  'chat',
  'web',
  'telegram',
  'whatsapp',
  'email',
  'phone',
  'other',
] as const;

export const ZServiceChannel = z.object({
  id: z.number().int(),
  /** chat: the in-app chat; web: an https page; the others open their app or dial. */
  kind: z.enum(serviceChannelKinds),
  name: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  link: z.string(),
});
export type TServiceChannel = z.infer<typeof ZServiceChannel>;

export const ZServiceListResponse = z.object({
  list: z.array(ZServiceChannel),
  officialWeb: z.string(),
  serviceHours: z.string(),
});
export type TServiceListResponse = z.infer<typeof ZServiceListResponse>;

// Operators' upkeep.

const plainText = (maxLength: number) =>
  z
    .string()
    .trim()
    .max(maxLength, 'form.tooLong' satisfies MessageKey)
    .default('');
const richText = z
  .string()
  .max(64 * 1024, 'form.tooLong' satisfies MessageKey)
  .default('');
/** An app route or an https address; anything else (javascript:, data:, http:) is refused. */
const ZLink = z
  .string()
  .trim()
  .max(500, 'form.tooLong' satisfies MessageKey)
  .refine(
    (link) =>
      link === '' || /^\/pages\/[\w/-]+(\?[\w=&%.-]*)?$/.test(link) || /^https:\/\/[^\s<>"']+$/.test(link),
    'form.invalidLink' satisfies MessageKey,
  )
  .default('');
/** An ISO 8601 instant with its offset, or empty for none. */
const ZInstant = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.iso.datetime({ offset: true, error: 'form.invalidDate' satisfies MessageKey }).optional(),
);
const ZSortOrder = intField(0, 1_000_000).optional();

export const ZContentSaveRequest = z.object({
  /** Absent: a new item. */
  id: idField('error.InvalidInput', 2_147_483_647).optional(),
  kind: z.enum(contentKinds, { error: 'error.InvalidInput' satisfies MessageKey }),
  titleZh: requiredText('error.InvalidInput', 120),
  titleEn: requiredText('error.InvalidInput', 120),
  summaryZh: plainText(500),
  summaryEn: plainText(500),
  bodyZh: richText,
  bodyEn: richText,
  /** An image the operator uploaded; it becomes visible to players. */
  imageId: z.string().trim().max(64).optional(),
  link: ZLink,
  startTime: ZInstant,
  endTime: ZInstant,
  isEnabled: ZFlag,
  sortOrder: ZSortOrder,
});
export type TContentSaveRequest = z.output<typeof ZContentSaveRequest>;

export const ZAdminContentItem = z.object({
  id: z.number().int(),
  kind: z.enum(contentKinds),
  titleZh: z.string(),
  titleEn: z.string(),
  summaryZh: z.string(),
  summaryEn: z.string(),
  bodyZh: z.string(),
  bodyEn: z.string(),
  imageId: z.string(),
  imageUrl: z.string(),
  link: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  isEnabled: z.boolean(),
  sortOrder: z.number().int(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type TAdminContentItem = z.infer<typeof ZAdminContentItem>;

export const ZAdminContentListRequest = z.object({
  kind: z.enum(contentKinds, { error: 'error.InvalidInput' satisfies MessageKey }).optional(),
});
export type TAdminContentListRequest = z.output<typeof ZAdminContentListRequest>;
export const ZAdminContentListResponse = z.object({ list: z.array(ZAdminContentItem) });
export type TAdminContentListResponse = z.infer<typeof ZAdminContentListResponse>;

/** A page as an operator wrote it, in a language operators write in. */
export const ZAdminTextPage = ZTextPage.extend({ language: z.enum(writtenLanguages) });
export type TAdminTextPage = z.infer<typeof ZAdminTextPage>;

/** Every page in every language, for the console: bodies included, so it can edit them. */
export const ZAdminTextPageListResponse = z.object({ list: z.array(ZAdminTextPage) });
export type TAdminTextPageListResponse = z.infer<typeof ZAdminTextPageListResponse>;

export const ZTextPageSaveRequest = z.object({
  name: ZPageName,
  language: ZWrittenLanguageCode,
  title: requiredText('error.InvalidInput', 120),
  body: richText,
});
export type TTextPageSaveRequest = z.output<typeof ZTextPageSaveRequest>;

export const LANGUAGE_PACK_MAX_ENTRIES = 2000;
/** Keys like `home.title`; values plain text (the app renders them as text, never as HTML). */
export const ZLanguagePackSaveRequest = z.object({
  language: ZWrittenLanguageCode,
  entries: z.preprocess(
    parseJsonText,
    z
      .record(
        z.string().regex(/^[A-Za-z0-9_.-]{1,100}$/, 'form.invalidLanguagePack' satisfies MessageKey),
        z.string().max(2000, 'form.tooLong' satisfies MessageKey),
        { error: 'form.invalidLanguagePack' satisfies MessageKey },
      )
      .refine(
        (entries) => Object.keys(entries).length <= LANGUAGE_PACK_MAX_ENTRIES,
        'form.invalidLanguagePack' satisfies MessageKey,
      ),
  ),
});
export type TLanguagePackSaveRequest = z.output<typeof ZLanguagePackSaveRequest>;

export const ZServiceChannelSaveRequest = z.object({
  id: idField('error.InvalidInput', 2_147_483_647).optional(),
  kind: z.enum(serviceChannelKinds, { error: 'error.InvalidInput' satisfies MessageKey }),
  nameZh: requiredText('error.InvalidInput', 64),
  nameEn: requiredText('error.InvalidInput', 64),
  /** Its address, handle or number; empty for the in-app chat. */
  link: z
    .string()
    .trim()
    .max(500, 'form.tooLong' satisfies MessageKey)
    .refine((link) => !/^\s*(javascript|data|vbscript):/i.test(link), 'form.invalidLink' satisfies MessageKey)
    .default(''),
  isEnabled: ZFlag,
  sortOrder: ZSortOrder,
});
export type TServiceChannelSaveRequest = z.output<typeof ZServiceChannelSaveRequest>;

export const ZAdminServiceChannel = ZServiceChannel.omit({ name: true }).extend({
  isEnabled: z.boolean(),
  sortOrder: z.number().int(),
});
export type TAdminServiceChannel = z.infer<typeof ZAdminServiceChannel>;
export const ZAdminServiceChannelListResponse = z.object({ list: z.array(ZAdminServiceChannel) });
export type TAdminServiceChannelListResponse = z.infer<typeof ZAdminServiceChannelListResponse>;

/** What players read, and its upkeep. Banners and events are public; a signed-in player's token lets a break keep them from that player. */
export const contentCalls = defineCalls({
  bannerList: {
    path: '/api/v1/banner/list',
    auth: false,
    optionalAuth: true,
    request: ZEmptyRequest,
    response: ZBannerListResponse,
  },
  bannerDetails: {
    path: '/wap/banner/details',
    auth: false,
    optionalAuth: true,
    request: ZContentIdRequest,
    response: ZContentDetails,
  },
  noticeList: {
    path: '/api/v1/notice/list',
    auth: true,
    request: ZNoticeListRequest,
    response: ZNoticeListResponse,
  },
  activityList: {
    path: '/api/v1/activity/list',
    auth: false,
    optionalAuth: true,
    request: ZActivityListRequest,
    response: ZActivityListResponse,
  },
  wapDetails: {
    path: '/wap/details',
    auth: false,
    optionalAuth: true,
    request: ZWapDetailsRequest,
    response: ZContentDetails,
  },
  textPageDetails: {
    path: '/wap/textLang/details',
    auth: false,
    request: ZTextPageRequest,
    response: ZTextPage,
  },
  about: { path: '/api/v1/about', auth: true, request: ZEmptyRequest, response: ZAboutResponse },
  languageList: {
    path: '/api/v2/tlangmgr/list',
    auth: false,
    request: ZEmptyRequest,
    response: ZLanguageListResponse,
  },
  languagePack: {
    path: '/api/v2/tlangmgr/language',
    auth: false,
    request: ZLanguagePackRequest,
    response: ZLanguagePack,
  },
  serviceList: {
    path: '/api/v1/service/list',
    auth: true,
    request: ZEmptyRequest,
    response: ZServiceListResponse,
  },
  adminContentList: {
    path: '/api/v1/admin/content/list',
    auth: true,
    permission: 'content.manage',
    request: ZAdminContentListRequest,
    response: ZAdminContentListResponse,
  },
  adminContentSave: {
    path: '/api/v1/admin/content/save',
    auth: true,
    permission: 'content.manage',
    request: ZContentSaveRequest,
    response: ZAdminContentItem,
  },
  adminTextPageList: {
    path: '/api/v1/admin/textPage/list',
    auth: true,
    permission: 'content.manage',
    request: ZEmptyRequest,
    response: ZAdminTextPageListResponse,
  },
  adminTextPageSave: {
    path: '/api/v1/admin/textPage/save',
    auth: true,
    permission: 'content.manage',
    request: ZTextPageSaveRequest,
    response: ZAdminTextPage,
  },
  adminLanguagePackSave: {
    path: '/api/v1/admin/languagePack/save',
    auth: true,
    permission: 'content.manage',
    request: ZLanguagePackSaveRequest,
    response: ZAdminLanguagePack,
  },
  adminServiceChannelList: {
    path: '/api/v1/admin/serviceChannel/list',
    auth: true,
    permission: 'content.manage',
    request: ZEmptyRequest,
    response: ZAdminServiceChannelListResponse,
  },
  adminServiceChannelSave: {
    path: '/api/v1/admin/serviceChannel/save',
    auth: true,
    permission: 'content.manage',
    request: ZServiceChannelSaveRequest,
    response: ZAdminServiceChannel,
  },
});
