// The randomness beacon as the domain sees it (docs/FAIRNESS.md): the network new rounds are decided by, the
// networks rounds may name, and a verified beacon once it can be had. modules/beacons makes it; app.ts wires
// it into the context, main.ts into the scheduler.
import type { Beacon, BeaconNetwork } from '@fair28/shared';

export type BeaconSource = {
  /** The network new rounds are decided by (FAIR28_BEACON). */
  readonly network: BeaconNetwork;
  /** fair28's own stand-in beacon, signed by this server: not independent of the operator. */
  readonly isLocal: boolean;
  /** A public relay serving the network's beacons at `{relayUrl}/{chainHash}/public/{round}`, or null. */
  readonly relayUrl: string | null;
  /** A network by its chain hash: the current one, quicknet, or this database's own beacon. */
  networkOf(chainHash: string): BeaconNetwork | undefined;
  /**
   * Round `round` of the current network, verified against its public key, or null when it cannot be had
   * (not emitted yet, relays unreachable, only invalid answers). Callers ask once its time has come by their
   * own clock: our own beacon signs whatever it is asked.
   */
  fetch(round: number, signal?: AbortSignal): Promise<Beacon | null>;
};
