import { createCipheriv, createDecipheriv } from 'node:crypto';
import { deflateSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  CodecError,
  decodeResBody,
  decryptTokenField,
  encodeResBody,
  encryptTokenField,
  fromHex,
  toHex,
} from './codec';

const keys = { key: '0123456789abcdef', iv: 'fedcba9876543210' };

describe('resBody codec', () => {
  it('gzip off is upper-case hex of the JSON text', async () => {
    const encoded = await encodeResBody({ a: '中' }, false, keys);
    expect(encoded).toBe(Buffer.from('{"a":"中"}').toString('hex').toUpperCase());
    expect(await decodeResBody(encoded, false, keys)).toEqual({ a: '中' });
  });

  it('gzip on is AES-128-CBC over zlib deflate, readable by any standard implementation', async () => {
    const value = { token: 'abc', list: [1, 2, 3], text: '登录' };
    const encoded = await encodeResBody(value, true, keys);
    expect(encoded).toMatch(/^[0-9A-F]+$/);
    const decipher = createDecipheriv('aes-128-cbc', Buffer.from(keys.key), Buffer.from(keys.iv));
    const plain = Buffer.concat([decipher.update(Buffer.from(encoded, 'hex')), decipher.final()]);
    expect(JSON.parse(inflateSync(plain).toString('utf8'))).toEqual(value);

    const cipher = createCipheriv('aes-128-cbc', Buffer.from(keys.key), Buffer.from(keys.iv));
    const foreign = Buffer.concat([cipher.update(deflateSync(JSON.stringify(value))), cipher.final()]);
    expect(await decodeResBody(foreign.toString('hex').toUpperCase(), true, keys)).toEqual(value);
  });

  it('fails with code 10003 on garbage', async () => {
    await expect(decodeResBody('XYZ', false, keys)).rejects.toMatchObject({ code: 10003 });
    await expect(decodeResBody('00112233445566778899AABBCCDDEEFF', true, keys)).rejects.toBeInstanceOf(
      CodecError,
    );
    await expect(
      decodeResBody(toHex(new TextEncoder().encode('{not json')), false, keys),
    ).rejects.toBeInstanceOf(CodecError);
  });

  it('refuses keys that are not 16 bytes', async () => {
    await expect(encodeResBody({}, true, { key: 'short', iv: keys.iv })).rejects.toBeInstanceOf(CodecError);
  });
});

describe('token field', () => {
  it('round-trips token, timestamp and nonce', async () => {
    const field = await encryptTokenField('tok_123', keys, 1_700_000_000_000, 'N1');
    expect(await decryptTokenField(field, keys)).toEqual({
      token: 'tok_123',
      timestampMs: 1_700_000_000_000,
      nonce: 'N1',
    });
  });

  it('gives a different field for each call, so a captured one can be recognised when replayed', async () => {
    expect(await encryptTokenField('t', keys)).not.toBe(await encryptTokenField('t', keys));
  });

  it('refuses malformed fields', async () => {
    await expect(decryptTokenField('zz', keys)).rejects.toBeInstanceOf(CodecError);
    const noNonce = toHex(
      (() => {
        const c = createCipheriv('aes-128-cbc', Buffer.from(keys.key), Buffer.from(keys.iv));
        return Buffer.concat([c.update('tok|123'), c.final()]);
      })(),
    );
    await expect(decryptTokenField(noNonce, keys)).rejects.toBeInstanceOf(CodecError);
  });
});

describe('hex', () => {
  it('round-trips bytes', () => {
    const bytes = new Uint8Array([0, 1, 254, 255]);
    expect(toHex(bytes)).toBe('0001FEFF');
    expect([...fromHex('0001feff')]).toEqual([0, 1, 254, 255]);
  });
});
