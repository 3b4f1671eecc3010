// The bet types of a pc28 round: stable codes stored with every bet, and the labels players see.
// The codes never change once bets exist under them; labels may. No zod (the player app's first screen
// names bets before the schemas load): the bet type's schema is in bet-types.ts.

import type { Language } from '../i18n/language';

export const PLAIN_BET_TYPES = ['big', 'small', 'odd', 'even'] as const;
export const COMBINATION_BET_TYPES = ['big_odd', 'small_odd', 'big_even', 'small_even'] as const;
export const EXTREME_BET_TYPES = ['extreme_big', 'extreme_small'] as const;
export const SUM_BET_TYPES = Array.from({ length: 28 }, (_, sum) => `sum_${sum}` as SumBetType);
export const SHAPE_BET_TYPES = ['triple', 'pair', 'straight'] as const;

export type PlainBetType = (typeof PLAIN_BET_TYPES)[number];
export type CombinationBetType = (typeof COMBINATION_BET_TYPES)[number];
export type ExtremeBetType = (typeof EXTREME_BET_TYPES)[number];
/** 0 | 1 | … | N − 1, so a sum bet code past sum_27 does not type-check. */
type Below<N extends number, Counted extends number[] = []> = Counted['length'] extends N
  ? Counted[number]
  : Below<N, [...Counted, Counted['length']]>;
export type SumBetType = `sum_${Below<28>}`;
export type ShapeBetType = (typeof SHAPE_BET_TYPES)[number];
export type BetType = PlainBetType | CombinationBetType | ExtremeBetType | SumBetType | ShapeBetType;

/** Every bet type in display order. */
export const BET_TYPES: readonly BetType[] = [
  ...PLAIN_BET_TYPES,
  ...COMBINATION_BET_TYPES,
  ...EXTREME_BET_TYPES,
  ...SUM_BET_TYPES,
  ...SHAPE_BET_TYPES,
];

export type BetKind = 'plain' | 'combination' | 'extreme' | 'sum' | 'shape';

const KIND_OF = new Map<string, BetKind>([
  ...PLAIN_BET_TYPES.map((type) => [type, 'plain'] as const),
  ...COMBINATION_BET_TYPES.map((type) => [type, 'combination'] as const),
  ...EXTREME_BET_TYPES.map((type) => [type, 'extreme'] as const),
  ...SUM_BET_TYPES.map((type) => [type, 'sum'] as const),
  ...SHAPE_BET_TYPES.map((type) => [type, 'shape'] as const),
]);

export function isBetType(value: unknown): value is BetType {
  return typeof value === 'string' && KIND_OF.has(value);
}

/** Plain bets and combination bets are the ones the 13/14 rules touch. */
export function betKindOf(betType: BetType): BetKind {
  const kind = KIND_OF.get(betType);
  if (!kind) throw new RangeError(`unknown bet type ${betType}`);
  return kind;
}

export function isSumBetType(betType: BetType): betType is SumBetType {
  return betType.startsWith('sum_');
}

/** The sum a sum bet names. */
export function sumOfSumBet(betType: SumBetType): number {
  return Number(betType.slice('sum_'.length));
}

/** A bet's label in each language; the Traditional is what words:traditional makes of the Simplified (a test holds it). */
export type BetLabel = Readonly<Record<Language, string>>;

const NAMED_LABELS: Readonly<Record<Exclude<BetType, SumBetType>, BetLabel>> = {
  big: { zh: '大', 'zh-TW': '大', en: 'Big' },
  small: { zh: '小', 'zh-TW': '小', en: 'Small' },
  odd: { zh: '单', 'zh-TW': '單', en: 'Odd' },
  even: { zh: '双', 'zh-TW': '雙', en: 'Even' },
  big_odd: { zh: '大单', 'zh-TW': '大單', en: 'Big-Odd' },
  small_odd: { zh: '小单', 'zh-TW': '小單', en: 'Small-Odd' },
  big_even: { zh: '大双', 'zh-TW': '大雙', en: 'Big-Even' },
  small_even: { zh: '小双', 'zh-TW': '小雙', en: 'Small-Even' },
  extreme_big: { zh: '极大', 'zh-TW': '極大', en: 'Extreme-Big' },
  extreme_small: { zh: '极小', 'zh-TW': '極小', en: 'Extreme-Small' },
  triple: { zh: '豹子', 'zh-TW': '豹子', en: 'Triple' },
  pair: { zh: '对子', 'zh-TW': '對子', en: 'Pair' },
  straight: { zh: '顺子', 'zh-TW': '順子', en: 'Straight' },
};

export function betLabelOf(betType: BetType): BetLabel {
  if (isSumBetType(betType)) {
    const sum = sumOfSumBet(betType);
    return { zh: `和值 ${sum}`, 'zh-TW': `和值 ${sum}`, en: `Sum ${sum}` };
  }
  return NAMED_LABELS[betType];
}
