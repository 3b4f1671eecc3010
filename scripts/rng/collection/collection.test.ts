// A small collection end to end: rounds made through the production path, written as CSV lines and a byte
// stream, read back and recomputed by the report's checker, which refuses any row or byte changed.
import { beaconPublicKeyOf, generateHashChain, hexToBytes } from '@fair28/shared';
import { describe, expect, it } from 'vitest';
import { inThreadSigner } from './beacon-signer';
import { type CollectedRound, collectRounds } from './collect-rounds';
import { type Manifest, outcomeLine, parseOutcomeLine } from './files';
import { CollectionChecker } from './verify-collection';

const ROUNDS = 12;
const SEED = '5eed'.repeat(16);
const BEACON_KEY = '2b1f0e3d4c5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0';

async function collect(): Promise<CollectedRound[]> {
  const rounds: CollectedRound[] = [];
  const signer = inThreadSigner(hexToBytes(BEACON_KEY));
  for await (const round of collectRounds({ seedHex: SEED, rounds: ROUNDS, signer, signingThreads: 1 })) {
    rounds.push(round);
  }
  return rounds;
}

function manifestOf(): Manifest {
  const file = { bytes: 0, sha256: '0'.repeat(64) };
  return {
    format: 'fair28-rng-collection/1',
    draws: ROUNDS,
    createdAt: new Date(0).toISOString(),
    wallSeconds: 0,
    code: { commit: 'test', hasLocalChanges: false },
    chain: { terminatingHash: generateHashChain(SEED, ROUNDS).terminatingHash, seed: SEED },
    beacon: {
      scheme: 'bls-unchained-g1-rfc9380',
      publicKey: beaconPublicKeyOf(hexToBytes(BEACON_KEY)),
      secretKey: BEACON_KEY,
    },
    signingThreads: 0,
    files: { 'draws.csv': file, 'draw-stream.bin': file },
  };
}

function concatenated(rounds: readonly CollectedRound[]): Uint8Array {
  return Uint8Array.from(rounds.flatMap((round) => [...round.streamBytes]));
}

describe('a collection', () => {
  it('reads back as written and checks against the production code', async () => {
    const rounds = await collect();
    const checker = new CollectionChecker(manifestOf(), concatenated(rounds));
    for (const round of rounds) {
      const row = parseOutcomeLine(outcomeLine(round));
      expect(row.numbers).toEqual(round.numbers);
      expect(outcomeLine({ ...row, streamBytes: round.streamBytes })).toBe(outcomeLine(round));
      checker.check(row);
    }
    expect(() => checker.finish()).not.toThrow();
  });

  it('refuses a changed number or a changed stream byte', async () => {
    const rounds = await collect();
    const tampered = rounds.map((round) => parseOutcomeLine(outcomeLine(round)));
    const [first] = tampered;
    if (!first) throw new Error('no round');
    const swapped = { ...first, numbers: [...first.numbers.slice(0, -1), 81] };
    expect(() => new CollectionChecker(manifestOf(), concatenated(rounds)).check(swapped)).toThrow(/round 1/);

    const stream = concatenated(rounds);
    stream[3] = (stream[3] ?? 0) ^ 1;
    expect(() => new CollectionChecker(manifestOf(), stream).check(first)).toThrow(/stream file differs/);
  });
});
