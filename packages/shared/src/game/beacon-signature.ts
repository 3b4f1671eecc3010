// The BLS side of the beacon (beacon.ts has the scheme): what a network signs for a round, whether a beacon
// is the network's, checked alone or many at once, and signing for a beacon of our own. The curve code
// (@noble/curves) lives here alone, so a page that only names or times beacons does not load it.
import { pippenger } from '@noble/curves/abstract/curve.js';
import { bls12_381 } from '@noble/curves/bls12-381.js';
import type { Beacon, BeaconNetwork } from './beacon';
import { bytesToHex, hexToBytes, sha256 } from './sha256';

/** message(r): what the network signs for round r. */
export function beaconMessage(round: number): Uint8Array {
  if (!Number.isSafeInteger(round) || round < 1) throw new RangeError('a beacon round is a positive integer');
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, BigInt(round));
  return sha256(bytes);
}

const bls = bls12_381.shortSignatures;
const SIGNATURE_HEX = /^[0-9a-f]{96}$/;
const RANDOMNESS_HEX = /^[0-9a-f]{64}$/;

/** Why a beacon's fields are malformed or its randomness is not SHA-256 of its signature, or null. */
function beaconFormFault(beacon: Beacon): string | null {
  if (!SIGNATURE_HEX.test(beacon.signature)) return 'the signature is not 48 bytes of hex';
  if (!RANDOMNESS_HEX.test(beacon.randomness)) return 'the randomness is not 32 bytes of hex';
  if (bytesToHex(sha256(hexToBytes(beacon.signature))) !== beacon.randomness) {
    return 'the randomness is not SHA-256 of the signature';
  }
  return null;
}

/** Why a beacon is not the network's, or null when it is: its randomness and its signature both check. */
export function beaconFault(network: BeaconNetwork, beacon: Beacon, round: number): string | null {
  if (beacon.round !== round) return `the beacon is for round ${beacon.round}, not ${round}`;
  const formFault = beaconFormFault(beacon);
  if (formFault) return formFault;
  try {
    const message = bls.hash(beaconMessage(round));
    if (bls.verify(hexToBytes(beacon.signature), message, hexToBytes(network.publicKey))) return null;
  } catch {
    // A signature that is no point on the curve: as invalid as a wrong one.
  }
  return "the signature does not verify against the network's public key";
}

/** A random 64-bit weight of the batch check, never zero. */
function batchWeight(): bigint {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return new DataView(bytes.buffer).getBigUint64(0) | 1n;
}

/**
 * Whether every one of `beacons` (each for its own round) is the network's, checked together: one pairing
 * check of Σ wᵢ·signatureᵢ against Σ wᵢ·H(messageᵢ) instead of one per beacon, several times faster. The
 * weights wᵢ are random and drawn here, after the beacons are fixed, so signatures altered to cancel each
 * other out in a plain sum still fail (a bad batch passes with chance below 2⁻⁶³). False says only that
 * some beacon is bad: beaconFault names which and why.
 */
export function areBeaconsValid(network: BeaconNetwork, beacons: readonly Beacon[]): boolean {
  if (beacons.some((beacon) => beaconFormFault(beacon) !== null)) return false;
  if (beacons.length === 0) return true;
  try {
    const weights = beacons.map(batchWeight);
    const signatures = beacons.map((beacon) => bls.Signature.fromBytes(hexToBytes(beacon.signature)));
    const messages = beacons.map((beacon) => bls.hash(beaconMessage(beacon.round)));
    const G1 = bls12_381.G1.Point;
    return bls.verify(
      pippenger(G1, signatures, weights),
      pippenger(G1, messages, weights),
      hexToBytes(network.publicKey),
    );
  } catch {
    return false;
  }
}

/** A beacon signed with `secretKey` in the same scheme: fair28's own beacon for machines off the internet. */
export function signBeacon(secretKey: Uint8Array, round: number): Beacon {
  const signature = bls.sign(bls.hash(beaconMessage(round)), secretKey).toBytes();
  return { round, signature: bytesToHex(signature), randomness: bytesToHex(sha256(signature)) };
}

/** The public key (hex, G2 compressed) of a beacon secret key. */
export function beaconPublicKeyOf(secretKey: Uint8Array): string {
  return bytesToHex(bls.getPublicKey(secretKey).toBytes());
}

/** A fresh secret key for a beacon of our own (32 bytes). */
export function newBeaconSecretKey(): Uint8Array {
  return bls.keygen().secretKey;
}
