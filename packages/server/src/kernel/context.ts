// What every service needs, built once per app in app.ts: configuration, the database, the clock, shared
// infrastructure, and the ports through which the domain reaches the outside — round and bet events (the
// room feed, or a recorder in tests), the sockets of a session and the randomness beacon. Ports are small types defined here, so
// no module depends on the concrete hub.
import type { SupportInboxContent, UserEventContent } from '@fair28/shared';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { Metrics } from '../infra/metrics';
import type { NonceGuard } from '../infra/nonce-guard';
import type { RateLimiter } from '../infra/rate-limiter';
import type { BeaconSource } from './beacons';
import type { GameEvents } from './game-events';
import type { Session } from './session';

/**
 * The socket side of sessions: a client's socket login, closing sockets when sessions end, and what a
 * module pushes to one user's sockets (customer service, a wallet changed by an operator's decision).
 */
export type SocketSessions = {
  /** What a logged-in client needs to open its socket: the IM username and a fresh IM token. */
  socketLogin(session: Session): { username: string; imToken: string };
  /** Closes the sockets of one session (logout), on every node. */
  endSession(session: Pick<Session, 'userId' | 'sessionId'>): Promise<void>;
  /** Closes every socket of a user (password change), on every node. */
  endUserSessions(userId: number): Promise<void>;
  /** Delivers a command 11 to every socket of the user, on every node; never throws. */
  publishToUser(userId: number, content: UserEventContent): Promise<void>;
  /** Delivers a command 11 to the sockets of every operator answering players, on every node. */
  publishToStaff(content: SupportInboxContent): Promise<void>;
};

export type AppContext = {
  config: Config;
  db: Database;
  now: () => Date;
  rateLimiter: RateLimiter;
  nonceGuard: NonceGuard;
  /** Where rounds and bets are announced, after each commit. */
  events: GameEvents;
  sockets: SocketSessions;
  /** This node's Prometheus metrics, updated as the work is done. */
  metrics: Metrics;
  /** The randomness beacon every round's result also depends on. */
  beacons: BeaconSource;
};
