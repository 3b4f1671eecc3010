// Builds the fair28 HTTP app: wire protocol, error envelope, every module's routes, the player app and the
// operator console.
// main.ts starts it; tests build it with their own database and call it through inject or a port.
import { existsSync } from 'node:fs';
import { ErrorCode, translate } from '@fair28/shared';
import cors from '@fastify/cors';
import formBody from '@fastify/formbody';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Config } from './config';
import type { Database } from './db/database';
import { isDatabaseTimeout } from './db/errors';
import { tokenAuthenticator } from './http/authenticate';
import { serveBuiltApp, serveNotBuilt } from './http/built-apps';
import { registerCallMetrics } from './http/call-metrics';
import { registerCompression } from './http/compression';
import { errorEnvelope, requestLanguage } from './http/protocol';
import { loggerOptions } from './http/request-log';
import { consolePolicy, playerAppPolicy, registerSecurityHeaders } from './http/security-headers';
import { createMetrics } from './infra/metrics';
import { memoryNonceGuard, redisNonceGuard } from './infra/nonce-guard';
import { memoryRateLimiter, redisRateLimiter } from './infra/rate-limiter';
import { connectRedis, whileRedisAnswers } from './infra/redis';
import { AppError } from './kernel/app-error';
import type { BeaconSource } from './kernel/beacons';
import type { AppContext } from './kernel/context';
import { combineGameEvents, type GameEvents, noGameEvents } from './kernel/game-events';
import { accountRoutes } from './modules/accounts/routes';
import * as accounts from './modules/accounts/service';
import { adjustmentRoutes } from './modules/adjustments/routes';
import { autoBetRoutes } from './modules/auto-bet/routes';
import { beaconRoutes } from './modules/beacons/routes';
import { beaconSource } from './modules/beacons/service';
import { betIntake } from './modules/bets/intake';
import { betRoutes } from './modules/bets/routes';
import { cardRoutes } from './modules/cards/routes';
import * as presence from './modules/catalogue/presence';
import { catalogueRoutes } from './modules/catalogue/routes';
import { clientOptionRoutes } from './modules/client-options/routes';
import { contentRoutes } from './modules/content/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { depositRoutes } from './modules/deposits/routes';
import { fairnessRoutes } from './modules/fairness/routes';
import { homeRoutes } from './modules/home/routes';
import { ledgerRoutes } from './modules/ledger/routes';
import { registerDatabaseGauges } from './modules/monitoring/service';
import { notificationRoutes } from './modules/notifications/routes';
import { operatorLogRoutes } from './modules/operator-log/routes';
import { playSafeRoutes } from './modules/play-safe/routes';
import { playerExportRoutes } from './modules/player-exports/routes';
import { playerRoutes } from './modules/players/routes';
import { promotionRoutes } from './modules/promotions/routes';
import { pushRoutes } from './modules/push/routes';
import { quoteRoutes } from './modules/quotes/routes';
import { riskRoutes } from './modules/risk/routes';
import { roomRuleRoutes } from './modules/room-rules/routes';
import { roundMonitorRoutes } from './modules/round-monitor/routes';
import * as roundMonitor from './modules/round-monitor/service';
import { gameEventsToRooms, isRoomGroup } from './modules/rounds/room-feed';
import { roundRoutes } from './modules/rounds/routes';
import { staffRoutes } from './modules/staff/routes';
import { statsRoutes } from './modules/stats/routes';
import { storeRoutes } from './modules/store/routes';
import { supportRoutes } from './modules/support/routes';
import * as support from './modules/support/service';
import { systemRoutes } from './modules/system/routes';
import { uploadRoutes } from './modules/uploads/routes';
import * as uploads from './modules/uploads/service';
import { withdrawalRoutes } from './modules/withdrawals/routes';
import { registerNodeGauges } from './ops/node-metrics';
import { createReadiness, type Readiness, registerReadiness } from './ops/readiness';
import { sandboxPayRoutes } from './payments/sandbox-page';
import { createRealtimeHub } from './realtime/hub';
import { realtimeRoutes } from './realtime/routes';

