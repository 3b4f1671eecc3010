// Writes a batch of place-bet orders in one transaction of two statements: one reads and locks (earlier
// calls under the same keys, the rounds under a share lock, the wallets in id order), the orders are
// decided in arrival order against the balances, and one writes everything (bets, balances, transfers,
// turnover). Few round trips per batch is what lets one commit serve many bets.
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

/** A bet already written under a call's key; numbers travel as text inside JSON, so nothing is rounded. */
export type ExistingBetRow = {
  id: string;
  user_id: string;
  request_key: string;
  round_id: string;
  room_id: number;
  issue: string;
  bet_type: string;
  stake_minor: string;
  odds: string;
  item_no: number;
};

const json = (value: unknown) => JSON.stringify(value);

/** Bets under any of these keys by any of these players; the caller pairs them up. */
const EXISTING_BETS = (userIds: number[], keys: string[]) => sql`
  SELECT json_build_object('id', b.id::text, 'user_id', b.user_id::text, 'request_key', b.request_key,
           'round_id', b.round_id::text, 'room_id', b.room_id, 'issue', r.issue::text, 'bet_type', b.bet_type,
           'stake_minor', b.stake_minor::text, 'odds', b.odds::text, 'item_no', b.item_no) AS bet
  FROM bets b JOIN rounds r ON r.id = b.round_id
  WHERE b.user_id = ANY(ARRAY(SELECT jsonb_array_elements_text(${json(userIds)}::jsonb)::bigint))
    AND b.request_key = ANY(ARRAY(SELECT jsonb_array_elements_text(${json(keys)}::jsonb)))`;

