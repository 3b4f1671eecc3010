// The wire codecs of packages/shared/src/wire/codec.ts on node:zlib and node:crypto: the same bytes on
// the wire, without the stream and WebCrypto overhead the browser-compatible version pays per call.
import { createCipheriv, createDecipheriv } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { CodecError, type CodecKeys, parseTokenFieldText, type TokenField } from '@fair28/shared';

/** gzip on: upper-case hex of AES-128-CBC/PKCS#7 over zlib-deflated UTF-8 JSON; off: hex of the JSON. */
export function encodeResBodyNode(value: unknown, gzip: boolean, keys: CodecKeys): string {
  const json = Buffer.from(JSON.stringify(value), 'utf8');
  if (!gzip) return json.toString('hex').toUpperCase();
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(keys.key, 'utf8'), Buffer.from(keys.iv, 'utf8'));
  return Buffer.concat([cipher.update(deflateSync(json)), cipher.final()])
    .toString('hex')
    .toUpperCase();
}

const HEX = /^(?:[0-9a-fA-F]{2})+$/;

/** The `token` field: hex of AES-128-CBC over `<token>|<unix ms>|<random>`. */
export function decryptTokenFieldNode(field: string, keys: CodecKeys): TokenField {
  let text: string;
  try {
    if (!HEX.test(field)) throw new Error('not hex');
    const decipher = createDecipheriv(
      'aes-128-cbc',
      Buffer.from(keys.key, 'utf8'),
      Buffer.from(keys.iv, 'utf8'),
    );
    text = new TextDecoder('utf-8', { fatal: true }).decode(
      Buffer.concat([decipher.update(Buffer.from(field, 'hex')), decipher.final()]),
    );
  } catch {
    throw new CodecError('token field could not be decoded');
  }
  return parseTokenFieldText(text);
}
