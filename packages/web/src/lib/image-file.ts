// Checks on an image before it is uploaded, mirroring the server's (docs/PROTOCOL.md "Uploads"): the
// type read from the bytes (PNG, JPEG or WebP), the file size and the dimensions. The server checks
// again and more (whole structure); these spare the player a slow upload that would be refused.

import type { ImageContentType, MessageKey } from '@fair28/shared';

/** The server's default FAIR28_UPLOAD_MAX_KB; the config call does not carry it. */
export const MAX_UPLOAD_KB = 4096;
export const MAX_IMAGE_SIDE = 8000;
export const MAX_IMAGE_MEGAPIXELS = 40;

/** A catalogue message with its arguments. */
export type ImageIssue = { message: MessageKey; args: Array<string | number> };

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
const JPEG = [0xff, 0xd8, 0xff] as const;
const RIFF = [0x52, 0x49, 0x46, 0x46] as const;
const WEBP = [0x57, 0x45, 0x42, 0x50] as const;

/** The type the file's first bytes show, never the name or the type the browser claims. */
export function sniffImageType(head: Uint8Array): ImageContentType | null {
  if (startsWith(head, PNG)) return 'image/png';
  if (startsWith(head, JPEG)) return 'image/jpeg';
  if (startsWith(head, RIFF) && startsWith(head, WEBP, 8)) return 'image/webp';
  return null;
}

/** The size and type checks, on the file's length and its first 12 bytes. */
export function checkImageBytes(size: number, head: Uint8Array): ImageIssue | null {
  if (size === 0) return { message: 'upload.chooseImage', args: [] };
  if (size > MAX_UPLOAD_KB * 1024) return { message: 'upload.tooManyBytes', args: [MAX_UPLOAD_KB] };
  if (!sniffImageType(head)) return { message: 'upload.unsupportedType', args: [] };
  return null;
}

export function checkImageSize(width: number, height: number): ImageIssue | null {
  const isHuge =
    width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_MEGAPIXELS * 1_000_000;
  return isHuge ? { message: 'upload.tooManyPixels', args: [MAX_IMAGE_SIDE, MAX_IMAGE_MEGAPIXELS] } : null;
}

/**
 * Standard, padded base64 — what the server decodes strictly. Built in slices: spreading a 4 MB array
 * into one String.fromCharCode call would overflow the argument limit.
 */
export function toBase64(bytes: Uint8Array): string {
  const SLICE = 0x8000;
  let binary = '';
  for (let start = 0; start < bytes.length; start += SLICE) {
    binary += String.fromCharCode(...bytes.subarray(start, start + SLICE));
  }
  return btoa(binary);
}

export type CheckedImage = { base64: string; contentType: ImageContentType; width: number; height: number };

async function measure(file: Blob): Promise<{ width: number; height: number } | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

/** Reads a chosen file and checks it: the image ready to upload, or the first issue. */
export async function readImageFile(file: Blob): Promise<CheckedImage | ImageIssue> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const issue = checkImageBytes(bytes.length, bytes.subarray(0, 12));
  if (issue) return issue;
  const contentType = sniffImageType(bytes) as ImageContentType;
  const size = await measure(file);
  // A file the browser cannot draw is damaged; the server would refuse it as well.
  if (!size) return { message: 'upload.broken', args: [] };
  const sizeIssue = checkImageSize(size.width, size.height);
  if (sizeIssue) return sizeIssue;
  return { base64: toBase64(bytes), contentType, ...size };
}

export function isImageIssue(value: CheckedImage | ImageIssue): value is ImageIssue {
  return 'message' in value;
}
