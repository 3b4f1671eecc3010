// Which beacon decides a round, and when it comes: named when the round is made (the first beacon round at or
// after its close); for a round made before beacons and not drawn yet, the same rule over the current
// network, worked out when it is drawn.
import { beaconRoundAt, beaconTimeMs, type TBeaconRef, type TRoundBeacon } from '@fair28/shared';
import type { BeaconSource } from '../../kernel/beacons';
import type { RoundRow } from './queries';

export type RoundBeaconFields = Pick<RoundRow, 'closesAt' | 'beaconChainHash' | 'beaconRound'>;

/** The beacon round that decides a round. */
export function beaconRoundOf(round: RoundBeaconFields, beacons: BeaconSource): number {
  return round.beaconRound ?? beaconRoundAt(beacons.network, round.closesAt.getTime());
}

/** The beacon that decides a round: its network, round and time. */
export function beaconRefOf(round: RoundBeaconFields, beacons: BeaconSource): TBeaconRef {
  const chainHash = round.beaconChainHash ?? beacons.network.chainHash;
  const network = beacons.networkOf(chainHash);
  // Rounds name only the networks the source knows (quicknet, or this database's own): another is corruption.
  if (!network) throw new Error(`round names beacon chain ${chainHash}, which this node does not know`);
  const beaconRound = beaconRoundOf(round, beacons);
  return { chainHash, round: beaconRound, time: beaconTimeMs(network, beaconRound) };
}

/** The beacon a round was drawn with; null for a round drawn before beacons (or not drawn yet). */
export function drawnBeaconOf(
  round: RoundBeaconFields & Pick<RoundRow, 'beaconSignature' | 'beaconRandomness'>,
  beacons: BeaconSource,
): TRoundBeacon | null {
  const { beaconSignature: signature, beaconRandomness: randomness } = round;
  if (signature === null || randomness === null) return null;
  return { ...beaconRefOf(round, beacons), signature, randomness };
}
