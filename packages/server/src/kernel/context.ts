// What every service needs, built once per app: configuration, database, shared infrastructure, the
// room socket hub, clock.
import type { Redis } from 'ioredis';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { GameRuntime } from '../game/runtime';
import type { NonceGuard } from '../infra/nonce-guard';
import type { RateLimiter } from '../infra/rate-limiter';
import type { RealtimeHub } from '../realtime/hub';

export type AppContext = {
  config: Config;
  db: Database;
  redis: Redis | undefined;
  rateLimiter: RateLimiter;
  nonceGuard: NonceGuard;
  /** The room socket: what the game calls to publish events to rooms and players. */
  realtime: RealtimeHub;
  now: () => Date;
  game: GameRuntime;
};
