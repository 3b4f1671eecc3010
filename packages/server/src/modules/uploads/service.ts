// Uploaded images (payment certificates, QR codes): checked from their bytes (type, dimensions, whole
// structure), stored under random names, and shown only to their owner, operators, or everyone once published.
// Answers link to an image with a short-lived signed URL made for the caller who may see it, so no token
// ever sits in a URL (where logs, history and referrers would keep it).
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { calls, roleHolds, type TUploadedImage, type TUploadImageRequest } from '@fair28/shared';
import type { Executor } from '../../db/database';
import { keepKey } from '../../db/kept-keys';
import { AppError, invalidInput } from '../../kernel/app-error';
import type { AppContext } from '../../kernel/context';
import { perApp } from '../../kernel/per-app';
import type { Session } from '../../kernel/session';
import { loadFile, removeFile, saveFile } from './files';
import { decodeBase64, decodedLength, inspectImage } from './image';
import * as queries from './queries';

/** Beyond these an image is refused: a phone screenshot is far smaller, a decompression bomb is not. */
export const MAX_IMAGE_SIDE = 8000;
export const MAX_IMAGE_PIXELS = 40_000_000;
const HOUR = 3_600_000;

const LINK_KEY_NAME = 'image_links';
/** A link works for 10 to 15 minutes: its end is rounded up to 5 minutes, so one list answers the same. */
const LINK_LIFETIME_MS = 10 * 60_000;
const LINK_ROUNDING_MS = 5 * 60_000;

const linkKey = perApp((ctx) => keepKey(ctx.db.orm, LINK_KEY_NAME, randomBytes(32).toString('base64url')));

function signature(key: string, publicId: string, expires: number): string {
  return createHmac('sha256', key).update(`${publicId}.${expires}`).digest('base64url');
}

/**
 * The plain path of an image ('' for none), fetched with a Bearer header: a player's own customer-service
 * conversation, which their app fetches with the session. No token is ever put in it.
 */
export function optionalImageUrl(publicId: string | null): string {
  return publicId ? `${calls.uploadImage.path}/${publicId}` : '';
}

/** Makes the signed URL of an image id ('' for none), for a caller who may see it. */
export type ImageLink = (publicId: string | null) => string;

export async function imageLinks(ctx: AppContext): Promise<ImageLink> {
  const key = await linkKey(ctx);
  const expires = Math.ceil((ctx.now().getTime() + LINK_LIFETIME_MS) / LINK_ROUNDING_MS) * LINK_ROUNDING_MS;
  return (publicId) =>
    publicId
      ? `${calls.uploadImage.path}/${publicId}?expires=${expires}&signature=${signature(key, publicId, expires)}`
      : '';
}

/** True for a link this deployment signed for `publicId` that has not expired. */
export async function isSignedLink(
  ctx: AppContext,
  publicId: string,
  link: { expires?: unknown; signature?: unknown },
): Promise<boolean> {
  const expires = Number(link.expires);
  if (!Number.isSafeInteger(expires) || expires < ctx.now().getTime()) return false;
  if (typeof link.signature !== 'string') return false;
  const expected = Buffer.from(signature(await linkKey(ctx), publicId, expires));
  const given = Buffer.from(link.signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
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
    const link = await imageLinks(ctx);
    return {
      id: row.publicId,
      url: link(row.publicId),
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

/**
 * The image for a viewer allowed to see it — a session that may, or a signed link (made only for such a
 * session); for anyone else it does not exist.
 */
export async function openImage(
  ctx: AppContext,
  viewer: Session | 'signed link',
  publicId: string,
): Promise<ImageFile> {
  const row = await queries.findUpload(ctx.db.orm, publicId);
  const isAllowed =
    row &&
    (viewer === 'signed link' ||
      row.ownerId === viewer.userId ||
      roleHolds(viewer.role, 'players.read') ||
      row.isPublic);
  if (!row || !isAllowed) throw new AppError('NotFound');
  const bytes = await loadFile(ctx.config.uploads.dir, row.storedName);
  if (!bytes) throw new AppError('NotFound');
  return { contentType: row.contentType, bytes, publicId: row.publicId };
}
