// Socket (IM) tokens: stateless, so any node verifies them — HMAC-SHA256 over the user, the session and
// an expiry. A token proves who was given it; the socket still checks the session is live on connect.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Format: `1.<userId>.<sessionId>.<expiresAtMs>.<base64url HMAC-SHA256 of "fair28-im:" + the first four>`. */
const VERSION = '1';
const DOMAIN = 'fair28-im:';
const ID = /^[1-9]\d{0,15}$/;

export type ImTokenClaims = { userId: number; sessionId: number; expiresAtMs: number };

function mac(secret: string, body: string): Buffer {
  return createHmac('sha256', secret)
    .update(DOMAIN + body)
    .digest();
}

export function issueImToken(secret: string, claims: ImTokenClaims): string {
  const body = [VERSION, claims.userId, claims.sessionId, claims.expiresAtMs].join('.');
  return `${body}.${mac(secret, body).toString('base64url')}`;
}

/** The claims of a token this secret signed and that has not expired; undefined for anything else. */
export function verifyImToken(secret: string, token: string, nowMs: number): ImTokenClaims | undefined {
  const parts = token.split('.');
  const [version, userId, sessionId, expiresAtMs, signature] = parts;
  if (parts.length !== 5 || version !== VERSION || signature === undefined) return undefined;
  if (!ID.test(userId ?? '') || !ID.test(sessionId ?? '') || !ID.test(expiresAtMs ?? '')) return undefined;
  const expected = mac(secret, parts.slice(0, 4).join('.'));
  const actual = Buffer.from(signature, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
  const claims = { userId: Number(userId), sessionId: Number(sessionId), expiresAtMs: Number(expiresAtMs) };
  return claims.expiresAtMs > nowMs ? claims : undefined;
}
