// The operator audit log: every review and catalogue change an operator makes, and every change to staff
// accounts on the command line, with the reason, written in the same transaction as the change itself.
import type { TAuditListRequest, TAuditListResponse } from '@fair28/shared';
import type { Executor } from '../../db/database';
import { loadPage } from '../../infra/paging';
import type { AppContext } from '../../kernel/context';
import type { Session } from '../../kernel/session';
import * as queries from './queries';

export type OperatorAction = {
  /** `<target type>.<verb>`, e.g. `deposit.approve`. */
  action: string;
  targetType: string;
  targetId: number;
  reason?: string;
};

export async function recordAction(tx: Executor, session: Session, entry: OperatorAction): Promise<void> {
  await queries.insertAction(tx, { operatorId: session.userId, reason: '', ...entry });
}

/** An action of `npm run operator`: made by whoever runs the server, so by no operator account. */
export async function recordCommandLineAction(tx: Executor, entry: OperatorAction): Promise<void> {
  await queries.insertAction(tx, { operatorId: null, reason: '', ...entry });
}

/** The reason an operator gave for the newest action of this kind on a record; '' when there is none. */
export async function lastReason(
  db: Executor,
  action: string,
  target: { targetType: string; targetId: number },
): Promise<string> {
  return (await queries.findLastAction(db, action, target.targetType, target.targetId))?.reason ?? '';
}

export async function listActions(ctx: AppContext, query: TAuditListRequest): Promise<TAuditListResponse> {
  const filter = query.action ? queries.actionIs(query.action) : undefined;
  return loadPage(
    query,
    {
      rows: (limit, offset) => queries.selectActions(ctx.db.orm, filter, limit, offset),
      total: () => queries.countActions(ctx.db.orm, filter),
    },
    ({ createdAt, operator, ...row }) => ({
      ...row,
      operator: operator ?? '',
      createTime: createdAt.toISOString(),
    }),
  );
}
