// The double-entry ledger: every movement of money is one transfer between two accounts, with an
// idempotency key, applied to both balances in the caller's transaction. `audit` proves the books.
import type { Executor, Tx } from '../../db/database';
import type { LedgerAccountKind } from '../../db/schema';
import { AppError } from '../../http/app-error';
import * as queries from './queries';

export type TransferKind =
  | 'deposit'
  | 'bet'
  | 'win'
  | 'refund'
  | 'withdrawal'
  | 'withdrawal_return'
  | 'fee'
  | 'demo_credit';

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
