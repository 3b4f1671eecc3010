import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BET_TYPES, betLabelOf, isBetType, ZBetType } from './bet-types';
import { digitDistribution } from './distribution';
import { GAME_LAYOUTS } from './layout';
import { formatOdds, ODDS_SCALE, parseOdds, winPayoutMinor, ZOdds } from './odds';
import { defaultOdds, formatPercent, oddsList, type Ratio, ratio } from './odds-list';
import { DEFAULT_ROOM_RULES, type RoomRules } from './rules';

const isBelow = (value: Ratio, numerator: bigint, denominator: bigint) =>
  value.numerator * denominator < numerator * value.denominator;

describe('odds', () => {
  it('are exact decimals with at most four places, never below 1', () => {
    expect(parseOdds('1.98')).toBe(19_800n);
    expect(parseOdds('960')).toBe(9_600_000n);
    expect(parseOdds('1.0001')).toBe(10_001n);
    for (const bad of ['0.99', '1.23456', '-2', '1e3', '01.5', '', '2.'])
      expect(() => parseOdds(bad)).toThrow(RangeError);
    expect(formatOdds(19_800n)).toBe('1.98');
    expect(formatOdds(20_000n)).toBe('2');
    expect(ZOdds.safeParse('3.6').success).toBe(true);
    expect(ZOdds.safeParse('0.5').error?.issues[0]?.message).toBe('form.invalidOdds');
    fc.assert(
      fc.property(fc.bigInt({ min: ODDS_SCALE, max: 99_999_999_999n }), (scaled) => {
        expect(parseOdds(formatOdds(scaled))).toBe(scaled);
      }),
    );
  });

  it('pay stake × odds floored to the minor unit, stake included', () => {
    expect(winPayoutMinor(1000n, '1.98')).toBe(1980n);
    expect(winPayoutMinor(333n, '3.6')).toBe(1198n); // 11.988 → 11.98
    expect(winPayoutMinor(1n, '1.9999')).toBe(1n);
  });
});

describe('bet types', () => {
  it('are 41 stable codes, each with a label in every language', () => {
    expect(BET_TYPES).toHaveLength(41);
    expect(new Set(BET_TYPES).size).toBe(41);
    expect(BET_TYPES).toContain('sum_0');
    expect(BET_TYPES).toContain('sum_27');
    for (const betType of BET_TYPES) {
      expect(betType).toMatch(/^[a-z]+(_[a-z0-9]+)?$/);
      const label = betLabelOf(betType);
      expect(label.zh.length).toBeGreaterThan(0);
      expect(label.en.length).toBeGreaterThan(0);
      expect(label['zh-TW'].length).toBeGreaterThan(0);
    }
    expect(betLabelOf('big_odd')).toEqual({ zh: '大单', 'zh-TW': '大單', en: 'Big-Odd' });
    expect(betLabelOf('sum_13')).toEqual({ zh: '和值 13', 'zh-TW': '和值 13', en: 'Sum 13' });
    expect(isBetType('sum_28')).toBe(false);
    expect(ZBetType.safeParse('triple').success).toBe(true);
    expect(ZBetType.safeParse('jackpot').success).toBe(false);
  });
});

