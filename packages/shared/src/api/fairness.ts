// The fairness calls (`fairnessCalls`) and their schemas: the public list of every game type's hash chains,
// each published before its first round, with the seed of a spent chain; and the randomness beacon that
// every round's result also depends on.
import { z } from 'zod';
import { defineCalls } from './define-calls';
import { catalogueIdField, ZEpochMs, ZPage, ZPageRequest } from './fields';

export const CHAIN_STATES = ['upcoming', 'active', 'spent'] as const;
export type ChainState = (typeof CHAIN_STATES)[number];

/** Which beacon decides a round: its network (drand's chain hash) and round, fixed by the round's close. */
export const ZBeaconRef = z.object({
  chainHash: z.string(),
  round: z.number().int(),
  /** When the beacon round is emitted. */
  time: ZEpochMs,
});
export type TBeaconRef = z.infer<typeof ZBeaconRef>;

/** The beacon itself, as drand's relays serve it: randomness = SHA-256(signature). */
export const ZRoundBeacon = ZBeaconRef.extend({ signature: z.string(), randomness: z.string() });
export type TRoundBeacon = z.infer<typeof ZRoundBeacon>;

export const ZChainListRequest = ZPageRequest.extend({ gameTypeId: catalogueIdField().optional() });
export type TChainListRequest = z.output<typeof ZChainListRequest>;

export const ZChainEntry = z.object({
  chainId: z.number().int(),
  gameTypeId: z.number().int(),
  gameTypeCode: z.string(),
  /** hash_0: hashing round n's revealed hash n times gives it. */
  terminatingHash: z.string(),
  length: z.number().int(),
  /** The issues the chain draws, first to last inclusive; chain index = issue - firstIssue + 1. */
  firstIssue: z.string(),
  lastIssue: z.string(),
  /** When the chain was made and its terminating hash published. */
  createdAt: ZEpochMs,
  /** upcoming: before its first issue; active: drawing; spent: past its last issue with every round drawn. */
  state: z.enum(CHAIN_STATES),
  /** The secret seed (hex), revealed once the chain is spent: hash_N = sha256(seed). Null until then. */
  seed: z.string().nullable(),
});
export type TChainEntry = z.infer<typeof ZChainEntry>;

export const ZChainListResponse = ZPage(ZChainEntry);
export type TChainListResponse = z.infer<typeof ZChainListResponse>;

export const ZBeaconInfoRequest = z.object({});
export type TBeaconInfoRequest = z.infer<typeof ZBeaconInfoRequest>;

/** The beacon network new rounds are decided by, as drand's `/info` describes it. */
export const ZBeaconInfoResponse = z.object({
  chainHash: z.string(),
  /** The network's public key on G2 (96 bytes compressed, hex): every beacon's signature checks against it. */
  publicKey: z.string(),
  /** When beacon round 1 was emitted, in seconds since the epoch; round r comes (r − 1) periods later. */
  genesisTime: z.number().int(),
  periodSeconds: z.number().int(),
  /** true: fair28's own stand-in beacon, signed by this server, so not independent of the operator. */
  isLocal: z.boolean(),
  /** A public relay serving the network's beacons at `{relayUrl}/{chainHash}/public/{round}`, or null. */
  relayUrl: z.string().nullable(),
});
export type TBeaconInfoResponse = z.infer<typeof ZBeaconInfoResponse>;

/** Every game type's hash chains, each listed before its first round; the beacon network. */
export const fairnessCalls = defineCalls({
  chainList: {
    path: '/api/v1/chain/list',
    auth: false,
    request: ZChainListRequest,
    response: ZChainListResponse,
  },
  beaconInfo: {
    path: '/api/v1/beacon/info',
    auth: false,
    request: ZBeaconInfoRequest,
    response: ZBeaconInfoResponse,
  },
});
