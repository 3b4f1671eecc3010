// The forward call and the USDT rate read through it.
import { calls } from '@fair28/shared';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/protocol';
import * as quotes from './service';

export function quoteRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  registerCall(app, calls.forward, ({ body, request }) => quotes.forward(ctx, body, request.ip));
  registerCall(app, calls.usdtRate, () => quotes.usdtRate(ctx));
}
