// The double-entry ledger: every movement of money is one transfer between two accounts, with an
// idempotency key, applied to both balances in the caller's transaction. `audit` proves the books.
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
import type { LedgerAccountKind } from '../../db/schema';
import { startOfDate, startOfDay } from '../../db/time';
import { loadPage } from '../../infra/paging';
import { AppError } from '../../kernel/app-error';
import type { AppContext } from '../../kernel/context';
import type { Session } from '../../kernel/session';
import * as queries from './queries';

/**
 * The kinds are listed in packages/shared (api/ledger.ts). Money flows: deposit clearing → wallet
 * (deposit, demo_credit); wallet → house (bet) and back (win, refund); wallet → withdrawal hold
 * (withdrawal); hold → deposit clearing (withdrawal_payout) and → fees (fee), or back to the wallet
 * (withdrawal_return).
 */
export type { TransferKind };

export type TransferRequest = {
  from: { kind: LedgerAccountKind; userId?: number };
  to: { kind: LedgerAccountKind; userId?: number };
  amountMinor: bigint;
  kind: TransferKind;
  /** Unique per movement: a retry with the same key returns the first transfer and moves nothing. */
  idempotencyKey: string;
  reference?: string;
};

const CHECK_VIOLATION = '23514';

export async function openPlayerAccounts(tx: Executor, userId: number): Promise<void> {
  await queries.insertPlayerAccounts(tx, userId);
}

async function accountId(tx: Executor, account: TransferRequest['from']): Promise<number> {
  const id = await queries.findAccountId(tx, account.kind, account.userId ?? null);
  if (id === undefined) throw new Error(`ledger account missing: ${account.kind} ${account.userId ?? ''}`);
  return id;
}

function isCheckViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === CHECK_VIOLATION) return true;
  }
  return false;
}

/** Must run inside a transaction: the balance update and the transfer row commit together or not at all. */
export async function transfer(tx: Tx, request: TransferRequest) {
  if (request.amountMinor <= 0n) throw new Error('a transfer moves a positive amount');
  const existing = await queries.findTransferByKey(tx, request.idempotencyKey);
  if (existing) return existing;
  const fromId = await accountId(tx, request.from);
  const toId = await accountId(tx, request.to);
  let balances: Map<number, bigint>;
  try {
    balances = await tx.transaction((savepoint) =>
      queries.moveBalance(savepoint, fromId, toId, request.amountMinor),
    );
  } catch (error) {
    if (isCheckViolation(error)) throw new AppError('InsufficientBalance');
    throw error;
  }
  return queries.insertTransfer(tx, {
    fromAccountId: fromId,
    toAccountId: toId,
    amountMinor: request.amountMinor,
    kind: request.kind,
    idempotencyKey: request.idempotencyKey,
    reference: request.reference ?? '',
    fromBalanceAfter: balances.get(fromId) ?? 0n,
    toBalanceAfter: balances.get(toId) ?? 0n,
  });
}

export function walletBalance(db: Executor, userId: number): Promise<bigint> {
  return queries.findBalance(db, 'wallet', userId);
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

function signed(minor: bigint): string {
  return minor > 0n ? `+${formatMinor(minor)}` : formatMinor(minor);
}

/** The point-change list: the caller's wallet transfers, newest first, filtered by kind and days. */
export async function pointChanges(
  ctx: AppContext,
  session: Session,
  query: TPointChangeListRequest,
  language: Language,
): Promise<TPointChangeListResponse> {
  const { pageNo, pageSize } = query;
  const walletId = await queries.findAccountId(ctx.db.orm, 'wallet', session.userId);
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

/** Gives cancelled bets their stakes back from the house; answers the wallet balance after. */
export async function refundCancelledBets(
  tx: Tx,
  userId: number,
  refunds: Array<{ betId: number; stakeMinor: bigint; reference: string }>,
  now: Date,
): Promise<bigint> {
  const wallet = await queries.lockWallet(tx, userId);
  if (refunds.length === 0) return wallet.balanceMinor;
  return queries.refundBets(tx, wallet, refunds, now);
}

/** Pays a settled round from its per-player results: one win and at most one refund transfer each. */
export function payRound(tx: Executor, roundId: number, issue: number, now: Date): Promise<bigint> {
  return queries.payRound(tx, roundId, issue, now);
}
