// The daily job: once a day has ended (in the server's time zone), each agent's commission and each
// player's rebate for it, computed from the ledger and paid from the promotions budget in one
// transaction per day. The day's advisory lock and its promotion_days row make it happen once on any
// number of nodes, however often it runs; days missed while no node ran are caught up in order.
// The budget pays payouts in the order owed (day, then as the day lists them) while it covers them, each
// in full: from the first it cannot cover, the rest wait, owed, and each later run pays what it then can.
// A player whose rebate is paid hears of it on their phones (a promotional push).
import { formatMoney, type PromotionModel, payOnRate, tierFor } from '@fair28/shared';
import type { Tx } from '../../db/database';
import { LockScope, lockPlayer } from '../../db/locks';
import { startOfDate } from '../../db/time';
import type { AppContext } from '../../kernel/context';
import * as ledger from '../ledger/service';
import * as push from '../push/service';
import * as queries from './queries';

/** How far back the job reaches the first time it runs, or after a long stop. */
const MAX_CATCH_UP_DAYS = 31;

export type DayReport = {
  day: string;
  commissions: number;
  rebates: number;
  paidMinor: bigint;
  /** What the budget could not cover: owed, paid by a later run. */
  waitingMinor: bigint;
};

/** Payouts of earlier days a run paid once the budget covered them. */
export type WaitingReport = { paid: number; paidMinor: bigint };

type Payout = {
  fields: queries.PayoutFields;
  lines: Array<Omit<queries.LineRow, 'payoutId'>>;
};

/**
 * Pays what earlier days still owe, as far as the budget covers it, then every ended day not reckoned
 * yet, oldest first; answers the days it reckoned (none when all were).
 */
export async function payDueDays(ctx: AppContext): Promise<DayReport[]> {
  await payWaiting(ctx);
  const days = await queries.selectDueDays(ctx.db.orm, ctx.now(), ctx.config.timeZone, MAX_CATCH_UP_DAYS);
  const reports: DayReport[] = [];
  for (const day of days) {
    const report = await payDay(ctx, day);
    if (report) reports.push(report);
  }
  return reports;
}

/** One day's commissions and rebates; null when another run (on any node) paid it first. */
export function payDay(ctx: AppContext, day: string): Promise<DayReport | null> {
  return ctx.db.orm.transaction(async (tx) => {
    await queries.lockDay(tx, day);
    if (await queries.isDaySettled(tx, day)) return null;
    const now = ctx.now();
    const { timeZone } = ctx.config;
    const figures = await queries.selectDayFigures(
      tx,
      startOfDate(day, timeZone),
      startOfDate(day, timeZone, 1),
      ledger.ledgerKeys.betRefund.pattern,
    );
    const tiers = await queries.selectTiers(tx);
    const payouts = [...rebates(day, figures, tiers), ...(await commissions(tx, day, figures, tiers))];
    const owed = payouts.filter((payout) => payout.fields.amountMinor > 0n);
    await lockPlayer(tx, LockScope.PromotionBudget, 0);
    // Earlier days' waiting payouts come first: while any waits, this day's wait behind them.
    const budget = (await queries.hasWaitingPayouts(tx)) ? 0n : await ledger.systemBalance(tx, 'promotions');
    const paid = owed.slice(
      0,
      coveredCount(
        budget,
        owed.map((payout) => payout.fields.amountMinor),
      ),
    );
    const transfers = await ledger.transferAll(
      tx,
      paid.map(({ fields }) => payoutTransfer(fields)),
      now,
    );
    const transferIds = new Map(paid.map((payout, index) => [payout, transfers[index]?.id ?? null]));
    for (const payout of payouts) {
      const transferId = transferIds.get(payout) ?? null;
      const payoutId = await queries.insertPayout(
        tx,
        { ...payout.fields, transferId, paidAt: transferId === null ? null : now },
        now,
      );
      await queries.insertLines(
        tx,
        payout.lines.map((line) => ({ ...line, payoutId })),
      );
    }
    await pushRebates(
      tx,
      paid.map((payout) => payout.fields),
      now,
    );
    await queries.insertSettledDay(tx, day, now);
    return {
      day,
      commissions: payouts.filter((payout) => payout.fields.kind === 'commission').length,
      rebates: payouts.filter((payout) => payout.fields.kind === 'rebate').length,
      paidMinor: sumOf(paid.map((payout) => payout.fields.amountMinor)),
      waitingMinor: sumOf(owed.slice(paid.length).map((payout) => payout.fields.amountMinor)),
    };
  });
}

/**
 * Pays the waiting payouts, oldest first, while the budget covers them. Under the budget's lock on any
 * node, and each payout's ledger key is the one its day would have used, so none is ever paid twice.
 */
export function payWaiting(ctx: AppContext): Promise<WaitingReport> {
  return ctx.db.orm.transaction(async (tx) => {
    await lockPlayer(tx, LockScope.PromotionBudget, 0);
    const waiting = await queries.selectWaitingPayouts(tx);
    if (waiting.length === 0) return { paid: 0, paidMinor: 0n };
    const budget = await ledger.systemBalance(tx, 'promotions');
    const due = waiting.slice(
      0,
      coveredCount(
        budget,
        waiting.map((payout) => payout.amountMinor),
      ),
    );
    const now = ctx.now();
    const transfers = await ledger.transferAll(tx, due.map(payoutTransfer), now);
    for (const [index, payout] of due.entries()) {
      const transfer = transfers[index];
      if (!transfer) throw new Error('waiting payout not transferred');
      await queries.markPayoutPaid(tx, payout.id, transfer.id, now);
    }
    await pushRebates(tx, due, now);
    return { paid: due.length, paidMinor: sumOf(due.map((payout) => payout.amountMinor)) };
  });
}

