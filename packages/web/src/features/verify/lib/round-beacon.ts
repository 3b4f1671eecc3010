// A round's beacon as the verify page reads it: which network it is (quicknet, its key pinned in the shared
// code, or the site's own stand-in from its beacon info, checked as the verifier checks it), whether it is
// that network's first round at or after the round's close, and where a public relay shows it.

import {
  type BeaconNetwork,
  beaconRoundAt,
  type TBeaconInfoResponse,
  type TRoundBeacon,
} from '@fair28/shared';
import { type KnownNetwork, knownNetworks } from '@fair28/verifier';

/** The beacon's network, or null when it is neither quicknet nor the site's stand-in as its info says. */
export function networkOfBeacon(beacon: TRoundBeacon, info: TBeaconInfoResponse | null): KnownNetwork | null {
  try {
    return knownNetworks(info).get(beacon.chainHash) ?? null;
  } catch {
    // Beacon info that contradicts itself names no network the page can trust.
    return null;
  }
}

export function isBeaconRoundOfClose(
  beacon: TRoundBeacon,
  network: BeaconNetwork,
  closesAt: number,
): boolean {
  return beacon.round === beaconRoundAt(network, closesAt);
}

/** `{relay}/{chainHash}/public/{round}`, when the site names a public relay for the beacon's network. */
export function relayLinkOf(beacon: TRoundBeacon, info: TBeaconInfoResponse | null): string | null {
  if (!info?.relayUrl || info.chainHash !== beacon.chainHash) return null;
  return `${info.relayUrl.replace(/\/+$/, '')}/${beacon.chainHash}/public/${beacon.round}`;
}
