import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BET_TYPES, type BetType } from './bet-types';
import { roundDigits } from './layout';
import { classify, DEFAULT_ROOM_RULES, type RoomRules } from './rules';
import { isWinningBet, settleBet, winningSums } from './settle';

type ModelResult = { outcome: 'win' | 'lose' | 'refund'; payoutMinor: bigint };

/**
 * The rules written again as plainly as possible, sharing nothing with the module: odds come in as
 * integer ten-thousandths so even the decimal parsing is not shared.
 */
function modelSettle(
  betType: string,
  stake: bigint,
  oddsTenThousandths: bigint,
  [a, b, c]: [number, number, number],
  room: {
    wrap: boolean;
    combination: 'pay' | 'refund' | 'lose';
    plain: { above: bigint; oddsTenThousandths: bigint } | null;
  },
  playerPlainStake: bigint,
): ModelResult {
  const sum = a + b + c;
  const big = sum >= 14;
  const odd = sum % 2 === 1;
  const sorted = [a, b, c].sort((x, y) => x - y).join('');
  const straights = ['012', '123', '234', '345', '456', '567', '678', '789'];
  if (room.wrap) straights.push('089', '019');
  const distinct = new Set([a, b, c]).size;
  const wins: Record<string, boolean> = {
    big,
    small: !big,
    odd,
    even: !odd,
    big_odd: big && odd,
    small_odd: !big && odd,
    big_even: big && !odd,
    small_even: !big && !odd,
    extreme_big: sum >= 22,
    extreme_small: sum <= 5,
    triple: distinct === 1,
    pair: distinct === 2,
    straight: straights.includes(sorted),
  };
  for (let n = 0; n <= 27; n++) wins[`sum_${n}`] = sum === n;
  if (!wins[betType]) return { outcome: 'lose', payoutMinor: 0n };
  const on1314 = sum === 13 || sum === 14;
  if (on1314 && ['big_odd', 'small_odd', 'big_even', 'small_even'].includes(betType)) {
    if (room.combination === 'refund') return { outcome: 'refund', payoutMinor: stake };
    if (room.combination === 'lose') return { outcome: 'lose', payoutMinor: 0n };
  }
  let odds = oddsTenThousandths;
  if (
    on1314 &&
    ['big', 'small', 'odd', 'even'].includes(betType) &&
    room.plain &&
    playerPlainStake > room.plain.above
  ) {
    odds = room.plain.oddsTenThousandths;
  }
  return { outcome: 'win', payoutMinor: (stake * odds) / 10000n };
}

const oddsText = (tenThousandths: bigint) =>
  `${tenThousandths / 10000n}.${(tenThousandths % 10000n).toString().padStart(4, '0')}`;

const digit = fc.integer({ min: 0, max: 9 });
// Sums of 13 and 14 are where the rules differ, so a third of the cases land on them.
const triplesOn1314: [number, number, number][] = [];
for (let a = 0; a <= 9; a++) {
  for (let b = 0; b <= 9; b++) {
    for (const sum of [13, 14])
      if (sum - a - b >= 0 && sum - a - b <= 9) triplesOn1314.push([a, b, sum - a - b]);
  }
}
// Sums of 13 and 14 are where the rules differ, so half the cases land on them.
const digitTriple = fc.oneof(fc.tuple(digit, digit, digit), fc.constantFrom(...triplesOn1314));
const odds = fc.bigInt({ min: 10_000n, max: 10_000_000n });
const room = fc.record({
  wrap: fc.boolean(),
  combination: fc.constantFrom('pay' as const, 'refund' as const, 'lose' as const),
  plain: fc.option(fc.record({ above: fc.bigInt({ min: 0n, max: 1_000_000n }), oddsTenThousandths: odds }), {
    nil: null,
  }),
});

function roomRules(model: Parameters<typeof modelSettle>[4]): RoomRules {
  return {
    wrapStraights: model.wrap,
    combinationOn1314: model.combination,
    plainOn1314: model.plain
      ? { aboveStakeMinor: model.plain.above, odds: oddsText(model.plain.oddsTenThousandths) }
      : null,
  };
}

