// The beacon networks rounds are decided by (docs/FAIRNESS.md §2), and a round's beacon round: its network's
// first at or after the round's close. Quicknet's key is pinned in the shared beacon code, never taken from
// the site. A site's own stand-in beacon is checked against the key the site publishes: that proves only
// that the operator's key signed it, so the report says so loudly. The signatures are beacon-signatures.ts'.
import {
  type BeaconNetwork,
  beaconRoundAt,
  beaconTimeMs,
  localChainHash,
  QUICKNET,
  type TBeaconInfoResponse,
  type TRoundBeacon,
  type TRoundHistoryEntry,
} from '@fair28/shared';
import { DiscrepancyFound, roundDiscrepancy } from './discrepancy';

export type KnownNetwork = { network: BeaconNetwork; isLocal: boolean };

function infoDiscrepancy(detail: string): DiscrepancyFound {
  return new DiscrepancyFound({ kind: 'beacon-info', detail, round: null, chainId: null, figure: null });
}

/**
 * The networks the verifier can check: quicknet, always, by its pinned key; and the site's stand-in, when its
 * beacon info says it runs one. Info naming quicknet with another key, or a stand-in whose chain hash is not
 * its own key's, is a discrepancy in itself.
 */
export function knownNetworks(info: TBeaconInfoResponse | null): Map<string, KnownNetwork> {
  const networks = new Map<string, KnownNetwork>([
    [QUICKNET.chainHash, { network: QUICKNET, isLocal: false }],
  ]);
  if (!info) return networks;
  if (info.chainHash === QUICKNET.chainHash) {
    const isPinned =
      !info.isLocal &&
      info.publicKey === QUICKNET.publicKey &&
      info.genesisTime === QUICKNET.genesisTime &&
      info.periodSeconds === QUICKNET.periodSeconds;
    if (!isPinned)
      throw infoDiscrepancy("the site's beacon info names quicknet but not quicknet's key and times");
  } else if (info.isLocal) {
    if (localChainHash(info.publicKey, info.genesisTime, info.periodSeconds) !== info.chainHash) {
      throw infoDiscrepancy("the site's stand-in beacon's chain hash is not its public key's and times'");
    }
    networks.set(info.chainHash, { network: info, isLocal: true });
  }
  return networks;
}

/** The beacon is its network's round at or after the round's close, emitted when the network says. */
export function checkBeaconRound(
  round: TRoundHistoryEntry,
  beacon: TRoundBeacon,
  network: BeaconNetwork,
): void {
  const expected = beaconRoundAt(network, round.closesAt);
  if (beacon.round !== expected) {
    throw roundDiscrepancy(
      'beacon-round',
      round,
      `its beacon is round ${beacon.round}; the first at or after its close (${new Date(round.closesAt).toISOString()}) is ${expected}`,
    );
  }
  if (beacon.time !== beaconTimeMs(network, beacon.round)) {
    throw roundDiscrepancy(
      'beacon-round',
      round,
      `its beacon round ${beacon.round} is not emitted at ${beacon.time}`,
    );
  }
}
