// Login sessions as the rest of the server meets them: which may still act, and whose a token is.
import { isStaffRole } from '@fair28/shared';
import { MicroBatch } from '../../infra/micro-batch';
import { hashToken } from '../../infra/secrets';
import type { AppContext } from '../../kernel/context';
import { perApp } from '../../kernel/per-app';
import type { Session } from '../../kernel/session';
import * as queries from './queries';

export type LiveSession = Session & { nickName: string };

/** A session that may still act: not revoked, not expired, its user active. */
export async function liveSession(
  ctx: Pick<AppContext, 'db' | 'now'>,
  sessionId: number,
): Promise<LiveSession | undefined> {
  return queries.findLiveSessionById(ctx.db.orm, sessionId, ctx.now());
}

/** The live ones among `sessionIds`. */
export async function liveSessionIds(
  ctx: Pick<AppContext, 'db' | 'now'>,
  sessionIds: number[],
): Promise<Set<number>> {
  return new Set(await queries.findLiveSessionIds(ctx.db.orm, sessionIds, ctx.now()));
}

// Every token call looks its session up; concurrent calls share one query (read after each call arrived,
// so a revoked session is refused as promptly as with one query per call).
const sessionLookup = perApp(
  (ctx) => new MicroBatch((hashes: string[]) => queries.findLiveSessions(ctx.db.orm, hashes, ctx.now())),
);

/**
 * How stale a session's last-seen time may get before a call writes it again: a staff session's decides
 * when it idles out; a player's is what their list of devices shows.
 */
const STAFF_TOUCH_EVERY_MS = 30_000;
const PLAYER_TOUCH_EVERY_MS = 5 * 60_000;

/**
 * Staff sessions end after FAIR28_STAFF_IDLE_MINUTES without a call: an unattended console signed in to
 * decide money is not left open. Players' sessions last their full time. Either's last call is kept.
 */
async function hasIdledOut(ctx: AppContext, session: queries.LiveSession): Promise<boolean> {
  const isStaff = isStaffRole(session.role);
  const now = ctx.now();
  const idleMs = now.getTime() - session.lastSeenAt.getTime();
  if (isStaff && idleMs > ctx.config.staffIdleMs) {
    await queries.revokeSession(ctx.db.orm, session.sessionId, now);
    return true;
  }
  if (idleMs > (isStaff ? STAFF_TOUCH_EVERY_MS : PLAYER_TOUCH_EVERY_MS)) {
    await queries.touchSession(ctx.db.orm, session.sessionId, now);
  }
  return false;
}

/** The session a login token belongs to, while it may act (live, its user active); else undefined. */
export async function sessionOfToken(ctx: AppContext, token: string): Promise<Session | undefined> {
  const session = await sessionLookup(ctx).get(hashToken(token));
  if (session?.status !== 'active') return undefined;
  if (await hasIdledOut(ctx, session)) return undefined;
  const { sessionId, userId, role, mustChangePassword } = session;
  return { sessionId, userId, role, mustChangePassword };
}
