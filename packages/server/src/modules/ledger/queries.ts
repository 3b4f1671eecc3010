// SQL of the ledger: accounts and their balances, the append-only transfer history, and the calls of
// ledger_post, the one writer of both.
import { ledgerReference } from '@fair28/shared';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ZInstant, ZInt8 } from '../../db/columns';
import { type Executor, queryRows } from '../../db/database';
import { type LedgerAccountKind, ledgerAccounts, type ledgerTransfers } from '../../db/schema';
import { ledgerKeys } from './keys';

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

/** Locks a player's wallet row until the transaction ends, as ledger_post would. */
export async function lockWallet(db: Executor, userId: number): Promise<void> {
  await db.execute(
    sql`SELECT id FROM ledger_accounts WHERE kind = 'wallet' AND user_id = ${userId} FOR UPDATE`,
  );
}

/** A system account's balance (house, promotions …): the one account of its kind without an owner. */
export async function findSystemBalance(db: Executor, kind: LedgerAccountKind): Promise<bigint> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balanceMinor })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, kind), isNull(ledgerAccounts.userId)));
  return row?.balance ?? 0n;
}

/** Every player's balance in accounts of one kind. */
export async function selectPlayerBalances(db: Executor, kind: LedgerAccountKind) {
  return db
    .select({ userId: ledgerAccounts.userId, balance: ledgerAccounts.balanceMinor })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.kind, kind));
}

/** One movement for ledger_post: accounts by kind and owner (null: a system account). */
export type LedgerMove = {
  fromKind: LedgerAccountKind;
  fromUser: number | null;
  toKind: LedgerAccountKind;
  toUser: number | null;
  amountMinor: bigint;
  kind: string;
  key: string;
  reference: string;
};

export type PostedTransfer = typeof ledgerTransfers.$inferSelect & {
  /** The key had been used for this same movement: this is the earlier transfer and nothing moved. */
  isReplay: boolean;
};

/** A row of ledger_post's answer (ledger/sql/ledger-post.sql), as a transfer. */
const ZPostedRow = z
  .object({
    id: ZInt8,
    from_account_id: ZInt8,
    to_account_id: ZInt8,
    amount_minor: ZInt8,
    kind: z.string(),
    idempotency_key: z.string(),
    reference: z.string(),
    from_balance_after: ZInt8,
    to_balance_after: ZInt8,
    created_at: ZInstant,
    is_replay: z.boolean(),
  })
  .transform(
    (row): PostedTransfer => ({
      id: Number(row.id),
      fromAccountId: Number(row.from_account_id),
      toAccountId: Number(row.to_account_id),
      amountMinor: row.amount_minor,
      kind: row.kind,
      idempotencyKey: row.idempotency_key,
      reference: row.reference,
      fromBalanceAfter: row.from_balance_after,
      toBalanceAfter: row.to_balance_after,
      createdAt: row.created_at,
      isReplay: row.is_replay,
    }),
  );

/**
 * Applies the moves in order through ledger_post (ledger/sql/ledger-post.sql), the one writer of balances
 * and transfers; `at` undefined stamps the transfers with the transaction's time. Answers a transfer per move.
 */
export async function postMoves(db: Executor, moves: LedgerMove[], at?: Date): Promise<PostedTransfer[]> {
  const json = moves.map((move) => ({
    from_kind: move.fromKind,
    from_user: move.fromUser,
    to_kind: move.toKind,
    to_user: move.toUser,
    amount: move.amountMinor.toString(),
    kind: move.kind,
    key: move.key,
    reference: move.reference,
  }));
  const rows = await queryRows<unknown>(
    db,
    sql`SELECT * FROM ledger_post(${JSON.stringify(json)}::jsonb, coalesce(${at?.toISOString() ?? null}::timestamptz, now()))
        ORDER BY move_no`,
  );
  return z.array(ZPostedRow).parse(rows);
}

/**
 * Pays a settled round from its per-player results through ledger_post: per player one 'win' and one
 * 'refund' transfer from the house (each only when above zero), players in id order. A player without a
 * wallet is left as a null account, which ledger_post refuses. Answers the total paid.
 */
export async function payRound(db: Executor, roundId: number, issue: number, now: Date): Promise<bigint> {
  const [row] = await queryRows<{ total: bigint | string }>(
    db,
    sql`
    WITH totals AS (
      SELECT user_id, sum(payout_minor)::bigint AS win, sum(refund_minor)::bigint AS refund
      FROM round_player_results WHERE round_id = ${roundId}
      GROUP BY user_id HAVING sum(payout_minor + refund_minor) > 0
    ), moves AS (
      SELECT user_id, 'win' AS kind, win AS amount, 0 AS seq FROM totals WHERE win > 0
      UNION ALL
      SELECT user_id, 'refund', refund, 1 FROM totals WHERE refund > 0
    ), lists AS (
      SELECT array_agg(h.id ORDER BY m.user_id, m.seq) AS from_accounts,
             array_agg(w.id ORDER BY m.user_id, m.seq) AS to_accounts,
             array_agg(m.amount ORDER BY m.user_id, m.seq) AS amounts,
             array_agg(m.kind ORDER BY m.user_id, m.seq) AS kinds,
             array_agg(CASE m.kind WHEN 'win' THEN ${ledgerKeys.roundWin.ofRound(roundId)}::text
                                   ELSE ${ledgerKeys.roundRefund.ofRound(roundId)}::text END || m.user_id::text
                       ORDER BY m.user_id, m.seq) AS keys,
             array_agg(${ledgerReference.round(issue)}::text ORDER BY m.user_id, m.seq) AS refs
      FROM moves m
      LEFT JOIN ledger_accounts w ON w.kind = 'wallet' AND w.user_id = m.user_id
      CROSS JOIN (SELECT id FROM ledger_accounts WHERE kind = 'house' AND user_id IS NULL) h
    )
    SELECT coalesce(sum(p.amount_minor), 0)::bigint AS total
    FROM lists l
    CROSS JOIN LATERAL ledger_post(l.from_accounts, l.to_accounts, l.amounts, l.kinds, l.keys, l.refs,
                                   ${now.toISOString()}::timestamptz) p`,
  );
  return BigInt(row?.total ?? 0);
}

