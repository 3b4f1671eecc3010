// The upload call (base64 image in a form post) and the authenticated route that serves an image.
import { calls, translate } from '@fair28/shared';
import type { FastifyInstance } from 'fastify';
import { admit, errorEnvelope, readProtocolFields, registerCall, requestLanguage } from '../../http/protocol';
import { AppError } from '../../kernel/app-error';
import * as uploads from './service';

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

export function uploadRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  registerCall(app, calls.uploadImage, ({ session, body }) => uploads.uploadImage(ctx, session, body), {
    bodyLimit: uploads.uploadBodyLimit(ctx.config.uploads.maxBytes),
  });

  // GET: with a signed link from an answer (expires, signature), or a Bearer header; never a token in the URL.
  app.get<{ Params: { id: string }; Querystring: Record<string, unknown> }>(
    `${calls.uploadImage.path}/:id`,
    async (request, reply) => {
      try {
        readProtocolFields(request);
        const viewer = (await uploads.isSignedLink(ctx, request.params.id, request.query))
          ? 'signed link'
          : await app.authenticate(request, undefined);
        if (viewer !== 'signed link') admit(viewer, {});
        const image = await uploads.openImage(ctx, viewer, request.params.id);
        return (
          reply
            .type(image.contentType)
            .header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'; sandbox")
            // A private image: kept by no shared cache and no browser cache.
            .header('Cache-Control', 'private, no-store')
            .header(
              'Content-Disposition',
              `inline; filename="${image.publicId}.${EXTENSIONS[image.contentType]}"`,
            )
            .send(image.bytes)
        );
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        // A file route answers with real HTTP statuses; the envelope still says why.
        const message = translate(requestLanguage(request), error.messageKey, ...error.messageArgs);
        const status =
          error.codeName === 'LoginExpired' ? 401 : error.codeName === 'InvalidInput' ? 400 : 404;
        return reply.code(status).send(errorEnvelope(error.code, message));
      }
    },
  );
}
