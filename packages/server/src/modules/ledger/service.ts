// The double-entry ledger, the only writer of balances and transfers: every movement of money is one
// transfer between two accounts with an idempotency key, posted by ledger_post in the caller's transaction —
// single transfers, cancelled bets' refunds and round payouts here, the bet batch from SQL. `audit` proves
// the books.
import {
  formatMinor,
  type Language,
  type TPointChangeListRequest,
  type TPointChangeListResponse,
  type TransferKind,
  type TTradingVolumeResponse,
  translate,
} from '@fair28/shared';
import type { Executor, Tx } from '../../db/database';
import { postgresError, SqlState } from '../../db/errors';
import type { LedgerAccountKind } from '../../db/schema';
import { startOfDate, startOfDay } from '../../db/time';
import { loadPage } from '../../infra/paging';
import { AppError } from '../../kernel/app-error';
import type { AppContext } from '../../kernel/context';
import type { Session } from '../../kernel/session';
import { ledgerKeys } from './keys';
import * as queries from './queries';

/**
 * The kinds are listed in packages/shared (api/ledger.ts). Money flows: deposit clearing → wallet
 * (deposit, demo_credit); wallet → house (bet) and back (win, refund); wallet → withdrawal hold
 * (withdrawal); hold → deposit clearing (withdrawal_payout) and → fees (fee), or back to the wallet
 * (withdrawal_return). Promotions: house → promotions (promotion_budget, an operator funding it);
 * promotions → wallet (commission, rebate); promotions → red packets (red_packet) → wallet
 * (red_packet_claim), the unclaimed rest back to promotions (red_packet_return).
 */
export type { TransferKind };
export { ledgerKeys };

export type TransferRequest = {
  from: { kind: LedgerAccountKind; userId?: number };
  to: { kind: LedgerAccountKind; userId?: number };
  amountMinor: bigint;
  kind: TransferKind;
  /**
   * Unique per movement: a retry with the same key and the same movement returns the first transfer and
   * moves nothing; the same key with other accounts, amount or kind is refused (LedgerKeyConflict).
   */
  idempotencyKey: string;
  reference?: string;
};

/** A transfer as written (or, for a key already used by the same movement, as written the first time). */
export type Transfer = queries.PostedTransfer;

/**
 * An idempotency key already names a different movement (other accounts, amount or kind). Keys come from
 * the callers' own records (`ledgerKeys`: a deposit, a bet …), so this is a fault in a caller, never an
 * answer: nothing of the posting moved.
 */
export class LedgerKeyConflict extends Error {
  constructor(message: string, detail?: string) {
    super(detail ? `${message} (${detail})` : message);
    this.name = 'LedgerKeyConflict';
  }
}

export async function openPlayerAccounts(tx: Executor, userId: number): Promise<void> {
  await queries.insertPlayerAccounts(tx, userId);
}

const moveOf = (request: TransferRequest): queries.LedgerMove => ({
  fromKind: request.from.kind,
  fromUser: request.from.userId ?? null,
  toKind: request.to.kind,
  toUser: request.to.userId ?? null,
  amountMinor: request.amountMinor,
  kind: request.kind,
  key: request.idempotencyKey,
  reference: request.reference ?? '',
});

/** The ledger's refusals as the errors services answer with; anything else as it came. */
function refusal(error: unknown): unknown {
  const refused = postgresError(error);
  if (refused?.code === SqlState.CheckViolation) return new AppError('InsufficientBalance');
  if (refused?.code === SqlState.LedgerKeyConflict)
    return new LedgerKeyConflict(refused.message, refused.detail);
  return error;
}

/** Every write of money goes through here: one ledger_post of the moves, in order, in the caller's transaction. */
async function post(db: Executor, moves: queries.LedgerMove[], at?: Date): Promise<Transfer[]> {
  try {
    return await queries.postMoves(db, moves, at);
  } catch (error) {
    throw refusal(error);
  }
}

/**
 * One movement, in one statement (so atomic even outside a transaction). A player account it would take
 * below zero refuses it with InsufficientBalance; its key used before for the same movement answers the
 * earlier transfer; for a different one, LedgerKeyConflict. `at` defaults to the transaction's time.
 */
export async function transfer(db: Executor, request: TransferRequest, at?: Date): Promise<Transfer> {
  const [row] = await post(db, [moveOf(request)], at);
  if (!row) throw new Error('ledger_post answered nothing');
  return row;
}

