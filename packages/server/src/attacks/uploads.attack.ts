// Hostile uploads over the wire: an HTML page, an SVG with a script, a GIF, a PNG with a page after its end,
// images claiming huge dimensions, truncated PNG and JPEG files are refused and store nothing; a valid PNG
// carrying a page in a text chunk (a polyglot a browser could sniff) is stored inert: served only as
// image/png, nosniff, sandboxed, no script source allowed. (The byte checks themselves are unit-tested in
// modules/uploads/image.test.ts.)
import { crc32 } from 'node:zlib';
import { calls, ErrorCode } from '@fair28/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundedPlayer, type TestPlayer } from '../test/game';
import { call, failure, startTestApp, type TestApp, tableCounts } from '../test/helper';
import { jpegImage, pngImage } from '../test/images';

let test: TestApp;
let player: TestPlayer;

beforeAll(async () => {
  test = await startTestApp({ FAIR28_UPLOAD_LIMIT_PER_HOUR: '1000' });
  player = await fundedPlayer(test, 0n);
});
afterAll(() => test.close());

const PAGE = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';

/** A PNG with a text chunk before IEND: still a valid PNG, and HTML to anything that sniffs. */
function pngWithText(text: string): Buffer {
  const png = pngImage(4, 4);
  const type = Buffer.from('tEXt', 'latin1');
  const data = Buffer.from(`Comment\0${text}`, 'latin1');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  const iend = png.length - 12;
  return Buffer.concat([png.subarray(0, iend), length, type, data, crc, png.subarray(iend)]);
}

const png = pngImage(16, 16);
const jpeg = jpegImage(16, 16);
const hostile: Array<[string, Buffer]> = [
  ['an HTML page', Buffer.from(PAGE)],
  [
    'an SVG with a script',
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  ],
  ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')],
  ['a PNG with a page after its end', Buffer.concat([png, Buffer.from(PAGE)])],
  ['a PNG claiming 9000 × 10', pngImage(9000, 10)],
  ['a JPEG claiming 10 × 60,000', jpegImage(10, 60_000)],
  ['a truncated PNG', png.subarray(0, png.length - 20)],
  ['a truncated JPEG', jpeg.subarray(0, jpeg.length - 10)],
  ['a PNG signature alone', png.subarray(0, 8)],
];

describe('hostile uploads', () => {
  it.each(hostile)('%s is refused and nothing is stored', async (_name, bytes) => {
    const before = await tableCounts(test.db);
    const refused = await failure(
      call(
        test,
        calls.uploadImage,
        { image: bytes.toString('base64') },
        { token: player.token, bearer: true },
      ),
    );
    expect(refused.code).toBe(ErrorCode.InvalidInput);
    expect(await tableCounts(test.db)).toEqual(before);
  });

  it('a PNG carrying a page in a text chunk is stored inert: an image, never a page', async () => {
    const image = await call(
      test,
      calls.uploadImage,
      { image: pngWithText(PAGE).toString('base64') },
      { token: player.token, bearer: true },
    );
    const served = await test.app.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'; sandbox",
    );
    expect(served.headers['content-disposition']).toMatch(/^inline; filename="[^"/]+\.png"$/);
  });
});
