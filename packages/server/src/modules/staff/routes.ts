// Staff calls: the caller's own profile (role, permissions, whether the password must change first) and,
// for admins, the list of staff accounts.
import { calls } from '@fair28/shared';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/protocol';
import * as staff from './service';

export function staffRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  registerCall(app, calls.adminMe, ({ session }) => staff.profile(ctx, session));
  registerCall(app, calls.adminOperatorList, () => staff.staffList(ctx));
}
