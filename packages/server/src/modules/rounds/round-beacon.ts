// A round's beacon as the public sees it, from the round's own columns: the network and round that decide
// it, when that beacon round is emitted (by its network's schedule), and the beacon itself once fetched.
import { beaconTimeMs, type TBeaconRef, type TRoundBeacon } from '@fair28/shared';
import type { AppContext } from '../../kernel/context';
import type { RoundRow } from './queries';

export type RoundBeaconColumns = Pick<
  RoundRow,
  'id' | 'beaconChainHash' | 'beaconRound' | 'beaconSignature' | 'beaconRandomness'
>;

/** The beacon named to decide the round; null for a round made before beacons. */
export function beaconRefOf(round: RoundBeaconColumns, beacons: AppContext['beacons']): TBeaconRef | null {
  const { beaconChainHash: chainHash, beaconRound } = round;
  if (chainHash === null || beaconRound === null) return null;
  const network = beacons.networkOf(chainHash);
  // Rounds name only the networks this node knows (quicknet, or the database's own): another is corruption.
  if (!network)
    throw new Error(`round ${round.id} names beacon chain ${chainHash}, which this node does not know`);
  return { chainHash, round: beaconRound, time: beaconTimeMs(network, beaconRound) };
}

/** The beacon the round was drawn with; null for a round drawn before beacons (or not drawn yet). */
export function drawnBeaconOf(
  round: RoundBeaconColumns,
  beacons: AppContext['beacons'],
): TRoundBeacon | null {
  const { beaconSignature: signature, beaconRandomness: randomness } = round;
  const ref = beaconRefOf(round, beacons);
  return ref && signature !== null && randomness !== null ? { ...ref, signature, randomness } : null;
}
