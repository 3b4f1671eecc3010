// What an uploaded file really is, from its bytes alone: PNG, JPEG or WebP, its dimensions, and whether
// its structure is whole (PNG chunks with good CRCs up to IEND, JPEG segments up to EOI, WebP RIFF size).
// Pixels are never decoded; the header is enough to refuse a huge image before anyone renders it.
import { crc32 } from 'node:zlib';
import type { ImageContentType } from '@fair28/shared';

export type ImageInfo = { contentType: ImageContentType; width: number; height: number };

/** `unsupported`: not one of the three types (an HTML page named .png, a GIF …); `broken`: truncated or damaged. */
export type ImageVerdict = ImageInfo | 'unsupported' | 'broken';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SOI = Buffer.from([0xff, 0xd8, 0xff]);

export function inspectImage(bytes: Buffer): ImageVerdict {
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return inspectPng(bytes);
  if (bytes.subarray(0, 3).equals(JPEG_SOI)) return inspectJpeg(bytes);
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return inspectWebp(bytes);
  }
  return 'unsupported';
}

const CHUNK_TYPE = /^[A-Za-z]{4}$/;

function inspectPng(bytes: Buffer): ImageVerdict {
  let offset = PNG_SIGNATURE.length;
  let width = 0;
  let height = 0;
  let hasImageData = false;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const dataStart = offset + 8;
    const end = dataStart + length + 4;
    if (length > 0x7fffffff || end > bytes.length || !CHUNK_TYPE.test(type)) return 'broken';
    if (crc32(bytes.subarray(offset + 4, dataStart + length)) !== bytes.readUInt32BE(dataStart + length)) {
      return 'broken';
    }
    const isFirst = offset === PNG_SIGNATURE.length;
    if (isFirst !== (type === 'IHDR')) return 'broken';
    if (type === 'IHDR') {
      if (length !== 13) return 'broken';
      width = bytes.readUInt32BE(dataStart);
      height = bytes.readUInt32BE(dataStart + 4);
    }
    if (type === 'IDAT') hasImageData = true;
    if (type === 'IEND') {
      // Nothing may follow IEND: trailing bytes are how polyglot files smuggle a second format.
      const isWhole = end === bytes.length && hasImageData && width > 0 && height > 0;
      return isWhole ? { contentType: 'image/png', width, height } : 'broken';
    }
    offset = end;
  }
  return 'broken';
}

/** Start-of-frame markers carry the dimensions: C0–CF but DHT (C4), JPG (C8) and DAC (CC). */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

function inspectJpeg(bytes: Buffer): ImageVerdict {
  let offset = 2;
  let width = 0;
  let height = 0;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return 'broken';
    let marker = bytes[offset + 1] ?? 0;
    // Any number of 0xFF fill bytes may come before a marker.
    while (marker === 0xff && offset + 2 < bytes.length) {
      offset += 1;
      marker = bytes[offset + 1] ?? 0;
    }
    if (marker === 0xd8 || marker === 0xd9 || marker === 0x00) return 'broken';
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    if (offset + 4 > bytes.length) return 'broken';
    const length = bytes.readUInt16BE(offset + 2);
    const end = offset + 2 + length;
    if (length < 2 || end > bytes.length) return 'broken';
    if (isStartOfFrame(marker)) {
      if (length < 8) return 'broken';
      height = bytes.readUInt16BE(offset + 5);
      width = bytes.readUInt16BE(offset + 7);
    }
    if (marker === 0xda) {
      // Entropy-coded data runs from here; a whole file ends with the EOI marker and nothing after it.
      const endsWithEoi =
        bytes.length >= end + 2 && bytes[bytes.length - 2] === 0xff && bytes.at(-1) === 0xd9;
      return endsWithEoi && width > 0 && height > 0 ? { contentType: 'image/jpeg', width, height } : 'broken';
    }
    offset = end;
  }
  return 'broken';
}

function inspectWebp(bytes: Buffer): ImageVerdict {
  // The RIFF size counts everything after its own field: a cut or padded file disagrees with it.
  if (bytes.length < 20 || bytes.readUInt32LE(4) + 8 !== bytes.length) return 'broken';
  let offset = 12;
  let width = 0;
  let height = 0;
  let hasImage = false;
  while (offset + 8 <= bytes.length) {
    const fourcc = bytes.toString('latin1', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const data = offset + 8;
    const end = data + size + (size % 2);
    if (end > bytes.length) return 'broken';
    if (fourcc === 'VP8X') {
      if (size < 10) return 'broken';
      width = bytes.readUIntLE(data + 4, 3) + 1;
      height = bytes.readUIntLE(data + 7, 3) + 1;
    } else if (fourcc === 'VP8 ') {
      if (size < 10 || bytes[data + 3] !== 0x9d || bytes[data + 4] !== 0x01 || bytes[data + 5] !== 0x2a) {
        return 'broken';
      }
      hasImage = true;
      if (width === 0) {
        width = bytes.readUInt16LE(data + 6) & 0x3fff;
        height = bytes.readUInt16LE(data + 8) & 0x3fff;
      }
    } else if (fourcc === 'VP8L') {
      if (size < 5 || bytes[data] !== 0x2f) return 'broken';
      hasImage = true;
      if (width === 0) {
        const bits = bytes.readUInt32LE(data + 1);
        width = (bits & 0x3fff) + 1;
        height = ((bits >>> 14) & 0x3fff) + 1;
      }
    } else if (fourcc === 'ANMF') {
      hasImage = true;
    }
    offset = end;
  }
  const isWhole = offset === bytes.length && hasImage && width > 0 && height > 0;
  return isWhole ? { contentType: 'image/webp', width, height } : 'broken';
}

const DATA_URL_PREFIX = /^data:[\w.+/-]*;base64,/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** The bytes a base64 text (or data URL) spells, or undefined when it is not strict, canonical base64. */
export function decodeBase64(text: string): Buffer | undefined {
  const body = text.replace(DATA_URL_PREFIX, '');
  if (body.length === 0 || body.length % 4 !== 0 || !BASE64.test(body)) return undefined;
  const bytes = Buffer.from(body, 'base64');
  // Node forgives stray padding bits; re-encoding shows whether the text was the one spelling of these bytes.
  return bytes.toString('base64') === body ? bytes : undefined;
}

/** How many bytes a base64 text decodes to, without decoding it. */
export function decodedLength(text: string): number {
  const body = text.replace(DATA_URL_PREFIX, '');
  return Math.floor((body.length * 3) / 4);
}
