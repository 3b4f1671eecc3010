// Writes a batch of place-bet orders in one statement and one commit: earlier calls under the same keys
// answered from their first result, each new call decided in arrival order against the balance, and the
// bets, balances, transfers and turnover written set-based. One commit serves many bets.
import type { BetType, ErrorCodeName } from '@fair28/shared';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/database';

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

type FunctionBet = {
  betId: string;
  betType: string;
  stake: string;
  odds: string;
  roundId: string;
  roomId: number;
  issue: string;
};

type FunctionResult =
  | { status: 'ok'; issue: string; balance: string; bets: FunctionBet[] }
  | { status: 'replay'; bets: FunctionBet[] }
  | { status: 'duplicate'; of: number }
  | { status: 'BettingClosed' | 'NotFound' | 'BelowRoomEntryMinimum' | 'InsufficientBalance' };

const betsOf = (bets: FunctionBet[]): AcceptedBet[] =>
  bets.map((bet) => ({
    betId: Number(bet.betId),
    betType: bet.betType,
    stakeMinor: BigInt(bet.stake),
    odds: BigInt(bet.odds),
  }));

/**
 * One statement, `place_bet_batch` (migration 0002), does the whole batch in the database: earlier calls
 * under the same keys, the rounds share-locked, the wallets locked in id order, each call decided in
 * arrival order against the balance its predecessors left, then the bets, balances, one transfer per bet
 * and the turnover paid off, all set-based. No lock is held across a round trip to this process.
 */
export async function runBetBatch(db: Database, orders: BetOrder[], now: Date): Promise<BetOrderResult[]> {
  const users = [...new Set(orders.map((order) => order.userId))];
  const userIndex = new Map(users.map((userId, index) => [userId, index + 1]));
  const batch = {
    users,
    orders: orders.map((order) => ({
      user_idx: userIndex.get(order.userId),
      user_id: order.userId,
      room_id: order.roomId,
      round_id: order.roundId,
      request_key: order.requestKey,
      entry_min: order.entryMinMinor.toString(),
      total: order.items.reduce((sum, item) => sum + item.stakeMinor, 0n).toString(),
      items: order.items.map((item) => ({
        bet_type: item.betType,
        stake: item.stakeMinor.toString(),
        odds: item.odds.toString(),
      })),
    })),
  };
  let answer: { results: FunctionResult[]; balances: string[] } | undefined;
  for (let attempt = 1; !answer; attempt++) {
    try {
      const [row] = await queryRows<{ answer: { results: FunctionResult[]; balances: string[] } }>(
        db.orm,
        sql`SELECT place_bet_batch(${JSON.stringify(batch)}::jsonb, ${now.toISOString()}::timestamptz) AS answer`,
      );
      answer = row?.answer;
      if (!answer) throw new Error('place_bet_batch answered nothing');
    } catch (error) {
      if (attempt >= 5 || !isRetryable(error)) throw error;
    }
  }
  const { results, balances } = answer;
  const resultOf = (index: number): BetOrderResult => {
    const order = orders[index];
    const result = results[index];
    if (!order || !result) return failure('Internal');
    switch (result.status) {
      case 'ok':
        return {
          ok: true,
          roundId: order.roundId,
          issue: Number(result.issue),
          roomId: order.roomId,
          bets: betsOf(result.bets),
          balanceMinor: BigInt(result.balance),
          isReplay: false,
        };
      case 'replay': {
        const [first] = result.bets;
        return {
          ok: true,
          roundId: Number(first?.roundId ?? 0),
          issue: Number(first?.issue ?? 0),
          roomId: first?.roomId ?? 0,
          bets: betsOf(result.bets),
          balanceMinor: BigInt(balances[(userIndex.get(order.userId) ?? 1) - 1] ?? '0'),
          isReplay: true,
        };
      }
      case 'duplicate': {
        const original = resultOf(result.of - 1);
        return original.ok ? { ...original, isReplay: true } : original;
      }
      case 'BelowRoomEntryMinimum':
        return failure('BelowRoomEntryMinimum', order.entryMinMinor);
      default:
        return failure(result.status);
    }
  };
  return orders.map((_, index) => resultOf(index));
}
