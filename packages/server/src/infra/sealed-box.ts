// AES-256-GCM with authenticated context: the one way secrets are kept at rest (chain seeds, staff TOTP
// secrets). The context names what the secret belongs to, so a sealed value moved onto another row
// does not open.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;
export const SEAL_KEY_BYTES = 32;

/** iv ‖ ciphertext ‖ tag. */
export function encryptGcm(key: Buffer, plain: Buffer, context: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(context);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]);
}

/** Throws when the key or the context is not the one it was sealed with, or the bytes were altered. */
export function decryptGcm(key: Buffer, sealed: Buffer, context: Buffer): Buffer {
  const iv = sealed.subarray(0, IV_BYTES);
  const tag = sealed.subarray(sealed.length - TAG_BYTES);
  const body = sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, iv).setAAD(context).setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]);
}
