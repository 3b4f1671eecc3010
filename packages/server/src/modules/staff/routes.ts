// Staff calls: the caller's own profile and second factor, and for admins the staff accounts: list,
// create, disable, enable, reset and change role.
import { calls } from '@fair28/shared';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/protocol';
import * as staff from './service';

export function staffRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  registerCall(app, calls.adminMe, ({ session }) => staff.profile(ctx, session));
  registerCall(app, calls.adminTwoFactorEnrol, ({ session }) => staff.enrolTwoFactor(ctx, session));
  registerCall(app, calls.adminTwoFactorConfirm, ({ session, body }) =>
    staff.confirmTwoFactor(ctx, session, body.code),
  );
  registerCall(app, calls.adminTwoFactorDisable, ({ session, body }) =>
    staff.disableTwoFactor(ctx, session, body.code),
  );
  registerCall(app, calls.adminOperatorList, () => staff.staffList(ctx));
  registerCall(app, calls.adminOperatorCreate, ({ session, body }) =>
    staff.createOperator(ctx, { session }, body.account, body.role),
  );
  registerCall(app, calls.adminOperatorDisable, ({ session, body }) =>
    staff.disableOperator(ctx, { session }, { id: body.id }, body.reason),
  );
  registerCall(app, calls.adminOperatorEnable, ({ session, body }) =>
    staff.enableOperator(ctx, { session }, { id: body.id }, body.reason),
  );
  registerCall(app, calls.adminOperatorReset, ({ session, body }) =>
    staff.resetOperator(ctx, { session }, { id: body.id }, body.reason),
  );
  registerCall(app, calls.adminOperatorRole, ({ session, body }) =>
    staff.changeOperatorRole(ctx, { session }, { id: body.id }, body.role, body.reason),
  );
}
