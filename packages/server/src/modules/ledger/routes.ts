// Ledger calls of the player: the point-change list (wallet transfers) and the measured trading volume.
import { calls } from '@fair28/shared';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/protocol';
import * as ledger from './service';

export function ledgerRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  registerCall(app, calls.pointChangeList, ({ session, body, language }) =>
    ledger.pointChanges(ctx, session, body, language),
  );
  registerCall(app, calls.tradingVolume, () => ledger.tradingVolume(ctx));
}
