// Order numbers players and operators quote: a letter for the kind, the UTC date, ten random characters.
import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** e.g. D261122K7Q2M9XW3A: 32^10 ≈ 10^15 per day, so a clash is as good as impossible (and a unique index refuses one). */
export function newOrderNo(prefix: 'D' | 'W' | 'S', now: Date): string {
  const day = now.toISOString().slice(2, 10).replace(/-/g, '');
  const random = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${prefix}${day}${random}`;
}
