// Image files for upload tests, made from scratch: a real grey PNG and JPEG of any small size, a real
// 1×1 WebP, and files that only claim to be huge (a valid header, a token of image data).
import { crc32, deflateSync } from 'node:zlib';

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An 8-bit greyscale PNG. Beyond 4096 px a side the pixel data is a token one row, which no decoder would accept. */
export function pngImage(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const isSmall = width <= 4096 && height <= 4096;
  const rows = isSmall ? Buffer.alloc((width + 1) * height, 0x80) : Buffer.alloc(width + 1, 0x80);
  for (let row = 0; row < (isSmall ? height : 1); row++) rows[row * (width + 1)] = 0; // filter: none
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function segment(marker: number, data: number[]): number[] {
  const length = data.length + 2;
  return [0xff, marker, length >> 8, length & 0xff, ...data];
}

/**
 * A baseline greyscale JPEG, mid-grey: each 8×8 block is coded as "DC difference 0, end of block" with
 * one-code Huffman tables, two bits a block. Header dimensions beyond 4096 px get a token scan.
 */
export function jpegImage(width: number, height: number): Buffer {
  const blocks = width <= 4096 && height <= 4096 ? Math.ceil(width / 8) * Math.ceil(height / 8) : 4;
  const bitCount = blocks * 2;
  const scan = Array.from({ length: Math.ceil(bitCount / 8) }, (_, i) => {
    // Zero bits for the codes, one bits to pad the last byte (the JPEG rule).
    const codedBits = Math.min(8, Math.max(0, bitCount - i * 8));
    return (0xff >> codedBits) & 0xff;
  });
  const oneCodeTable = (tableClassAndId: number) => [
    tableClassAndId,
    1,
    ...Array.from({ length: 15 }, () => 0),
    0,
  ];
  const bytes = [
    0xff,
    0xd8,
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...segment(0xdb, [0x00, ...Array.from({ length: 64 }, () => 1)]),
    ...segment(0xc0, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]),
    ...segment(0xc4, [...oneCodeTable(0x00), ...oneCodeTable(0x10)]),
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    ...scan,
    0xff,
    0xd9,
  ];
  return Buffer.from(bytes);
}

/** A real 1×1 lossy WebP. */
export const WEBP_1X1 = Buffer.from('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA', 'base64');

/** A lossless WebP whose header claims `width`×`height`, with a token bitstream. */
export function webpClaiming(width: number, height: number): Buffer {
  const bits = ((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14);
  const vp8l = Buffer.alloc(10);
  vp8l[0] = 0x2f;
  vp8l.writeUInt32LE(bits >>> 0, 1);
  const chunk = Buffer.concat([Buffer.from('VP8L', 'latin1'), Buffer.alloc(4), vp8l]);
  chunk.writeUInt32LE(vp8l.length, 4);
  const riff = Buffer.concat([
    Buffer.from('RIFF', 'latin1'),
    Buffer.alloc(4),
    Buffer.from('WEBP', 'latin1'),
    chunk,
  ]);
  riff.writeUInt32LE(riff.length - 8, 4);
  return riff;
}