export type AuditRow = {
  accountId: number;
  kind: string;
  userId: number | null;
  balance: bigint;
  fromTransfers: bigint;
};

/** The sum of every balance and the player accounts below zero: one pass over the accounts, none over transfers. */
export async function selectBalanceTotals(db: Executor): Promise<{ grandTotal: bigint; negative: number }> {
  const [row] = await queryRows<{ total: string; negative: number }>(
    db,
    sql`SELECT coalesce(sum(balance_minor), 0)::text AS total,
               (count(*) FILTER (WHERE user_id IS NOT NULL AND balance_minor < 0))::integer AS negative
        FROM ledger_accounts`,
  );
  return { grandTotal: BigInt(row?.total ?? '0'), negative: Number(row?.negative ?? 0) };
}

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

export type WinRow = { userId: number; amountMinor: bigint; reference: string; createdAt: Date };

/**
 * Round wins since `since`, as net results: per player and round, from the settlement records the round's
 * payout and 13/14 refund transfers were made from (payRound; `npm run audit` holds the two equal), the
 * payout and refund less the stake, over every room of the round. Only a positive net is a win: a hedged
 * ¥800 that got ¥792 back lost ¥8. The newest, or the largest (newest first among equals).
 */
export async function selectWins(
  db: Executor,
  since: Date,
  order: 'newest' | 'largest',
  limit: number,
): Promise<WinRow[]> {
  const orderBy =
    order === 'newest'
      ? sql`settled_at DESC, round_id DESC, user_id`
      : sql`net_minor DESC, settled_at DESC, round_id DESC, user_id`;
  const rows = await queryRows<{
    user_id: number | string;
    issue: number | string;
    net_minor: bigint | string;
    settled_at: Date | string;
  }>(
    db,
    sql`SELECT p.user_id, p.round_id, r.issue, max(p.settled_at) AS settled_at,
               sum(p.payout_minor + p.refund_minor - p.stake_minor)::bigint AS net_minor
        FROM round_player_results p JOIN rounds r ON r.id = p.round_id
        WHERE p.settled_at >= ${since.toISOString()}::timestamptz
        GROUP BY p.user_id, p.round_id, r.issue
        HAVING sum(p.payout_minor + p.refund_minor - p.stake_minor) > 0
        ORDER BY ${orderBy} LIMIT ${limit}`,
  );
  return rows.map((row) => ({
    userId: Number(row.user_id),
    amountMinor: BigInt(row.net_minor),
    reference: ledgerReference.round(row.issue),
    createdAt: new Date(row.settled_at),
  }));
}

export type SettledGameTotals = { gameTypeId: number; stakes: bigint; payouts: bigint };

/**
 * What the ledger moved for settled rounds, by game type: stakes are the bet transfers (the `bet` keys, by
 * bet) less the refunds of bets cancelled before the close (`betRefund`); payouts are the round's win and
 * 13/14 refund transfers (`roundWin`, `roundRefund`, by round and player). Found by key, so the figure
 * owes nothing to the settlement records it is checked against.
 */
export async function selectSettledGameTotals(db: Executor): Promise<SettledGameTotals[]> {
  const { bet, betRefund, roundWin, roundRefund } = ledgerKeys;
  const key = sql`t.idempotency_key`;
  const rows = await queryRows<{ game_type_id: number; stakes: bigint | string; payouts: bigint | string }>(
    db,
    sql`
    WITH moves AS (
      SELECT b.round_id, t.amount_minor AS stake, 0::bigint AS paid
      FROM ledger_transfers t JOIN bets b ON b.id = ${bet.idOf(key)}
      WHERE t.kind = 'bet' AND t.idempotency_key LIKE ${bet.pattern}
      UNION ALL
      SELECT b.round_id, -t.amount_minor, 0
      FROM ledger_transfers t JOIN bets b ON b.id = ${betRefund.idOf(key)}
      WHERE t.kind = 'refund' AND t.idempotency_key LIKE ${betRefund.pattern}
      UNION ALL
      SELECT CASE t.kind WHEN 'win' THEN ${roundWin.roundIdOf(key)} ELSE ${roundRefund.roundIdOf(key)} END, 0,
             t.amount_minor
      FROM ledger_transfers t
      WHERE (t.kind = 'win' AND t.idempotency_key LIKE ${roundWin.pattern})
         OR (t.kind = 'refund' AND t.idempotency_key LIKE ${roundRefund.pattern})
    )
    SELECT r.game_type_id, sum(m.stake)::bigint AS stakes, sum(m.paid)::bigint AS payouts
    FROM moves m JOIN rounds r ON r.id = m.round_id
    WHERE r.status = 'settled'
    GROUP BY r.game_type_id`,
  );
  return rows.map((row) => ({
    gameTypeId: Number(row.game_type_id),
    stakes: BigInt(row.stakes),
    payouts: BigInt(row.payouts),
  }));
}
