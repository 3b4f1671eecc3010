// The randomness beacon every round's result also depends on: the source each node reads (quicknet from
// drand's relays, or the database's own beacon, FAIR28_BEACON), the public facts of its network, and our own
// beacon served in drand's HTTP format, so the same client code and tools read either.
import {
  BEACON_SCHEME,
  type BeaconNetwork,
  beaconTimeMs,
  QUICKNET,
  type TBeaconInfoResponse,
} from '@fair28/shared';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { BeaconSource } from '../../kernel/beacons';
import type { AppContext } from '../../kernel/context';
import { type DrandClientOptions, drandClient, RELAY_TIMEOUT_MS, type RelayFault } from './drand-client';
import { keepLocalBeacon, keptLocalNetwork, type LocalBeacon } from './local-beacon';

export type { RelayFault } from './drand-client';
export { BeaconKeyError } from './local-beacon';

/** Where players' links to a quicknet beacon point: the League of Entropy's own relay. */
const QUICKNET_PUBLIC_RELAY = 'https://api.drand.sh';

const networkLookup =
  (...networks: Array<BeaconNetwork | undefined>) =>
  (chainHash: string) =>
    networks.find((network) => network?.chainHash === chainHash);

/** A network read from drand relays; `otherNetworks`: those older rounds may still name. */
export function drandBeaconSource(
  options: DrandClientOptions & { relayUrl: string | null; otherNetworks?: BeaconNetwork[] },
): BeaconSource {
  const fetchBeacon = drandClient(options);
  return {
    network: options.network,
    isLocal: false,
    relayUrl: options.relayUrl,
    networkOf: networkLookup(options.network, ...(options.otherNetworks ?? [])),
    fetch: fetchBeacon,
  };
}

/** The database's own beacon, signed in this process: every node has its key, and BLS signing is unique. */
export function localBeaconSource(own: LocalBeacon): BeaconSource {
  return {
    network: own.network,
    isLocal: true,
    relayUrl: null,
    networkOf: networkLookup(own.network, QUICKNET),
    fetch: async (round) => own.sign(round),
  };
}

export type BeaconSourceDeps = {
  config: Config;
  db: Database;
  now: () => Date;
  onRelayFault: (fault: RelayFault) => void;
};

/** The node's beacon as FAIR28_BEACON says: local makes the database's own key at its first start. */
export async function beaconSource(deps: BeaconSourceDeps): Promise<BeaconSource> {
  const { config, db, now, onRelayFault } = deps;
  const { beacon, chainKey } = config.game;
  if (beacon.network === 'local') return localBeaconSource(await keepLocalBeacon(db.orm, chainKey, now()));
  const own = await keptLocalNetwork(db.orm);
  return drandBeaconSource({
    network: QUICKNET,
    relays: beacon.relays,
    timeoutMs: RELAY_TIMEOUT_MS,
    onRelayFault,
    relayUrl: QUICKNET_PUBLIC_RELAY,
    otherNetworks: own ? [own] : [],
  });
}

/** The network new rounds are decided by, for anyone checking a round. */
export function beaconInfo(ctx: AppContext): TBeaconInfoResponse {
  const { network, isLocal, relayUrl } = ctx.beacons;
  return {
    chainHash: network.chainHash,
    publicKey: network.publicKey,
    genesisTime: network.genesisTime,
    periodSeconds: network.periodSeconds,
    isLocal,
    relayUrl,
  };
}

/** An answer of our own beacon's drand HTTP API: its status and JSON body. */
export type DrandAnswer = { status: 200 | 400 | 404 | 425; body: object };

const refused = (status: 400 | 404 | 425, error: string): DrandAnswer => ({ status, body: { error } });

/** Our own beacon's network, when it is the one in use and `chainHash` names it. */
function ownNetwork(ctx: AppContext, chainHash: string): BeaconNetwork | undefined {
  const { network, isLocal } = ctx.beacons;
  return isLocal && network.chainHash === chainHash ? network : undefined;
}

/** drand's `/{chainHash}/info` of our own beacon. */
export function drandInfo(ctx: AppContext, chainHash: string): DrandAnswer {
  const network = ownNetwork(ctx, chainHash);
  if (!network) return refused(404, 'unknown chain');
  return {
    status: 200,
    body: {
      public_key: network.publicKey,
      period: network.periodSeconds,
      genesis_time: network.genesisTime,
      hash: network.chainHash,
      schemeID: BEACON_SCHEME,
      metadata: { beaconID: 'fair28-local' },
    },
  };
}

/** The last round emitted by `time`, or 0 before genesis. */
function latestRoundAt(network: BeaconNetwork, time: number): number {
  const sinceGenesis = time - network.genesisTime * 1000;
  return sinceGenesis < 0 ? 0 : Math.floor(sinceGenesis / (network.periodSeconds * 1000)) + 1;
}

/**
 * drand's `/{chainHash}/public/{round}` (or `latest`) of our own beacon: 425 for a round whose time has not
 * come by the server's clock, as drand's relays answer.
 */
export async function drandBeacon(ctx: AppContext, chainHash: string, asked: string): Promise<DrandAnswer> {
  const network = ownNetwork(ctx, chainHash);
  if (!network) return refused(404, 'unknown chain');
  const time = ctx.now().getTime();
  const round = asked === 'latest' ? latestRoundAt(network, time) : Number(asked);
  if (asked !== 'latest' && (!/^\d{1,15}$/.test(asked) || round < 1)) return refused(400, 'not a round');
  if (round < 1 || beaconTimeMs(network, round) > time) return refused(425, 'round not emitted yet');
  const beacon = await ctx.beacons.fetch(round);
  if (!beacon) return refused(425, 'round not emitted yet');
  return { status: 200, body: beacon };
}
