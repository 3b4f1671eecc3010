// How a game type turns the 20 sorted draw numbers into its three digits A, B, C and their sum.
// Positions are 1-based places in the sorted draw; each digit is the sum of its six numbers mod 10.

export const GAME_LAYOUTS = ['beijing', 'canada'] as const;
export type GameLayout = (typeof GAME_LAYOUTS)[number];

export const DIGIT_NAMES = ['a', 'b', 'c'] as const;
export type DigitName = (typeof DIGIT_NAMES)[number];

export const LAYOUT_POSITIONS: Readonly<Record<GameLayout, Readonly<Record<DigitName, readonly number[]>>>> =
  {
    beijing: {
      a: [1, 2, 3, 4, 5, 6],
      b: [7, 8, 9, 10, 11, 12],
      c: [13, 14, 15, 16, 17, 18],
    },
    canada: {
      a: [2, 5, 8, 11, 14, 17],
      b: [3, 6, 9, 12, 15, 18],
      c: [4, 7, 10, 13, 16, 19],
    },
  };

/** The three digits of a round and their sum (0–27): all that bets are settled on. */
export type RoundDigits = {
  readonly a: number;
  readonly b: number;
  readonly c: number;
  readonly sum: number;
};

/** The digits with the working a verify page shows: which positions and numbers make up each digit. */
export type DigitBreakdown = RoundDigits & {
  readonly layout: GameLayout;
  readonly positions: Readonly<Record<DigitName, readonly number[]>>;
  readonly numbers: Readonly<Record<DigitName, readonly number[]>>;
};

export function digitsOf(sortedNumbers: readonly number[], layout: GameLayout): DigitBreakdown {
  if (sortedNumbers.length !== 20) throw new RangeError('a draw has 20 numbers');
  const positions = LAYOUT_POSITIONS[layout];
  const numbersOf = (digit: DigitName): number[] =>
    positions[digit].map((position) => {
      const number = sortedNumbers[position - 1];
      if (number === undefined) throw new RangeError(`no number at position ${position}`);
      return number;
    });
  const numbers = { a: numbersOf('a'), b: numbersOf('b'), c: numbersOf('c') };
  const digit = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0) % 10;
  const a = digit(numbers.a);
  const b = digit(numbers.b);
  const c = digit(numbers.c);
  return { layout, a, b, c, sum: a + b + c, positions, numbers };
}

/** Digits from A, B, C alone, for settling and for walking the exact distribution. */
export function roundDigits(a: number, b: number, c: number): RoundDigits {
  for (const value of [a, b, c]) {
    if (!Number.isInteger(value) || value < 0 || value > 9) throw new RangeError('a digit is 0–9');
  }
  return { a, b, c, sum: a + b + c };
}
