import { createHash, createHmac } from 'node:crypto';
import { bls12_381 } from '@noble/curves/bls12-381.js';
import { describe, expect, it } from 'vitest';
import { beaconRoundAt, beaconTimeMs, drawKeyOf, localChainHash, QUICKNET } from './beacon';
import {
  areBeaconsValid,
  beaconFault,
  beaconMessage,
  beaconPublicKeyOf,
  newBeaconSecretKey,
  signBeacon,
} from './beacon-signature';
import { DrawByteStream, drawRound } from './draw';
import { generateHashChain } from './hash-chain';
import { digitsOf } from './layout';
import { bytesToHex, hexToBytes, sha256 } from './sha256';

/**
 * Beacons of the League of Entropy's quicknet as its relays serve them (`/public/1000`, `/public/657413`);
 * published in drand's and others' client tests. Only the network's key can have signed them.
 */
const QUICKNET_1000 = {
  round: 1000,
  randomness: 'fe290beca10872ef2fb164d2aa4442de4566183ec51c56ff3cd603d930e54fdd',
  signature:
    'b44679b9a59af2ec876b1a6b1ad52ea9b1615fc3982b19576350f93447cb1125e342b73a8dd2bacbe47e4b6b63ed5e39',
};
const QUICKNET_657413 = {
  round: 657413,
  randomness: 'fc1873a13f3545aeade8401532ef5519920652eee6b0d2b19ca12643b87b3587',
  signature:
    'b713718a38ae728dfd477991af2822e08d2f305e47718cef9f7848ce4050e7be41076862b98fad56e91a6b85b89cd97b',
};

describe('the quicknet beacon', () => {
  it('verifies real beacons against the pinned public key', () => {
    expect(beaconFault(QUICKNET, QUICKNET_1000, 1000)).toBeNull();
    expect(beaconFault(QUICKNET, QUICKNET_657413, 657413)).toBeNull();
  });

  it('refuses a real beacon offered for another round, a changed signature or randomness', () => {
    expect(beaconFault(QUICKNET, QUICKNET_1000, 1001)).toMatch(/round 1000, not 1001/);
    expect(beaconFault(QUICKNET, { ...QUICKNET_1000, round: 1001 }, 1001)).toMatch(/does not verify/);
    const flipped = `${QUICKNET_1000.signature.slice(0, -1)}${QUICKNET_1000.signature.endsWith('9') ? '8' : '9'}`;
    const withRandomness = {
      ...QUICKNET_1000,
      signature: flipped,
      randomness: createHash('sha256').update(Buffer.from(flipped, 'hex')).digest('hex'),
    };
    expect(beaconFault(QUICKNET, withRandomness, 1000)).toMatch(/does not verify/);
    expect(beaconFault(QUICKNET, { ...QUICKNET_1000, randomness: QUICKNET_657413.randomness }, 1000)).toMatch(
      /not SHA-256 of the signature/,
    );
    expect(beaconFault(QUICKNET, { ...QUICKNET_1000, signature: 'zz' }, 1000)).toMatch(/48 bytes/);
  });

  it("refuses another network's beacon", () => {
    const secretKey = newBeaconSecretKey();
    expect(beaconFault(QUICKNET, signBeacon(secretKey, 1000), 1000)).toMatch(/does not verify/);
  });

  it('names the round by its time: the first emitted at or after it', () => {
    // Round 1 is emitted at genesis, round r at genesis + 3 (r − 1) seconds.
    expect(beaconTimeMs(QUICKNET, 1)).toBe(1692803367_000);
    expect(beaconTimeMs(QUICKNET, 1000)).toBe((1692803367 + 2997) * 1000);
    expect(beaconRoundAt(QUICKNET, beaconTimeMs(QUICKNET, 1000))).toBe(1000);
    expect(beaconRoundAt(QUICKNET, beaconTimeMs(QUICKNET, 1000) - 1)).toBe(1000);
    expect(beaconRoundAt(QUICKNET, beaconTimeMs(QUICKNET, 1000) + 1)).toBe(1001);
    expect(beaconRoundAt(QUICKNET, 0)).toBe(1);
    // A round closing at 2026-11-29 00:00:00 UTC is decided by the beacon emitted at or just after it.
    const close = Date.UTC(2026, 10, 29);
    const round = beaconRoundAt(QUICKNET, close);
    expect(beaconTimeMs(QUICKNET, round)).toBeGreaterThanOrEqual(close);
    expect(beaconTimeMs(QUICKNET, round) - close).toBeLessThan(3000);
  });
});

describe('a beacon of our own', () => {
  it('signs in the same scheme, so the same check verifies it', () => {
    const secretKey = newBeaconSecretKey();
    const network = {
      publicKey: beaconPublicKeyOf(secretKey),
      genesisTime: 1_700_000_000,
      periodSeconds: 3,
      chainHash: '',
    };
    const beacon = signBeacon(secretKey, 42);
    expect(beaconFault(network, beacon, 42)).toBeNull();
    expect(signBeacon(secretKey, 42)).toEqual(beacon);
    expect(beaconFault(network, signBeacon(newBeaconSecretKey(), 42), 42)).toMatch(/does not verify/);
    expect(localChainHash(network.publicKey, 1_700_000_000, 3)).toMatch(/^[0-9a-f]{64}$/);
    expect(localChainHash(network.publicKey, 1_700_000_000, 3)).not.toBe(
      localChainHash(network.publicKey, 1_700_000_000, 1),
    );
  });
});

