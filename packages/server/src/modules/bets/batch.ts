// Writes a batch of place-bet orders in one statement and one commit: earlier calls under the same keys
// answered from their first result, each new call decided in arrival order against the balance, and the
// bets, balances, transfers and turnover written set-based. One commit serves many bets.
import { type BetType, type ErrorCodeName, PLAY_SESSION_GAP_MINUTES } from '@fair28/shared';
import { sql } from 'drizzle-orm';
import { type Database, type Executor, queryRows } from '../../db/database';
import { isTransactionConflict, isUniqueViolation } from '../../db/errors';
import { retryTransaction } from '../../db/retry';

export type BetOrderItem = { betType: BetType; stakeMinor: bigint; odds: bigint };

export type BetOrder = {
  userId: number;
  roomId: number;
  roundId: number;
  requestKey: string;
  items: BetOrderItem[];
  /** The room's entry minimum: the balance before the bet must be at least this. */
  entryMinMinor: bigint;
  /** The room's rule version the call was checked under; the batch refuses it if the round's differs. */
  ruleVersion: number;
  /** The player's limits and breaks were checked in this transaction, under the wallet lock. */
  isPlayChecked?: boolean;
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
      mustCheckPlay?: never;
    }
  | { ok: false; code: ErrorCodeName; args: Array<string | number | bigint>; mustCheckPlay?: never }
  /** The player has a limit in force or a break running: the call must be checked and written on its own. */
  | { ok: false; mustCheckPlay: true };

/** Deadlocks and a key raced in by another node: the whole batch runs again and sees the winner. */
export function isRetryable(error: unknown): boolean {
  return isTransactionConflict(error) || isUniqueViolation(error);
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
  | { status: 'PlayerRoundStakeLimit'; limit: string; staked: string }
  | {
      status:
        | 'BettingClosed'
        | 'NotFound'
        | 'BelowRoomEntryMinimum'
        | 'InsufficientBalance'
        | 'RoomRulesChanged'
        | 'RoomRoundPayoutLimit'
        | 'PlayRules';
    };

const betsOf = (bets: FunctionBet[]): AcceptedBet[] =>
  bets.map((bet) => ({
    betId: Number(bet.betId),
    betType: bet.betType,
    stakeMinor: BigInt(bet.stake),
    odds: BigInt(bet.odds),
  }));

/**
 * One statement, `place_bet_batch` (migration 0025), does the whole batch in the database: earlier calls
 * under the same keys, the rounds share-locked, the room's rule version and exposure caps for each round,
 * the wallets locked in the ledger's order, each call decided in arrival order against the balance and caps
 * its predecessors left (a call of a player with limits or a break comes back `mustCheckPlay` unless checked),
 * then the bets, one transfer per bet posted through ledger_post, the turnover paid off and the play
 * sessions extended, all set-based. No lock is held across a round trip to this process. Run on its own it
 * is its own transaction; `runBetBatch` runs it again after a conflict.
 */
export async function writeBetBatch(db: Executor, orders: BetOrder[], now: Date): Promise<BetOrderResult[]> {
  const users = [...new Set(orders.map((order) => order.userId))];
  const userIndex = new Map(users.map((userId, index) => [userId, index + 1]));
  const batch = {
    users,
    session_gap_minutes: PLAY_SESSION_GAP_MINUTES,
    orders: orders.map((order) => ({
      user_idx: userIndex.get(order.userId),
      user_id: order.userId,
      room_id: order.roomId,
      round_id: order.roundId,
      request_key: order.requestKey,
      entry_min: order.entryMinMinor.toString(),
      rule_version: order.ruleVersion,
      play_checked: order.isPlayChecked === true,
      total: order.items.reduce((sum, item) => sum + item.stakeMinor, 0n).toString(),
      items: order.items.map((item) => ({
        bet_type: item.betType,
        stake: item.stakeMinor.toString(),
        odds: item.odds.toString(),
      })),
    })),
  };
  const [row] = await queryRows<{ answer: { results: FunctionResult[]; balances: string[] } }>(
    db,
    sql`SELECT place_bet_batch(${JSON.stringify(batch)}::jsonb, ${now.toISOString()}::timestamptz) AS answer`,
  );
  if (!row?.answer) throw new Error('place_bet_batch answered nothing');
  const { results, balances } = row.answer;
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
      case 'PlayRules':
        return { ok: false, mustCheckPlay: true };
      case 'PlayerRoundStakeLimit':
        return failure('PlayerRoundStakeLimit', BigInt(result.limit), BigInt(result.staked));
      default:
        return failure(result.status);
    }
  };
  return orders.map((_, index) => resultOf(index));
}

/** The batch as its own transaction, run again (up to five times in all) after a deadlock or a raced key. */
export function runBetBatch(db: Database, orders: BetOrder[], now: Date): Promise<BetOrderResult[]> {
  return retryTransaction(() => writeBetBatch(db.orm, orders, now), { isRetryable });
}
