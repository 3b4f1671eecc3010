// The upload call (base64 image in a form post) and the authenticated route that serves an image.
import { calls, paths, translate } from '@fair28/shared';
import type { FastifyInstance } from 'fastify';
import { admit, errorEnvelope, readProtocolFields, registerCall } from '../../http/protocol';
import { AppError } from '../../kernel/app-error';
import * as uploads from './service';

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

export function uploadRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  registerCall(app, calls.uploadImage, ({ session, body }) => uploads.uploadImage(ctx, session, body), {
    bodyLimit: uploads.uploadBodyLimit(ctx.config.uploads.maxBytes),
  });

  // GET, for <img src>: the session comes from a Bearer header or the `token` query field.
  app.get<{ Params: { id: string } }>(`${paths.uploadImage}/:id`, async (request, reply) => {
    const protocol = readProtocolFields(request);
    try {
      const session = await app.authenticate(request, protocol.tokenField);
      admit(session, {});
      const image = await uploads.openImage(ctx, session, request.params.id);
      return reply
        .type(image.contentType)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'private, max-age=86400')
        .header(
          'Content-Disposition',
          `inline; filename="${image.publicId}.${EXTENSIONS[image.contentType]}"`,
        )
        .send(image.bytes);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // A file route answers with real HTTP statuses; the envelope still says why.
      const message = translate(protocol.language, error.messageKey, ...error.messageArgs);
      return reply
        .code(error.codeName === 'LoginExpired' ? 401 : 404)
        .send(errorEnvelope(error.code, message));
    }
  });
}
