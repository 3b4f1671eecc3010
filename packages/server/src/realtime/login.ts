// A socket's login, from its URL query (spec §4): the fixed IM password, an IM token signed by this
// deployment and not expired, a username matching the token, and a session that may still act — a
// player's, or an operator's who answers players (their socket hears the inbox and never joins a room).
import { createHash, timingSafeEqual } from 'node:crypto';
import {
  imUsername,
  isStaffRole,
  type Language,
  parseLanguage,
  roleHolds,
  type UserRole,
  userIdOfImUsername,
  ZImLoginQuery,
} from '@fair28/shared';
import { AppError } from '../kernel/app-error';
import type { LoggedIn } from './connections';
import { verifyImToken } from './im-token';

/** How the hub learns who a socket is: sessions that may still act, as the accounts module keeps them. */
export type SessionDirectory = {
  /** A live session (not revoked, not expired, its user active), with the name other players see. */
  find(
    sessionId: number,
  ): Promise<{ userId: number; sessionId: number; role: UserRole; publicName: string } | undefined>;
  /** The live ones among `sessionIds`. */
  liveIds(sessionIds: number[]): Promise<Set<number>>;
};

export type LoginCheck = {
  imSecret: string;
  imPassword: string;
  now: () => Date;
  sessions: SessionDirectory;
};

export type LoginAttempt =
  | { language: Language; user: LoggedIn }
  | { language: Language; refusal: AppError; reason: string };

const digest = (text: string) => createHash('sha256').update(text).digest();

export function loginChecker(check: LoginCheck) {
  const passwordDigest = digest(check.imPassword);
  return async function checkLogin(rawQuery: unknown): Promise<LoginAttempt> {
    const query = ZImLoginQuery.safeParse(rawQuery);
    const language = parseLanguage(query.data?.lang);
    const refuse = (refusal: AppError, reason: string): LoginAttempt => ({ language, refusal, reason });
    if (!query.success) return refuse(new AppError('InvalidInput', 'im.badLogin'), 'bad parameters');
    if (!timingSafeEqual(digest(query.data.password), passwordDigest)) {
      return refuse(new AppError('InvalidInput', 'im.badLogin'), 'wrong password');
    }
    const claims = verifyImToken(check.imSecret, query.data.token, check.now().getTime());
    if (!claims) return refuse(new AppError('LoginExpired'), 'bad or expired token');
    if (userIdOfImUsername(query.data.username) !== claims.userId) {
      return refuse(new AppError('LoginExpired'), 'username does not match the token');
    }
    const session = await check.sessions.find(claims.sessionId);
    if (session?.userId !== claims.userId) return refuse(new AppError('LoginExpired'), 'session ended');
    const isStaff = isStaffRole(session.role);
    if (isStaff && !roleHolds(session.role, 'support.answer')) {
      return refuse(new AppError('StaffAccount'), 'staff account that answers no players');
    }
    return {
      language,
      user: {
        userId: session.userId,
        sessionId: session.sessionId,
        username: imUsername(session.userId),
        // The room sees the same masked name as in its bet feed, never the account a player logs in with.
        nickName: session.publicName,
        isStaff,
      },
    };
  };
}
