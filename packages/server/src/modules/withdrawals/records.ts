// What players and operators read of withdrawals: each record as shown to its player (destination
// masked) and to operators (in full), and the paged lists of both.
import {
  formatMinor,
  type Language,
  type RiskFlagKind,
  type TAdminWithdrawal,
  type TAdminWithdrawalListRequest,
  type TAdminWithdrawalListResponse,
  type TWithdrawalListRequest,
  type TWithdrawalRecord,
  translate,
} from '@fair28/shared';
import type { Executor } from '../../db/database';
import { AppError } from '../../kernel/app-error';
import type { AppContext } from '../../kernel/context';
import type { Session } from '../../kernel/session';
import * as cards from '../cards/service';
import * as risk from '../risk/service';
import * as queries from './queries';

export function withdrawalView(row: queries.WithdrawalListRow, language: Language): TWithdrawalRecord {
  const { withdrawal } = row;
  const destination =
    withdrawal.destinationType === 'bank'
      ? cards.maskCardNo(withdrawal.destinationAccount)
      : cards.maskAddress(withdrawal.destinationAccount);
  return {
    id: withdrawal.id,
    orderNo: withdrawal.orderNo,
    amount: formatMinor(withdrawal.amountMinor),
    fee: formatMinor(withdrawal.feeMinor),
    actualAmount: formatMinor(withdrawal.amountMinor - withdrawal.feeMinor),
    type: withdrawal.destinationType,
    destinationName: withdrawal.destinationName,
    destination,
    status: withdrawal.status,
    statusName: translate(language, `status.${withdrawal.status}`),
    reason: withdrawal.reviewReason,
    createTime: withdrawal.createdAt.toISOString(),
    reviewTime: withdrawal.reviewedAt?.toISOString() ?? null,
  };
}

export function adminWithdrawalView(
  row: queries.WithdrawalListRow,
  language: Language,
  flags: Map<number, RiskFlagKind[]>,
): TAdminWithdrawal {
  return {
    ...withdrawalView(row, language),
    userId: row.withdrawal.userId,
    account: row.account,
    destinationAccount: row.withdrawal.destinationAccount,
    destinationHolder: row.withdrawal.destinationHolder,
    reviewedBy: row.reviewedBy ?? '',
    firstApprovedBy: row.firstApprovedBy ?? '',
    isAwaitingSecondApproval: row.withdrawal.status === 'pending' && row.withdrawal.firstApprovedBy !== null,
    riskFlags: flags.get(row.withdrawal.userId) ?? [],
  };
}

/** Withdrawals as operators read them, each with its player's risk flags. */
export async function adminWithdrawalViews(
  ctx: AppContext,
  rows: queries.WithdrawalListRow[],
  language: Language,
): Promise<TAdminWithdrawal[]> {
  const flags = await risk.flagKindsOf(
    ctx,
    rows.map((row) => row.withdrawal.userId),
  );
  return rows.map((row) => adminWithdrawalView(row, language, flags));
}

export async function loadWithdrawal(db: Executor, id: number): Promise<queries.WithdrawalListRow> {
  const row = await queries.withdrawalQueue.one(db, id);
  if (!row) throw new AppError('NotFound');
  return row;
}

export async function listWithdrawals(
  ctx: AppContext,
  session: Session,
  query: TWithdrawalListRequest,
  language: Language,
) {
  const queue = queries.withdrawalQueue;
  const where = queue.where({ status: query.status }, queue.userIs(session.userId));
  return queue.page(ctx.db.orm, where, query, (row) => withdrawalView(row, language));
}

export async function listForOperator(
  ctx: AppContext,
  query: TAdminWithdrawalListRequest,
  language: Language,
): Promise<TAdminWithdrawalListResponse> {
  const queue = queries.withdrawalQueue;
  const where = queue.where(query, queue.awaitsSecondApproval(query.awaitingSecondApproval));
  const page = await queue.page(ctx.db.orm, where, query, (row) => row);
  return { ...page, list: await adminWithdrawalViews(ctx, page.list, language) };
}