function groupByKey(rows: ExistingBetRow[]): Map<string, ExistingBetRow[]> {
  const byKey = new Map<string, ExistingBetRow[]>();
  for (const row of [...rows].sort((x, y) => x.item_no - y.item_no)) {
    const key = `${row.user_id}:${row.request_key}`;
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  return byKey;
}

/** The bets already written under these (player, key) pairs, by `${userId}:${key}`. */
export async function selectBetsByKeys(
  db: Executor,
  keys: Array<{ userId: number; requestKey: string }>,
): Promise<Map<string, ExistingBetRow[]>> {
  const rows = await queryRows<{ bet: ExistingBetRow }>(
    db,
    EXISTING_BETS(
      keys.map((key) => key.userId),
      keys.map((key) => key.requestKey),
    ),
  );
  const wanted = new Set(keys.map((key) => `${key.userId}:${key.requestKey}`));
  return groupByKey(
    rows.map((row) => row.bet).filter((bet) => wanted.has(`${bet.user_id}:${bet.request_key}`)),
  );
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

type LockedRound = { id: string; issue: string; status: string; opens_at: string; closes_at: string };
type LockedWallet = { id: string; user_id: string; balance_minor: string; turnover: string };

/**
 * Statement 1: earlier calls under these keys; the rounds, share-locked so a close waits for this commit
 * (or this batch sees a close that committed first); the wallets, locked in id order — the order every
 * money path takes — with the turnover still owed.
 */
async function readAndLock(tx: Tx, orders: BetOrder[]) {
  const userIds = [...new Set(orders.map((order) => order.userId))];
  const keys = [...new Set(orders.map((order) => order.requestKey))];
  const roundIds = [...new Set(orders.map((order) => order.roundId))];
  const [row] = await queryRows<{
    keys: Array<{ bet: ExistingBetRow }>;
    rounds: LockedRound[];
    wallets: LockedWallet[];
  }>(
    tx,
    sql`
    WITH earlier AS (${EXISTING_BETS(userIds, keys)}),
    locked_rounds AS (
      SELECT id::text, issue::text, status, opens_at::text, closes_at::text FROM rounds
      WHERE id = ANY(ARRAY(SELECT jsonb_array_elements_text(${json(roundIds)}::jsonb)::bigint))
      ORDER BY id FOR SHARE
    ), locked_wallets AS (
      SELECT la.id::text, la.user_id::text, la.balance_minor::text, u.turnover_required_minor::text AS turnover
      FROM ledger_accounts la JOIN users u ON u.id = la.user_id
      WHERE la.kind = 'wallet'
        AND la.user_id = ANY(ARRAY(SELECT jsonb_array_elements_text(${json(userIds)}::jsonb)::bigint))
      ORDER BY la.id FOR UPDATE OF la
    )
    SELECT (SELECT coalesce(json_agg(e), '[]'::json) FROM earlier e) AS keys,
           (SELECT coalesce(json_agg(r), '[]'::json) FROM locked_rounds r) AS rounds,
           (SELECT coalesce(json_agg(w), '[]'::json) FROM locked_wallets w) AS wallets`,
  );
  const wanted = new Set(orders.map((order) => `${order.userId}:${order.requestKey}`));
  const earlier = (row?.keys ?? [])
    .map((entry) => entry.bet)
    .filter((bet) => wanted.has(`${bet.user_id}:${bet.request_key}`));
  return { earlier: groupByKey(earlier), rounds: row?.rounds ?? [], wallets: row?.wallets ?? [] };
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

const orderTotal = (order: BetOrder) => order.items.reduce((sum, item) => sum + item.stakeMinor, 0n);

async function writeBatch(tx: Tx, orders: BetOrder[], now: Date): Promise<BetOrderResult[]> {
  const results: Array<BetOrderResult | undefined> = new Array(orders.length);
  const orderKey = (order: BetOrder) => `${order.userId}:${order.requestKey}`;
  const locked = await readAndLock(tx, orders);

  // Replays: keys already written, and the same key twice in this batch (the later one echoes the first).
  const firstInBatch = new Map<string, number>();
  const fresh: number[] = [];
  const duplicates: Array<[index: number, first: number]> = [];
  orders.forEach((order, index) => {
    const key = orderKey(order);
    if (locked.earlier.has(key)) return;
    const first = firstInBatch.get(key);
    if (first === undefined) {
      firstInBatch.set(key, index);
      fresh.push(index);
    } else duplicates.push([index, first]);
  });

  const openRounds = new Map<number, number>();
  for (const round of locked.rounds) {
    const isOpen =
      (round.status === 'scheduled' || round.status === 'open') &&
      new Date(round.opens_at).getTime() <= now.getTime() &&
      now.getTime() < new Date(round.closes_at).getTime();
    if (isOpen) openRounds.set(Number(round.id), Number(round.issue));
  }
  const wallet = new Map(
    locked.wallets.map((row) => {
      const balance = BigInt(row.balance_minor);
      const turnover = BigInt(row.turnover);
      return [
        Number(row.user_id),
        {
          accountId: Number(row.id),
          before: balance,
          balance,
          turnoverLeft: turnover > 0n ? turnover : 0n,
          turnoverTaken: 0n,
        },
      ];
    }),
  );

  // Decide in arrival order: each order fits the balance left by the ones before it, or is refused.
  const accepted: Array<{ index: number; issue: number }> = [];
  for (const index of fresh) {
    const order = orders[index];
    if (!order) continue;
    const issue = openRounds.get(order.roundId);
    const account = wallet.get(order.userId);
    if (issue === undefined) results[index] = failure('BettingClosed');
    else if (!account) results[index] = failure('NotFound');
    else if (account.balance < order.entryMinMinor) {
      results[index] = failure('BelowRoomEntryMinimum', order.entryMinMinor);
    } else if (account.balance < orderTotal(order)) results[index] = failure('InsufficientBalance');
    else {
      account.balance -= orderTotal(order);
      accepted.push({ index, issue });
    }
  }

  if (accepted.length > 0) {
    // Every bet with its transfer: the wallet's balance after it, and the house's offset after it.
    const betRows: Array<Record<string, string | number>> = [];
    const running = new Map<number, bigint>();
    const balanceAfter = new Map<number, bigint>();
    let houseOffset = 0n;
    for (const { index, issue } of accepted) {
      const order = orders[index];
      const account = order && wallet.get(order.userId);
      if (!order || !account) continue;
      let balance = running.get(order.userId) ?? account.before;
      order.items.forEach((item, itemNo) => {
        // biome-ignore lint/complexity/useMathMinMax: bigint has no Math.min
        const turnover = item.stakeMinor < account.turnoverLeft ? item.stakeMinor : account.turnoverLeft;
        account.turnoverLeft -= turnover;
        account.turnoverTaken += turnover;
        balance -= item.stakeMinor;
        houseOffset += item.stakeMinor;
        betRows.push({
          seq: betRows.length,
          round_id: order.roundId,
          room_id: order.roomId,
          user_id: order.userId,
          bet_type: item.betType,
          stake_minor: item.stakeMinor.toString(),
          odds: item.odds.toString(),
          request_key: order.requestKey,
          item_no: itemNo,
          turnover_minor: turnover.toString(),
          account_id: account.accountId,
          issue,
          balance_after: balance.toString(),
          house_offset: houseOffset.toString(),
        });
      });
      running.set(order.userId, balance);
      balanceAfter.set(index, balance);
    }
    const deltas = [...wallet.values()]
      .filter((account) => account.balance !== account.before)
      .map((account) => ({ id: account.accountId, delta: (account.balance - account.before).toString() }));
    const turnover = [...wallet]
      .filter(([, account]) => account.turnoverTaken > 0n)
      .map(([userId, account]) => ({ user_id: userId, taken: account.turnoverTaken.toString() }));

    // Statement 2: bets, wallets (already locked), the house, one transfer per bet, turnover paid off.
    const inserted = await queryRows<{ id: string; user_id: string; request_key: string; item_no: number }>(
      tx,
      sql`
      WITH rows AS (
        SELECT * FROM jsonb_to_recordset(${json(betRows)}::jsonb) AS b(
          seq integer, round_id bigint, room_id integer, user_id bigint, bet_type text, stake_minor bigint,
          odds bigint, request_key text, item_no smallint, turnover_minor bigint, account_id bigint, issue bigint,
          balance_after bigint, house_offset bigint)
      ), new_bets AS (
        INSERT INTO bets (round_id, room_id, user_id, bet_type, stake_minor, odds, request_key, item_no,
                          turnover_minor, created_at)
        SELECT round_id, room_id, user_id, bet_type, stake_minor, odds, request_key, item_no, turnover_minor,
               ${now.toISOString()}
        FROM rows ORDER BY seq
        RETURNING id, user_id, request_key, item_no
      ), wallets AS (
        UPDATE ledger_accounts la SET balance_minor = la.balance_minor + d.delta
        FROM jsonb_to_recordset(${json(deltas)}::jsonb) AS d(id bigint, delta bigint)
        WHERE la.id = d.id
        RETURNING la.id
      ), house AS (
        UPDATE ledger_accounts SET balance_minor = balance_minor + (SELECT sum(stake_minor) FROM rows)
        WHERE kind = 'house' AND user_id IS NULL
        RETURNING id, balance_minor - (SELECT sum(stake_minor) FROM rows) AS before
      ), transfers AS (
        INSERT INTO ledger_transfers (from_account_id, to_account_id, amount_minor, kind, idempotency_key,
                                      reference, from_balance_after, to_balance_after, created_at)
        SELECT r.account_id, h.id, r.stake_minor, 'bet', 'bet:' || nb.id::text,
               'round ' || r.issue::text || ' bet ' || nb.id::text, r.balance_after, h.before + r.house_offset,
               ${now.toISOString()}
        FROM rows r
        JOIN new_bets nb ON nb.user_id = r.user_id AND nb.request_key = r.request_key AND nb.item_no = r.item_no
        CROSS JOIN house h
        ORDER BY r.seq
        RETURNING 1
      ), paid_off AS (
        UPDATE users u SET turnover_required_minor = greatest(0, u.turnover_required_minor - t.taken)
        FROM jsonb_to_recordset(${json(turnover)}::jsonb) AS t(user_id bigint, taken bigint)
        WHERE u.id = t.user_id
        RETURNING 1
      )
      SELECT id::text, user_id::text, request_key, item_no FROM new_bets
      WHERE (SELECT count(*) FROM transfers) = ${betRows.length}`,
    );
    if (inserted.length !== betRows.length) throw new Error('bet batch: bets and transfers did not match');
    const betIdOf = new Map(
      inserted.map((row) => [`${row.user_id}:${row.request_key}:${row.item_no}`, Number(row.id)]),
    );
    for (const { index, issue } of accepted) {
      const order = orders[index];
      if (!order) continue;
      results[index] = {
        ok: true,
        roundId: order.roundId,
        issue,
        roomId: order.roomId,
        bets: order.items.map((item, itemNo) => ({
          betId: betIdOf.get(`${order.userId}:${order.requestKey}:${itemNo}`) ?? 0,
          betType: item.betType,
          stakeMinor: item.stakeMinor,
          odds: item.odds,
        })),
        balanceMinor: balanceAfter.get(index) ?? 0n,
        isReplay: false,
      };
    }
  }

  // Replays answer with the first call's bets and the balance as it stands after this batch.
  orders.forEach((order, index) => {
    const rows = locked.earlier.get(orderKey(order));
    if (rows && !results[index]) results[index] = replayOf(rows, wallet.get(order.userId)?.balance ?? 0n);
  });
  for (const [index, first] of duplicates) {
    const original = results[first];
    results[index] = original?.ok ? { ...original, isReplay: true } : original;
  }
  return results.map((result) => result ?? failure('Internal'));
}
