import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bytesToHex, hexToBytes, hmacSha256, sha256 } from './sha256';

const text = (value: string) => new TextEncoder().encode(value);

async function webCryptoSha256(bytes: Uint8Array): Promise<string> {
  return bytesToHex(new Uint8Array(await crypto.subtle.digest('SHA-256', new Uint8Array(bytes))));
}

async function webCryptoHmac(key: Uint8Array, message: Uint8Array): Promise<string> {
  // WebCrypto refuses an empty HMAC key; those are covered by RFC vectors below instead.
  const imported = await crypto.subtle.importKey(
    'raw',
    new Uint8Array(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return bytesToHex(new Uint8Array(await crypto.subtle.sign('HMAC', imported, new Uint8Array(message))));
}

describe('sha256', () => {
  it('matches the FIPS 180-4 examples', () => {
    expect(bytesToHex(sha256(text('')))).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    expect(bytesToHex(sha256(text('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(bytesToHex(sha256(text('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')))).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
    expect(bytesToHex(sha256(text('a'.repeat(1_000_000))))).toBe(
      'cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0',
    );
  });

  it('agrees with WebCrypto on every length across the padding boundaries', async () => {
    for (let length = 0; length <= 200; length++) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 31 + length) & 0xff);
      expect(bytesToHex(sha256(bytes))).toBe(await webCryptoSha256(bytes));
    }
  });

  it('agrees with WebCrypto on random input, whole or in parts', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.uint8Array({ maxLength: 150 }), { maxLength: 4 }), async (parts) => {
        const whole = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
        let offset = 0;
        for (const part of parts) {
          whole.set(part, offset);
          offset += part.length;
        }
        expect(bytesToHex(sha256(...parts))).toBe(await webCryptoSha256(whole));
      }),
      { numRuns: 300 },
    );
  });
});

describe('hmacSha256', () => {
  it('matches RFC 4231 test cases 1, 2 and 6', () => {
    expect(bytesToHex(hmacSha256(new Uint8Array(20).fill(0x0b), text('Hi There')))).toBe(
      'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
    );
    expect(bytesToHex(hmacSha256(text('Jefe'), text('what do ya want for nothing?')))).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
    expect(
      bytesToHex(
        hmacSha256(
          new Uint8Array(131).fill(0xaa),
          text('Test Using Larger Than Block-Size Key - Hash Key First'),
        ),
      ),
    ).toBe('60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54');
  });

  it('agrees with WebCrypto on random keys and messages', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ minLength: 1, maxLength: 140 }),
        fc.uint8Array({ maxLength: 140 }),
        async (key, message) => {
          expect(bytesToHex(hmacSha256(key, message))).toBe(await webCryptoHmac(key, message));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('hex', () => {
  it('round-trips bytes as lower-case hex', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const hex = bytesToHex(bytes);
        expect(hex).toMatch(/^[0-9a-f]*$/);
        expect(hexToBytes(hex)).toEqual(bytes);
        expect(hexToBytes(hex.toUpperCase())).toEqual(bytes);
      }),
    );
  });

  it('refuses odd lengths and non-hex text', () => {
    expect(() => hexToBytes('abc')).toThrow(RangeError);
    expect(() => hexToBytes('zz')).toThrow(RangeError);
  });
});
