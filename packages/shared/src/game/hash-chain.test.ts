import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chainDistance, generateHashChain, roundHashOf, verifyRoundHash } from './hash-chain';

const SEED = '5eed'.repeat(16);

/** The chain as the docs describe it, computed with WebCrypto over the raw bytes. */
async function webCryptoChain(seedHex: string, length: number): Promise<string[]> {
  const hex = (bytes: ArrayBuffer) => Buffer.from(bytes).toString('hex');
  const fromNewest: string[] = [];
  let hash = await crypto.subtle.digest('SHA-256', Buffer.from(seedHex, 'hex'));
  for (let i = 0; i <= length; i++) {
    fromNewest.push(hex(hash));
    hash = await crypto.subtle.digest('SHA-256', hash);
  }
  return fromNewest.reverse(); // [hash_0, hash_1, ..., hash_N]
}

function tamper(hash: string, index: number): string {
  const digit = hash[index] === '0' ? '1' : '0';
  return hash.slice(0, index) + digit + hash.slice(index + 1);
}

describe('hash chain', () => {
  it('is hash_N = sha256(seed), hash_(n-1) = sha256(hash_n), ending in the terminating hash', async () => {
    const chain = generateHashChain(SEED, 50);
    const expected = await webCryptoChain(SEED, 50);
    expect(chain.terminatingHash).toBe(expected[0]);
    expect(chain.roundHashes).toEqual(expected.slice(1));
    expect(roundHashOf(chain, 1)).toBe(expected[1]);
    expect(roundHashOf(chain, 50)).toBe(expected[50]);
  });

  it('lets every revealed round hash be checked against the terminating hash and its predecessor', () => {
    const chain = generateHashChain(SEED, 200);
    for (let round = 1; round <= 200; round++) {
      const hash = roundHashOf(chain, round);
      expect(verifyRoundHash(hash, round, chain.terminatingHash)).toBe(true);
      expect(chainDistance(hash, chain.terminatingHash, 1000)).toBe(round);
      const previous = round === 1 ? chain.terminatingHash : roundHashOf(chain, round - 1);
      expect(chainDistance(hash, previous, 1)).toBe(1);
    }
  });

  it('rejects a tampered hash, a wrong round number, and a link beyond the step limit', () => {
    const chain = generateHashChain(SEED, 100);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 0, max: 63 }), (round, index) => {
        const hash = roundHashOf(chain, round);
        const forged = tamper(hash, index);
        expect(verifyRoundHash(forged, round, chain.terminatingHash)).toBe(false);
        expect(chainDistance(forged, chain.terminatingHash, 150)).toBeNull();
        expect(verifyRoundHash(hash, round, tamper(chain.terminatingHash, index))).toBe(false);
        expect(verifyRoundHash(hash, round + 1, chain.terminatingHash)).toBe(false);
        if (round > 1) expect(verifyRoundHash(hash, round - 1, chain.terminatingHash)).toBe(false);
        expect(chainDistance(hash, chain.terminatingHash, round - 1)).toBeNull();
      }),
      { numRuns: 200 },
    );
  });

  it('refuses upper-case or malformed hashes rather than guessing', () => {
    const chain = generateHashChain(SEED, 3);
    const hash = roundHashOf(chain, 1);
    expect(verifyRoundHash(hash.toUpperCase(), 1, chain.terminatingHash)).toBe(false);
    expect(verifyRoundHash(hash.slice(1), 1, chain.terminatingHash)).toBe(false);
    expect(() => chainDistance('xyz', chain.terminatingHash, 5)).toThrow(RangeError);
    expect(verifyRoundHash(hash, 0, chain.terminatingHash)).toBe(false);
  });

  it('refuses short seeds, empty chains and rounds outside the chain', () => {
    expect(() => generateHashChain('ab'.repeat(31), 10)).toThrow(RangeError);
    expect(() => generateHashChain(SEED, 0)).toThrow(RangeError);
    const chain = generateHashChain(SEED, 5);
    expect(() => roundHashOf(chain, 0)).toThrow(RangeError);
    expect(() => roundHashOf(chain, 6)).toThrow(RangeError);
    expect(() => roundHashOf(chain, 1.5)).toThrow(RangeError);
  });

  // How fast is a benchmark's question, not a unit test's: this one holds the season-long chain's links.
  it('generates a chain of 100,000 rounds whose last round links to the terminating hash', () => {
    const chain = generateHashChain(SEED, 100_000);
    expect(chain.roundHashes).toHaveLength(100_000);
    expect(verifyRoundHash(roundHashOf(chain, 100_000), 100_000, chain.terminatingHash)).toBe(true);
  }, 120_000);
});
