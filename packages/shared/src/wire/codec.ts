// The resBody and token-field codecs of the wire protocol (docs/PROTOCOL.md).
// WebCrypto and Compression Streams only, so the browser and the server share one implementation.
// The key ships to every client: this is transport obfuscation, never security.

export type CodecKeys = { key: string; iv: string };

/** Error code a client reports when a resBody cannot be decoded (spec §8). */
export const DECODE_FAILURE_CODE = 10003;

export class CodecError extends Error {
  readonly code = DECODE_FAILURE_CODE;
}

const utf8 = new TextEncoder();
const fromUtf8 = new TextDecoder('utf-8', { fatal: true });
type AesKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;
const importedKeys = new Map<string, Promise<AesKey>>();

function keyBytes(text: string, name: string): Uint8Array<ArrayBuffer> {
  const bytes = utf8.encode(text);
  if (bytes.length !== 16) throw new CodecError(`${name} must be exactly 16 bytes`);
  return bytes;
}

function cryptoKey(key: string): Promise<AesKey> {
  let imported = importedKeys.get(key);
  if (!imported) {
    imported = crypto.subtle.importKey('raw', keyBytes(key, 'AES key'), { name: 'AES-CBC' }, false, [
      'encrypt',
      'decrypt',
    ]);
    importedKeys.set(key, imported);
  }
  return imported;
}

export function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex.toUpperCase();
}

export function fromHex(hex: string): Uint8Array<ArrayBuffer> {
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) throw new CodecError('not a hex string');
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

async function pipe(bytes: Uint8Array<ArrayBuffer>, stream: CompressionStream | DecompressionStream) {
  const piped = new Blob([bytes]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(piped).arrayBuffer());
}

export async function aesEncrypt(plain: Uint8Array<ArrayBuffer>, keys: CodecKeys): Promise<Uint8Array> {
  const iv = keyBytes(keys.iv, 'AES IV');
  return new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-CBC', iv }, await cryptoKey(keys.key), plain),
  );
}

export async function aesDecrypt(
  cipher: Uint8Array<ArrayBuffer>,
  keys: CodecKeys,
): Promise<Uint8Array<ArrayBuffer>> {
  const iv = keyBytes(keys.iv, 'AES IV');
  try {
    return new Uint8Array(
      await crypto.subtle.decrypt({ name: 'AES-CBC', iv }, await cryptoKey(keys.key), cipher),
    );
  } catch {
    throw new CodecError('AES decryption failed');
  }
}

/**
 * gzip on: upper-case hex of AES-128-CBC/PKCS#7 over zlib-deflated UTF-8 JSON.
 * gzip off: upper-case hex of the UTF-8 JSON text.
 */
export async function encodeResBody(value: unknown, gzip: boolean, keys: CodecKeys): Promise<string> {
  const json = utf8.encode(JSON.stringify(value));
  if (!gzip) return toHex(json);
  const deflated = await pipe(json, new CompressionStream('deflate'));
  return toHex(await aesEncrypt(deflated, keys));
}

export async function decodeResBody(resBody: string, gzip: boolean, keys: CodecKeys): Promise<unknown> {
  try {
    let bytes = fromHex(resBody);
    if (gzip) bytes = await pipe(await aesDecrypt(bytes, keys), new DecompressionStream('deflate'));
    return JSON.parse(fromUtf8.decode(bytes));
  } catch (error) {
    if (error instanceof CodecError) throw error;
    throw new CodecError('resBody could not be decoded');
  }
}

export type TokenField = { token: string; timestampMs: number; nonce: string };

function randomNonce(): string {
  return toHex(crypto.getRandomValues(new Uint8Array(8)));
}

/** The `token` field of token calls: hex of AES-128-CBC over `<token>|<unix ms>|<random>`. */
export async function encryptTokenField(
  token: string,
  keys: CodecKeys,
  timestampMs = Date.now(),
  nonce = randomNonce(),
): Promise<string> {
  return toHex(await aesEncrypt(utf8.encode(`${token}|${timestampMs}|${nonce}`), keys));
}

export async function decryptTokenField(field: string, keys: CodecKeys): Promise<TokenField> {
  let text: string;
  try {
    text = fromUtf8.decode(await aesDecrypt(fromHex(field), keys));
  } catch {
    throw new CodecError('token field could not be decoded');
  }
  return parseTokenFieldText(text);
}

/** Splits a decrypted token field into its three parts; every implementation of the codec shares it. */
export function parseTokenFieldText(text: string): TokenField {
  const [token, timestamp, nonce, ...rest] = text.split('|');
  const timestampMs = Number(timestamp);
  if (!token || !nonce || rest.length > 0 || !Number.isSafeInteger(timestampMs)) {
    throw new CodecError('token field is malformed');
  }
  return { token, timestampMs, nonce };
}
