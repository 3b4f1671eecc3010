// A new idempotency key for a money-moving call (its schema, ZIdempotencyKey, is in fields.ts), without
// zod: the player app makes keys on screens that load before the schemas.

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * A new idempotency key: 22 characters of a 64-letter alphabet (132 random bits) from the platform's
 * secure random source, which browsers and Node 20 both have as `crypto.getRandomValues`.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(22));
  return Array.from(bytes, (byte) => KEY_ALPHABET[byte % KEY_ALPHABET.length]).join('');
}
