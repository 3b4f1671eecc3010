// The odds players are offered, each with its exact win probability and return-to-player, computed from
// the exact digit distribution and the same settlement rule that pays the bets.
import {
  BET_TYPES,
  type BetKind,
  type BetLabel,
  type BetType,
  betKindOf,
  betLabelOf,
  isSumBetType,
  type SumBetType,
  sumOfSumBet,
} from './bet-types';
import { digitDistribution } from './distribution';
import { type GameLayout, roundDigits } from './layout';
import { ODDS_SCALE, parseOdds } from './odds';
import type { RoomRules } from './rules';
import { resolveBet } from './settle';

/** An exact fraction in lowest terms. */
export type Ratio = { readonly numerator: bigint; readonly denominator: bigint };

export type OddsTable = Readonly<Record<BetType, string>>;

/** Odds of sum n and of sum 27 − n, whose chances differ by under 2 %. */
const SUM_ODDS = [
  '960',
  '320',
  '160',
  '96',
  '64',
  '46',
  '34.5',
  '26.5',
  '21.5',
  '17.5',
  '15.3',
  '14',
  '13.2',
  '12.9',
] as const;

const NAMED_ODDS: Readonly<Record<Exclude<BetType, SumBetType | 'straight'>, string>> = {
  big: '1.98',
  small: '1.98',
  odd: '1.98',
  even: '1.98',
  big_odd: '4.2',
  small_odd: '3.6',
  big_even: '3.6',
  small_even: '4.2',
  extreme_big: '17',
  extreme_small: '17',
  triple: '97',
  pair: '3.6',
};

/**
 * Default odds: about 99 % return on Big/Small/Odd/Even and 94.6–97.2 % on everything else, in both
 * layouts (the tests check every one is below 100 % and above 90 % exactly). Straights pay less where
 * 0-8-9 and 0-1-9 count too, since they are then a quarter more likely.
 */
export function defaultOddsOf(betType: BetType, rules: RoomRules): string {
  if (isSumBetType(betType)) {
    const sum = sumOfSumBet(betType);
    return SUM_ODDS[Math.min(sum, 27 - sum)] ?? '1';
  }
  if (betType === 'straight') return rules.wrapStraights ? '16' : '20';
  return NAMED_ODDS[betType];
}

export function defaultOdds(rules: RoomRules): OddsTable {
  // fromEntries over BET_TYPES yields every key, which its return type cannot express.
  return Object.fromEntries(
    BET_TYPES.map((betType) => [betType, defaultOddsOf(betType, rules)]),
  ) as OddsTable;
}

export type BetOddsLine = {
  readonly betType: BetType;
  readonly kind: BetKind;
  readonly label: BetLabel;
  readonly odds: string;
  /** Chance the bet wins (at the player's or the room's reduced odds). */
  readonly winProbability: Ratio;
  /** Chance the stake comes back under the room's 13/14 combination rule. */
  readonly refundProbability: Ratio;
  /** Expected return per unit staked, stake included; flooring to the cent only lowers it further. */
  readonly rtp: Ratio;
  /** rtp as a percentage with two decimals, rounded down: "99.05". */
  readonly rtpPercent: string;
  /** For plain bets in a room with reduced 13/14 odds: the return of a player above the threshold. */
  readonly aboveThreshold: {
    readonly aboveStakeMinor: bigint;
    readonly odds: string;
    readonly rtp: Ratio;
    readonly rtpPercent: string;
  } | null;
};

type ExactReturn = { win: bigint; refund: bigint; returned: bigint };

/** Sums over all 1000 digit triples, each weighted by its number of draws. */
function exactReturn(
  layout: GameLayout,
  betType: BetType,
  rules: RoomRules,
  odds: bigint,
  isAbovePlainThreshold: boolean,
): ExactReturn {
  const reducedOdds = rules.plainOn1314 ? parseOdds(rules.plainOn1314.odds) : odds;
  const result: ExactReturn = { win: 0n, refund: 0n, returned: 0n };
  digitDistribution(layout).joint.forEach((count, triple) => {
    if (count === 0n) return;
    const digits = roundDigits(Math.floor(triple / 100), Math.floor(triple / 10) % 10, triple % 10);
    const resolution = resolveBet(betType, digits, rules, isAbovePlainThreshold);
    if (resolution.outcome === 'win') {
      result.win += count;
      result.returned += count * (resolution.odds === 'reduced' ? reducedOdds : odds);
    } else if (resolution.outcome === 'refund') {
      result.refund += count;
      result.returned += count * ODDS_SCALE;
    }
  });
  return result;
}

