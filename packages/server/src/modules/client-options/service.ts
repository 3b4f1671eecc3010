// Client options kept by operators (spec §4): the config call hands the enabled ones to every client; an
// option naming a route with a page config of its own points the app at this server for that config, and
// the app gives the page that title and notice. Every change is in the audit log.
import {
  type PageConfig,
  paths,
  type TAdminClientOption,
  type TAdminClientOptionListResponse,
  type TClientConfigResponse,
  type TClientOptionSaveRequest,
  ZPageConfig,
} from '@fair28/shared';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../kernel/app-error';
import type { AppContext } from '../../kernel/context';
import type { Session } from '../../kernel/session';
import * as operatorLog from '../operator-log/service';
import * as queries from './queries';

type ClientOption = TClientConfigResponse['options'][number];

function pageConfigOf(row: queries.OptionRow): PageConfig | null {
  const parsed = ZPageConfig.safeParse(row.pageConfig);
  return row.pageConfig !== null && parsed.success ? parsed.data : null;
}

/** Where the app asks for an option's page config: this server, on the line the client uses. */
export function pageConfigUrl(line: string, key: string): string {
  return `${line}${paths.pageConfig}?key=${encodeURIComponent(key)}`;
}

/** The enabled options as clients take them (status 1); a page config of our own is served from `line`. */
export async function forClients(ctx: AppContext, line: string): Promise<ClientOption[]> {
  return (await queries.selectOptions(ctx.db.orm, true)).map((row) => ({
    key: row.key,
    value: row.value,
    fileUrl: pageConfigOf(row) ? pageConfigUrl(line, row.key) : '',
    status: 1,
  }));
}

/** The page config of an enabled option; not found when the option is gone, off, or has none. */
export async function pageConfig(ctx: AppContext, key: string): Promise<PageConfig> {
  const row = await queries.findEnabledByKey(ctx.db.orm, key);
  const config = row && pageConfigOf(row);
  if (!config) throw new AppError('NotFound');
  return config;
}

function view(row: queries.OptionRow): TAdminClientOption {
  return {
    id: row.id,
    key: row.key,
    value: row.value,
    isEnabled: row.isEnabled,
    pageConfig: pageConfigOf(row),
    sortOrder: row.sortOrder,
    updateTime: row.updatedAt.toISOString(),
  };
}

export async function list(ctx: AppContext): Promise<TAdminClientOptionListResponse> {
  return { list: (await queries.selectOptions(ctx.db.orm)).map(view) };
}

export async function save(
  ctx: AppContext,
  session: Session,
  form: TClientOptionSaveRequest,
): Promise<TAdminClientOption> {
  try {
    return await ctx.db.orm.transaction(async (tx) => {
      const before = form.id === undefined ? undefined : await queries.findOption(tx, form.id);
      if (form.id !== undefined && !before) throw new AppError('NotFound');
      const row = await queries.saveOption(tx, {
        id: form.id,
        key: form.key,
        value: form.value,
        isEnabled: form.isEnabled,
        pageConfig: form.pageConfig ?? null,
        sortOrder: form.sortOrder ?? 0,
        updatedAt: ctx.now(),
      });
      if (!row) throw new AppError('NotFound');
      await operatorLog.recordAction(tx, session, {
        action: before ? 'clientOption.update' : 'clientOption.create',
        targetType: 'clientOption',
        targetId: row.id,
        reason: row.key,
      });
      return view(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('InvalidInput', 'form.optionKeyTaken');
    throw error;
  }
}

export async function remove(ctx: AppContext, session: Session, id: number): Promise<{ ok: true }> {
  await ctx.db.orm.transaction(async (tx) => {
    const row = await queries.deleteOption(tx, id);
    if (!row) throw new AppError('NotFound');
    await operatorLog.recordAction(tx, session, {
      action: 'clientOption.delete',
      targetType: 'clientOption',
      targetId: id,
      reason: row.key,
    });
  });
  return { ok: true };
}
