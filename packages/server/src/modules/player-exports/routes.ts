// A player's CSV exports: their bets and their wallet statement for a range of days.
import { calls } from '@fair28/shared';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/protocol';
import * as playerExports from './service';

export function playerExportRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  registerCall(app, calls.betExport, ({ session, body, language, request }) =>
    playerExports.betExport(ctx, session, body, language, `${request.protocol}://${request.host}`),
  );
  registerCall(app, calls.statementExport, ({ session, body, language }) =>
    playerExports.statementExport(ctx, session, body, language),
  );
}
