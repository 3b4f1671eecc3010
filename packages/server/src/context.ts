// What every service needs, built once per app: configuration, database, shared infrastructure, clock.
import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database } from './db/database';
import type { NonceGuard } from './infra/nonce-guard';
import type { RateLimiter } from './infra/rate-limiter';

export type AppContext = {
  config: Config;
  db: Database;
  redis: Redis | undefined;
  rateLimiter: RateLimiter;
  nonceGuard: NonceGuard;
  now: () => Date;
};