describe('settleBet', () => {
  it('agrees with an independent model of the rules for random bets, rounds and rooms', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BET_TYPES),
        fc.bigInt({ min: 1n, max: 10_000_000n }),
        odds,
        digitTriple,
        room,
        fc.bigInt({ min: 0n, max: 2_000_000n }),
        fc.constantFrom(null, -1n, 0n, 1n),
        (betType, betStake, betOdds, triple, model, otherPlainStake, nearThreshold) => {
          const isPlain = ['big', 'small', 'odd', 'even'].includes(betType);
          let stake = betStake;
          let plainStake = otherPlainStake + (isPlain ? stake : 0n);
          // Now and then the player's plain stake sits right at the room's threshold.
          if (nearThreshold !== null && model.plain) {
            plainStake = model.plain.above + nearThreshold;
            fc.pre(plainStake >= 1n);
            if (isPlain && stake > plainStake) stake = plainStake;
          }
          const settled = settleBet(
            { betType, stakeMinor: stake, odds: oddsText(betOdds) },
            roundDigits(...triple),
            roomRules(model),
            plainStake,
          );
          const expected = modelSettle(betType, stake, betOdds, triple, model, plainStake);
          expect({ outcome: settled.outcome, payoutMinor: settled.payoutMinor }).toEqual(expected);
        },
      ),
      { numRuns: 20_000 },
    );
  });

  it('returns the stake with the winnings, floored to the cent', () => {
    const digits = roundDigits(9, 9, 1); // sum 19: big, odd
    expect(
      settleBet({ betType: 'big', stakeMinor: 1000n, odds: '1.98' }, digits, DEFAULT_ROOM_RULES, 1000n),
    ).toEqual({
      outcome: 'win',
      payoutMinor: 1980n,
      paidOdds: '1.98',
    });
    // 0.07 × 1.98 = 0.1386 → 0.13
    expect(
      settleBet({ betType: 'odd', stakeMinor: 7n, odds: '1.98' }, digits, DEFAULT_ROOM_RULES, 7n).payoutMinor,
    ).toBe(13n);
    expect(
      settleBet({ betType: 'small', stakeMinor: 1000n, odds: '1.98' }, digits, DEFAULT_ROOM_RULES, 1000n),
    ).toEqual({
      outcome: 'lose',
      payoutMinor: 0n,
      paidOdds: null,
    });
  });

  it('applies the 13/14 rules only to bets that win on 13 or 14', () => {
    const thirteen = roundDigits(4, 4, 5);
    const fourteen = roundDigits(4, 5, 5);
    const rules: RoomRules = {
      wrapStraights: false,
      combinationOn1314: 'refund',
      plainOn1314: { aboveStakeMinor: 50_000n, odds: '1.6' },
    };
    const bet = (betType: BetType, stakeMinor = 10_000n) => ({
      betType,
      stakeMinor,
      odds: betType.includes('_') ? '3.6' : '1.98',
    });
    expect(settleBet(bet('small_odd'), thirteen, rules, 0n)).toMatchObject({
      outcome: 'refund',
      payoutMinor: 10_000n,
    });
    expect(settleBet(bet('big_even'), fourteen, rules, 0n)).toMatchObject({
      outcome: 'refund',
      payoutMinor: 10_000n,
    });
    expect(settleBet(bet('big_odd'), thirteen, rules, 0n)).toMatchObject({
      outcome: 'lose',
      payoutMinor: 0n,
    });
    expect(settleBet(bet('small_odd'), thirteen, { ...rules, combinationOn1314: 'lose' }, 0n).outcome).toBe(
      'lose',
    );
    // At the threshold the bet's own odds; above it the reduced odds.
    expect(settleBet(bet('small'), thirteen, rules, 50_000n)).toMatchObject({
      payoutMinor: 19_800n,
      paidOdds: '1.98',
    });
    expect(settleBet(bet('small'), thirteen, rules, 50_001n)).toMatchObject({
      payoutMinor: 16_000n,
      paidOdds: '1.6',
    });
    // Sum bets and shapes are never touched.
    expect(settleBet(bet('sum_13'), thirteen, rules, 0n).outcome).toBe('win');
    expect(settleBet(bet('pair'), thirteen, rules, 0n).outcome).toBe('win');
  });

  it('counts 0-8-9 and 0-1-9 as straights only where the room says so', () => {
    const wrapped = { ...DEFAULT_ROOM_RULES, wrapStraights: true };
    const straight = { betType: 'straight' as const, stakeMinor: 100n, odds: '16' };
    for (const digits of [roundDigits(9, 0, 8), roundDigits(1, 9, 0)]) {
      expect(settleBet(straight, digits, DEFAULT_ROOM_RULES, 0n).outcome).toBe('lose');
      expect(settleBet(straight, digits, wrapped, 0n)).toMatchObject({ outcome: 'win', payoutMinor: 1600n });
    }
    expect(settleBet(straight, roundDigits(3, 1, 2), DEFAULT_ROOM_RULES, 0n).outcome).toBe('win');
    expect(settleBet(straight, roundDigits(9, 0, 2), wrapped, 0n).outcome).toBe('lose');
  });

  it('refuses nonsense instead of paying it', () => {
    const digits = roundDigits(1, 2, 3);
    expect(() =>
      settleBet({ betType: 'big', stakeMinor: 0n, odds: '1.98' }, digits, DEFAULT_ROOM_RULES, 0n),
    ).toThrow(RangeError);
    expect(() =>
      settleBet({ betType: 'big', stakeMinor: 100n, odds: '0.5' }, digits, DEFAULT_ROOM_RULES, 100n),
    ).toThrow(RangeError);
    expect(() =>
      settleBet(
        { betType: 'jackpot' as BetType, stakeMinor: 100n, odds: '2' },
        digits,
        DEFAULT_ROOM_RULES,
        0n,
      ),
    ).toThrow(RangeError);
    expect(() =>
      settleBet({ betType: 'odd', stakeMinor: 100n, odds: '1.98' }, digits, DEFAULT_ROOM_RULES, 99n),
    ).toThrow(RangeError);
    expect(() => roundDigits(10, 0, 0)).toThrow(RangeError);
  });
});

