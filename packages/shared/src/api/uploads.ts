// The image upload call (`uploadCalls`, spec §7 "a base64 image upload call") and its schemas: payment
// certificates and QR codes, sent as base64 text in a form post.
import { z } from 'zod';
import type { MessageKey } from '../i18n/messages';
import { defineCalls } from './define-calls';

export const imageContentTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageContentType = (typeof imageContentTypes)[number];

export const ZUploadImageRequest = z.object({
  /** The file as base64, optionally as a data URL (`data:image/png;base64,…`). */
  image: z
    .string({ error: 'upload.chooseImage' satisfies MessageKey })
    .min(1, 'upload.chooseImage' satisfies MessageKey),
});
export type TUploadImageRequest = z.infer<typeof ZUploadImageRequest>;

export const ZUploadedImage = z.object({
  /** The id other calls take (payment certificate, QR code). */
  id: z.string(),
  /** Where the owner (and operators) can fetch it, with a Bearer header or a `token` query field. */
  url: z.string(),
  contentType: z.enum(imageContentTypes),
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int(),
});
export type TUploadedImage = z.infer<typeof ZUploadedImage>;

/** An upload id as other calls take it. */
export const ZImageId = (emptyMessage: MessageKey) =>
  z
    .string({ error: emptyMessage })
    .trim()
    .min(1, emptyMessage)
    .max(64, 'form.tooLong' satisfies MessageKey);

/** The image upload (spec §7 names none). */
export const uploadCalls = defineCalls({
  uploadImage: {
    path: '/api/v1/upload/image',
    auth: true,
    request: ZUploadImageRequest,
    response: ZUploadedImage,
  },
});
