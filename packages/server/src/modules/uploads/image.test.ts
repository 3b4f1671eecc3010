import { describe, expect, it } from 'vitest';
import { jpegImage, pngImage, WEBP_1X1, webpClaiming } from '../../test/images';
import { decodeBase64, decodedLength, inspectImage } from './image';

describe('inspectImage', () => {
  it('recognises PNG, JPEG and WebP by their bytes and reads their dimensions', () => {
    expect(inspectImage(pngImage(3, 2))).toEqual({ contentType: 'image/png', width: 3, height: 2 });
    expect(inspectImage(jpegImage(17, 9))).toEqual({ contentType: 'image/jpeg', width: 17, height: 9 });
    expect(inspectImage(WEBP_1X1)).toEqual({ contentType: 'image/webp', width: 1, height: 1 });
    expect(inspectImage(webpClaiming(640, 480))).toEqual({
      contentType: 'image/webp',
      width: 640,
      height: 480,
    });
  });

  it('reads claimed dimensions of huge images without decoding them', () => {
    expect(inspectImage(pngImage(9000, 10))).toMatchObject({ width: 9000, height: 10 });
    expect(inspectImage(jpegImage(10, 60_000))).toMatchObject({ width: 10, height: 60_000 });
    expect(inspectImage(webpClaiming(16_000, 16_000))).toMatchObject({ width: 16_000, height: 16_000 });
  });

  it.each([
    ['an HTML page', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['nothing', Buffer.alloc(0)],
    ['a RIFF that is not WebP', Buffer.from('RIFF\x04\x00\x00\x00WAVE', 'latin1')],
  ])('calls %s unsupported', (_name, bytes) => {
    expect(inspectImage(bytes)).toBe('unsupported');
  });

  const png = pngImage(4, 4);
  const jpeg = jpegImage(16, 16);
  it.each([
    ['a PNG cut before IEND', png.subarray(0, png.length - 12)],
    ['a PNG cut inside a chunk', png.subarray(0, 40)],
    ['a PNG with bytes after IEND', Buffer.concat([png, Buffer.from('<html>')])],
    ['a PNG with a flipped bit', Buffer.from(png.map((byte, i) => (i === 40 ? byte ^ 1 : byte)))],
    ['a PNG signature alone', png.subarray(0, 8)],
    ['a JPEG without its EOI', jpeg.subarray(0, jpeg.length - 2)],
    ['a JPEG cut in its header', jpeg.subarray(0, 30)],
    ['a JPEG with bytes after EOI', Buffer.concat([jpeg, Buffer.from('trailing')])],
    ['a WebP cut short', WEBP_1X1.subarray(0, WEBP_1X1.length - 4)],
    ['a WebP with bytes after it', Buffer.concat([WEBP_1X1, Buffer.alloc(2)])],
  ])('calls %s broken', (_name, bytes) => {
    expect(inspectImage(bytes)).toBe('broken');
  });
});

describe('decodeBase64', () => {
  it('decodes canonical base64, with or without a data URL prefix', () => {
    expect(decodeBase64('aGVsbG8=')?.toString()).toBe('hello');
    expect(decodeBase64('data:image/png;base64,aGVsbG8=')?.toString()).toBe('hello');
    expect(decodedLength('data:image/png;base64,aGVsbG8=')).toBe(6);
  });

  it.each([
    ['empty', ''],
    ['a length not a multiple of 4', 'aGVsbG8'],
    ['white space', 'aGVs bG8='],
    ['a line break', 'aGVs\nbG8='],
    ['URL-safe letters', 'a-_sbG8='],
    ['padding in the middle', 'aG=sbG8='],
    ['non-canonical padding bits', 'aGVsbG9='],
    ['a prefix alone', 'data:image/png;base64,'],
    ['plain text', '<html>not base64</html>'],
  ])('refuses %s', (_name, text) => {
    expect(decodeBase64(text)).toBeUndefined();
  });
});
