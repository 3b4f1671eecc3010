// Chain seeds at rest: envelope encryption with AES-256-GCM. Each seed is sealed under its own random data
// key, and that key under the operator's FAIR28_CHAIN_KEY, which never enters the database. The chain's
// identity is the authenticated data, so a sealed seed moved onto another chain's row does not open.
import { randomBytes } from 'node:crypto';
import {
  decryptGcm as decrypt,
  encryptGcm as encrypt,
  SEAL_KEY_BYTES as KEY_BYTES,
} from '../../infra/sealed-box';

const FORMAT = 'aesgcm1';

export type ChainIdentity = { gameTypeId: number; firstIssue: number; terminatingHash: string };

const contextOf = (chain: ChainIdentity) =>
  Buffer.from(`fair28 chain ${chain.gameTypeId}:${chain.firstIssue}:${chain.terminatingHash}`);

function assertKey(masterKey: Buffer): void {
  if (masterKey.length !== KEY_BYTES) throw new RangeError('the chain key is 32 bytes');
}

/** `aesgcm1.<data key sealed by the chain key>.<seed sealed by the data key>`, both base64url. */
export function sealSeed(masterKey: Buffer, seedHex: string, chain: ChainIdentity): string {
  assertKey(masterKey);
  const context = contextOf(chain);
  const dataKey = randomBytes(KEY_BYTES);
  const wrappedKey = encrypt(masterKey, dataKey, context);
  const sealedSeed = encrypt(dataKey, Buffer.from(seedHex, 'hex'), context);
  return [FORMAT, wrappedKey.toString('base64url'), sealedSeed.toString('base64url')].join('.');
}

/** The seed's hex; throws when the key is not the one that sealed it or the text was altered. */
export function openSeed(masterKey: Buffer, sealed: string, chain: ChainIdentity): string {
  assertKey(masterKey);
  const [format, wrappedKey, sealedSeed] = sealed.split('.');
  if (format !== FORMAT || !wrappedKey || !sealedSeed) throw new Error('not a sealed chain seed');
  const context = contextOf(chain);
  const dataKey = decrypt(masterKey, Buffer.from(wrappedKey, 'base64url'), context);
  return decrypt(dataKey, Buffer.from(sealedSeed, 'base64url'), context).toString('hex');
}
