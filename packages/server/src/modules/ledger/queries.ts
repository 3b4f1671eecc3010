// SQL of the ledger: accounts and their balances, and the append-only transfer history.
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
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

/** Every player's balance in accounts of one kind. */
export async function selectPlayerBalances(db: Executor, kind: LedgerAccountKind) {
  return db
    .select({ userId: ledgerAccounts.userId, balance: ledgerAccounts.balanceMinor })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.kind, kind));
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

export type WalletTransferFilter = { kind?: string; from?: SQL; until?: SQL };

function walletTransferWhere(walletId: number, filter: WalletTransferFilter): SQL {
  const conditions = [sql`(t.from_account_id = ${walletId} OR t.to_account_id = ${walletId})`];
  if (filter.kind) conditions.push(sql`t.kind = ${filter.kind}`);
  if (filter.from) conditions.push(sql`t.created_at >= ${filter.from}`);
  if (filter.until) conditions.push(sql`t.created_at < ${filter.until}`);
  return sql.join(conditions, sql` AND `);
}

export type WalletTransferRow = {
  id: number;
  kind: string;
  signedAmount: bigint;
  balanceAfter: bigint;
  reference: string;
  createdAt: Date;
};

/** One wallet's transfers, newest first, each signed from the wallet's side with the wallet's balance after. */
export async function selectWalletTransfers(
  db: Executor,
  walletId: number,
  filter: WalletTransferFilter,
  limit: number,
  offset: number,
): Promise<WalletTransferRow[]> {
  const rows = await queryRows<{
    id: bigint | number;
    kind: string;
    signed_amount: bigint;
    balance_after: bigint;
    reference: string;
    created_at: Date | string;
  }>(
    db,
    sql`
    SELECT t.id, t.kind, t.reference, t.created_at,
           CASE WHEN t.to_account_id = ${walletId} THEN t.amount_minor ELSE -t.amount_minor END AS signed_amount,
           CASE WHEN t.to_account_id = ${walletId} THEN t.to_balance_after ELSE t.from_balance_after END AS balance_after
    FROM ledger_transfers t
    WHERE ${walletTransferWhere(walletId, filter)}
    ORDER BY t.id DESC
    LIMIT ${limit} OFFSET ${offset}`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    signedAmount: BigInt(row.signed_amount),
    balanceAfter: BigInt(row.balance_after),
    reference: row.reference,
    createdAt: new Date(row.created_at),
  }));
}