describe('many beacons checked at once', () => {
  const secretKey = newBeaconSecretKey();
  const network = {
    publicKey: beaconPublicKeyOf(secretKey),
    genesisTime: 1_700_000_000,
    periodSeconds: 3,
    chainHash: '',
  };
  const beacons = Array.from({ length: 12 }, (_, i) => signBeacon(secretKey, 100 + i));

  it('passes real quicknet beacons and a batch of our own, and fails when any one is bad', () => {
    expect(areBeaconsValid(QUICKNET, [QUICKNET_1000, QUICKNET_657413])).toBe(true);
    expect(areBeaconsValid(network, beacons)).toBe(true);
    expect(areBeaconsValid(network, [])).toBe(true);
    const other = signBeacon(newBeaconSecretKey(), 105);
    expect(
      areBeaconsValid(
        network,
        beacons.map((beacon) => (beacon.round === 105 ? other : beacon)),
      ),
    ).toBe(false);
    const misplaced = { ...beacons[3], round: 999 } as typeof QUICKNET_1000;
    expect(areBeaconsValid(network, [...beacons.slice(0, 3), misplaced])).toBe(false);
    expect(areBeaconsValid(network, [{ ...QUICKNET_1000, signature: 'zz' }])).toBe(false);
  });

  it('fails two signatures altered to cancel each other out, which a plain sum would pass', () => {
    const G1 = bls12_381.G1.Point;
    const Signature = bls12_381.shortSignatures.Signature;
    const shift = G1.BASE.multiply(12345n);
    const altered = beacons.map((beacon, i) => {
      if (i > 1) return beacon;
      const point = Signature.fromBytes(Buffer.from(beacon.signature, 'hex'));
      const signature = Signature.toBytes(i === 0 ? point.add(shift) : point.subtract(shift));
      return {
        round: beacon.round,
        signature: bytesToHex(signature),
        randomness: bytesToHex(sha256(signature)),
      };
    });
    expect(beaconFault(network, altered[0] ?? QUICKNET_1000, 100)).toMatch(/does not verify/);
    const plainSum = (points: InstanceType<typeof G1>[]) =>
      points.reduce((sum, point) => sum.add(point), G1.ZERO);
    const hashes = altered.map((beacon) => bls12_381.shortSignatures.hash(beaconMessage(beacon.round)));
    const signatures = altered.map((beacon) => Signature.fromBytes(Buffer.from(beacon.signature, 'hex')));
    expect(
      bls12_381.shortSignatures.verify(plainSum(signatures), plainSum(hashes), hexToBytes(network.publicKey)),
    ).toBe(true);
    expect(areBeaconsValid(network, altered)).toBe(false);
  });
});

describe('the draw key', () => {
  it('is HMAC-SHA256 keyed by the round hash over the beacon randomness', () => {
    const roundHash = 'e9ae78d8781fe31e835bf0db942bdbdda11682c5b3c9f429571db85167ee960b';
    const expected = createHmac('sha256', Buffer.from(roundHash, 'hex'))
      .update(Buffer.from(QUICKNET_1000.randomness, 'hex'))
      .digest('hex');
    expect(drawKeyOf(roundHash, QUICKNET_1000.randomness)).toBe(expected);
  });

  it("gives docs/FAIRNESS.md §4's worked example: round 1 of the example chain decided by quicknet round 1000", () => {
    const hash1 = generateHashChain('5eed'.repeat(16), 3).roundHashes[0] ?? '';
    const close = Date.UTC(2023, 7, 23, 15, 59, 24);
    expect(close / 1000).toBe(1692806364);
    expect(beaconRoundAt(QUICKNET, close)).toBe(1000);
    const key = drawKeyOf(hash1, QUICKNET_1000.randomness);
    expect(key).toBe('8d218659da571c6e37754e1bfb0292aee2455724ac94b9592c680a460f131eaf');
    const stream = new DrawByteStream(key);
    expect(Array.from({ length: 5 }, () => stream.nextByte())).toEqual([248, 199, 30, 185, 192]);
    const draw = drawRound(key);
    expect(draw.drawOrder).toEqual([
      40, 32, 2, 42, 13, 55, 24, 1, 12, 74, 77, 45, 5, 47, 59, 3, 33, 48, 8, 18,
    ]);
    const beijing = digitsOf(draw.numbers, 'beijing');
    const canada = digitsOf(draw.numbers, 'canada');
    expect([beijing.a, beijing.b, beijing.c, beijing.sum]).toEqual([1, 0, 6, 7]);
    expect([canada.a, canada.b, canada.c, canada.sum]).toEqual([1, 5, 4, 10]);
  });
});
