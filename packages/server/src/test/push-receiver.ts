// A Web Push service and the browser behind it, for tests: an HTTP server on this machine that takes pushes
// as a push service does (RFC 8030) and reads them as the browser would — the VAPID JWT checked against the
// key it names (RFC 8292), the payload decrypted with the subscription's keys (RFC 8291, aes128gcm of
// RFC 8188) — with node:crypto alone, nothing of the web-push library. Each subscription is a browser of its
// own: its own P-256 key and auth secret, its own endpoint. The answers can be scripted (500 then 201, 410).
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedPush = {
  /** Which subscription it was for. */
  device: string;
  /** The decrypted payload, parsed as JSON. */
  message: unknown;
  headers: { ttl: string | undefined; urgency: string | undefined };
  /** The VAPID JWT's claims, after its signature verified against `k`. */
  claims: { aud: string; exp: number; sub: string };
  /** The VAPID public key the request named (`k`), base64url. */
  vapidKey: string;
};

export type Device = {
  name: string;
  /** PushSubscription.toJSON(), flattened as the subscribe call takes it. */
  subscription: { endpoint: string; p256dh: string; auth: string };
};

export type PushReceiver = {
  origin: string;
  device(name: string): Device;
  /** Every push decrypted so far, oldest first. */
  received: ReceivedPush[];
  /** The statuses the next requests to `device` answer, in turn (201 once the list is used up). */
  answer(device: string, ...statuses: number[]): void;
  /** Requests refused before decryption (a bad JWT, a wrong encoding), with why. */
  refused: Array<{ device: string; problem: string }>;
  close(): Promise<void>;
};

type Browser = { ecdh: ReturnType<typeof createECDH>; auth: Buffer; statuses: number[] };

const KEY_INFO = Buffer.from('WebPush: info\0');
const CEK_INFO = Buffer.from('Content-Encoding: aes128gcm\0');
const NONCE_INFO = Buffer.from('Content-Encoding: nonce\0');

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/** RFC 8291 §3.4 and RFC 8188 §2: one record, the last, padded with a 0x02 delimiter and zeros. */
export function decryptAes128gcm(body: Buffer, browser: Pick<Browser, 'ecdh' | 'auth'>): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error(`keyid is ${idLength} bytes, not an uncompressed P-256 key`);
  if (record.length > recordSize) throw new Error('more than one record');
  const shared = browser.ecdh.computeSecret(serverKey);
  const ikm = hkdf(
    browser.auth,
    shared,
    Buffer.concat([KEY_INFO, browser.ecdh.getPublicKey(), serverKey]),
    32,
  );
  const key = hkdf(salt, ikm, CEK_INFO, 16);
  const nonce = hkdf(salt, ikm, NONCE_INFO, 12);
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

/** RFC 8292 §2 and §3: `vapid t=<JWT>, k=<key>`, the JWT signed ES256 by that key. */
export function verifyVapid(authorization: string | undefined): Pick<ReceivedPush, 'claims' | 'vapidKey'> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`not a vapid authorization: ${authorization}`);
  const [jwt, vapidKey] = [match[1], match[2]];
  const [header, payload, signature] = jwt.split('.');
  if (!header || !payload || !signature) throw new Error('not a JWT');
  const alg = JSON.parse(Buffer.from(header, 'base64url').toString()).alg;
  if (alg !== 'ES256') throw new Error(`JWT algorithm ${alg}`);
  const point = Buffer.from(vapidKey, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const isValid = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!isValid) throw new Error('JWT signature does not verify');
  return { claims: JSON.parse(Buffer.from(payload, 'base64url').toString()), vapidKey };
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startPushReceiver(): Promise<PushReceiver> {
  const browsers = new Map<string, Browser>();
  const received: ReceivedPush[] = [];
  const refused: PushReceiver['refused'] = [];
  const server: Server = createServer((request, response) => {
    void (async () => {
      const device = decodeURIComponent(request.url?.replace(/^\/push\//, '') ?? '');
      const browser = browsers.get(device);
      const body = await bodyOf(request);
      if (!browser || request.method !== 'POST') return response.writeHead(404).end();
      const status = browser.statuses.shift() ?? 201;
      if (status !== 201) return response.writeHead(status).end();
      try {
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        if (!request.headers.ttl) throw new Error('no TTL');
        const vapid = verifyVapid(request.headers.authorization);
        received.push({
          device,
          message: JSON.parse(decryptAes128gcm(body, browser).toString('utf8')),
          headers: {
            ttl: String(request.headers.ttl),
            urgency: request.headers.urgency as string | undefined,
          },
          ...vapid,
        });
        response.writeHead(201).end();
      } catch (error) {
        refused.push({ device, problem: error instanceof Error ? error.message : String(error) });
        response.writeHead(400).end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    refused,
    device(name) {
      let browser = browsers.get(name);
      if (!browser) {
        const ecdh = createECDH('prime256v1');
        ecdh.generateKeys();
        browser = { ecdh, auth: randomBytes(16), statuses: [] };
        browsers.set(name, browser);
      }
      return {
        name,
        subscription: {
          endpoint: `${origin}/push/${encodeURIComponent(name)}`,
          p256dh: browser.ecdh.getPublicKey().toString('base64url'),
          auth: browser.auth.toString('base64url'),
        },
      };
    },
    answer(device, ...statuses) {
      browsers.get(device)?.statuses.push(...statuses);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
