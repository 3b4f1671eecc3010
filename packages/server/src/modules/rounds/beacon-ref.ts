// Which beacon decides a round, and when it comes: named when the round is made (the first beacon round at or
// after its close); for a round made before beacons and not drawn yet, the same rule over the current
// network, worked out when it is drawn.
import { beaconRoundAt, beaconTimeMs, type TBeaconRef } from '@fair28/shared';
import type { BeaconSource } from '../../kernel/beacons';
import type { RoundRow } from './queries';

export type RoundBeaconFields = Pick<RoundRow, 'closesAt' | 'beaconChainHash' | 'beaconRound'>;

/** The beacon that decides a round. */
export function beaconRefOf(round: RoundBeaconFields, beacons: BeaconSource): TBeaconRef {
  if (round.beaconChainHash === null || round.beaconRound === null) {
    const { network } = beacons;
    const beaconRound = beaconRoundAt(network, round.closesAt.getTime());
    return { chainHash: network.chainHash, round: beaconRound, time: beaconTimeMs(network, beaconRound) };
  }
  const network = beacons.networkOf(round.beaconChainHash);
  // Rounds name only the networks the source knows (quicknet, or this database's own): another is corruption.
  if (!network)
    throw new Error(`round names beacon chain ${round.beaconChainHash}, which this node does not know`);
  return {
    chainHash: round.beaconChainHash,
    round: round.beaconRound,
    time: beaconTimeMs(network, round.beaconRound),
  };
}
