// Risk flags for operators, computed from the data on every read (never stored guesses): players sharing an
// address or a device with others, hedged betting to clear turnover, and bursts of deposits and
// withdrawals. Thresholds come from the configuration (FAIR28_RISK_*).
import {
  formatMoney,
  type Language,
  type RiskFlagKind,
  type TRiskFlag,
  type TRiskFlagListRequest,
  type TRiskFlagListResponse,
  translate,
} from '@fair28/shared';
import type { AppContext } from '../../kernel/context';
import * as queries from './queries';

const DAY_MS = 86_400_000;

type KindedRow = queries.FlagRow & { kind: RiskFlagKind };

async function flagRows(ctx: AppContext, userIds: number[] | null): Promise<KindedRow[]> {
  if (userIds !== null && userIds.length === 0) return [];
  const { risk } = ctx.config;
  const db = ctx.db.orm;
  const since = new Date(ctx.now().getTime() - risk.days * DAY_MS);
  const [addresses, devices, hedged, bursts] = await Promise.all([
    queries.selectSharedSessions(db, since, userIds, false),
    queries.selectSharedSessions(db, since, userIds, true),
    queries.selectHedgedBetting(db, since, userIds, risk.hedgeRounds),
    queries.selectMoneyBursts(db, since, userIds, risk.burstCount, risk.burstMinutes),
  ]);
  const kinded = (kind: RiskFlagKind, rows: queries.FlagRow[]) => rows.map((row) => ({ ...row, kind }));
  return [
    ...kinded('sharedAddress', addresses),
    ...kinded('sharedDevice', devices),
    ...kinded('hedgedBetting', hedged),
    ...kinded('moneyBurst', bursts),
  ].sort((x, y) => y.lastAt.getTime() - x.lastAt.getTime() || x.userId - y.userId);
}

function flagView(ctx: AppContext, row: KindedRow, language: Language): TRiskFlag {
  const args: Record<RiskFlagKind, string[]> = {
    sharedAddress: [String(row.count)],
    sharedDevice: [String(row.count)],
    hedgedBetting: [String(row.count), formatMoney(row.coveredMinor)],
    moneyBurst: [String(row.count), String(ctx.config.risk.burstMinutes)],
  };
  return {
    kind: row.kind,
    userId: row.userId,
    account: row.account,
    title: translate(language, `risk.${row.kind}.title`),
    detail: translate(language, `risk.${row.kind}.detail`, ...args[row.kind]),
    count: row.count,
    relatedAccounts: row.related,
    lastSeenTime: row.lastAt.toISOString(),
  };
}

/** Every flag now, newest first, filtered by kind and player account, a page at a time. */
export async function listFlags(
  ctx: AppContext,
  form: TRiskFlagListRequest,
  language: Language,
): Promise<TRiskFlagListResponse> {
  const account = form.account?.toLowerCase();
  const rows = (await flagRows(ctx, null)).filter(
    (row) => (!form.kind || row.kind === form.kind) && (!account || row.account.toLowerCase() === account),
  );
  const start = (form.pageNo - 1) * form.pageSize;
  return {
    list: rows.slice(start, start + form.pageSize).map((row) => flagView(ctx, row, language)),
    total: rows.length,
    pageNo: form.pageNo,
    pageSize: form.pageSize,
  };
}

/** One player's flags, for their profile. */
export async function flagsOfPlayer(
  ctx: AppContext,
  userId: number,
  language: Language,
): Promise<TRiskFlag[]> {
  return (await flagRows(ctx, [userId])).map((row) => flagView(ctx, row, language));
}

/** The kinds of flag each of these players has (none: absent), for the rows of a list. */
export async function flagKindsOf(ctx: AppContext, userIds: number[]): Promise<Map<number, RiskFlagKind[]>> {
  const kinds = new Map<number, RiskFlagKind[]>();
  for (const row of await flagRows(ctx, [...new Set(userIds)])) {
    const held = kinds.get(row.userId) ?? [];
    if (!held.includes(row.kind)) kinds.set(row.userId, [...held, row.kind]);
  }
  return kinds;
}
