// CI's short run of the certified battery: 20,000 rounds of a fixed chain through the production draw pass
// it, and the same rounds drawn with a classic bias fail it. Deterministic: a fixed seed, no Math.random,
// so the p-values are the same on every run.
import {
  DrawByteStream,
  digitsOf,
  drawOrderFrom,
  drawRound,
  GAME_LAYOUTS,
  generateHashChain,
  type UniformSource,
} from '@fair28/shared';
import { describe, expect, it } from 'vitest';
import { type DrawOutcome, DrawTally } from './statistics/draw-tally';
import { drawTests } from './statistics/draw-tests';
import { judge } from './statistics/verdict';

const ROUNDS = 20_000;
const SEED = 'f0a1c3e5d7b9f2a4c6e8d0b1a3c5e7f9d2b4a6c8e0f1a3b5c7d9e2f4a6b8c0d1';
const chain = generateHashChain(SEED, ROUNDS);

function outcomeOf(drawOrder: readonly number[]): DrawOutcome {
  const numbers = [...drawOrder].sort((x, y) => x - y);
  const digits = Object.fromEntries(
    GAME_LAYOUTS.map((layout) => {
      const { a, b, c, sum } = digitsOf(numbers, layout);
      return [layout, { a, b, c, sum }];
    }),
  ) as DrawOutcome['digits'];
  return { drawOrder, numbers, digits };
}

/** The battery's verdict on ROUNDS rounds, round n drawn by `draw` from the chain's hash_n. */
function verdictOf(draw: (roundHash: string) => readonly number[]) {
  const tally = new DrawTally();
  for (const roundHash of chain.roundHashes) tally.add(outcomeOf(draw(roundHash)));
  return judge(drawTests(tally));
}

/** `byte % n` without rejection: values below 256 mod n come up once more in 256 than the rest. */
function moduloBiased(roundHash: string): UniformSource {
  const stream = new DrawByteStream(roundHash);
  return { uniform: (n) => stream.nextByte() % n };
}

/**
 * The fair draw, but one round in 16 that lacks number 1 has its last number replaced by 1, decided by the
 * round's next stream byte: number 1 comes up with probability 1/4 + 3/64 instead of 1/4.
 */
function favouringOne(roundHash: string): readonly number[] {
  const stream = new DrawByteStream(roundHash);
  const drawOrder = drawOrderFrom(stream);
  if (drawOrder.includes(1) || stream.nextByte() >= 16) return drawOrder;
  return [...drawOrder.slice(0, -1), 1];
}

// Each test draws and judges 20,000 rounds: a second or two alone, past 5 s on two busy cores.
describe('the draw battery on 20,000 rounds of a fixed chain', { timeout: 30_000 }, () => {
  // Rounds drawn from the round hash alone, as rounds before beacons are: from the 32-byte key on, the
  // draw is the same code whatever made the key, and a BLS signature a round would cost a minute here.
  it('passes the production draw, at a family-wise false-failure rate of at most 0.1 %', () => {
    const verdict = verdictOf((roundHash) => drawRound(roundHash).drawOrder);
    expect(verdict.failed).toEqual([]);
    expect(verdict.isPass).toBe(true);
    expect(verdict.results.length).toBe(120);
  });

  it('fails a draw with modulo bias, on the first positions and the frequencies', () => {
    const verdict = verdictOf((roundHash) => drawOrderFrom(moduloBiased(roundHash)));
    expect(verdict.isPass).toBe(false);
    const failed = verdict.failed.map((result) => result.id);
    expect(failed).toContain('position.1');
    expect(failed).toContain('numbers.frequency');
  });

  it('fails a draw that favours one number by 3/64', () => {
    const verdict = verdictOf(favouringOne);
    expect(verdict.isPass).toBe(false);
    expect(verdict.failed.map((result) => result.id)).toContain('numbers.frequency');
  });
});
