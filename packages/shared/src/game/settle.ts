// Settling one bet against a round's digits under the room's rules; winnings include the stake,
// floored to the minor unit. The same rule drives the exact return-to-player of every bet type.
import {
  type BetType,
  betKindOf,
  type CombinationBetType,
  isBetType,
  isSumBetType,
  type PlainBetType,
  SUM_BET_TYPES,
  sumOfSumBet,
} from './bet-types';
import type { RoundDigits } from './layout';
import { parseOdds, winPayoutMinor } from './odds';
import { classify, type RoomRules, type RoundClass } from './rules';

export type BetOutcome = 'win' | 'lose' | 'refund';

/** How a bet ends, before any money: a win at the bet's own odds or at the room's reduced 13/14 odds. */
export type BetResolution =
  | { readonly outcome: 'win'; readonly odds: 'bet' | 'reduced' }
  | { readonly outcome: 'lose' }
  | { readonly outcome: 'refund' };

const PLAIN_WINS: Readonly<Record<PlainBetType, (round: RoundClass) => boolean>> = {
  big: (round) => round.isBig,
  small: (round) => round.isSmall,
  odd: (round) => round.isOdd,
  even: (round) => round.isEven,
};

const COMBINATION_WINS: Readonly<Record<CombinationBetType, (round: RoundClass) => boolean>> = {
  big_odd: (round) => round.isBig && round.isOdd,
  small_odd: (round) => round.isSmall && round.isOdd,
  big_even: (round) => round.isBig && round.isEven,
  small_even: (round) => round.isSmall && round.isEven,
};

/** The table of DESIGN.md "Game rules", before any 13/14 rule. */
export function isWinningBet(betType: BetType, digits: RoundDigits, round: RoundClass): boolean {
  if (isSumBetType(betType)) return digits.sum === sumOfSumBet(betType);
  switch (betType) {
    case 'big':
    case 'small':
    case 'odd':
    case 'even':
      return PLAIN_WINS[betType](round);
    case 'big_odd':
    case 'small_odd':
    case 'big_even':
    case 'small_even':
      return COMBINATION_WINS[betType](round);
    case 'extreme_big':
      return round.isExtremeBig;
    case 'extreme_small':
      return round.isExtremeSmall;
    case 'triple':
      return round.isTriple;
    case 'pair':
      return round.isPair;
    case 'straight':
      return round.isStraight;
  }
}

/**
 * The sums a bet wins on, before any 13/14 rule, for the bets the sum alone decides (all but triple,
 * pair and straight, which answer null): what the rules page lists, worked out by the rule that settles.
 */
export function winningSums(betType: BetType, rules: RoomRules): number[] | null {
  const kind = betKindOf(betType);
  if (kind === 'shape') return null;
  const sums = SUM_BET_TYPES.map(sumOfSumBet);
  return sums.filter((sum) => {
    // Any digits with this sum: these bets look at the sum only.
    const a = Math.min(9, sum);
    const b = Math.min(9, sum - a);
    const digits = { a, b, c: sum - a - b, sum };
    return isWinningBet(betType, digits, classify(digits, rules));
  });
}

/**
 * The bet's fate with the room's 13/14 rules applied. `isAbovePlainThreshold`: the player's plain stake
 * this round is above the room's threshold (ignored unless the room sets reduced plain odds).
 */
export function resolveBet(
  betType: BetType,
  digits: RoundDigits,
  rules: RoomRules,
  isAbovePlainThreshold: boolean,
): BetResolution {
  const round = classify(digits, rules);
  if (!isWinningBet(betType, digits, round)) return { outcome: 'lose' };
  if (!round.is1314) return { outcome: 'win', odds: 'bet' };
  const kind = betKindOf(betType);
  if (kind === 'combination') {
    if (rules.combinationOn1314 === 'refund') return { outcome: 'refund' };
    if (rules.combinationOn1314 === 'lose') return { outcome: 'lose' };
  }
  if (kind === 'plain' && rules.plainOn1314 && isAbovePlainThreshold)
    return { outcome: 'win', odds: 'reduced' };
  return { outcome: 'win', odds: 'bet' };
}

export type PlacedBet = {
  readonly betType: BetType;
  readonly stakeMinor: bigint;
  /** The odds the bet was accepted at, e.g. "1.98". */
  readonly odds: string;
};

export type BetSettlement = {
  readonly outcome: BetOutcome;
  /** What goes back to the player, stake included: 0 on a loss, the stake on a refund. */
  readonly payoutMinor: bigint;
  /** The odds a win was paid at (the bet's own or the room's reduced 13/14 odds); null otherwise. */
  readonly paidOdds: string | null;
};

/**
 * `playerPlainStakeMinor`: the player's total stake on Big, Small, Odd and Even in this round, this bet
 * included when it is one of them; it decides the room's reduced 13/14 odds.
 */
export function settleBet(
  bet: PlacedBet,
  digits: RoundDigits,
  rules: RoomRules,
  playerPlainStakeMinor: bigint,
): BetSettlement {
  if (!isBetType(bet.betType)) throw new RangeError(`unknown bet type ${bet.betType}`);
  if (bet.stakeMinor <= 0n) throw new RangeError('a stake is positive');
  parseOdds(bet.odds);
  if (betKindOf(bet.betType) === 'plain' && playerPlainStakeMinor < bet.stakeMinor) {
    throw new RangeError("the player's plain stake includes this bet");
  }
  const isAbovePlainThreshold =
    rules.plainOn1314 !== null && playerPlainStakeMinor > rules.plainOn1314.aboveStakeMinor;
  const resolution = resolveBet(bet.betType, digits, rules, isAbovePlainThreshold);
  switch (resolution.outcome) {
    case 'lose':
      return { outcome: 'lose', payoutMinor: 0n, paidOdds: null };
    case 'refund':
      return { outcome: 'refund', payoutMinor: bet.stakeMinor, paidOdds: null };
    case 'win': {
      const paidOdds = resolution.odds === 'reduced' && rules.plainOn1314 ? rules.plainOn1314.odds : bet.odds;
      return { outcome: 'win', payoutMinor: winPayoutMinor(bet.stakeMinor, paidOdds), paidOdds };
    }
  }
}