describe('oddsList', () => {
  const roomVariants: RoomRules[] = [DEFAULT_ROOM_RULES, { ...DEFAULT_ROOM_RULES, wrapStraights: true }];

  for (const layout of GAME_LAYOUTS) {
    for (const rules of roomVariants) {
      it(`${layout}, wrap ${rules.wrapStraights}: every default odd returns between 90 % and 100 %`, () => {
        const lines = oddsList(layout, rules);
        expect(lines.map((line) => line.betType)).toEqual(BET_TYPES);
        for (const line of lines) {
          expect(isBelow(line.rtp, 1n, 1n), `${line.betType} ${line.rtpPercent}`).toBe(true);
          expect(isBelow(line.rtp, 9n, 10n), `${line.betType} ${line.rtpPercent}`).toBe(false);
          expect(line.odds).toBe(defaultOdds(rules)[line.betType]);
        }
      });
    }

    it(`${layout}: probabilities and returns follow the exact sum distribution`, () => {
      const { sums, total } = digitDistribution(layout);
      const chanceOf = (test: (sum: number) => boolean) =>
        sums.reduce((count, ways, sum) => (test(sum) ? count + ways : count), 0n);
      const lines = new Map(oddsList(layout, DEFAULT_ROOM_RULES).map((line) => [line.betType, line]));
      const expectations: [string, (sum: number) => boolean][] = [
        ['big', (sum) => sum >= 14],
        ['small', (sum) => sum <= 13],
        ['odd', (sum) => sum % 2 === 1],
        ['small_even', (sum) => sum <= 13 && sum % 2 === 0],
        ['extreme_big', (sum) => sum >= 22],
        ['extreme_small', (sum) => sum <= 5],
        ...Array.from({ length: 28 }, (_, n): [string, (sum: number) => boolean] => [
          `sum_${n}`,
          (sum) => sum === n,
        ]),
      ];
      for (const [betType, test] of expectations) {
        const line = lines.get(betType as (typeof BET_TYPES)[number]);
        if (!line) throw new Error(betType);
        const ways = chanceOf(test);
        expect(line.winProbability).toEqual(ratio(ways, total));
        expect(line.rtp).toEqual(ratio(ways * parseOdds(line.odds), total * ODDS_SCALE));
        expect(line.refundProbability).toEqual({ numerator: 0n, denominator: 1n });
        expect(line.aboveThreshold).toBeNull();
      }
    });

    it(`${layout}: the 13/14 rules lower the return by exactly the chance of 13 or 14`, () => {
      const { sums, total } = digitDistribution(layout);
      const on13 = sums[13] ?? 0n;
      const on14 = sums[14] ?? 0n;
      const plain = oddsList(layout, DEFAULT_ROOM_RULES);
      const rules: RoomRules = {
        wrapStraights: false,
        combinationOn1314: 'refund',
        plainOn1314: { aboveStakeMinor: 100_000n, odds: '1.6' },
      };
      const strict = oddsList(layout, rules);
      const line = (lines: typeof plain, betType: string) => {
        const found = lines.find((entry) => entry.betType === betType);
        if (!found) throw new Error(betType);
        return found;
      };
      const scale = total * ODDS_SCALE;
      const smallOdd = line(plain, 'small_odd');
      const wins = (smallOdd.winProbability.numerator * total) / smallOdd.winProbability.denominator;
      // Small-Odd: 3.6 on every win except 13, which gives the stake back.
      expect(line(strict, 'small_odd').rtp).toEqual(
        ratio((wins - on13) * 36_000n + on13 * ODDS_SCALE, scale),
      );
      expect(line(strict, 'small_odd').refundProbability).toEqual(ratio(on13, total));
      expect(line(strict, 'small_odd').winProbability).toEqual(ratio(wins - on13, total));
      const refundOnly = oddsList(layout, { ...rules, combinationOn1314: 'lose' });
      expect(line(refundOnly, 'big_even').rtp).toEqual(
        ratio(
          (line(plain, 'big_even').rtp.numerator * scale) / line(plain, 'big_even').rtp.denominator -
            on14 * 36_000n,
          scale,
        ),
      );
      // Big: unchanged at or below the threshold; above it, 14 pays 1.6 instead of 1.98.
      const big = line(strict, 'big');
      expect(big.rtp).toEqual(line(plain, 'big').rtp);
      const bigWins = (big.winProbability.numerator * total) / big.winProbability.denominator;
      expect(big.aboveThreshold?.rtp).toEqual(ratio((bigWins - on14) * 19_800n + on14 * 16_000n, scale));
      expect(big.aboveThreshold?.aboveStakeMinor).toBe(100_000n);
      expect(line(strict, 'sum_14').rtp).toEqual(line(plain, 'sum_14').rtp);
    });
  }

  it('states returns as fractions in lowest terms and percentages rounded down', () => {
    expect(ratio(6n, 8n)).toEqual({ numerator: 3n, denominator: 4n });
    expect(ratio(0n, 8n)).toEqual({ numerator: 0n, denominator: 1n });
    expect(formatPercent({ numerator: 99_999n, denominator: 100_000n })).toBe('99.99');
    expect(formatPercent({ numerator: 1n, denominator: 3n })).toBe('33.33');
  });
});
