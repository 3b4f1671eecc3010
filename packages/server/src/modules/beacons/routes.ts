// Beacon calls: the network new rounds are decided by (the protocol's POST call, and the same as plain JSON
// over GET, so anyone can record it with curl); and our own beacon in drand's HTTP API, under /drand.
import { calls, ZBeaconInfoResponse } from '@fair28/shared';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/protocol';
import * as beacons from './service';

export function beaconRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  registerCall(app, calls.beaconInfo, async () => beacons.beaconInfo(ctx));
  app.get(calls.beaconInfo.path, async () => ZBeaconInfoResponse.parse(beacons.beaconInfo(ctx)));
  app.get<{ Params: { chainHash: string } }>('/drand/:chainHash/info', async (request, reply) => {
    const answer = beacons.drandInfo(ctx, request.params.chainHash);
    return reply.code(answer.status).send(answer.body);
  });
  app.get<{ Params: { chainHash: string; round: string } }>(
    '/drand/:chainHash/public/:round',
    async (request, reply) => {
      const answer = await beacons.drandBeacon(ctx, request.params.chainHash, request.params.round);
      return reply.code(answer.status).send(answer.body);
    },
  );
}
