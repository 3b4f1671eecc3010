// Bets as a crowd of phones sends them while something fails: each player bets again and again, each bet
// with its own idempotency key, and every answer or failure is kept, to check afterwards that nothing
// answered was lost, nothing was taken twice, and a retry with the key gets the first answer.
import { type CallResponse, calls, ErrorCode } from '@fair28/shared';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../packages/server/src/db/database';
import type { Player } from './players';
import { CallRefused, callAt } from './wire';

export type BetOutcome =
  | { kind: 'placed'; key: string; player: Player; betIds: number[] }
  /** Refused with an envelope (what the caller is told, nothing taken). */
  | { kind: 'refused'; key: string; player: Player; code: number; message: string }
  /** No answer: the connection broke or the node died. The bet may or may not have been taken. */
  | { kind: 'unanswered'; key: string; player: Player; error: string };

/** Half the crowd bets odd, half even: every round pays someone. */
const itemsOf = (index: number) => [{ betType: index % 2 === 0 ? 'odd' : 'even', amount: '1.00' }];

async function placeOnce(origin: string, player: Player, roomId: number, key: string): Promise<BetOutcome> {
  try {
    const answer: CallResponse<typeof calls.placeBet> = await callAt(
      origin,
      calls.placeBet,
      { roomId, items: JSON.stringify(itemsOf(player.userId)), idempotencyKey: key },
      player.token,
    );
    return { kind: 'placed', key, player, betIds: answer.bets.map((bet) => bet.betId) };
  } catch (error) {
    if (error instanceof CallRefused) {
      return { kind: 'refused', key, player, code: error.envelope.code, message: error.envelope.message };
    }
    return { kind: 'unanswered', key, player, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Every player bets on `origin` until `stop()`, each bet `pauseMs` after the last answer (0: at once); a
 * player whose node stopped answering stops betting.
 */
export function betStream(origin: () => string, players: readonly Player[], roomId: number, pauseMs = 0) {
  const outcomes: BetOutcome[] = [];
  let isRunning = true;
  const workers = players.map(async (player, index) => {
    for (let n = 0; isRunning; n++) {
      const outcome = await placeOnce(origin(), player, roomId, `load-${player.userId}-${index}-${n}`);
      outcomes.push(outcome);
      if (outcome.kind === 'unanswered') return;
      const pause = outcome.kind === 'refused' ? Math.max(200, pauseMs) : pauseMs;
      if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
    }
  });
  return {
    outcomes,
    async stop() {
      isRunning = false;
      await Promise.all(workers);
      return outcomes;
    },
  };
}

/** The same call again with the same key, until a round takes it (or says it already did). */
export async function retryBet(origin: string, outcome: BetOutcome, roomId: number, timeoutMs = 40_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const again = await placeOnce(origin, outcome.player, roomId, outcome.key);
    const isBetweenRounds = again.kind === 'refused' && again.code === ErrorCode.BettingClosed;
    if ((again.kind !== 'unanswered' && !isBetweenRounds) || Date.now() > deadline) return again;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** Bets stored per idempotency key of these players (a key is one call: its items, never twice). */
export async function storedBets(db: Database, players: readonly Player[]): Promise<Map<string, number[]>> {
  const ids = sql.join(
    players.map((player) => sql`${player.userId}`),
    sql`, `,
  );
  const rows = await queryRows<{ key: string; id: number }>(
    db.orm,
    sql`SELECT request_key AS key, id::int AS id FROM bets WHERE user_id IN (${ids}) ORDER BY id`,
  );
  const byKey = new Map<string, number[]>();
  for (const row of rows) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row.id]);
  return byKey;
}
