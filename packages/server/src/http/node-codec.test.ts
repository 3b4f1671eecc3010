// The node codecs agree byte for byte in meaning with the shared ones: each decodes what the other encodes.
import { decodeResBody, decryptTokenField, encodeResBody, encryptTokenField } from '@fair28/shared';
import { describe, expect, it } from 'vitest';
import { decryptTokenFieldNode, encodeResBodyNode } from './node-codec';

const keys = { key: 'fair28-demo-key!', iv: 'fair28-demo-iv!!' };
const values = [{ a: 1, text: '中文 and ascii', list: [1, 2, 3] }, [], 'x'.repeat(5000), { n: null }];

describe('node codecs', () => {
  it('answers that the shared decoder reads, with and without gzip', async () => {
    for (const value of values) {
      for (const gzip of [true, false]) {
        const encoded = encodeResBodyNode(value, gzip, keys);
        expect(encoded).toMatch(/^[0-9A-F]+$/);
        expect(await decodeResBody(encoded, gzip, keys)).toEqual(value);
      }
      expect(encodeResBodyNode(value, false, keys)).toBe(await encodeResBody(value, false, keys));
    }
  });

  it('reads token fields the shared encoder makes, and refuses broken ones', async () => {
    const field = await encryptTokenField('tok_en-1', keys, 1_700_000_000_000, 'ABCDEF');
    expect(decryptTokenFieldNode(field, keys)).toEqual(await decryptTokenField(field, keys));
    for (const broken of [
      '',
      'XYZ',
      field.slice(0, -2),
      `${field}00`,
      field.toLowerCase().replace(/^./, 'g'),
    ]) {
      expect(() => decryptTokenFieldNode(broken, keys)).toThrow();
    }
  });
});
