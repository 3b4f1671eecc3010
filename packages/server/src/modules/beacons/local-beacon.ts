// fair28's own beacon, for machines off the internet (FAIR28_BEACON=local): a BLS key made at the first start
// and kept per database, signing in drand's scheme every 3 s from a genesis fixed then. It stands in for
// quicknet and is not independent: whoever holds the database and the chain key can sign any round early,
// which is why production refuses it and the beacon info call says isLocal.
import {
  type Beacon,
  type BeaconNetwork,
  beaconPublicKeyOf,
  localChainHash,
  newBeaconSecretKey,
  signBeacon,
} from '@fair28/shared';
import type { Executor } from '../../db/database';
import { findKey, keepKey } from '../../db/kept-keys';
import { decryptGcm, encryptGcm } from '../../infra/sealed-box';

const KEY_NAME = 'beacon.local';
const FORMAT = 'bls1';
const PERIOD_SECONDS = 3;

export type LocalBeacon = { readonly network: BeaconNetwork; sign(round: number): Beacon };

/** FAIR28_CHAIN_KEY does not open the database's own beacon key: the node cannot sign a round. */
export class BeaconKeyError extends Error {}

/**
 * The key as kept: `bls1.<genesis>.<public key, hex>.<secret key sealed under FAIR28_CHAIN_KEY, base64url>`.
 * The secret is sealed as chain seeds are, so a copy of the database alone (a backup) cannot sign a round.
 * The operator holds both and can: for a stand-in production refuses, that is all sealing owes.
 */
type KeptBeacon = { genesisTime: number; publicKey: string; sealedSecretKey: string };

function parseKept(text: string): KeptBeacon {
  const [format, genesis, publicKey, sealedSecretKey] = text.split('.');
  if (format !== FORMAT || !genesis || !publicKey || !sealedSecretKey) {
    throw new Error(`the kept ${KEY_NAME} is not a sealed beacon key`);
  }
  return { genesisTime: Number(genesis), publicKey, sealedSecretKey };
}

function networkOf(kept: KeptBeacon): BeaconNetwork {
  const { genesisTime, publicKey } = kept;
  return {
    chainHash: localChainHash(publicKey, genesisTime, PERIOD_SECONDS),
    publicKey,
    genesisTime,
    periodSeconds: PERIOD_SECONDS,
  };
}

/** What the sealed key belongs to: a sealed key moved onto another genesis or public key does not open. */
const contextOf = (kept: Pick<KeptBeacon, 'genesisTime' | 'publicKey'>) =>
  Buffer.from(`fair28 local beacon ${kept.genesisTime}:${kept.publicKey}`);

/** The database's own beacon, made now (genesis: now) unless a node made it first. */
export async function keepLocalBeacon(db: Executor, chainKey: Buffer, now: Date): Promise<LocalBeacon> {
  const secretKey = newBeaconSecretKey();
  const made = { genesisTime: Math.floor(now.getTime() / 1000), publicKey: beaconPublicKeyOf(secretKey) };
  const sealed = encryptGcm(chainKey, Buffer.from(secretKey), contextOf(made)).toString('base64url');
  const kept = parseKept(
    await keepKey(db, KEY_NAME, [FORMAT, made.genesisTime, made.publicKey, sealed].join('.')),
  );
  let keptSecretKey: Uint8Array;
  try {
    keptSecretKey = decryptGcm(chainKey, Buffer.from(kept.sealedSecretKey, 'base64url'), contextOf(kept));
  } catch {
    throw new BeaconKeyError(
      "FAIR28_CHAIN_KEY does not open this database's own beacon key (FAIR28_BEACON=local): start with the " +
        'key this database was sealed under',
    );
  }
  return { network: networkOf(kept), sign: (round) => signBeacon(keptSecretKey, round) };
}

/** The database's own beacon network, if one was ever made: rounds it decided still name it. */
export async function keptLocalNetwork(db: Executor): Promise<BeaconNetwork | undefined> {
  const text = await findKey(db, KEY_NAME);
  return text === undefined ? undefined : networkOf(parseKept(text));
}
