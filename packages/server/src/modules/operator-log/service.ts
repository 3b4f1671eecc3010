// The operator audit log: every action an operator takes, and every change to staff accounts on the
// command line, with the reason, the operator's address and the record before and after, written in the
// same transaction as the change itself. The database refuses to edit or delete a row of it.
import type { AuditAction, TAuditListRequest, TAuditListResponse } from '@fair28/shared';
import type { Executor } from '../../db/database';
import { loadPage } from '../../infra/paging';
import type { AppContext } from '../../kernel/context';
import type { Session } from '../../kernel/session';
import * as queries from './queries';

/** A record as the log keeps it: JSON values only (money as decimal text, times as ISO text). */
export type Snapshot = Record<string, unknown>;

export type OperatorAction = {
  /** `<target type>.<verb>`, e.g. `deposit.approve`: one of the list the console has words for. */
  action: AuditAction;
  targetType: string;
  targetId: number;
  reason?: string;
  /** The record before the action; absent where the action made it. */
  before?: Snapshot | null;
  /** The record after the action; absent where the action removed it or changed none of it. */
  after?: Snapshot | null;
};

/** An operator's action; the address is the one the call came from (the session the HTTP layer made). */
export async function recordAction(tx: Executor, session: Session, entry: OperatorAction): Promise<void> {
  await queries.insertAction(tx, { operatorId: session.userId, reason: '', ip: session.ip ?? '', ...entry });
}

/** An action of `npm run operator`: made by whoever runs the server, so by no operator account. */
export async function recordCommandLineAction(tx: Executor, entry: OperatorAction): Promise<void> {
  await queries.insertAction(tx, { operatorId: null, reason: '', ...entry });
}

/** The reason an operator gave for the newest action of this kind on a record; '' when there is none. */
export async function lastReason(
  db: Executor,
  action: AuditAction,
  target: { targetType: string; targetId: number },
): Promise<string> {
  return (await queries.findLastAction(db, action, target.targetType, target.targetId))?.reason ?? '';
}

export async function listActions(ctx: AppContext, query: TAuditListRequest): Promise<TAuditListResponse> {
  const filter = queries.whereActions(query, ctx.config.timeZone);
  return loadPage(
    query,
    {
      rows: (limit, offset) => queries.selectActions(ctx.db.orm, filter, limit, offset, query.order),
      total: () => queries.countActions(ctx.db.orm, filter),
    },
    ({ createdAt, operator, before, after, ...row }) => ({
      ...row,
      operator: operator ?? '',
      before: (before as Snapshot | null) ?? null,
      after: (after as Snapshot | null) ?? null,
      createTime: createdAt.toISOString(),
    }),
  );
}
