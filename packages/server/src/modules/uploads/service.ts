// Uploaded images (payment certificates, QR codes): checked from their bytes (type, dimensions, whole
// structure), stored under random names, and shown only to their owner, operators, or everyone once published.
import { createHash, randomBytes } from 'node:crypto';
import { paths, roleHolds, type TUploadedImage, type TUploadImageRequest } from '@fair28/shared';
import type { Executor } from '../../db/database';
import { AppError, invalidInput } from '../../kernel/app-error';
import type { AppContext } from '../../kernel/context';
import type { Session } from '../../kernel/session';
import { loadFile, removeFile, saveFile } from './files';
import { decodeBase64, decodedLength, inspectImage } from './image';
import * as queries from './queries';

/** Beyond these an image is refused: a phone screenshot is far smaller, a decompression bomb is not. */
export const MAX_IMAGE_SIDE = 8000;
export const MAX_IMAGE_PIXELS = 40_000_000;
const HOUR = 3_600_000;

export function imageUrl(publicId: string): string {
  return `${paths.uploadImage}/${publicId}`;
}

/** The image URL of an optional image id, '' when there is none. */
export function optionalImageUrl(publicId: string | null): string {
  return publicId ? imageUrl(publicId) : '';
}

/** The body limit of the upload call: the base64 of the largest file, with room for form escaping. */
export function uploadBodyLimit(maxBytes: number): number {
  return Math.ceil(maxBytes / 3) * 4 * 1.5 + 64 * 1024;
}

export async function uploadImage(
  ctx: AppContext,
  session: Session,
  form: TUploadImageRequest,
): Promise<TUploadedImage> {
  const { dir, maxBytes, perHour } = ctx.config.uploads;
  if (!(await ctx.rateLimiter.hit(`upload:user:${session.userId}`, perHour, HOUR))) {
    throw new AppError('RateLimited');
  }
  if (decodedLength(form.image) > maxBytes) throw invalidInput('upload.tooManyBytes', maxBytes / 1024);
  const bytes = decodeBase64(form.image);
  if (!bytes) throw invalidInput('upload.notBase64');
  const image = inspectImage(bytes);
  if (image === 'unsupported') throw invalidInput('upload.unsupportedType');
  if (image === 'broken') throw invalidInput('upload.broken');
  const isHuge =
    image.width > MAX_IMAGE_SIDE ||
    image.height > MAX_IMAGE_SIDE ||
    image.width * image.height > MAX_IMAGE_PIXELS;
  if (isHuge) throw invalidInput('upload.tooManyPixels', MAX_IMAGE_SIDE, MAX_IMAGE_PIXELS / 1_000_000);

  const storedName = randomBytes(16).toString('hex');
  await saveFile(dir, storedName, bytes);
  try {
    const row = await queries.insertUpload(ctx.db.orm, {
      publicId: randomBytes(16).toString('base64url'),
      ownerId: session.userId,
      contentType: image.contentType,
      width: image.width,
      height: image.height,
      sizeBytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      storedName,
    });
    return {
      id: row.publicId,
      url: imageUrl(row.publicId),
      contentType: row.contentType,
      width: row.width,
      height: row.height,
      size: row.sizeBytes,
    };
  } catch (error) {
    await removeFile(dir, storedName);
    throw error;
  }
}

/** An image the player uploaded themself, to attach to a request; anyone else's is not found. */
export async function requireOwnImage(db: Executor, userId: number, publicId: string): Promise<string> {
  const row = await queries.findUpload(db, publicId);
  if (row?.ownerId !== userId) throw new AppError('NotFound');
  return row.publicId;
}

/** Lets every logged-in player see an image (an operator's receiving-account QR code). */
export async function publishImage(db: Executor, publicId: string): Promise<void> {
  await queries.markPublic(db, publicId);
}

export type ImageFile = { contentType: string; bytes: Buffer; publicId: string };

/** The image for a viewer allowed to see it; for anyone else it does not exist. */
export async function openImage(ctx: AppContext, session: Session, publicId: string): Promise<ImageFile> {
  const row = await queries.findUpload(ctx.db.orm, publicId);
  const isAllowed =
    row && (row.ownerId === session.userId || roleHolds(session.role, 'players.read') || row.isPublic);
  if (!row || !isAllowed) throw new AppError('NotFound');
  const bytes = await loadFile(ctx.config.uploads.dir, row.storedName);
  if (!bytes) throw new AppError('NotFound');
  return { contentType: row.contentType, bytes, publicId: row.publicId };
}
