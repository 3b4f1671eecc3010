// What players read about their bets: the bet history (each bet's outcome derived from the round's digits
// under the rules its room was settled with) and daily stats of settled results.
import {
  type BetLabel,
  betLabelOf,
  formatMinor,
  formatOdds,
  isBetType,
  type Language,
  parseMinor,
  roundDigits,
  settleBet,
  type TAllBetListRequest,
  type TBetListResponse,
  type TBetRecord,
  type TRoomBetListRequest,
  type TTimeFilter,
  type TUserStatRequest,
  type TUserStatResponse,
} from '@fair28/shared';
import { type SQL, sql } from 'drizzle-orm';
import { startOfDate, startOfDay } from '../../db/time';
import { loadPage } from '../../infra/paging';
import type { AppContext } from '../../kernel/context';
import type { Session } from '../../kernel/session';
import { writtenIn } from '../../kernel/written-text';
import * as catalogue from '../catalogue/service';
import * as queries from './queries';

/** A bet's result, derived from the round's digits under the rules the room was settled with. */
export function betRecordOf(row: queries.BetHistoryRow, language: Language): TBetRecord {
  const label: BetLabel = isBetType(row.betType)
    ? betLabelOf(row.betType)
    : { en: row.betType, zh: row.betType, 'zh-TW': row.betType };
  const base = {
    betId: row.id,
    roundId: row.roundId,
    issue: String(row.issue),
    gameTypeId: row.gameTypeId,
    roomId: row.roomId,
    roomName: writtenIn(language, row.roomNameZh, row.roomNameEn),
    betType: row.betType,
    betLabel: label[language],
    amount: formatMinor(row.stakeMinor),
    odds: formatOdds(row.odds),
    result: row.digits,
    createdAt: row.createdAt.getTime(),
    planId: row.planId,
  };
  if (row.status === 'cancelled') return { ...base, outcome: 'cancelled', payout: '0.00', paidOdds: null };
  // Its round was voided before the draw: the stake came back in full.
  if (row.status === 'void') return { ...base, outcome: 'void', payout: base.amount, paidOdds: null };
  if (row.roundStatus !== 'settled' || !row.digits || !row.settledRules || !isBetType(row.betType)) {
    return { ...base, outcome: 'pending', payout: '0.00', paidOdds: null };
  }
  const settled = settleBet(
    { betType: row.betType, stakeMinor: row.stakeMinor, odds: formatOdds(row.odds) },
    roundDigits(row.digits.a, row.digits.b, row.digits.c),
    catalogue.fromStoredRules(row.settledRules),
    row.plainStakeMinor,
  );
  return {
    ...base,
    outcome: settled.outcome,
    payout: formatMinor(settled.payoutMinor),
    paidOdds: settled.paidOdds,
  };
}

export type CallOutcome = { stakeMinor: bigint; returnMinor: bigint; isSettled: boolean };

/**
 * What one place-bet call staked and got back (cancelled bets count as neither); settled once none of its
 * bets waits for its round. Auto-bet reads its rounds' results through it.
 */
export async function callOutcome(ctx: AppContext, userId: number, requestKey: string): Promise<CallOutcome> {
  const rows = await queries.selectBetHistory(ctx.db.orm, { userId, requestKey }, 100, 0);
  const outcome: CallOutcome = { stakeMinor: 0n, returnMinor: 0n, isSettled: true };
  for (const row of rows) {
    const record = betRecordOf(row, 'en');
    if (record.outcome === 'cancelled') continue;
    if (record.outcome === 'pending') outcome.isSettled = false;
    outcome.stakeMinor += row.stakeMinor;
    outcome.returnMinor += parseMinor(record.payout);
  }
  return outcome;
}

/** A time filter as an instant in SQL; a date is a whole day in the configured zone. */
function instantOf(filter: TTimeFilter | undefined, timeZone: string, isEnd: boolean): SQL | undefined {
  if (!filter) return undefined;
  if (filter.ms !== undefined) return sql`${new Date(filter.ms).toISOString()}::timestamptz`;
  // An end date names a whole day: everything before the next midnight counts.
  return startOfDate(filter.date, timeZone, isEnd ? 1 : 0);
}

function betList(
  ctx: AppContext,
  filter: queries.BetHistoryFilter,
  page: { pageNo: number; pageSize: number },
  language: Language,
): Promise<TBetListResponse> {
  return loadPage(
    page,
    {
      rows: (limit, offset) => queries.selectBetHistory(ctx.db.orm, filter, limit, offset),
      total: () => queries.countBetHistory(ctx.db.orm, filter),
    },
    (row) => betRecordOf(row, language),
  );
}

export function roomBetList(
  ctx: AppContext,
  session: Session,
  form: TRoomBetListRequest,
  language: Language,
) {
  return betList(ctx, { userId: session.userId, roomId: form.roomId }, form, language);
}

/** A player's bets, newest first, as operators read them in the player's profile. */
export function playerBets(
  ctx: AppContext,
  userId: number,
  page: { pageNo: number; pageSize: number },
  language: Language,
) {
  return betList(ctx, { userId }, page, language);
}

export function allBetList(ctx: AppContext, session: Session, form: TAllBetListRequest, language: Language) {
  const zone = ctx.config.timeZone;
  return betList(
    ctx,
    {
      userId: session.userId,
      betId: form.betId,
      gameTypeId: form.gameTypeId,
      status: form.status,
      from: instantOf(form.startTime, zone, false),
      to: instantOf(form.endTime, zone, true),
    },
    form,
    language,
  );
}

export async function userStat(
  ctx: AppContext,
  session: Session,
  form: TUserStatRequest,
): Promise<TUserStatResponse> {
  const zone = ctx.config.timeZone;
  const now = ctx.now();
  // spec §9: the range defaults to today through tomorrow.
  const filter: queries.StatFilter = {
    userId: session.userId,
    timeZone: zone,
    from: instantOf(form.startTime, zone, false) ?? startOfDay(now, zone),
    to: instantOf(form.endTime, zone, true) ?? startOfDay(now, zone, 2),
  };
  const money = (row: Omit<queries.StatDayRow, 'date'>) => ({
    betCount: row.betCount,
    stake: formatMinor(row.stakeMinor),
    payout: formatMinor(row.payoutMinor),
    profit: formatMinor(row.payoutMinor - row.stakeMinor),
  });
  // One summary query gives both the number of days (the page total) and their sums.
  const summary = queries.sumStatDays(ctx.db.orm, filter);
  const page = await loadPage(
    form,
    {
      rows: (limit, offset) => queries.selectStatDays(ctx.db.orm, filter, limit, offset),
      total: async () => (await summary).days,
    },
    (row) => ({ date: row.date, ...money(row) }),
  );
  return { ...page, totals: money((await summary).totals) };
}

/**
 * A player's bets placed on the days from `startDate` to `endDate` (both included, the configured zone),
 * newest first, at most `limit`, each with its outcome: what their bet export lists.
 */
export async function betsPlacedBetween(
  ctx: AppContext,
  userId: number,
  range: { startDate: string; endDate: string },
  limit: number,
  language: Language,
): Promise<TBetRecord[]> {
  const zone = ctx.config.timeZone;
  const filter: queries.BetHistoryFilter = {
    userId,
    from: startOfDate(range.startDate, zone),
    to: startOfDate(range.endDate, zone, 1),
  };
  const rows = await queries.selectBetHistory(ctx.db.orm, filter, limit, 0);
  return rows.map((row) => betRecordOf(row, language));
}
