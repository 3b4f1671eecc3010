// The notifications screen's calls: settings, this device's subscription, a kind on or off.
import { calls } from '@fair28/shared';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/protocol';
import * as push from './service';

export function pushRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  registerCall(app, calls.pushSettings, ({ session, body }) => push.settings(ctx, session, body.endpoint));
  registerCall(app, calls.pushSubscribe, ({ session, body, language }) =>
    push.subscribe(ctx, session, body, language),
  );
  registerCall(app, calls.pushUnsubscribe, ({ session, body }) =>
    push.unsubscribe(ctx, session, body.endpoint),
  );
  registerCall(app, calls.pushKindSet, ({ session, body }) => push.setKind(ctx, session, body));
}
