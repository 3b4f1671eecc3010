// Password and security-code hashing with scrypt, and the random tokens that identify sessions.
import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keyLength: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

const MAX_MEMORY = 64 * 1024 * 1024;
const KEY_LENGTH = 32;
let cost = { N: 16_384, r: 8, p: 1 };

/**
 * For the test run only (test/setup.ts): its files make and sign in thousands of accounts, and none tests
 * scrypt's cost, which would be most of their time. Each hash records its cost, so both kinds verify.
 */
export function useCheapHashesInTests(): void {
  cost = { N: 1024, r: 8, p: 1 };
}

/** Format: scrypt$N$r$p$saltHex$hashHex, so parameters can be raised later without breaking old hashes. */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(secret, salt, KEY_LENGTH, { ...cost, maxmem: MAX_MEMORY });
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('hex'), hash.toString('hex')].join('$');
}

export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await scryptAsync(secret, Buffer.from(saltHex, 'hex'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEMORY,
  });
  return timingSafeEqual(actual, expected);
}

/** A hash to verify against when the account does not exist, so timing does not reveal which accounts do. */
export const DECOY_HASH = await hashSecret('decoy-password-never-valid');

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
