// Counts every HTTP call and times it, by route pattern (never the raw URL, which holds ids and would make
// a series per player), method, status and outcome. Calls answer HTTP 200 with the outcome in the envelope's
// code, so the code is read from the front of the answer as it leaves.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Metrics } from '../infra/metrics';

const ENVELOPE_CODE = /^\{"code":(-?\d+)/;
/** Envelope codes that mean the server failed (Internal, Busy): the rest are the caller's to mend. */
const SERVER_CODES = new Set([500, 503]);

export type CallOutcome = 'ok' | 'refused' | 'error';

export function outcomeOf(status: number, envelopeCode: number | undefined): CallOutcome {
  if (status >= 500) return 'error';
  if (envelopeCode !== undefined) {
    if (envelopeCode === 0) return 'ok';
    return SERVER_CODES.has(envelopeCode) ? 'error' : 'refused';
  }
  return status >= 400 ? 'refused' : 'ok';
}

/** Registered first, so the answer is read before compression. */
export function registerCallMetrics(app: FastifyInstance, metrics: Metrics): void {
  const envelopeCodes = new WeakMap<FastifyRequest, number>();
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (typeof payload === 'string') {
      const match = ENVELOPE_CODE.exec(payload.slice(0, 24));
      if (match) envelopeCodes.set(request, Number(match[1]));
    }
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    metrics.httpRequests.inc({
      route,
      method: request.method,
      status: String(status),
      outcome: outcomeOf(status, envelopeCodes.get(request)),
    });
    metrics.httpDuration.observe({ route }, reply.elapsedTime / 1000);
    done();
  });
}
