import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DrawByteStream, drawRound } from './draw';
import { generateHashChain } from './hash-chain';
import { digitsOf, LAYOUT_POSITIONS } from './layout';

/** The draw as docs/FAIRNESS.md states it, written again from the prose with Node's own HMAC. */
function referenceDraw(roundHash: string): number[] {
  const key = Buffer.from(roundHash, 'hex');
  let stream = Buffer.alloc(0);
  let block = 0;
  let read = 0;
  const nextByte = (): number => {
    if (read === stream.length) {
      const counter = Buffer.alloc(4);
      counter.writeUInt32BE(block++);
      stream = Buffer.concat([stream, createHmac('sha256', key).update(counter).digest()]);
    }
    return stream[read++] as number;
  };
  const pool = Array.from({ length: 80 }, (_, i) => i + 1);
  for (let i = 0; i < 20; i++) {
    const n = 80 - i;
    let byte = nextByte();
    while (byte >= 256 - (256 % n)) byte = nextByte();
    const j = i + (byte % n);
    [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
  }
  return pool.slice(0, 20);
}

const roundHash = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((bytes) => Buffer.from(bytes).toString('hex'));

describe('drawRound', () => {
  it('matches the published worked example', () => {
    const chain = generateHashChain('5eed'.repeat(16), 3);
    expect(chain.terminatingHash).toBe('69318796b411d394cdf1cb8dba360e1c00d58d2f9b073dda0c185c2ed881c3f0');
    const hash = chain.roundHashes[0] ?? '';
    expect(hash).toBe('e9ae78d8781fe31e835bf0db942bdbdda11682c5b3c9f429571db85167ee960b');
    const draw = drawRound(hash);
    expect(draw.drawOrder).toEqual([
      21, 25, 63, 69, 58, 1, 38, 31, 61, 72, 57, 37, 36, 42, 50, 2, 33, 80, 74, 43,
    ]);
    expect(draw.numbers).toEqual([
      1, 2, 21, 25, 31, 33, 36, 37, 38, 42, 43, 50, 57, 58, 61, 63, 69, 72, 74, 80,
    ]);
    const beijing = digitsOf(draw.numbers, 'beijing');
    expect([beijing.a, beijing.b, beijing.c, beijing.sum]).toEqual([3, 6, 0, 9]);
    const canada = digitsOf(draw.numbers, 'canada');
    expect([canada.a, canada.b, canada.c, canada.sum]).toEqual([0, 5, 7, 12]);
    expect(canada.numbers.a).toEqual([2, 31, 37, 43, 58, 69]);
  });

  it('agrees with an independent implementation of the documented algorithm', () => {
    fc.assert(
      fc.property(roundHash, (hash) => {
        expect(drawRound(hash).drawOrder).toEqual(referenceDraw(hash));
      }),
      { numRuns: 2000 },
    );
  });

  it('gives 20 distinct sorted numbers in 1–80, the same every time for the same hash', () => {
    fc.assert(
      fc.property(roundHash, (hash) => {
        const draw = drawRound(hash);
        expect(draw.numbers).toHaveLength(20);
        expect(new Set(draw.numbers).size).toBe(20);
        for (const [index, number] of draw.numbers.entries()) {
          expect(Number.isInteger(number) && number >= 1 && number <= 80).toBe(true);
          if (index > 0) expect(number).toBeGreaterThan(draw.numbers[index - 1] ?? 0);
        }
        expect([...draw.drawOrder].sort((x, y) => x - y)).toEqual(draw.numbers);
        expect(drawRound(hash)).toEqual(draw);
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses anything but a 64-digit lower-case hex hash', () => {
    expect(() => drawRound('ab')).toThrow(RangeError);
    expect(() => drawRound('E9AE78D8781FE31E835BF0DB942BDBDDA11682C5B3C9F429571DB85167EE960B')).toThrow(
      RangeError,
    );
  });
});

describe('DrawByteStream', () => {
  const hash = 'e9ae78d8781fe31e835bf0db942bdbdda11682c5b3c9f429571db85167ee960b';

  it('is HMAC blocks keyed by the hash bytes over a 4-byte big-endian counter', () => {
    const stream = new DrawByteStream(hash);
    const bytes = Buffer.from(Array.from({ length: 96 }, () => stream.nextByte()));
    const block = (i: number) => {
      const counter = Buffer.alloc(4);
      counter.writeUInt32BE(i);
      return createHmac('sha256', Buffer.from(hash, 'hex')).update(counter).digest();
    };
    expect(bytes).toEqual(Buffer.concat([block(0), block(1), block(2)]));
  });

  it('throws away bytes at or above the largest multiple of n', () => {
    // The example stream opens with 254, 180: 254 ≥ 240 is thrown away for n = 80, 180 gives 20.
    const stream = new DrawByteStream(hash);
    expect(stream.uniform(80)).toBe(20);
    // With n = 64 nothing is thrown away: the next byte, 181, gives 181 mod 64.
    expect(stream.uniform(64)).toBe(181 % 64);
    expect(() => stream.uniform(0)).toThrow(RangeError);
    expect(() => stream.uniform(257)).toThrow(RangeError);
  });

  it('gives every value in [0, n) equally often over the accepted bytes', () => {
    // Feeding all 256 byte values once: each residue must come out exactly limit / n times.
    for (let n = 1; n <= 256; n++) {
      const limit = 256 - (256 % n);
      const counts = new Array<number>(n).fill(0);
      for (let byte = 0; byte < limit; byte++) counts[byte % n] = (counts[byte % n] ?? 0) + 1;
      expect(new Set(counts)).toEqual(new Set([limit / n]));
    }
  });
});

describe('digitsOf', () => {
  const numbers = Array.from({ length: 20 }, (_, i) => (i + 1) * 4);

  it('sums each digit over its six positions mod 10', () => {
    // Numbers 4, 8, …, 80: position p holds 4p.
    const digit = (positions: readonly number[]) => positions.reduce((total, p) => total + 4 * p, 0) % 10;
    for (const layout of ['beijing', 'canada'] as const) {
      const digits = digitsOf(numbers, layout);
      const positions = LAYOUT_POSITIONS[layout];
      expect(digits.a).toBe(digit(positions.a));
      expect(digits.b).toBe(digit(positions.b));
      expect(digits.c).toBe(digit(positions.c));
      expect(digits.sum).toBe(digits.a + digits.b + digits.c);
    }
    expect(digitsOf(numbers, 'beijing')).toMatchObject({ a: 4, b: 8, c: 2, sum: 14 });
    expect(digitsOf(numbers, 'canada')).toMatchObject({ a: 8, b: 2, c: 6, sum: 16 });
  });

  it('uses each position at most once and keeps digits and sums in range', () => {
    for (const positions of Object.values(LAYOUT_POSITIONS)) {
      const all = [...positions.a, ...positions.b, ...positions.c];
      expect(new Set(all).size).toBe(18);
      expect(all.every((p) => p >= 1 && p <= 20)).toBe(true);
    }
    fc.assert(
      fc.property(roundHash, (hash) => {
        for (const layout of ['beijing', 'canada'] as const) {
          const digits = digitsOf(drawRound(hash).numbers, layout);
          for (const value of [digits.a, digits.b, digits.c]) expect(value >= 0 && value <= 9).toBe(true);
          expect(digits.sum >= 0 && digits.sum <= 27).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a draw that is not 20 numbers', () => {
    expect(() => digitsOf(numbers.slice(1), 'beijing')).toThrow(RangeError);
  });
});
