// Rounds as the release before beacons drew them: from the round hash alone, naming no beacon. The scheduler
// now draws every round with its beacon, so tests of a history that began before beacons rewrite the rounds
// it has drawn but not settled yet into that older form.
import { digitsOf, drawRound, type GameLayout } from '@fair28/shared';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/database';

/** Redraws every drawn, unsettled round from its round hash alone, its beacon forgotten; how many. */
export async function redrawAsBeforeBeacons(db: Database): Promise<number> {
  const rounds = await queryRows<{ id: bigint; round_hash: string; layout: GameLayout }>(
    db.orm,
    sql`SELECT r.id, r.round_hash, g.layout FROM rounds r JOIN game_types g ON g.id = r.game_type_id
        WHERE r.status = 'drawn'`,
  );
  for (const round of rounds) {
    const { numbers } = drawRound(round.round_hash);
    const digits = digitsOf(numbers, round.layout);
    await db.orm.execute(sql`
      UPDATE rounds SET beacon_chain_hash = NULL, beacon_round = NULL, beacon_signature = NULL,
             beacon_randomness = NULL, numbers = ${`{${numbers.join(',')}}`}::smallint[],
             digit_a = ${digits.a}, digit_b = ${digits.b}, digit_c = ${digits.c}, sum = ${digits.sum}
      WHERE id = ${Number(round.id)}`);
  }
  return rounds.length;
}
