// The public randomness beacon every round's result also depends on: drand's unchained BLS beacon on G1
// (scheme bls-unchained-g1-rfc9380, the League of Entropy's quicknet). A beacon round is signed by a
// threshold of independent parties only when its time comes, so nobody, the operator included, knows its
// randomness before then. docs/FAIRNESS.md §2 says the same in prose. This file holds the scheme, the
// networks, their schedule and the draw key; the BLS signatures, which need the curve code, are in
// beacon-signature.ts, so what only names or times a beacon does not carry the curve with it.
import { bytesToHex, hexToBytes, hmacSha256, sha256 } from './sha256';

/*
 * The scheme, byte for byte:
 *
 * - Beacon round r (1, 2, ...) is emitted at genesis + (r − 1) × period seconds.
 * - message(r) = SHA-256(r as an 8-byte unsigned big-endian integer).
 * - signature = a BLS signature on G1 of message(r), hashed to the curve per RFC 9380 with the domain
 *   separation tag BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_, checked against the network's public key
 *   on G2 (96 bytes compressed); the signature is 48 bytes compressed.
 * - randomness = SHA-256(signature bytes).
 * - A round's draw key = HMAC-SHA256(key = the round hash's 32 bytes, message = the randomness's 32 bytes);
 *   the keno draw takes the draw key where it took the round hash alone before beacons.
 */

export const BEACON_SCHEME = 'bls-unchained-g1-rfc9380';

/** A beacon network, as drand's `/info` describes it (times in seconds). */
export type BeaconNetwork = {
  /** drand's name for the chain: the URL path its relays serve it under. */
  readonly chainHash: string;
  /** The group's public key on G2, 96 bytes compressed, hex. */
  readonly publicKey: string;
  readonly genesisTime: number;
  readonly periodSeconds: number;
};

/**
 * The League of Entropy's quicknet, pinned as drand's documentation and `/info` give it
 * (https://api.drand.sh/52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971/info).
 */
export const QUICKNET: BeaconNetwork = Object.freeze({
  chainHash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
  publicKey:
    '83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c' +
    '8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb' +
    '5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a',
  genesisTime: 1692803367,
  periodSeconds: 3,
});

/** One beacon as drand's relays serve it (`/public/<round>`), hex fields lower-case. */
export type Beacon = { readonly round: number; readonly randomness: string; readonly signature: string };

/** When beacon round `round` is emitted, in milliseconds since the epoch. */
export function beaconTimeMs(network: BeaconNetwork, round: number): number {
  return (network.genesisTime + (round - 1) * network.periodSeconds) * 1000;
}

/**
 * The first beacon round emitted at or after `timeMs`: the round that decides a game round closing then.
 * It follows from the close time alone, so it is known (and shown) before the round opens.
 */
export function beaconRoundAt(network: BeaconNetwork, timeMs: number): number {
  const periodMs = network.periodSeconds * 1000;
  const sinceGenesis = timeMs - network.genesisTime * 1000;
  return sinceGenesis <= 0 ? 1 : Math.ceil(sinceGenesis / periodMs) + 1;
}

/** The 32-byte key the keno draw runs on: the round hash and the beacon, neither known alone. */
export function drawKeyOf(roundHash: string, beaconRandomness: string): string {
  return bytesToHex(hmacSha256(hexToBytes(roundHash), hexToBytes(beaconRandomness)));
}

/**
 * The chain hash of a beacon of our own: SHA-256 of its public key's bytes ‖ genesis (8 bytes) ‖ period
 * (4 bytes), big-endian. drand hashes its own chain info differently; this one only has to name the chain.
 */
export function localChainHash(publicKey: string, genesisTime: number, periodSeconds: number): string {
  const times = new Uint8Array(12);
  const view = new DataView(times.buffer);
  view.setBigUint64(0, BigInt(genesisTime));
  view.setUint32(8, periodSeconds);
  return bytesToHex(sha256(hexToBytes(publicKey), times));
}
