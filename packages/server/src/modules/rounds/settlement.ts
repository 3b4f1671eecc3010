// Settles a drawn round in one set-based transaction: the round's outcome table from the shared rules (each
// room's rules of the version its bets were placed under), per-player results summed in SQL over all bets
// at once, one win and one refund transfer per player.
// The drawn → settled update is in the same transaction, so a round is paid exactly once.
import { formatMinor, type GameEvent, type RoomRules, roundDigits } from '@fair28/shared';
import type { Database } from '../../db/database';
import { retryingTransaction } from '../../db/retry';
import * as catalogue from '../catalogue/service';
import * as ledger from '../ledger/service';
import { outcomeTable } from './outcomes';
import * as settlementQueries from './settlement-queries';

export type SettlementReport = {
  roundId: number;
  betCount: number;
  playerCount: number;
  paidMinor: bigint;
  /** When the round was due to draw: its settlement lag is measured from here. */
  drawsAt: Date;
  events: GameEvent[];
};

/** The outcome rows of every room version for these digits. */
export function outcomeRowsFor(
  rooms: Array<{ id: number; version: number; parsed: RoomRules }>,
  digits: { a: number; b: number; c: number },
): settlementQueries.OutcomeSqlRow[] {
  const round = roundDigits(digits.a, digits.b, digits.c);
  return rooms.flatMap((room) => {
    const rules = room.parsed;
    const threshold = rules.plainOn1314 ? rules.plainOn1314.aboveStakeMinor.toString() : null;
    return outcomeTable(round, rules).map((row) => ({
      room_id: room.id,
      rule_version: room.version,
      bet_type: row.betType,
      below_kind: row.belowKind,
      below_odds: row.belowOdds === null ? null : row.belowOdds.toString(),
      above_kind: row.aboveKind,
      above_odds: row.aboveOdds === null ? null : row.aboveOdds.toString(),
      threshold,
    }));
  });
}

/** Null when the round is not drawn or another node has settled it. */
export async function settleRound(
  db: Database,
  roundId: number,
  now: Date,
): Promise<SettlementReport | null> {
  return retryingTransaction(db, async (tx) => {
    const round = await settlementQueries.claimRoundForSettlement(tx, roundId, now);
    if (!round) return null;
    // The bet write takes each room's version in effect for the round's issue, so the bets are summed
    // against those in one pass; a bet under any other version (none, unless written by other means) makes
    // the settlement read the versions from the bets and sum again.
    let rooms = await catalogue.roomRulesAt(tx, round.gameTypeId, round.issue);
    let results = await settlementQueries.sumPlayerResults(tx, round.id, outcomeRowsFor(rooms, round));
    if (!results) {
      rooms = await catalogue.rulesOfVersions(
        tx,
        await settlementQueries.selectBetRuleVersions(tx, round.id),
      );
      results = await settlementQueries.sumPlayerResults(tx, round.id, outcomeRowsFor(rooms, round));
      if (!results) throw new Error(`round ${round.id}: a bet met no outcome row of its own room version`);
    }
    // Each room's rules first: the per-player records refer to them.
    const roomsWithBets = new Set(results.map((result) => result.roomId));
    await settlementQueries.insertRoomSettlements(
      tx,
      round.id,
      rooms
        .filter((room) => roomsWithBets.has(room.id))
        .map((room) => ({ room_id: room.id, rules: room.rules })),
    );
    await settlementQueries.insertPlayerResults(tx, round.id, results, now);
    const paidMinor = results.length > 0 ? await ledger.payRound(tx, round.id, round.issue, now) : 0n;
    const ref = { gameTypeId: round.gameTypeId, roundId: round.id, issue: String(round.issue) };
    const events: GameEvent[] = results.map((result) => ({
      type: 'bet.settled',
      ...ref,
      roomId: result.roomId,
      userId: result.userId,
      betCount: result.betCount,
      stake: formatMinor(result.stakeMinor),
      payout: formatMinor(result.payoutMinor),
      refund: formatMinor(result.refundMinor),
      profit: formatMinor(result.payoutMinor + result.refundMinor - result.stakeMinor),
    }));
    const betCount = results.reduce((total, result) => total + result.betCount, 0);
    const playerCount = new Set(results.map((result) => result.userId)).size;
    events.push({ type: 'round.settled', ...ref, betCount, playerCount });
    return { roundId: round.id, betCount, playerCount, paidMinor, drawsAt: round.drawsAt, events };
  });
}
