// Writes a batch of place-bet orders in one statement and one commit: earlier calls under the same keys
// answered from their first result, each new call decided in arrival order against the player's own rules,
// the balance and the caps, and the bets, balances, transfers and turnover written set-based. One commit
// serves many bets.
import { type BetType, PLAY_SESSION_GAP_MINUTES } from '@fair28/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ZMinorText } from '../../db/columns';
import { type Database, type Executor, queryRows } from '../../db/database';
import { isTransactionConflict, isUniqueViolation } from '../../db/errors';
import { retryTransaction } from '../../db/retry';
import * as ledger from '../ledger/service';
import * as playSafe from '../play-safe/service';

export type BetOrderItem = { betType: BetType; stakeMinor: bigint; odds: bigint };

export type BetOrder = {
  userId: number;
  roomId: number;
  /** The round taking bets. (With none, nothing is written: `answerWithoutRound`.) */
  roundId: number;
  requestKey: string;
  items: BetOrderItem[];
  /** The room's entry minimum: the balance before the bet must be at least this. */
  entryMinMinor: bigint;
  /** The room's rule version the call was checked under; the batch refuses it if the round's differs. */
  ruleVersion: number;
};

export type AcceptedBet = { betId: number; betType: string; stakeMinor: bigint; odds: bigint };

export type AcceptedCall = {
  ok: true;
  roundId: number;
  issue: number;
  roomId: number;
  bets: AcceptedBet[];
  balanceMinor: bigint;
  /** The key had been used: this is the first call's result and nothing new was written. */
  isReplay: boolean;
};

/** An id or issue inside a JSON answer: text, so nothing is rounded. */
const ZIdText = ZMinorText.transform(Number);

/** A bet as write_bet_batch answers it (a new one or one written before under the call's key). */
const ZWrittenBet = z.object({
  betId: ZIdText,
  betType: z.string(),
  stake: ZMinorText,
  odds: ZMinorText,
  roundId: ZIdText,
  roomId: z.number().int(),
  issue: ZIdText,
});

/** A call's bets as read back when no round takes bets, in the shape write_bet_batch answers them. */
const ZCallBets = z.array(ZWrittenBet);

/** Why write_bet_batch refused a call (bets/sql/write-bet-batch.sql): the batch's own rules, or the player's. */
const ZBetRefusal = z.discriminatedUnion('status', [
  z.object({ status: z.literal('betting_closed') }),
  z.object({ status: z.literal('no_wallet') }),
  z.object({ status: z.literal('below_entry_minimum'), minimum: ZMinorText }),
  z.object({ status: z.literal('insufficient_balance') }),
  z.object({ status: z.literal('rules_changed') }),
  z.object({ status: z.literal('player_round_stake_limit'), limit: ZMinorText, staked: ZMinorText }),
  z.object({ status: z.literal('room_round_payout_limit') }),
  playSafe.ZPlayRefusal,
]);
export type BetRefusal = z.infer<typeof ZBetRefusal>;

/** write_bet_batch's answer: one result per order, in order, and each player's wallet balance after. */
const ZBatchAnswer = z.object({
  results: z.array(
    z.discriminatedUnion('status', [
      z.object({
        status: z.literal('ok'),
        issue: ZIdText,
        balance: ZMinorText,
        bets: z.array(ZWrittenBet).min(1),
      }),
      z.object({ status: z.literal('replay'), bets: z.array(ZWrittenBet).min(1) }),
      z.object({ status: z.literal('duplicate'), of: z.number().int().positive() }),
      ZBetRefusal,
    ]),
  ),
  balances: z.array(ZMinorText),
});

export type BetOrderResult = AcceptedCall | { ok: false; refusal: BetRefusal };

/** Deadlocks and a key raced in by another node: the whole batch runs again and sees the winner. */
export function isRetryable(error: unknown): boolean {
  return isTransactionConflict(error) || isUniqueViolation(error);
}

/** A call's bets as written, new or earlier: the one shape of an accepted call's answer. */
function acceptedCall(bets: Array<z.infer<typeof ZWrittenBet>>, balanceMinor: bigint, isReplay: boolean) {
  const [first] = bets;
  return {
    ok: true,
    roundId: first?.roundId ?? 0,
    issue: first?.issue ?? 0,
    roomId: first?.roomId ?? 0,
    bets: bets.map((bet) => ({
      betId: bet.betId,
      betType: bet.betType,
      stakeMinor: bet.stake,
      odds: bet.odds,
    })),
    balanceMinor,
    isReplay,
  } satisfies AcceptedCall;
}

