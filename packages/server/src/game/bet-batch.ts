// Writes a batch of place-bet orders in one transaction: replays answered from their first result,
// rounds checked open under a share lock, wallets locked in id order, orders decided in arrival order
// against the balance, then multi-row writes of bets, balances, transfers and turnover, and one commit.
import type { BetType, ErrorCodeName } from '@fair28/shared';
import { sql } from 'drizzle-orm';
import { type Database, type Executor, queryRows, type Tx } from '../db/database';

export type BetOrderItem = { betType: BetType; stakeMinor: bigint; odds: bigint };

export type BetOrder = {
  userId: number;
  roomId: number;
  roundId: number;
  requestKey: string;
  items: BetOrderItem[];
  /** The room's entry minimum: the balance before the bet must be at least this. */
  entryMinMinor: bigint;
};

export type AcceptedBet = { betId: number; betType: string; stakeMinor: bigint; odds: bigint };

export type BetOrderResult =
  | {
      ok: true;
      roundId: number;
      issue: number;
      roomId: number;
      bets: AcceptedBet[];
      balanceMinor: bigint;
      /** The key had been used: this is the first call's result and nothing new was written. */
      isReplay: boolean;
    }
  | { ok: false; code: ErrorCodeName; args: Array<string | number | bigint> };

const RETRYABLE = new Set(['40P01', '40001', '23505']);

function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** Deadlocks and a key raced in by another node: the whole batch runs again and sees the winner. */
export function isRetryable(error: unknown): boolean {
  return RETRYABLE.has(sqlState(error) ?? '');
}

const failure = (code: ErrorCodeName, ...args: Array<string | number | bigint>): BetOrderResult => ({
  ok: false,
  code,
  args,
});

let houseAccountId: number | undefined;

async function houseId(db: Executor): Promise<number> {
  if (houseAccountId === undefined) {
    const [row] = await queryRows<{ id: bigint }>(
      db,
      sql`SELECT id FROM ledger_accounts WHERE kind = 'house' AND user_id IS NULL`,
    );
    if (!row) throw new Error('the house account is missing');
    houseAccountId = Number(row.id);
  }
  return houseAccountId;
}

type ExistingBetRow = {
  id: bigint;
  user_id: bigint;
  request_key: string;
  round_id: bigint;
  room_id: number;
  issue: bigint;
  bet_type: string;
  stake_minor: bigint;
  odds: bigint;
};

/** The bets already written under these (user, key) pairs, by pair. */
export async function selectBetsByKeys(
  db: Executor,
  keys: Array<{ userId: number; requestKey: string }>,
): Promise<Map<string, ExistingBetRow[]>> {
  const rows = await queryRows<ExistingBetRow>(
    db,
    sql`SELECT b.id, b.user_id, b.request_key, b.round_id, b.room_id, r.issue, b.bet_type, b.stake_minor, b.odds
        FROM bets b JOIN rounds r ON r.id = b.round_id
        WHERE (b.user_id, b.request_key) IN (
          SELECT k.user_id, k.request_key
          FROM jsonb_to_recordset(${JSON.stringify(keys.map((key) => ({ user_id: key.userId, request_key: key.requestKey })))}::jsonb) AS k(user_id bigint, request_key text))
        ORDER BY b.item_no`,
  );
  const byKey = new Map<string, ExistingBetRow[]>();
  for (const row of rows) {
    const key = `${row.user_id}:${row.request_key}`;
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  return byKey;
}

async function walletBalances(db: Executor, userIds: number[]): Promise<Map<number, bigint>> {
  const rows = await queryRows<{ user_id: bigint; balance_minor: bigint }>(
    db,
    sql`SELECT user_id, balance_minor FROM ledger_accounts
        WHERE kind = 'wallet' AND user_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb)::bigint)`,
  );
  return new Map(rows.map((row) => [Number(row.user_id), BigInt(row.balance_minor)]));
}

function replayOf(rows: ExistingBetRow[], balance: bigint): BetOrderResult {
  const [first] = rows;
  return {
    ok: true,
    roundId: Number(first?.round_id ?? 0),
    issue: Number(first?.issue ?? 0),
    roomId: first?.room_id ?? 0,
    bets: rows.map((row) => ({
      betId: Number(row.id),
      betType: row.bet_type,
      stakeMinor: BigInt(row.stake_minor),
      odds: BigInt(row.odds),
    })),
    balanceMinor: balance,
    isReplay: true,
  };
}

export async function runBetBatch(db: Database, orders: BetOrder[], now: Date): Promise<BetOrderResult[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.orm.transaction((tx) => writeBatch(tx, orders, now));
    } catch (error) {
      if (attempt >= 5 || !isRetryable(error)) throw error;
    }
  }
}

