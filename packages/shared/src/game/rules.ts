// What a round's digits mean for bets (big/small, odd/even, extremes, triple/pair/straight), and the
// per-room options that change it: which straights count, and the 13/14 rules.
import type { RoundDigits } from './layout';

/**
 * Options an operator sets per room; players see them beside the odds.
 *
 * The 13/14 rules only touch bets that would win on a sum of 13 or 14 — Small-Odd and Small/Odd on 13,
 * Big-Even and Big/Even on 14; every other bet settles as usual on those sums.
 */
export type RoomRules = {
  /** Whether 0-8-9 and 0-1-9 (in any order) count as straights besides 0-1-2 … 7-8-9. */
  readonly wrapStraights: boolean;
  /** A combination bet that wins on sum 13 or 14: paid at its odds, refunded (stake back), or lost. */
  readonly combinationOn1314: 'pay' | 'refund' | 'lose';
  /**
   * When set, a plain bet that wins on sum 13 or 14 pays `odds` instead of its own odds if the player's
   * total plain stake (Big + Small + Odd + Even) in the round is strictly above `aboveStakeMinor`.
   */
  readonly plainOn1314: { readonly aboveStakeMinor: bigint; readonly odds: string } | null;
};

export const DEFAULT_ROOM_RULES: RoomRules = {
  wrapStraights: false,
  combinationOn1314: 'pay',
  plainOn1314: null,
};

export const BIG_FROM = 14;
export const EXTREME_BIG_FROM = 22;
export const EXTREME_SMALL_TO = 5;

/** The facts about a round's digits that bets are settled on. */
export type RoundClass = {
  readonly isBig: boolean;
  readonly isSmall: boolean;
  readonly isOdd: boolean;
  readonly isEven: boolean;
  readonly isExtremeBig: boolean;
  readonly isExtremeSmall: boolean;
  readonly isTriple: boolean;
  readonly isPair: boolean;
  readonly isStraight: boolean;
  /** Sum 13 or 14, where the room's 13/14 rules apply. */
  readonly is1314: boolean;
};

export function classify(digits: RoundDigits, rules: RoomRules): RoundClass {
  const { a, b, c, sum } = digits;
  const isTriple = a === b && b === c;
  return {
    isBig: sum >= BIG_FROM,
    isSmall: sum < BIG_FROM,
    isOdd: sum % 2 === 1,
    isEven: sum % 2 === 0,
    isExtremeBig: sum >= EXTREME_BIG_FROM,
    isExtremeSmall: sum <= EXTREME_SMALL_TO,
    isTriple,
    isPair: !isTriple && (a === b || b === c || a === c),
    isStraight: isStraight(a, b, c, rules.wrapStraights),
    is1314: sum === 13 || sum === 14,
  };
}

/** Three distinct consecutive digits in any order; with wrapping, 8-9-0 and 9-0-1 as well. */
export function isStraight(a: number, b: number, c: number, wrapStraights: boolean): boolean {
  const [low = 0, middle = 0, high = 0] = [a, b, c].sort((x, y) => x - y);
  if (middle === low + 1 && high === middle + 1) return true;
  if (!wrapStraights) return false;
  // Sorted, 0-8-9 and 0-1-9 are the only sets that are consecutive around 9 → 0.
  return low === 0 && ((middle === 8 && high === 9) || (middle === 1 && high === 9));
}
