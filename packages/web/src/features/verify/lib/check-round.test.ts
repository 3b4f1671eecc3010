import { describe, expect, it } from 'vitest';
import { digitOfPosition, digitWorking, recompute, sameDigits, sameNumbers, walkChain } from './check-round';

// The worked example of docs/FAIRNESS.md §4 (seed 5eed… sixteen times, N = 3).
const terminating = '69318796b411d394cdf1cb8dba360e1c00d58d2f9b073dda0c185c2ed881c3f0';
const round1 = 'e9ae78d8781fe31e835bf0db942bdbdda11682c5b3c9f429571db85167ee960b';
const round2 = 'e1c2f84149861653a1a67945eb2c0c401e22a40e73678fba1ec8922980bd89f6';
const sorted = [1, 2, 21, 25, 31, 33, 36, 37, 38, 42, 43, 50, 57, 58, 61, 63, 69, 72, 74, 80];

describe('recomputing a round in the browser', () => {
  it('redraws the published numbers and both layouts’ digits from the round hash', () => {
    const beijing = recompute(round1, 'beijing');
    expect(beijing.draw.numbers).toEqual(sorted);
    expect(beijing.draw.drawOrder.slice(0, 3)).toEqual([21, 25, 63]);
    expect([beijing.digits.a, beijing.digits.b, beijing.digits.c, beijing.digits.sum]).toEqual([3, 6, 0, 9]);
    const canada = recompute(round1, 'canada');
    expect([canada.digits.a, canada.digits.b, canada.digits.c, canada.digits.sum]).toEqual([0, 5, 7, 12]);
    expect(sameNumbers(sorted, canada.draw.numbers)).toBe(true);
    expect(sameNumbers([...sorted.slice(1), 81], canada.draw.numbers)).toBe(false);
    expect(sameDigits({ numbers: sorted, a: 0, b: 5, c: 7, sum: 12 }, canada.digits)).toBe(true);
    expect(sameDigits({ numbers: sorted, a: 0, b: 5, c: 7, sum: 13 }, canada.digits)).toBe(false);
  });

  it('shows the working of each digit and which positions feed it', () => {
    const { digits } = recompute(round1, 'canada');
    expect(digitWorking(digits, 'a')).toEqual({ numbers: [2, 31, 37, 43, 58, 69], total: 240, digit: 0 });
    expect(digitOfPosition(digits, 2)).toBe('a');
    expect(digitOfPosition(digits, 19)).toBe('c');
    expect(digitOfPosition(digits, 1)).toBeNull();
    expect(digitOfPosition(digits, 20)).toBeNull();
  });

  it('walks the chain to the terminating hash in the round’s number of steps', async () => {
    await expect(walkChain(round1, terminating, 1)).resolves.toEqual({ steps: 1, reached: terminating });
    await expect(walkChain(round2, terminating, 10)).resolves.toMatchObject({ steps: 2 });
    await expect(walkChain(round2, round1, 1)).resolves.toMatchObject({ steps: 1 });
    const progress: number[] = [];
    const missed = await walkChain(round1, round2, 5, { sliceSteps: 2, onProgress: (n) => progress.push(n) });
    expect(missed.steps).toBeNull();
    expect(progress).toEqual([2, 4]);
    await expect(walkChain('not a hash', terminating, 3)).resolves.toMatchObject({ steps: null });
  });
});
