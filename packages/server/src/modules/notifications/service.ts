// Players' system messages: what happened to their top-ups, withdrawals, payout accounts, bank card change
// requests, balances and bets in a voided round (voided by an operator, or for want of its beacon), and to
// their account's sign-in (a new device, two-step sign-in turned off by an operator).
// Stored as a kind and arguments, so each reader sees them in their own language.
import {
  type Language,
  type TMessageListResponse,
  type TMessageReadResponse,
  type TPageRequest,
  translate,
} from '@fair28/shared';
import type { Executor } from '../../db/database';
import { AppError } from '../../kernel/app-error';
import type { AppContext } from '../../kernel/context';
import type { Session } from '../../kernel/session';
import * as queries from './queries';

/** Each kind has a title and a body in the catalogue: `notice.<kind>.title`, `notice.<kind>.body`. */
export type MessageKind =
  | 'depositCredited'
  | 'depositRejected'
  | 'withdrawalPaid'
  | 'withdrawalRejected'
  | 'bankChangeApproved'
  | 'bankChangeRejected'
  | 'payoutDestinationAdded'
  | 'balanceAdjusted'
  | 'roundVoided'
  | 'roundVoidedNoBeacon'
  | 'storeOrderFulfilled'
  | 'storeOrderCancelled'
  | 'newDeviceSignIn'
  | 'twoFactorReset';

/** Sends a message in the caller's transaction, so it exists exactly when what it reports happened. */
export async function notifyPlayer(
  tx: Executor,
  userId: number,
  kind: MessageKind,
  args: string[],
  note = '',
): Promise<void> {
  await queries.insertMessage(tx, { userId, kind, args, note });
}

function render(row: queries.MessageRow, language: Language) {
  const body = translate(language, `notice.${row.kind}.body`, ...row.args);
  return {
    id: row.id,
    title: translate(language, `notice.${row.kind}.title`),
    content: row.note ? `${body} ${translate(language, 'notice.reason', row.note)}` : body,
    isRead: row.isRead,
    createTime: row.createdAt.toISOString(),
  };
}

export async function listMessages(
  ctx: AppContext,
  session: Session,
  page: TPageRequest,
  language: Language,
): Promise<TMessageListResponse> {
  const db = ctx.db.orm;
  const [rows, total, unread] = await Promise.all([
    queries.selectMessages(db, session.userId, page.pageSize, (page.pageNo - 1) * page.pageSize),
    queries.countMessages(db, session.userId, false),
    queries.countMessages(db, session.userId, true),
  ]);
  return { list: rows.map((row) => render(row, language)), total, unread, ...page };
}

export async function markRead(
  ctx: AppContext,
  session: Session,
  id: number | undefined,
): Promise<TMessageReadResponse> {
  // Another player's message, like one that does not exist, is not found: never a silent success.
  if (id !== undefined && !(await queries.isOwnMessage(ctx.db.orm, session.userId, id))) {
    throw new AppError('NotFound');
  }
  await queries.markRead(ctx.db.orm, session.userId, id, ctx.now());
  return { ok: true, unread: await queries.countMessages(ctx.db.orm, session.userId, true) };
}
