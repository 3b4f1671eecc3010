// Client options (spec §4 `options` of the config call): the console's calls that keep them
// (`clientOptionCalls`) and their schemas, and the remote page configs they point at: an option whose key
// names a route (`pages/…`) and whose status is 1 makes the app fetch that route's config, which may give
// the page a title and a notice line (plain text or per language).
import { z } from 'zod';
import type { MessageKey } from '../i18n/messages';
import { ZOkResponse } from './accounts';
import { ZEmptyRequest } from './common';
import { defineCalls } from './define-calls';
import { idField, intField, ZFlag } from './fields';

const ZLocalText = z.union([
  z.string().max(200, 'form.tooLong' satisfies MessageKey),
  z.object({
    en: z
      .string()
      .max(200, 'form.tooLong' satisfies MessageKey)
      .optional(),
    zh: z
      .string()
      .max(200, 'form.tooLong' satisfies MessageKey)
      .optional(),
    'zh-TW': z
      .string()
      .max(200, 'form.tooLong' satisfies MessageKey)
      .optional(),
  }),
]);

/** What a remote page config may set on its page; anything else in it is ignored. */
export const ZPageConfig = z.object(
  { title: ZLocalText.optional(), notice: ZLocalText.optional() },
  { error: 'form.invalidPageConfig' satisfies MessageKey },
);
export type PageConfig = z.infer<typeof ZPageConfig>;

/** What a page config that is not JSON text reads as: no page config can match it. */
const NOT_JSON = Symbol('not JSON');

/** A key: a name (`walletCount`) or a route the app knows (`pages/tabBar/home/home`). */
export const CLIENT_OPTION_KEY_PATTERN = /^[A-Za-z0-9_./-]{1,120}$/;

const optionalText = (maxLength: number) =>
  z
    .string()
    .trim()
    .max(maxLength, 'form.tooLong' satisfies MessageKey)
    .default('');

export const ZClientOptionSaveRequest = z.object({
  /** Absent: a new option. */
  id: idField('error.InvalidInput', 2_147_483_647).optional(),
  key: z
    .string({ error: 'form.invalidOptionKey' satisfies MessageKey })
    .trim()
    .regex(CLIENT_OPTION_KEY_PATTERN, 'form.invalidOptionKey' satisfies MessageKey),
  value: optionalText(500),
  /** 1: on; 0: off (clients skip it). */
  isEnabled: ZFlag,
  /** For a route's option: its page config as JSON text (a title or a notice at least); served from this server. */
  pageConfig: z
    .preprocess((value) => {
      if (value === '' || value === undefined) return undefined;
      if (typeof value !== 'string') return NOT_JSON;
      try {
        return JSON.parse(value);
      } catch {
        return NOT_JSON;
      }
    }, ZPageConfig.refine(
      (config) => config.title !== undefined || config.notice !== undefined,
      'form.invalidPageConfig' satisfies MessageKey,
    ).optional())
    .optional(),
  sortOrder: intField(0, 1_000_000).optional(),
});
export type TClientOptionSaveRequest = z.output<typeof ZClientOptionSaveRequest>;

export const ZAdminClientOption = z.object({
  id: z.number().int(),
  key: z.string(),
  value: z.string(),
  isEnabled: z.boolean(),
  /** null: no page config of its own. */
  pageConfig: ZPageConfig.nullable(),
  sortOrder: z.number().int(),
  updateTime: z.string(),
});
export type TAdminClientOption = z.infer<typeof ZAdminClientOption>;

export const ZAdminClientOptionListResponse = z.object({ list: z.array(ZAdminClientOption) });
export type TAdminClientOptionListResponse = z.infer<typeof ZAdminClientOptionListResponse>;

export const ZAdminClientOptionDeleteRequest = z.object({ id: idField('error.InvalidInput', 2_147_483_647) });

/** The operators' upkeep of the config call's options. */
export const clientOptionCalls = defineCalls({
  adminClientOptionList: {
    path: '/api/v1/admin/clientOption/list',
    auth: true,
    permission: 'content.manage',
    request: ZEmptyRequest,
    response: ZAdminClientOptionListResponse,
  },
  adminClientOptionSave: {
    path: '/api/v1/admin/clientOption/save',
    auth: true,
    permission: 'content.manage',
    request: ZClientOptionSaveRequest,
    response: ZAdminClientOption,
  },
  adminClientOptionDelete: {
    path: '/api/v1/admin/clientOption/delete',
    auth: true,
    permission: 'content.manage',
    request: ZAdminClientOptionDeleteRequest,
    response: ZOkResponse,
  },
});