/** Tells each player whose rebate was paid (a promotion: held from a player on a break, as pushes are). */
async function pushRebates(tx: Tx, paid: queries.PayoutFields[], now: Date): Promise<void> {
  for (const payout of paid) {
    if (payout.kind !== 'rebate') continue;
    const args = [formatMoney(payout.amountMinor), payout.day];
    await push.pushToPlayer(tx, payout.userId, { kind: 'rebatePaid', args }, now);
  }
}

const sumOf = (amounts: bigint[]) => amounts.reduce((sum, amount) => sum + amount, 0n);

/** How many of the amounts, taken in order, the budget covers in full: the first it cannot stops the rest. */
export function coveredCount(budget: bigint, amounts: bigint[]): number {
  let left = budget;
  for (const [index, amount] of amounts.entries()) {
    if (amount > left) return index;
    left -= amount;
  }
  return amounts.length;
}

/** A payout's one transfer: its ledger key is the same whichever run makes it. */
function payoutTransfer(fields: Pick<queries.PayoutFields, 'kind' | 'userId' | 'day' | 'amountMinor'>) {
  return {
    from: { kind: 'promotions' },
    to: { kind: 'wallet', userId: fields.userId },
    amountMinor: fields.amountMinor,
    kind: fields.kind,
    idempotencyKey: ledger.ledgerKeys[fields.kind](fields.userId, fields.day),
    reference: fields.day,
  } satisfies ledger.TransferRequest;
}

/** Each player's rebate: the tier their unhedged turnover reaches, its rate on that turnover. */
function rebates(day: string, figures: queries.DayFigures[], tiers: queries.TierRow[]): Payout[] {
  const rebateTiers = tiers.filter((tier) => tier.kind === 'rebate');
  return figures.flatMap((player) => {
    const earning =
      player.turnoverMinor > player.hedgedMinor ? player.turnoverMinor - player.hedgedMinor : 0n;
    const tier = tierFor(rebateTiers, earning);
    if (!tier) return [];
    return [
      {
        fields: {
          kind: 'rebate',
          userId: player.userId,
          day,
          turnoverMinor: player.turnoverMinor,
          hedgedMinor: player.hedgedMinor,
          rateBp: tier.rateBp,
          amountMinor: payOnRate(earning, tier.rateBp),
          transferId: null,
          paidAt: null,
        },
        lines: [],
      },
    ];
  });
}

/**
 * Each agent's commission: per level, the tier the level's invitees reach together with their turnover,
 * its model and rate on each invitee's turnover or net result (one statement line each). The commission
 * is the lines' sum, or nothing when the invitees won more than they lost under the net model.
 */
async function commissions(
  tx: Tx,
  day: string,
  figures: queries.DayFigures[],
  tiers: queries.TierRow[],
): Promise<Payout[]> {
  const commissionTiers = tiers.filter((tier) => tier.kind === 'commission');
  const maxLevel = Math.max(0, ...commissionTiers.map((tier) => tier.level));
  const byPlayer = new Map(figures.map((player) => [player.userId, player]));
  const links = await queries.selectAgents(
    tx,
    figures.map((player) => player.userId),
    maxLevel,
  );
  const byAgent = new Map<number, typeof links>();
  for (const link of links) byAgent.set(link.agentId, [...(byAgent.get(link.agentId) ?? []), link]);
  const payouts: Payout[] = [];
  for (const [agentId, agentLinks] of byAgent) {
    const lines: Payout['lines'] = [];
    for (let level = 1; level <= maxLevel; level++) {
      const invitees = agentLinks.flatMap((link) => {
        const player = link.level === level ? byPlayer.get(link.userId) : undefined;
        return player ? [player] : [];
      });
      const levelTurnover = invitees.reduce((sum, player) => sum + player.turnoverMinor, 0n);
      const tier = tierFor(
        commissionTiers.filter((candidate) => candidate.level === level),
        levelTurnover,
      );
      if (!tier) continue;
      for (const player of invitees) {
        const model: PromotionModel = tier.model;
        const base = model === 'turnover' ? player.turnoverMinor : player.netMinor;
        lines.push({
          inviteeId: player.userId,
          level,
          turnoverMinor: player.turnoverMinor,
          netMinor: player.netMinor,
          model,
          rateBp: tier.rateBp,
          commissionMinor: payOnRate(base, tier.rateBp),
        });
      }
    }
    if (lines.length === 0) continue;
    const sum = lines.reduce((total, line) => total + line.commissionMinor, 0n);
    payouts.push({
      fields: {
        kind: 'commission',
        userId: agentId,
        day,
        turnoverMinor: lines.reduce((total, line) => total + line.turnoverMinor, 0n),
        hedgedMinor: 0n,
        rateBp: null,
        amountMinor: sum > 0n ? sum : 0n,
        transferId: null,
        paidAt: null,
      },
      lines,
    });
  }
  return payouts;
}
