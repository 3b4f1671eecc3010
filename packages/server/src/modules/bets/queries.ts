// SQL of cancelling bets: the rounds and wallet locked, the bets flipped to cancelled exactly once,
// and their refunds written as ledger transfers from the house with both balances after each.
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database';

export async function selectOwnBets(db: Executor, userId: number, roomId: number, betIds: number[]) {
  const rows = await queryRows<{ id: bigint; round_id: bigint }>(
    db,
    sql`SELECT id, round_id FROM bets
        WHERE user_id = ${userId} AND room_id = ${roomId}
          AND id IN (SELECT jsonb_array_elements_text(${JSON.stringify(betIds)}::jsonb)::bigint)`,
  );
  return rows.map((row) => ({ id: Number(row.id), roundId: Number(row.round_id) }));
}

/** The rounds, share-locked so a close waits for this transaction (or this one sees the close). */
export async function lockRounds(db: Executor, roundIds: number[]) {
  const rows = await queryRows<{
    id: bigint;
    game_type_id: number;
    issue: bigint;
    status: string;
    opens_at: Date | string;
    closes_at: Date | string;
  }>(
    db,
    sql`SELECT id, game_type_id, issue, status, opens_at, closes_at FROM rounds
        WHERE id IN (SELECT jsonb_array_elements_text(${JSON.stringify(roundIds)}::jsonb)::bigint)
        ORDER BY id FOR SHARE`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    gameTypeId: row.game_type_id,
    issue: Number(row.issue),
    status: row.status,
    opensAt: new Date(row.opens_at),
    closesAt: new Date(row.closes_at),
  }));
}

export async function lockWallet(db: Executor, userId: number) {
  const [row] = await queryRows<{ id: bigint; balance_minor: bigint }>(
    db,
    sql`SELECT id, balance_minor FROM ledger_accounts WHERE kind = 'wallet' AND user_id = ${userId} FOR UPDATE`,
  );
  if (!row) throw new Error(`wallet missing for user ${userId}`);
  return { accountId: Number(row.id), balanceMinor: BigInt(row.balance_minor) };
}

/** placed → cancelled for the player's matching bets; each bet changes once, whoever races it. */
export async function cancelPlacedBets(
  db: Executor,
  filter: { userId: number; roomId: number; roundIds: number[]; betIds: number[] | null; now: Date },
) {
  const rows = await queryRows<{ id: bigint; round_id: bigint; stake_minor: bigint; turnover_minor: bigint }>(
    db,
    sql`UPDATE bets SET status = 'cancelled', cancelled_at = ${filter.now.toISOString()}
        WHERE user_id = ${filter.userId} AND room_id = ${filter.roomId} AND status = 'placed'
          AND round_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(filter.roundIds)}::jsonb)::bigint)
          AND (${filter.betIds === null} OR id IN (
            SELECT jsonb_array_elements_text(${JSON.stringify(filter.betIds ?? [])}::jsonb)::bigint))
        RETURNING id, round_id, stake_minor, turnover_minor`,
  );
  return rows
    .map((row) => ({
      id: Number(row.id),
      roundId: Number(row.round_id),
      stakeMinor: BigInt(row.stake_minor),
      turnoverMinor: BigInt(row.turnover_minor),
    }))
    .sort((x, y) => x.id - y.id);
}

/** Refunds the cancelled bets from the house: wallet first (already locked), then the house. */
export async function refundBets(
  db: Executor,
  wallet: { accountId: number; balanceMinor: bigint },
  refunds: Array<{ id: number; stakeMinor: bigint; reference: string }>,
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
      idempotency_key: `cancel:${bet.id}`,
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

/** A cancelled bet gives back the turnover it had paid off. */
export async function restoreTurnover(db: Executor, userId: number, amountMinor: bigint): Promise<void> {
  if (amountMinor <= 0n) return;
  await db.execute(
    sql`UPDATE users SET turnover_required_minor = turnover_required_minor + ${amountMinor.toString()}::bigint
        WHERE id = ${userId}`,
  );
}
