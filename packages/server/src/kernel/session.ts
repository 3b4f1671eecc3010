// Who is calling: the session a token call authenticated. Every layer passes it; none defines it again.
import type { UserRole } from '@fair28/shared';

export type Session = {
  userId: number;
  sessionId: number;
  role: UserRole;
  /** Signed in with a one-time password not yet changed: registerCall lets through only a few calls. */
  mustChangePassword: boolean;
  /** The address the call came from, as the HTTP layer saw it (absent outside an HTTP call). */
  ip?: string;
};