export type AppOptions = {
  config: Config;
  db: Database;
  now?: () => Date;
  /** Log to stdout (the server) or not at all (tests). */
  logger?: boolean;
  /** Where log lines go instead of stdout (tests that read the log). */
  logStream?: DestinationStream;
  /** Where round and bet events go: the socket hub, or a recorder in tests. */
  events?: GameEvents;
  /** Where beacons come from: FAIR28_BEACON's network, or a test's relays. */
  beacons?: BeaconSource;
  /** How long a read of the database gauges serves scrapes (tests: 0, every scrape reads). */
  gaugeCacheMs?: number;
};

declare module 'fastify' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: declaration merging
  interface FastifyInstance {
    /** Whether this node should get traffic (/readyz); main.ts turns it off to drain. */
    readiness: Readiness;
  }
}

const API_PREFIXES = ['/api/', '/wap/'];
const isApiPath = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix));

/**
 * What the game scheduler takes from an app: its beacon, how long a round waits for one, and the void path
 * an operator's void takes too, for a round whose beacon never came.
 */
export function schedulerPorts(ctx: AppContext) {
  return {
    beacons: ctx.beacons,
    beaconWaitMs: ctx.config.game.beacon.waitMs,
    voidForMissingBeacon: (roundId: number, now: Date) =>
      roundMonitor.voidForMissingBeacon(ctx, roundId, now),
  };
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config, options.logStream),
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
  });
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, app.log) : undefined;
  const now = options.now ?? (() => new Date());
  // Process metrics only where a metrics listener serves them: test apps, many to a process, skip them.
  const metrics = createMetrics({ processMetrics: config.metrics.port !== undefined });
  // While Redis does not answer, limits and the replay guard count on this node (infra/redis.ts).
  const onRedisFallback = (error: unknown) =>
    app.log.warn({ err: error }, 'Redis call failed: counted on this node');
  const infrastructure = {
    config,
    db,
    now,
    rateLimiter: redis
      ? whileRedisAnswers(
          redis,
          redisRateLimiter(redis, config.redisPrefix),
          memoryRateLimiter(),
          onRedisFallback,
        )
      : memoryRateLimiter(),
    nonceGuard: redis
      ? whileRedisAnswers(
          redis,
          redisNonceGuard(redis, config.redisPrefix),
          memoryNonceGuard(),
          onRedisFallback,
        )
      : memoryNonceGuard(),
  };
  const realtime = await createRealtimeHub(
    {
      ...infrastructure,
      redis,
      log: app.log,
      sessions: {
        find: async (sessionId) => {
          const session = await accounts.liveSession(infrastructure, sessionId);
          return session && { ...session, publicName: accounts.maskedName(session.nickName) };
        },
        liveIds: (sessionIds) => accounts.liveSessionIds(infrastructure, sessionIds),
      },
    },
    {
      canJoinGroup: (_userId, groupId) => isRoomGroup(db.orm, groupId),
      presence: {
        refreshMs: presence.PRESENCE_REFRESH_MS,
        entered: (userId, groupId, at) => presence.roomEntered(db.orm, userId, groupId, at),
        stillIn: (userId, groupId, joinedAt, at) =>
          presence.roomStillIn(db.orm, userId, groupId, joinedAt, at),
        left: (userId, groupId, joinedAt) => presence.roomLeftBySocket(db.orm, userId, groupId, joinedAt),
      },
      // Called only once the app is built, when a player's socket says they are typing.
      onSupportTyping: (userId) => support.playerTyping(ctx, userId),
    },
  );
  const toRooms = gameEventsToRooms(realtime, db.orm, (error) => app.log.warn({ err: error }, 'room event'));
  const beacons =
    options.beacons ??
    (await beaconSource({
      config,
      db,
      now,
      onRelayFault: ({ relay, fault, round, problem }) => {
        metrics.beaconRelayFaults.inc({ relay, fault });
        // A relay answering a beacon that does not verify is misconfigured or lying: worth a look.
        if (fault === 'invalid')
          app.log.warn({ relay, round, problem }, 'beacon relay answered an invalid beacon');
      },
    }));
  const ctx: AppContext = {
    ...infrastructure,
    events: combineGameEvents(toRooms, options.events ?? noGameEvents),
    sockets: realtime,
    metrics,
    beacons,
  };
  // The image-link key is made (once per database) now, not by the first answer that links an image.
  await uploads.imageLinks(ctx);
  app.decorate('ctx', ctx);
  app.decorate('realtime', realtime);
  const readiness = createReadiness({ db, redis });
  app.decorate('readiness', readiness);
  registerNodeGauges(metrics, {
    sockets: () => ({ open: realtime.stats().sockets, backlogBytes: realtime.backlogBytes() }),
    pool: db.poolStats,
    redis,
  });
  registerDatabaseGauges(ctx, options.gaugeCacheMs);
  app.decorate(
    'authenticate',
    tokenAuthenticator(ctx, (token) => accounts.sessionOfToken(ctx, token)),
  );
  app.addHook('onClose', async () => {
    await betIntake(ctx).drain();
    redis?.disconnect();
  });

  // First: the answer's envelope is read before compression changes it.
  registerCallMetrics(app, metrics);
  registerSecurityHeaders(app, config);
  await registerCompression(app);
  await app.register(formBody);
  // Clients may reach us on any of several lines (other origins). Calls carry their token in the body
  // or a header, never a cookie, so answering any origin exposes nothing a page could not ask for itself.
  await app.register(cors, { origin: true, methods: ['GET', 'POST'], maxAge: 86_400 });
  app.setErrorHandler((caught: FastifyError | AppError, request, reply) => {
    const language = requestLanguage(request);
    // A statement cut by the database's statement or lock timeout (FAIR28_DB_*) rolled back: say so.
    const isTimeout = isDatabaseTimeout(caught);
    if (isTimeout) request.log.warn({ err: caught }, 'database timeout');
    const error = isTimeout ? new AppError('Busy') : caught;
    if (error instanceof AppError) {
      return reply
        .code(200)
        .send(errorEnvelope(error.code, translate(language, error.messageKey, ...error.messageArgs)));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply
        .code(413)
        .send(errorEnvelope(ErrorCode.InvalidInput, translate(language, 'error.bodyTooLarge')));
    }
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .code(200)
        .send(errorEnvelope(ErrorCode.InvalidInput, translate(language, 'error.InvalidInput')));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(errorEnvelope(ErrorCode.Internal, translate(language, 'error.Internal')));
  });
  app.setNotFoundHandler((request, reply) => {
    const language = requestLanguage(request);
    if (isApiPath(request.url)) {
      return reply
        .code(404)
        .send(errorEnvelope(ErrorCode.NotFound, translate(language, 'error.unknownPath')));
    }
    return reply.code(404).type('text/plain').send('Not found');
  });

  await realtimeRoutes(app);
  systemRoutes(app);
  registerReadiness(app, readiness);
  accountRoutes(app);
  catalogueRoutes(app);
  roundRoutes(app);
  fairnessRoutes(app);
  beaconRoutes(app);
  roomRuleRoutes(app);
  betRoutes(app);
  // Money: ledger, uploads, top-up, withdrawal, cards and addresses, messages, adjustments, the operator's log.
  ledgerRoutes(app);
  uploadRoutes(app);
  depositRoutes(app);
  withdrawalRoutes(app);
  cardRoutes(app);
  notificationRoutes(app);
  adjustmentRoutes(app);
  staffRoutes(app);
  operatorLogRoutes(app);
  playerRoutes(app);
  roundMonitorRoutes(app);
  riskRoutes(app);
  dashboardRoutes(app);
  statsRoutes(app);
  playerExportRoutes(app);
  // What players read, the home screen, the store, and the forward call with the USDT rate.
  contentRoutes(app);
  homeRoutes(app);
  storeRoutes(app);
  promotionRoutes(app);
  clientOptionRoutes(app);
  supportRoutes(app);
  quoteRoutes(app);
  playSafeRoutes(app);
  autoBetRoutes(app);
  pushRoutes(app);
  if (config.paySandbox.isEnabled) sandboxPayRoutes(app, config.paySandbox.secret);

  if (existsSync(config.webDist)) {
    await serveBuiltApp(app, {
      root: config.webDist,
      prefix: '/',
      contentSecurityPolicy: (inlineScripts) => playerAppPolicy(config, inlineScripts),
    });
  } else serveNotBuilt(app, '/', 'player app');
  if (existsSync(config.adminDist)) {
    await serveBuiltApp(app, {
      root: config.adminDist,
      prefix: '/admin/',
      contentSecurityPolicy: () => consolePolicy(config),
    });
  } else {
    serveNotBuilt(app, '/admin/', 'operator console');
  }
  return app;
}