/**
 * Several movements in one ledger_post, in order (the daily commissions and rebates): all or nothing,
 * each key answered as `transfer` answers it.
 */
export async function transferAll(db: Executor, requests: TransferRequest[], at?: Date): Promise<Transfer[]> {
  if (requests.length === 0) return [];
  return post(db, requests.map(moveOf), at);
}

/** A system account's balance: the house, the promotions budget, what open red packets hold … */
export function systemBalance(db: Executor, kind: LedgerAccountKind): Promise<bigint> {
  return queries.findSystemBalance(db, kind);
}

export function walletBalance(db: Executor, userId: number): Promise<bigint> {
  return queries.findBalance(db, 'wallet', userId);
}

/**
 * Holds the player's wallet until the transaction ends: what is decided under it (a limit checked against
 * the bets so far) stays true until the money moves, since every writer of the wallet waits for it.
 */
export function lockWallet(tx: Tx, userId: number): Promise<void> {
  return queries.lockWallet(tx, userId);
}

/** What a player has waiting in withdrawals under review. */
export function withdrawalHoldBalance(db: Executor, userId: number): Promise<bigint> {
  return queries.findBalance(db, 'withdrawal_hold', userId);
}

/** Each player's balance in their accounts of one kind (the withdrawal holds, say), by user id. */
export async function playerBalances(
  db: Executor,
  kind: 'wallet' | 'withdrawal_hold',
): Promise<Map<number, bigint>> {
  const rows = await queries.selectPlayerBalances(db, kind);
  return new Map(rows.flatMap((row) => (row.userId === null ? [] : [[row.userId, row.balance] as const])));
}

export type AuditReport = {
  accounts: number;
  grandTotal: bigint;
  mismatched: queries.AuditRow[];
  negativePlayerAccounts: queries.AuditRow[];
  isClean: boolean;
};

/** Every balance equals the sum of its transfers, the grand total is zero, no player account is below zero. */
export async function audit(db: Executor): Promise<AuditReport> {
  const rows = await queries.selectAuditRows(db);
  const grandTotal = rows.reduce((sum, row) => sum + row.balance, 0n);
  const mismatched = rows.filter((row) => row.balance !== row.fromTransfers);
  const negativePlayerAccounts = rows.filter((row) => row.userId !== null && row.balance < 0n);
  return {
    accounts: rows.length,
    grandTotal,
    mismatched,
    negativePlayerAccounts,
    isClean: grandTotal === 0n && mismatched.length === 0 && negativePlayerAccounts.length === 0,
  };
}

/**
 * The audit's cheap half, run on a timer by a node (its metric is what an operator alerts on): the
 * balances sum to zero and no player account is below zero. Whether each balance equals its transfers
 * needs every transfer read: that stays with `npm run audit`.
 */
export async function balanceCheck(
  db: Executor,
): Promise<{ isClean: boolean; grandTotal: bigint; negative: number }> {
  const totals = await queries.selectBalanceTotals(db);
  return { ...totals, isClean: totals.grandTotal === 0n && totals.negative === 0 };
}

function signed(minor: bigint): string {
  return minor > 0n ? `+${formatMinor(minor)}` : formatMinor(minor);
}

/** The point-change list: the caller's wallet transfers, newest first, filtered by kind and days. */
export function pointChanges(
  ctx: AppContext,
  session: Session,
  query: TPointChangeListRequest,
  language: Language,
): Promise<TPointChangeListResponse> {
  return walletTransfers(ctx, session.userId, query, language);
}

/** A player's wallet transfers as the point-change list shows them: to the player, or to an operator. */
export async function walletTransfers(
  ctx: AppContext,
  userId: number,
  query: TPointChangeListRequest,
  language: Language,
): Promise<TPointChangeListResponse> {
  const { pageNo, pageSize } = query;
  const walletId = await queries.findAccountId(ctx.db.orm, 'wallet', userId);
  if (walletId === undefined) return { list: [], total: 0, pageNo, pageSize };
  const { timeZone } = ctx.config;
  const filter: queries.WalletTransferFilter = {
    kind: query.type,
    from: query.startTime ? startOfDate(query.startTime, timeZone) : undefined,
    until: query.endTime ? startOfDate(query.endTime, timeZone, 1) : undefined,
  };
  return loadPage(
    query,
    {
      rows: (limit, offset) => queries.selectWalletTransfers(ctx.db.orm, walletId, filter, limit, offset),
      total: () => queries.countWalletTransfers(ctx.db.orm, walletId, filter),
    },
    (row) => ({
      id: row.id,
      type: row.kind as TransferKind,
      typeName: translate(language, `transfer.${row.kind}`),
      amount: signed(row.signedAmount),
      balance: formatMinor(row.balanceAfter),
      createTime: row.createdAt.toISOString(),
      reference: row.reference,
    }),
  );
}

