// Agents' commissions and players' rebates in the open: the tiers (public, edited by operators with every
// change logged), an agent's invitees and statements, a player's rebates, the promotions budget. The daily
// job that pays them is daily.ts; red packets, paid from the same budget, are red-packets.ts.
import {
  formatMinor,
  formatRate,
  ledgerReference,
  type PromotionKind,
  type TAdminPromotionPayoutListRequest,
  type TAdminPromotionPayoutListResponse,
  type TAgentOverviewResponse,
  type TCommissionStatementResponse,
  type TPageRequest,
  type TPromotionBudgetFundRequest,
  type TPromotionBudgetResponse,
  type TPromotionPayout,
  type TPromotionPayoutListResponse,
  type TPromotionTier,
  type TPromotionTierListResponse,
  type TPromotionTierSaveRequest,
} from '@fair28/shared';
import type { Executor } from '../../db/database';
import { postgresError, SqlState } from '../../db/errors';
import { loadPage } from '../../infra/paging';
import { AppError, invalidInput } from '../../kernel/app-error';
import type { AppContext } from '../../kernel/context';
import type { Session } from '../../kernel/session';
import { publicNames } from '../accounts/service';
import * as ledger from '../ledger/service';
import * as operatorLog from '../operator-log/service';
import * as queries from './queries';

export { type DayReport, payDay, payDueDays, payWaiting, type WaitingReport } from './daily';

const DEFAULT_RANGE_DAYS = 30;

function tierView(row: queries.TierRow): TPromotionTier {
  return {
    id: row.id,
    kind: row.kind,
    level: row.level,
    minTurnover: formatMinor(row.minTurnoverMinor),
    model: row.model,
    rateBp: row.rateBp,
    rate: formatRate(row.rateBp),
  };
}

/** The tiers in force: public, so anyone can check what an agent or a player is paid. */
export async function tierList(ctx: AppContext): Promise<TPromotionTierListResponse> {
  return { list: (await queries.selectTiers(ctx.db.orm)).map(tierView) };
}

/** Creates a tier (no id) or changes one; from the next day paid on. Logged with before and after. */
export async function saveTier(
  ctx: AppContext,
  session: Session,
  form: TPromotionTierSaveRequest,
): Promise<TPromotionTier> {
  const fields: queries.TierFields = {
    kind: form.kind,
    level: form.kind === 'rebate' ? 1 : form.level,
    minTurnoverMinor: form.minTurnover,
    model: form.kind === 'rebate' ? 'turnover' : form.model,
    rateBp: form.rateBp,
  };
  if (form.kind === 'rebate' && (form.level !== 1 || form.model !== 'turnover'))
    throw invalidInput('promotion.rebateIsTurnover');
  return ctx.db.orm.transaction(async (tx) => {
    const before = form.id === undefined ? undefined : await queries.findTier(tx, form.id);
    if (form.id !== undefined && !before) throw new AppError('NotFound');
    const saved = await queries.upsertTier(tx, form.id, fields, ctx.now()).catch((error: unknown) => {
      if (postgresError(error)?.code === SqlState.UniqueViolation) return undefined;
      throw error;
    });
    if (!saved) throw invalidInput('promotion.tierTaken');
    await operatorLog.recordAction(tx, session, {
      action: 'promotion.tier.save',
      targetType: 'promotion_tier',
      targetId: saved.id,
      ...(before ? { before: tierView(before) } : {}),
      after: tierView(saved),
    });
    return tierView(saved);
  });
}

export async function deleteTier(ctx: AppContext, session: Session, id: number) {
  await ctx.db.orm.transaction(async (tx) => {
    const before = await queries.findTier(tx, id);
    if (!before || !(await queries.deleteTier(tx, id))) throw new AppError('NotFound');
    await operatorLog.recordAction(tx, session, {
      action: 'promotion.tier.delete',
      targetType: 'promotion_tier',
      targetId: id,
      before: tierView(before),
    });
  });
  return tierList(ctx);
}

