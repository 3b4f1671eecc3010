// A red packet's shares, drawn from a secret seed with the round draw's byte stream (draw.ts): the server
// publishes sha256(seed) when it sends the packet and the seed once it ends, so anyone recomputes every
// share and checks that claim k received share k. docs/FAIRNESS.md §11 says the same in prose.
import { DrawByteStream } from './draw';
import { bytesToHex, hexToBytes, sha256 } from './sha256';

/** Every share is at least one cent. */
export const MIN_SHARE_MINOR = 1n;

/** The commitment published with a packet: sha256 of the seed's 32 bytes, in hex. */
export function redPacketCommitment(seedHex: string): string {
  return bytesToHex(sha256(hexToBytes(seedHex)));
}

/**
 * The shares, in claim order. Each share gets one cent; the rest is split by weights: weight i =
 * 1 + 256 × uniform(256) + uniform(256) from the stream keyed by the seed (two draws per share, in order),
 * share i += floor(rest × weight i / sum of weights); the cents that flooring leaves go one each to the
 * first shares. The shares sum to the total exactly.
 */
export function redPacketShares(seedHex: string, totalMinor: bigint, count: number): bigint[] {
  if (!Number.isInteger(count) || count < 1) throw new RangeError('a packet has at least one share');
  if (totalMinor < BigInt(count) * MIN_SHARE_MINOR) throw new RangeError('less than a cent a share');
  const stream = new DrawByteStream(seedHex);
  const weights = Array.from(
    { length: count },
    () => 1n + 256n * BigInt(stream.uniform(256)) + BigInt(stream.uniform(256)),
  );
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0n);
  const rest = totalMinor - BigInt(count) * MIN_SHARE_MINOR;
  const shares = weights.map((weight) => MIN_SHARE_MINOR + (rest * weight) / weightSum);
  let left = totalMinor - shares.reduce((sum, share) => sum + share, 0n);
  for (let i = 0; left > 0n; i++, left--) shares[i] = (shares[i] ?? 0n) + 1n;
  return shares;
}

/** Whether a revealed seed matches the packet's commitment and gives the claimed amounts, in claim order. */
export function verifyRedPacket(
  packet: { seedHex: string; commitment: string; totalMinor: bigint; count: number },
  claimedMinor: readonly bigint[],
): boolean {
  if (redPacketCommitment(packet.seedHex) !== packet.commitment) return false;
  const shares = redPacketShares(packet.seedHex, packet.totalMinor, packet.count);
  return claimedMinor.every((amount, index) => shares[index] === amount);
}