export async function countWalletTransfers(
  db: Executor,
  walletId: number,
  filter: WalletTransferFilter,
): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM ledger_transfers t WHERE ${walletTransferWhere(walletId, filter)}`,
  );
  return Number(row?.count ?? 0);
}

/** Σ amounts of `plusKind` minus Σ of `minusKind`, before and from `splitAt`, within [from, until). */
export async function netAmountsAround(
  db: Executor,
  plusKind: string,
  minusKind: string,
  range: { from: SQL; splitAt: SQL; until: SQL },
): Promise<{ before: bigint; after: bigint }> {
  const [row] = await queryRows<{ before: bigint | string; after: bigint | string }>(
    db,
    sql`
    WITH moves AS (
      SELECT created_at, CASE WHEN kind = ${plusKind} THEN amount_minor ELSE -amount_minor END AS amount
      FROM ledger_transfers
      WHERE kind IN (${plusKind}, ${minusKind}) AND created_at >= ${range.from} AND created_at < ${range.until}
    )
    SELECT COALESCE(sum(amount) FILTER (WHERE created_at < ${range.splitAt}), 0)::bigint AS before,
           COALESCE(sum(amount) FILTER (WHERE created_at >= ${range.splitAt}), 0)::bigint AS after
    FROM moves`,
  );
  return { before: BigInt(row?.before ?? 0), after: BigInt(row?.after ?? 0) };
}

export async function lockWallet(db: Executor, userId: number) {
  const [row] = await queryRows<{ id: bigint; balance_minor: bigint }>(
    db,
    sql`SELECT id, balance_minor FROM ledger_accounts WHERE kind = 'wallet' AND user_id = ${userId} FOR UPDATE`,
  );
  if (!row) throw new Error(`wallet missing for user ${userId}`);
  return { accountId: Number(row.id), balanceMinor: BigInt(row.balance_minor) };
}

/** Refunds the cancelled bets from the house: wallet first (already locked), then the house. */
export async function refundBets(
  db: Executor,
  wallet: { accountId: number; balanceMinor: bigint },
  refunds: Array<{ betId: number; stakeMinor: bigint; reference: string }>,
  now: Date,
): Promise<bigint> {
  const total = refunds.reduce((sum, bet) => sum + bet.stakeMinor, 0n);
  await db.execute(
    sql`UPDATE ledger_accounts SET balance_minor = balance_minor + ${total.toString()}::bigint WHERE id = ${wallet.accountId}`,
  );
  const [house] = await queryRows<{ id: bigint; balance_minor: bigint }>(
    db,
    sql`UPDATE ledger_accounts SET balance_minor = balance_minor - ${total.toString()}::bigint
        WHERE kind = 'house' AND user_id IS NULL RETURNING id, balance_minor`,
  );
  if (!house) throw new Error('the house account is missing');
  let walletBalance = wallet.balanceMinor;
  let houseBalance = BigInt(house.balance_minor) + total;
  const rows = refunds.map((bet) => {
    walletBalance += bet.stakeMinor;
    houseBalance -= bet.stakeMinor;
    return {
      from_account_id: Number(house.id),
      to_account_id: wallet.accountId,
      amount_minor: bet.stakeMinor.toString(),
      idempotency_key: `cancel:${bet.betId}`,
      reference: bet.reference,
      from_balance_after: houseBalance.toString(),
      to_balance_after: walletBalance.toString(),
    };
  });
  await db.execute(sql`
    INSERT INTO ledger_transfers (from_account_id, to_account_id, amount_minor, kind, idempotency_key, reference,
                                  from_balance_after, to_balance_after, created_at)
    SELECT from_account_id, to_account_id, amount_minor, 'refund', idempotency_key, reference,
           from_balance_after, to_balance_after, ${now.toISOString()}
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      AS t(from_account_id bigint, to_account_id bigint, amount_minor bigint, idempotency_key text,
           reference text, from_balance_after bigint, to_balance_after bigint)`);
  return walletBalance;
}

/**
 * Pays the round: one 'win' and at most one 'refund' transfer per player from the house, wallets locked
 * in id order first (the order every money path uses: wallets by id, then the house).
 */
export async function payRound(db: Executor, roundId: number, issue: number, now: Date): Promise<bigint> {
  await db.execute(sql`
    SELECT la.id FROM ledger_accounts la
    WHERE la.kind = 'wallet' AND la.user_id IN (
      SELECT user_id FROM round_player_results
      WHERE round_id = ${roundId} AND payout_minor + refund_minor > 0)
    ORDER BY la.id FOR UPDATE`);
  const [row] = await queryRows<{ total: bigint | null }>(
    db,
    sql`
    WITH totals AS (
      SELECT user_id, sum(payout_minor)::bigint AS win, sum(refund_minor)::bigint AS refund
      FROM round_player_results WHERE round_id = ${roundId}
      GROUP BY user_id HAVING sum(payout_minor + refund_minor) > 0
    ), credited AS (
      UPDATE ledger_accounts la SET balance_minor = la.balance_minor + t.win + t.refund
      FROM totals t WHERE la.kind = 'wallet' AND la.user_id = t.user_id
      RETURNING la.id AS account_id, la.user_id, la.balance_minor AS after, t.win, t.refund
    ), grand AS (
      SELECT coalesce(sum(win + refund), 0)::bigint AS total FROM credited
    ), house AS (
      UPDATE ledger_accounts SET balance_minor = balance_minor - (SELECT total FROM grand)
      WHERE kind = 'house' AND user_id IS NULL AND (SELECT total FROM grand) > 0
      RETURNING id, balance_minor AS after
    ), moves AS (
      SELECT account_id, user_id, 'win' AS kind, win AS amount, after - refund AS wallet_after, 0 AS seq
      FROM credited WHERE win > 0
      UNION ALL
      SELECT account_id, user_id, 'refund', refund, after, 1 FROM credited WHERE refund > 0
    ), inserted AS (
      INSERT INTO ledger_transfers (from_account_id, to_account_id, amount_minor, kind, idempotency_key,
                                    reference, from_balance_after, to_balance_after, created_at)
      SELECT h.id, m.account_id, m.amount, m.kind, m.kind || ':' || ${roundId}::text || ':' || m.user_id::text,
             'round ' || ${issue}::text,
             h.after + (SELECT total FROM grand)
               - sum(m.amount) OVER (ORDER BY m.user_id, m.seq ROWS UNBOUNDED PRECEDING),
             m.wallet_after, ${now.toISOString()}
      FROM moves m CROSS JOIN house h
      RETURNING amount_minor
    )
    SELECT sum(amount_minor)::bigint AS total FROM inserted`,
  );
  return row?.total == null ? 0n : BigInt(row.total);
}
