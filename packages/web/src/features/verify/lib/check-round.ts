// The browser's own check of a round (docs/FAIRNESS.md), with the same shared rules the server draws by:
// walk the revealed hash down the chain to the published terminating hash, redraw the 20 numbers from the
// draw key (the hash joined with the round's beacon, or the hash alone before beacons), rebuild the digits
// from the layout, and compare each step with what the server published.

import {
  bytesToHex,
  type DigitBreakdown,
  type DigitName,
  digitsOf,
  drawKeyOf,
  drawRound,
  type GameLayout,
  hexToBytes,
  isRoundHash,
  type KenoDraw,
  sha256,
  type TRoundBeacon,
} from '@fair28/shared';

export type Recomputed = { draw: KenoDraw; digits: DigitBreakdown };

/** The draw and digits that follow from a draw key (a round hash alone, before beacons). */
export function recompute(drawKey: string, layout: GameLayout): Recomputed {
  const draw = drawRound(drawKey);
  return { draw, digits: digitsOf(draw.numbers, layout) };
}

/** The key a round is drawn from: its hash joined with its beacon's randomness, or its hash before beacons. */
export function drawKeyFor(roundHash: string, beacon: TRoundBeacon | null): string | null {
  if (!isRoundHash(roundHash) || (beacon && !isRoundHash(beacon.randomness))) return null;
  return beacon ? drawKeyOf(roundHash, beacon.randomness) : roundHash;
}

export type Published = { numbers: readonly number[]; a: number; b: number; c: number; sum: number };

export function sameNumbers(published: readonly number[], recomputed: readonly number[]): boolean {
  return published.length === recomputed.length && published.every((value, i) => value === recomputed[i]);
}

export function sameDigits(published: Published, digits: DigitBreakdown): boolean {
  return (
    published.a === digits.a &&
    published.b === digits.b &&
    published.c === digits.c &&
    published.sum === digits.sum
  );
}

/** Which digit each of the 20 sorted positions (1-based) feeds, if any: the verify page colours them. */
export function digitOfPosition(digits: DigitBreakdown, position: number): DigitName | null {
  for (const name of ['a', 'b', 'c'] as const) if (digits.positions[name].includes(position)) return name;
  return null;
}

/** "A = (2 + 31 + 37 + 43 + 58 + 69) mod 10": the six numbers, their total and the digit. */
export function digitWorking(digits: DigitBreakdown, name: DigitName) {
  const numbers = digits.numbers[name];
  const total = numbers.reduce((sum, value) => sum + value, 0);
  return { numbers, total, digit: digits[name] };
}

export type ChainWalk = {
  /** Steps from the round hash to the anchor, or null if `maxSteps` steps never reached it. */
  steps: number | null;
  /** The hash after the last step taken: the terminating hash when the walk succeeds. */
  reached: string;
};

/**
 * SHA-256 of the 32 raw bytes, again and again, until the anchor appears or `maxSteps` are done. Runs in
 * slices with a pause between them, so a chain of a million rounds never freezes the page.
 */
export async function walkChain(
  roundHash: string,
  anchorHash: string,
  maxSteps: number,
  options: { sliceSteps?: number; onProgress?: (steps: number) => void; signal?: AbortSignal } = {},
): Promise<ChainWalk> {
  if (!isRoundHash(roundHash) || !isRoundHash(anchorHash)) return { steps: null, reached: roundHash };
  const slice = options.sliceSteps ?? 5000;
  let current = hexToBytes(roundHash);
  for (let step = 1; step <= maxSteps; step++) {
    current = sha256(current);
    if (bytesToHex(current) === anchorHash) return { steps: step, reached: anchorHash };
    if (step % slice === 0) {
      options.onProgress?.(step);
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (options.signal?.aborted) throw options.signal.reason ?? new Error('aborted');
    }
  }
  return { steps: null, reached: bytesToHex(current) };
}