export function ratio(numerator: bigint, denominator: bigint): Ratio {
  let [x, y] = [numerator < 0n ? -numerator : numerator, denominator];
  while (y !== 0n) [x, y] = [y, x % y];
  return x === 0n
    ? { numerator: 0n, denominator: 1n }
    : { numerator: numerator / x, denominator: denominator / x };
}

export function formatPercent(value: Ratio): string {
  const hundredths = (value.numerator * 10_000n) / value.denominator;
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`;
}

/**
 * One bet type's exact expected return per unit staked at these odds, stake included: what the public
 * statistics set beside the measured return. `isAbovePlainThreshold`: the player's plain stake in the
 * round is above the room's 13/14 threshold, so a winning plain bet on 13 or 14 pays the reduced odds.
 */
export function betReturnToPlayer(
  layout: GameLayout,
  betType: BetType,
  rules: RoomRules,
  odds: string,
  isAbovePlainThreshold: boolean,
): Ratio {
  const exact = exactReturn(layout, betType, rules, parseOdds(odds), isAbovePlainThreshold);
  return ratio(exact.returned, digitDistribution(layout).total * ODDS_SCALE);
}

/** The odds of every bet type in a room, each with its exact return-to-player under the room's rules. */
export function oddsList(
  layout: GameLayout,
  rules: RoomRules,
  odds: OddsTable = defaultOdds(rules),
): BetOddsLine[] {
  const total = digitDistribution(layout).total;
  return BET_TYPES.map((betType) => {
    const betOdds = odds[betType];
    const kind = betKindOf(betType);
    const exact = exactReturn(layout, betType, rules, parseOdds(betOdds), false);
    const rtp = ratio(exact.returned, total * ODDS_SCALE);
    let aboveThreshold: BetOddsLine['aboveThreshold'] = null;
    if (kind === 'plain' && rules.plainOn1314) {
      const above = exactReturn(layout, betType, rules, parseOdds(betOdds), true);
      const aboveRtp = ratio(above.returned, total * ODDS_SCALE);
      aboveThreshold = {
        aboveStakeMinor: rules.plainOn1314.aboveStakeMinor,
        odds: rules.plainOn1314.odds,
        rtp: aboveRtp,
        rtpPercent: formatPercent(aboveRtp),
      };
    }
    return {
      betType,
      kind,
      label: betLabelOf(betType),
      odds: betOdds,
      winProbability: ratio(exact.win, total),
      refundProbability: ratio(exact.refund, total),
      rtp,
      rtpPercent: formatPercent(rtp),
      aboveThreshold,
    };
  });
}

/**
 * The offered bet types whose odds return 100 % or more to players, exactly (for plain bets also above the
 * 13/14 threshold): odds an operator may not set. Empty when every offered bet keeps a house edge.
 */
export function oddsAtFullReturn(
  layout: GameLayout,
  rules: RoomRules,
  offered: Partial<Record<BetType, string>>,
): Array<{ betType: BetType; rtpPercent: string }> {
  const table = Object.fromEntries(
    BET_TYPES.map((betType) => [betType, offered[betType] ?? '1']),
  ) as OddsTable;
  const isFull = (value: Ratio) => value.numerator >= value.denominator;
  return oddsList(layout, rules, table)
    .filter((line) => offered[line.betType] !== undefined)
    .flatMap((line) => {
      if (isFull(line.rtp)) return [{ betType: line.betType, rtpPercent: line.rtpPercent }];
      const above = line.aboveThreshold;
      return above && isFull(above.rtp) ? [{ betType: line.betType, rtpPercent: above.rtpPercent }] : [];
    });
}