/**
 * A call while no round takes bets, read without a lock (nothing can be written, so the write and its wallet
 * locks are not needed): a call made before under the key answers its first result, as the write's replay
 * does, with the wallet's balance now; any other is refused as the write refuses it.
 */
export async function answerWithoutRound(
  db: Executor,
  userId: number,
  requestKey: string,
): Promise<BetOrderResult> {
  const rows = await queryRows<unknown>(
    db,
    sql`SELECT b.id::text AS "betId", b.bet_type AS "betType", b.stake_minor::text AS stake, b.odds::text AS odds,
               b.round_id::text AS "roundId", b.room_id AS "roomId", r.issue::text AS issue
        FROM bets b JOIN rounds r ON r.id = b.round_id
        WHERE b.user_id = ${userId} AND b.request_key = ${requestKey}
        ORDER BY b.item_no`,
  );
  const bets = ZCallBets.parse(rows);
  if (bets.length === 0) return { ok: false, refusal: { status: 'betting_closed' } };
  return acceptedCall(bets, await ledger.walletBalance(db, userId), true);
}

/**
 * One statement, `write_bet_batch` (bets/sql/write-bet-batch.sql), does the whole batch in the database:
 * earlier calls under the same keys, the rounds share-locked, the room's rule version and exposure caps for
 * each round, the wallets locked in the ledger's order, each call decided in arrival order against the
 * player's own rules (play_bet_refusal, for players who have any), the balance and the caps its predecessors
 * left, then the bets, one transfer per bet posted through ledger_post, the turnover paid off and the play
 * sessions extended, all set-based. No lock is held across a round trip to this process. Run on its own it
 * is its own transaction; `runBetBatch` runs it again after a conflict. `timeZone`: the days of the players'
 * limits.
 */
export async function writeBetBatch(
  db: Executor,
  orders: BetOrder[],
  now: Date,
  timeZone: string,
): Promise<BetOrderResult[]> {
  const users = [...new Set(orders.map((order) => order.userId))];
  const userIndex = new Map(users.map((userId, index) => [userId, index + 1]));
  const batch = {
    users,
    bet_key: ledger.ledgerKeys.bet.prefix,
    time_zone: timeZone,
    session_gap_minutes: PLAY_SESSION_GAP_MINUTES,
    orders: orders.map((order) => ({
      user_idx: userIndex.get(order.userId),
      user_id: order.userId,
      room_id: order.roomId,
      round_id: order.roundId,
      request_key: order.requestKey,
      entry_min: order.entryMinMinor.toString(),
      rule_version: order.ruleVersion,
      total: order.items.reduce((sum, item) => sum + item.stakeMinor, 0n).toString(),
      items: order.items.map((item) => ({
        bet_type: item.betType,
        stake: item.stakeMinor.toString(),
        odds: item.odds.toString(),
      })),
    })),
  };
  const [row] = await queryRows<{ answer: unknown }>(
    db,
    sql`SELECT write_bet_batch(${JSON.stringify(batch)}::jsonb, ${now.toISOString()}::timestamptz) AS answer`,
  );
  const { results, balances } = ZBatchAnswer.parse(row?.answer);
  if (results.length !== orders.length) {
    throw new Error(`write_bet_batch answered ${results.length} of ${orders.length} calls`);
  }
  const resultOf = (index: number): BetOrderResult => {
    const order = orders[index];
    const result = results[index];
    if (!order || !result) throw new Error(`write_bet_batch answered no call ${index + 1}`);
    switch (result.status) {
      case 'ok':
        return acceptedCall(result.bets, result.balance, false);
      case 'replay':
        return acceptedCall(result.bets, balances[(userIndex.get(order.userId) ?? 0) - 1] ?? 0n, true);
      case 'duplicate': {
        const original = resultOf(result.of - 1);
        return original.ok ? { ...original, isReplay: true } : original;
      }
      default:
        return { ok: false, refusal: result };
    }
  };
  return orders.map((_, index) => resultOf(index));
}

/** The batch as its own transaction, run again (up to five times in all) after a deadlock or a raced key. */
export function runBetBatch(
  db: Database,
  orders: BetOrder[],
  now: Date,
  timeZone: string,
): Promise<BetOrderResult[]> {
  return retryTransaction(() => writeBetBatch(db.orm, orders, now, timeZone), { isRetryable });
}