describe('winningSums', () => {
  const range = (from: number, to: number, step = 1) =>
    Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, index) => from + index * step);

  it('lists the sums of the table in DESIGN.md', () => {
    const of = (betType: BetType) => winningSums(betType, DEFAULT_ROOM_RULES);
    expect(of('big')).toEqual(range(14, 27));
    expect(of('small')).toEqual(range(0, 13));
    expect(of('odd')).toEqual(range(1, 27, 2));
    expect(of('even')).toEqual(range(0, 26, 2));
    expect(of('big_odd')).toEqual(range(15, 27, 2));
    expect(of('small_even')).toEqual(range(0, 12, 2));
    expect(of('extreme_big')).toEqual(range(22, 27));
    expect(of('extreme_small')).toEqual(range(0, 5));
    expect(of('sum_7')).toEqual([7]);
    expect(of('triple')).toBeNull();
    expect(of('pair')).toBeNull();
    expect(of('straight')).toBeNull();
  });

  it('agrees with settlement on every draw: a sum bet wins exactly on its listed sums', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 0, max: 9 }),
        (a, b, c) => {
          const digits = { a, b, c, sum: a + b + c };
          for (const betType of BET_TYPES) {
            const sums = winningSums(betType, DEFAULT_ROOM_RULES);
            if (sums === null) continue;
            const round = classify(digits, DEFAULT_ROOM_RULES);
            expect(isWinningBet(betType, digits, round)).toBe(sums.includes(digits.sum));
          }
        },
      ),
    );
  });
});