/** yyyy-mm-dd of `at` in the time zone, moved by whole days. */
function dayIn(at: Date, timeZone: string, offsetDays = 0): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone }).format(at);
  const moved = new Date(`${day}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + offsetDays);
  return moved.toISOString().slice(0, 10);
}

/** An agent's invitees with their turnover and the commission they brought (never their balances). */
export async function agentOverview(
  ctx: AppContext,
  session: Session,
  range: { startTime?: string; endTime?: string },
): Promise<TAgentOverviewResponse> {
  const { timeZone } = ctx.config;
  const endTime = range.endTime ?? dayIn(ctx.now(), timeZone);
  const startTime = range.startTime ?? dayIn(ctx.now(), timeZone, -(DEFAULT_RANGE_DAYS - 1));
  if (startTime > endTime) throw invalidInput('form.invalidDate');
  const db = ctx.db.orm;
  const tiers = await queries.selectTiers(db);
  const maxLevel = Math.max(
    1,
    ...tiers.filter((tier) => tier.kind === 'commission').map((tier) => tier.level),
  );
  const [rows, commission] = await Promise.all([
    queries.selectInviteeTotals(db, session.userId, maxLevel, startTime, endTime),
    queries.sumCommission(db, session.userId, startTime, endTime),
  ]);
  const names = await publicNames(
    db,
    rows.map((row) => row.userId),
  );
  return {
    startTime,
    endTime,
    inviteeCount: rows.length,
    turnover: formatMinor(rows.reduce((sum, row) => sum + row.turnoverMinor, 0n)),
    commission: formatMinor(commission),
    invitees: rows.map((row) => ({
      name: names.get(row.userId) ?? '',
      level: row.level,
      turnover: formatMinor(row.turnoverMinor),
      commission: formatMinor(row.commissionMinor),
    })),
  };
}

function payoutView(row: queries.PayoutRow): TPromotionPayout {
  return {
    id: row.id,
    kind: row.kind,
    day: row.day,
    turnover: formatMinor(row.turnoverMinor),
    hedged: formatMinor(row.hedgedMinor),
    rate: row.rateBp === null ? null : formatRate(row.rateBp),
    amount: formatMinor(row.amountMinor),
    status: row.amountMinor > 0n && row.transferId === null ? 'waiting' : 'paid',
    createTime: row.createdAt.toISOString(),
    paidTime: row.paidAt?.toISOString() ?? null,
  };
}

/** The caller's commissions (as an agent) or rebates, newest day first. */
export function payoutList(
  ctx: AppContext,
  session: Session,
  query: TPageRequest & { kind: PromotionKind },
): Promise<TPromotionPayoutListResponse> {
  const db = ctx.db.orm;
  return loadPage(
    query,
    {
      rows: (limit, offset) => queries.selectPayouts(db, session.userId, query.kind, limit, offset),
      total: () => queries.countPayouts(db, session.userId, query.kind),
    },
    payoutView,
  );
}

/** One day's commission line by line: each invitee's turnover and net, the rate, what it brought. */
export async function commissionStatement(
  ctx: AppContext,
  session: Session,
  id: number,
): Promise<TCommissionStatementResponse> {
  const db = ctx.db.orm;
  const payout = await queries.findPayout(db, id);
  if (!payout || payout.userId !== session.userId || payout.kind !== 'commission')
    throw new AppError('NotFound');
  const lines = await queries.selectLines(db, id);
  const names = await publicNames(
    db,
    lines.map((line) => line.inviteeId),
  );
  return {
    payout: payoutView(payout),
    lines: lines.map((line) => ({
      name: names.get(line.inviteeId) ?? '',
      level: line.level,
      turnover: formatMinor(line.turnoverMinor),
      net: formatMinor(line.netMinor),
      model: line.model,
      rate: formatRate(line.rateBp),
      commission: formatMinor(line.commissionMinor),
    })),
  };
}

/**
 * Operators: every payout the daily job reckoned, with the player's account, newest day first; and what
 * is waiting for the budget, the budget, and the shortfall to fund before the next run can pay it all.
 */
export async function payoutsForOperator(
  ctx: AppContext,
  query: TAdminPromotionPayoutListRequest,
): Promise<TAdminPromotionPayoutListResponse> {
  const db = ctx.db.orm;
  const filter: queries.PayoutFilter = {
    kind: query.kind,
    account: query.account || undefined,
    firstDay: query.startTime,
    lastDay: query.endTime,
    status: query.status,
  };
  const [page, waiting, balance] = await Promise.all([
    loadPage(
      query,
      {
        rows: (limit, offset) => queries.selectAllPayouts(db, filter, limit, offset),
        total: () => queries.countAllPayouts(db, filter),
      },
      (row) => ({ ...payoutView(row.payout), userId: row.payout.userId, account: row.account }),
    ),
    queries.waitingTotals(db).then((totals) => totals.totalMinor),
    ledger.systemBalance(db, 'promotions'),
  ]);
  return {
    ...page,
    waiting: formatMinor(waiting),
    budget: formatMinor(balance),
    shortfall: formatMinor(waiting > balance ? waiting - balance : 0n),
  };
}

/** What the promotions budget owes and could not pay yet: the waiting payouts (metrics). */
export async function owedPayouts(ctx: AppContext): Promise<{ count: number; totalMinor: bigint }> {
  return queries.waitingTotals(ctx.db.orm);
}

export async function budget(ctx: AppContext): Promise<TPromotionBudgetResponse> {
  const db = ctx.db.orm;
  const [balance, held, lastDay] = await Promise.all([
    ledger.systemBalance(db, 'promotions'),
    ledger.systemBalance(db, 'red_packets'),
    queries.lastSettledDay(db),
  ]);
  return { balance: formatMinor(balance), heldByPackets: formatMinor(held), lastSettledDay: lastDay };
}

/** An operator moves money from the house into the promotions budget; logged, once per key. */
export async function fundBudget(
  ctx: AppContext,
  session: Session,
  form: TPromotionBudgetFundRequest,
): Promise<TPromotionBudgetResponse> {
  await ctx.db.orm.transaction(async (tx) => {
    const moved = await ledger.transfer(
      tx,
      {
        from: { kind: 'house' },
        to: { kind: 'promotions' },
        amountMinor: form.amount,
        kind: 'promotion_budget',
        idempotencyKey: ledger.ledgerKeys.promotionBudget(session.userId, form.idempotencyKey),
      },
      ctx.now(),
    );
    if (moved.isReplay) return;
    await operatorLog.recordAction(tx, session, {
      action: 'promotion.budget.fund',
      targetType: 'ledger_transfer',
      targetId: moved.id,
      after: { amount: formatMinor(form.amount) },
    });
  });
  return budget(ctx);
}

export {
  claimRedPacket,
  expireRedPackets,
  redPacketDetail,
  redPacketsForOperator,
  roomRedPackets,
  sendRedPacket,
} from './red-packets';

/** The demo's public tiers (one agent level) and a budget funded from the house, so packets can be sent. */
export async function seedPromotions(tx: Executor, now: Date): Promise<void> {
  const tiers: queries.TierFields[] = [
    { kind: 'commission', level: 1, minTurnoverMinor: 0n, model: 'turnover', rateBp: 50 },
    { kind: 'commission', level: 1, minTurnoverMinor: 5_000_000n, model: 'turnover', rateBp: 80 },
    { kind: 'rebate', level: 1, minTurnoverMinor: 0n, model: 'turnover', rateBp: 30 },
    { kind: 'rebate', level: 1, minTurnoverMinor: 1_000_000n, model: 'turnover', rateBp: 50 },
  ];
  for (const tier of tiers) await queries.upsertTier(tx, undefined, tier, now);
  await ledger.transfer(tx, {
    from: { kind: 'house' },
    to: { kind: 'promotions' },
    amountMinor: 100_000n,
    kind: 'promotion_budget',
    idempotencyKey: ledger.ledgerKeys.demoPromotionBudget,
    reference: ledgerReference.demoSeed,
  });
}
