// The beacons' signatures (docs/FAIRNESS.md §2), checked a batch at a time with the shared BLS code: the
// curve arithmetic is the verifier's heaviest part, kept apart so what only names networks does not load it.
import { areBeaconsValid, beaconFault, type TRoundBeacon, type TRoundHistoryEntry } from '@fair28/shared';
import type { KnownNetwork } from './beacon-networks';

/** Beacons per pairing check: about a tenth of a second of work, short enough for a page to stay responsive. */
const BATCH = 32;

const pause = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Why each bad beacon of these rounds fails, by round id: an empty map when all verify. Checked in batches
 * (areBeaconsValid), one beacon at a time only in a batch that failed, to name the bad ones.
 */
export async function signatureFaults(
  rounds: readonly (TRoundHistoryEntry & { beacon: TRoundBeacon })[],
  networks: Map<string, KnownNetwork>,
  signal?: AbortSignal,
): Promise<Map<number, string>> {
  const faults = new Map<number, string>();
  for (const [chainHash, known] of networks) {
    const own = rounds.filter((round) => round.beacon.chainHash === chainHash);
    for (let start = 0; start < own.length; start += BATCH) {
      const batch = own.slice(start, start + BATCH);
      if (
        !areBeaconsValid(
          known.network,
          batch.map((round) => round.beacon),
        )
      ) {
        for (const round of batch) {
          const fault = beaconFault(known.network, round.beacon, round.beacon.round);
          if (fault) faults.set(round.roundId, fault);
        }
      }
      await pause();
      signal?.throwIfAborted();
    }
  }
  return faults;
}
