// A player's own sessions: where and on what each is signed in, and signing one or all the others out.
// Signing out takes effect at once: the session's next call is refused and its sockets close on every node.
import type { TSessionListResponse } from '@fair28/shared';
import { AppError } from '../../kernel/app-error';
import type { AppContext } from '../../kernel/context';
import type { Session } from '../../kernel/session';
import { describeDevice } from './device-names';
import * as queries from './queries';

export async function listSessions(ctx: AppContext, session: Session): Promise<TSessionListResponse> {
  const rows = await queries.selectLiveSessions(ctx.db.orm, session.userId, ctx.now());
  return {
    list: rows.map((row) => ({
      id: row.id,
      device: describeDevice(row.userAgent),
      ip: row.ip,
      createTime: row.createdAt.toISOString(),
      lastSeenTime: row.lastSeenAt.toISOString(),
      isCurrent: row.id === session.sessionId,
    })),
  };
}

async function closeSockets(ctx: AppContext, userId: number, sessionIds: number[]): Promise<void> {
  await Promise.all(sessionIds.map((sessionId) => ctx.sockets.endSession({ userId, sessionId })));
}

/** Signs out one of the caller's sessions (this one too: it is a logout); another's is not found. */
export async function endSession(ctx: AppContext, session: Session, sessionId: number): Promise<void> {
  const ended = await queries.revokeSessionsOf(ctx.db.orm, session.userId, { id: sessionId }, ctx.now());
  if (ended.length === 0) throw new AppError('NotFound');
  await closeSockets(ctx, session.userId, ended);
}

/** Signs out every session of the caller but this one; answers how many ended. */
export async function endOtherSessions(ctx: AppContext, session: Session): Promise<number> {
  const ended = await queries.revokeSessionsOf(
    ctx.db.orm,
    session.userId,
    { exceptId: session.sessionId },
    ctx.now(),
  );
  await closeSockets(ctx, session.userId, ended);
  return ended.length;
}