/** Net bet volume of all players (bets less refunds) yesterday and today, by the configured time zone. */
export async function tradingVolume(ctx: AppContext): Promise<TTradingVolumeResponse> {
  const now = ctx.now();
  const { timeZone } = ctx.config;
  const volume = await queries.netAmountsAround(ctx.db.orm, 'bet' satisfies TransferKind, 'refund', {
    from: startOfDay(now, timeZone, -1),
    splitAt: startOfDay(now, timeZone),
    until: startOfDay(now, timeZone, 1),
  });
  return { lastVolume: formatMinor(volume.before), nowadaysVolume: formatMinor(volume.after) };
}

export type { WinRow } from './queries';

/** Round wins since `since` as net results (payout less stake, only positive): the newest, or the largest. */
export function wins(db: Executor, since: Date, order: 'newest' | 'largest', limit: number) {
  return queries.selectWins(db, since, order, limit);
}

/**
 * Gives bets their stakes back from the house, one transfer per bet under its `betRefund` key (so a bet is
 * refunded once, whether its player cancelled it or an operator voided its round), in one ledger_post.
 * The one writer of bet refunds; answers the transfers as posted, in the order given.
 */
export async function refundBets(
  tx: Tx,
  refunds: Array<{ userId: number; betId: number; stakeMinor: bigint; reference: string }>,
  now: Date,
): Promise<Transfer[]> {
  if (refunds.length === 0) return [];
  return post(
    tx,
    refunds.map((bet) =>
      moveOf({
        from: { kind: 'house' },
        to: { kind: 'wallet', userId: bet.userId },
        amountMinor: bet.stakeMinor,
        kind: 'refund',
        idempotencyKey: ledgerKeys.betRefund.of(bet.betId),
        reference: bet.reference,
      }),
    ),
    now,
  );
}

/** A player's cancelled bets given back (refundBets); answers the wallet balance after. */
export async function refundCancelledBets(
  tx: Tx,
  userId: number,
  refunds: Array<{ betId: number; stakeMinor: bigint; reference: string }>,
  now: Date,
): Promise<bigint> {
  if (refunds.length === 0) return walletBalance(tx, userId);
  const posted = await refundBets(
    tx,
    refunds.map((bet) => ({ ...bet, userId })),
    now,
  );
  const last = posted.at(-1);
  if (!last) throw new Error('ledger_post answered nothing');
  return last.toBalanceAfter;
}

/** Pays a settled round from its per-player results: one win and at most one refund transfer each. */
export async function payRound(tx: Executor, roundId: number, issue: number, now: Date): Promise<bigint> {
  try {
    return await queries.payRound(tx, roundId, issue, now);
  } catch (error) {
    throw refusal(error);
  }
}

export type { SettledGameTotals, WalletTransferRow } from './queries';

/** The ledger's stakes and payouts of settled rounds by game type: what the public statistics must equal. */
export function settledGameTotals(db: Executor) {
  return queries.selectSettledGameTotals(db);
}

/**
 * A player's wallet transfers on the days from `startDate` to `endDate` (both included, the configured
 * zone), newest first, at most `limit` of them: their account statement.
 */
export async function walletStatement(
  ctx: AppContext,
  userId: number,
  range: { startDate: string; endDate: string },
  limit: number,
): Promise<queries.WalletTransferRow[]> {
  const walletId = await queries.findAccountId(ctx.db.orm, 'wallet', userId);
  if (walletId === undefined) return [];
  const { timeZone } = ctx.config;
  const filter: queries.WalletTransferFilter = {
    from: startOfDate(range.startDate, timeZone),
    until: startOfDate(range.endDate, timeZone, 1),
  };
  return queries.selectWalletTransfers(ctx.db.orm, walletId, filter, limit, 0);
}
