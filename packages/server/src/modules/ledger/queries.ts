// SQL of the ledger: accounts and their balances, and the append-only transfer history.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database';
import { type LedgerAccountKind, ledgerAccounts, ledgerTransfers } from '../../db/schema';

export async function insertPlayerAccounts(db: Executor, userId: number): Promise<void> {
  await db.insert(ledgerAccounts).values([
    { kind: 'wallet', userId },
    { kind: 'withdrawal_hold', userId },
  ]);
}

export async function findAccountId(
  db: Executor,
  kind: LedgerAccountKind,
  userId: number | null,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.kind, kind),
        userId === null ? isNull(ledgerAccounts.userId) : eq(ledgerAccounts.userId, userId),
      ),
    );
  return row?.id;
}

export async function findBalance(db: Executor, kind: LedgerAccountKind, userId: number): Promise<bigint> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balanceMinor })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, kind), eq(ledgerAccounts.userId, userId)));
  return row?.balance ?? 0n;
}

export async function findTransferByKey(db: Executor, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.idempotencyKey, idempotencyKey));
  return row;
}

/** Moves `amount` between two accounts in one statement; returns the balances after, by account id. */
export async function moveBalance(db: Executor, fromId: number, toId: number, amount: bigint) {
  const rows = await db
    .update(ledgerAccounts)
    .set({
      balanceMinor: sql`${ledgerAccounts.balanceMinor} + CASE WHEN ${ledgerAccounts.id} = ${toId} THEN ${amount}::bigint ELSE -${amount}::bigint END`,
    })
    .where(inArray(ledgerAccounts.id, [fromId, toId]))
    .returning({ id: ledgerAccounts.id, balance: ledgerAccounts.balanceMinor });
  return new Map(rows.map((row) => [row.id, row.balance]));
}

export async function insertTransfer(db: Executor, transfer: typeof ledgerTransfers.$inferInsert) {
  const [row] = await db.insert(ledgerTransfers).values(transfer).returning();
  if (!row) throw new Error('transfer insert returned nothing');
  return row;
}

export type AuditRow = {
  accountId: number;
  kind: string;
  userId: number | null;
  balance: bigint;
  fromTransfers: bigint;
};

/** Every account's stored balance beside the balance its transfers add up to. */
export async function selectAuditRows(db: Executor): Promise<AuditRow[]> {
  const rows = await queryRows<{
    account_id: bigint;
    kind: string;
    user_id: bigint | null;
    balance: bigint;
    from_transfers: bigint;
  }>(
    db,
    sql`
    SELECT a.id AS account_id, a.kind, a.user_id, a.balance_minor AS balance,
           COALESCE(incoming.total, 0)::bigint - COALESCE(outgoing.total, 0)::bigint AS from_transfers
    FROM ledger_accounts a
    LEFT JOIN (SELECT to_account_id AS id, sum(amount_minor) AS total FROM ledger_transfers GROUP BY 1) incoming
      ON incoming.id = a.id
    LEFT JOIN (SELECT from_account_id AS id, sum(amount_minor) AS total FROM ledger_transfers GROUP BY 1) outgoing
      ON outgoing.id = a.id
    ORDER BY a.id`,
  );
  return rows.map((row) => ({
    accountId: Number(row.account_id),
    kind: row.kind,
    userId: row.user_id === null ? null : Number(row.user_id),
    balance: BigInt(row.balance),
    fromTransfers: BigInt(row.from_transfers),
  }));
}
