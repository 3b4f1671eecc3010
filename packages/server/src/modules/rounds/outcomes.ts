// How every bet type ends on a round's digits in one room, worked out once per round with the shared
// rules (resolveBet). Settlement joins the round's bets against this small table instead of
// re-implementing the rules in SQL, and bet lists derive each bet's result from the same rules.
import {
  BET_TYPES,
  type BetType,
  parseOdds,
  type RoomRules,
  type RoundDigits,
  resolveBet,
} from '@fair28/shared';

export type OutcomeKind = 'win' | 'lose' | 'refund';

/** One bet type's fate: its kind and, for a win at the room's reduced odds, those odds (else null). */
export type OutcomeRow = {
  betType: BetType;
  belowKind: OutcomeKind;
  belowOdds: bigint | null;
  /** The same for a player whose plain stake this round is above the room's 13/14 threshold. */
  aboveKind: OutcomeKind;
  aboveOdds: bigint | null;
};

export function outcomeTable(digits: RoundDigits, rules: RoomRules): OutcomeRow[] {
  const reduced = rules.plainOn1314 ? parseOdds(rules.plainOn1314.odds) : null;
  return BET_TYPES.map((betType) => {
    const below = resolveBet(betType, digits, rules, false);
    const above = resolveBet(betType, digits, rules, true);
    const oddsOf = (resolution: typeof below) =>
      resolution.outcome === 'win' && resolution.odds === 'reduced' ? reduced : null;
    return {
      betType,
      belowKind: below.outcome,
      belowOdds: oddsOf(below),
      aboveKind: above.outcome,
      aboveOdds: oddsOf(above),
    };
  });
}
