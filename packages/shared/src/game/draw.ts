// The keno draw of a round: 20 distinct numbers from 1–80, determined by the round's draw key (its chain hash
// joined with its beacon, beacon.ts; the round hash alone for rounds drawn before beacons), so anyone
// holding both recomputes exactly the numbers the server drew.
import { assertRoundHash } from './hash-chain';
import { hexToBytes, hmacSha256 } from './sha256';

/*
 * The draw, byte for byte (docs/FAIRNESS.md says the same in prose):
 *
 * 1. Byte stream. key = the 32 bytes of the draw key (its 64 hex digits decoded, not the hex text).
 *    block_i = HMAC-SHA256(key, message = i as a 4-byte unsigned big-endian integer), i = 0, 1, 2, ...
 *    The stream is block_0 ‖ block_1 ‖ block_2 ‖ ..., read one byte at a time from the start;
 *    the next block is computed only when the bytes before it are used up.
 *
 * 2. Uniform integer in [0, n), n ≤ 256. limit = 256 − (256 mod n), the largest multiple of n ≤ 256.
 *    Take the next stream byte b. If b < limit the value is b mod n; otherwise discard b and take the
 *    next byte, until one is accepted. Every value in [0, n) then has the same chance limit / n / 256.
 *
 * 3. Fisher–Yates, first 20 steps. pool = [1, 2, ..., 80] (pool[0] = 1).
 *    For i = 0, 1, ..., 19: j = i + uniform(80 − i); swap pool[i] and pool[j].
 *    pool[0..19] is the draw order; the result is those 20 numbers sorted ascending.
 *    Every 20-number subset of 1–80 is then equally likely.
 */

export const KENO_POOL_SIZE = 80;
export const KENO_DRAW_COUNT = 20;

export type KenoDraw = {
  readonly drawKey: string;
  /** The numbers in the order the shuffle picked them. */
  readonly drawOrder: readonly number[];
  /** The same numbers sorted ascending: positions 1–20 of the layouts count in this order. */
  readonly numbers: readonly number[];
};

/** The byte stream of step 1 with the rejection sampling of step 2. */
export class DrawByteStream {
  readonly #key: Uint8Array;
  #block: Uint8Array = new Uint8Array(0);
  #blockIndex = 0;
  #offset = 0;

  constructor(drawKey: string) {
    assertRoundHash(drawKey);
    this.#key = hexToBytes(drawKey);
  }

  nextByte(): number {
    if (this.#offset >= this.#block.length) {
      const message = new Uint8Array(4);
      new DataView(message.buffer).setUint32(0, this.#blockIndex);
      this.#block = hmacSha256(this.#key, message);
      this.#blockIndex++;
      this.#offset = 0;
    }
    const byte = this.#block[this.#offset] ?? 0;
    this.#offset++;
    return byte;
  }

  /** A uniform integer in [0, n); bytes at or above the largest multiple of n are thrown away. */
  uniform(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 256) throw new RangeError('n must be an integer in 1..256');
    const limit = 256 - (256 % n);
    for (;;) {
      const byte = this.nextByte();
      if (byte < limit) return byte % n;
    }
  }
}

/** Anything that gives uniform integers in [0, n): the draw key's DrawByteStream in every real draw. */
export type UniformSource = { uniform(n: number): number };

/** Step 3 on a source of uniform integers: the draw order. Statistical tests also run it on faulty sources. */
export function drawOrderFrom(source: UniformSource): number[] {
  const pool = Array.from({ length: KENO_POOL_SIZE }, (_, index) => index + 1);
  for (let i = 0; i < KENO_DRAW_COUNT; i++) {
    const j = i + source.uniform(KENO_POOL_SIZE - i);
    const picked = pool[j] ?? 0;
    pool[j] = pool[i] ?? 0;
    pool[i] = picked;
  }
  return pool.slice(0, KENO_DRAW_COUNT);
}

export function drawRound(drawKey: string): KenoDraw {
  const drawOrder = drawOrderFrom(new DrawByteStream(drawKey));
  return { drawKey, drawOrder, numbers: [...drawOrder].sort((x, y) => x - y) };
}