async function writeBatch(tx: Tx, orders: BetOrder[], now: Date): Promise<BetOrderResult[]> {
  const results: Array<BetOrderResult | undefined> = new Array(orders.length);
  const orderKey = (order: BetOrder) => `${order.userId}:${order.requestKey}`;

  // Replays: keys already written, and the same key twice in this batch (the later one echoes the first).
  const existing = await selectBetsByKeys(
    tx,
    orders.map((order) => ({ userId: order.userId, requestKey: order.requestKey })),
  );
  const firstInBatch = new Map<string, number>();
  const fresh: number[] = [];
  const duplicates: Array<[index: number, first: number]> = [];
  orders.forEach((order, index) => {
    const key = orderKey(order);
    if (existing.has(key)) return;
    const first = firstInBatch.get(key);
    if (first === undefined) {
      firstInBatch.set(key, index);
      fresh.push(index);
    } else duplicates.push([index, first]);
  });

  // Rounds: still taking bets by the clock, and not closed by the scheduler (the share lock makes the
  // close wait for this commit, and makes this batch see a close that committed first).
  const roundIds = [...new Set(fresh.map((index) => orders[index]?.roundId ?? 0))];
  const openRounds = new Map<number, number>();
  if (roundIds.length > 0) {
    const rows = await queryRows<{
      id: bigint;
      issue: bigint;
      status: string;
      opens_at: Date | string;
      closes_at: Date | string;
    }>(
      tx,
      sql`SELECT id, issue, status, opens_at, closes_at FROM rounds
          WHERE id IN (SELECT jsonb_array_elements_text(${JSON.stringify(roundIds)}::jsonb)::bigint)
          ORDER BY id FOR SHARE`,
    );
    for (const row of rows) {
      const isOpen =
        (row.status === 'scheduled' || row.status === 'open') &&
        new Date(row.opens_at).getTime() <= now.getTime() &&
        now.getTime() < new Date(row.closes_at).getTime();
      if (isOpen) openRounds.set(Number(row.id), Number(row.issue));
    }
  }

  // Wallets, locked in id order (the order every money path takes), with the turnover still owed.
  const userIds = [...new Set(orders.map((order) => order.userId))];
  const wallets = await queryRows<{ id: bigint; user_id: bigint; balance_minor: bigint; turnover: bigint }>(
    tx,
    sql`SELECT la.id, la.user_id, la.balance_minor, u.turnover_required_minor AS turnover
        FROM ledger_accounts la JOIN users u ON u.id = la.user_id
        WHERE la.kind = 'wallet'
          AND la.user_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb)::bigint)
        ORDER BY la.id FOR UPDATE OF la`,
  );
  const wallet = new Map(
    wallets.map((row) => [
      Number(row.user_id),
      {
        accountId: Number(row.id),
        balance: BigInt(row.balance_minor),
        turnoverLeft: BigInt(row.turnover) > 0n ? BigInt(row.turnover) : 0n,
        turnoverTaken: 0n,
      },
    ]),
  );

  // Decide in arrival order.
  type Accepted = { index: number; issue: number };
  const accepted: Accepted[] = [];
  const betRows: Array<Record<string, string | number>> = [];
  for (const index of fresh) {
    const order = orders[index];
    if (!order) continue;
    const issue = openRounds.get(order.roundId);
    const account = wallet.get(order.userId);
    if (issue === undefined) {
      results[index] = failure('BettingClosed');
      continue;
    }
    if (!account) {
      results[index] = failure('NotFound');
      continue;
    }
    if (account.balance < order.entryMinMinor) {
      results[index] = failure('BelowRoomEntryMinimum', order.entryMinMinor);
      continue;
    }
    const total = order.items.reduce((sum, item) => sum + item.stakeMinor, 0n);
    if (account.balance < total) {
      results[index] = failure('InsufficientBalance');
      continue;
    }
    account.balance -= total;
    accepted.push({ index, issue });
    order.items.forEach((item, itemNo) => {
      // biome-ignore lint/complexity/useMathMinMax: bigint has no Math.min
      const turnover = item.stakeMinor < account.turnoverLeft ? item.stakeMinor : account.turnoverLeft;
      account.turnoverLeft -= turnover;
      account.turnoverTaken += turnover;
      betRows.push({
        round_id: order.roundId,
        room_id: order.roomId,
        user_id: order.userId,
        bet_type: item.betType,
        stake_minor: item.stakeMinor.toString(),
        odds: item.odds.toString(),
        request_key: order.requestKey,
        item_no: itemNo,
        turnover_minor: turnover.toString(),
      });
    });
  }

  if (accepted.length > 0) {
    const inserted = await queryRows<{ id: bigint; user_id: bigint; request_key: string; item_no: number }>(
      tx,
      sql`INSERT INTO bets (round_id, room_id, user_id, bet_type, stake_minor, odds, request_key, item_no,
                            turnover_minor, created_at)
          SELECT round_id, room_id, user_id, bet_type, stake_minor, odds, request_key, item_no, turnover_minor,
                 ${now.toISOString()}
          FROM jsonb_to_recordset(${JSON.stringify(betRows)}::jsonb)
            AS b(round_id bigint, room_id integer, user_id bigint, bet_type text, stake_minor bigint, odds bigint,
                 request_key text, item_no smallint, turnover_minor bigint)
          RETURNING id, user_id, request_key, item_no`,
    );
    const betIdOf = new Map(
      inserted.map((row) => [`${row.user_id}:${row.request_key}:${row.item_no}`, Number(row.id)]),
    );

    // Balances: each wallet once with its batch total, then the house with the grand total.
    const house = await houseId(tx);
    const deltas = new Map<number, bigint>();
    let grandTotal = 0n;
    for (const { index } of accepted) {
      const order = orders[index];
      if (!order) continue;
      const total = order.items.reduce((sum, item) => sum + item.stakeMinor, 0n);
      const accountId = wallet.get(order.userId)?.accountId ?? 0;
      deltas.set(accountId, (deltas.get(accountId) ?? 0n) - total);
      grandTotal += total;
    }
    await tx.execute(sql`
      UPDATE ledger_accounts la SET balance_minor = la.balance_minor + d.delta
      FROM jsonb_to_recordset(${JSON.stringify([...deltas].map(([id, delta]) => ({ id, delta: delta.toString() })))}::jsonb)
        AS d(id bigint, delta bigint)
      WHERE la.id = d.id`);
    const [houseRow] = await queryRows<{ balance_minor: bigint }>(
      tx,
      sql`UPDATE ledger_accounts SET balance_minor = balance_minor + ${grandTotal.toString()}::bigint
          WHERE id = ${house} RETURNING balance_minor`,
    );

    // Transfers, one per bet, with both balances after it in arrival order.
    let houseBalance = BigInt(houseRow?.balance_minor ?? 0n) - grandTotal;
    const running = new Map<number, bigint>();
    const transferRows: Array<Record<string, string | number>> = [];
    for (const { index, issue } of accepted) {
      const order = orders[index];
      const account = order && wallet.get(order.userId);
      if (!order || !account) continue;
      const bets: AcceptedBet[] = [];
      let balance =
        running.get(order.userId) ?? account.balance + sumOfAccepted(orders, accepted, order.userId);
      order.items.forEach((item, itemNo) => {
        const betId = betIdOf.get(`${order.userId}:${order.requestKey}:${itemNo}`) ?? 0;
        balance -= item.stakeMinor;
        houseBalance += item.stakeMinor;
        transferRows.push({
          from_account_id: account.accountId,
          to_account_id: house,
          amount_minor: item.stakeMinor.toString(),
          idempotency_key: `bet:${betId}`,
          reference: `round ${issue} bet ${betId}`,
          from_balance_after: balance.toString(),
          to_balance_after: houseBalance.toString(),
        });
        bets.push({ betId, betType: item.betType, stakeMinor: item.stakeMinor, odds: item.odds });
      });
      running.set(order.userId, balance);
      results[index] = {
        ok: true,
        roundId: order.roundId,
        issue,
        roomId: order.roomId,
        bets,
        balanceMinor: balance,
        isReplay: false,
      };
    }
    await tx.execute(sql`
      INSERT INTO ledger_transfers (from_account_id, to_account_id, amount_minor, kind, idempotency_key, reference,
                                    from_balance_after, to_balance_after, created_at)
      SELECT from_account_id, to_account_id, amount_minor, 'bet', idempotency_key, reference,
             from_balance_after, to_balance_after, ${now.toISOString()}
      FROM jsonb_to_recordset(${JSON.stringify(transferRows)}::jsonb)
        AS t(from_account_id bigint, to_account_id bigint, amount_minor bigint, idempotency_key text,
             reference text, from_balance_after bigint, to_balance_after bigint)`);

    // Betting pays off the turnover a player owes before withdrawing, never below zero.
    const turnover = [...wallet]
      .filter(([, account]) => account.turnoverTaken > 0n)
      .map(([userId, account]) => ({ user_id: userId, taken: account.turnoverTaken.toString() }));
    if (turnover.length > 0) {
      await tx.execute(sql`
        UPDATE users u SET turnover_required_minor = greatest(0, u.turnover_required_minor - t.taken)
        FROM jsonb_to_recordset(${JSON.stringify(turnover)}::jsonb) AS t(user_id bigint, taken bigint)
        WHERE u.id = t.user_id`);
    }
  }

  // Replays of earlier calls answer with the balance as it is now.
  if (existing.size > 0) {
    const balances = await walletBalances(tx, [...new Set(orders.map((order) => order.userId))]);
    orders.forEach((order, index) => {
      const rows = existing.get(orderKey(order));
      if (rows && !results[index]) results[index] = replayOf(rows, balances.get(order.userId) ?? 0n);
    });
  }
  for (const [index, first] of duplicates) {
    const original = results[first];
    results[index] = original?.ok ? { ...original, isReplay: true } : original;
  }
  return results.map((result) => result ?? failure('Internal'));
}

/** The balance a player's wallet had before this batch's accepted orders: after + their stakes. */
function sumOfAccepted(orders: BetOrder[], accepted: Array<{ index: number }>, userId: number): bigint {
  let total = 0n;
  for (const { index } of accepted) {
    const order = orders[index];
    if (order?.userId === userId) total += order.items.reduce((sum, item) => sum + item.stakeMinor, 0n);
  }
  return total;
}
