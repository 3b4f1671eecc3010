// Where a player's withdrawals go: one bound bank card, changed only through customer service (spec §6:
// a change request an operator approves), and up to walletCount USDT addresses. Adding one needs the
// security code (and the authenticator's code while two-step sign-in is on), tells the player, and the new account receives withdrawals only after
// FAIR28_PAYOUT_HOLD_HOURS: a stolen login cannot send the balance somewhere new at once.
import {
  DEFAULT_GAME_OPTION,
  type Language,
  type TAdminBankChange,
  type TAdminBankChangeListRequest,
  type TBankCardBindRequest,
  type TBankCardInfo,
  type TBankChangeRecord,
  type TBankChangeRequest,
  type TReviewRequest,
  type TUsdtAddRequest,
  type TUsdtAddress,
  type TUsdtListResponse,
  translate,
  type WithdrawalDestination,
} from '@fair28/shared';
import type { Executor } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { LockScope, lockPlayer } from '../../db/locks';
import { AppError } from '../../kernel/app-error';
import type { AppContext } from '../../kernel/context';
import type { Session } from '../../kernel/session';
import * as approvals from '../approvals/service';
import * as notifications from '../notifications/service';
import * as operatorLog from '../operator-log/service';
import * as securityCode from '../security-code/service';
import * as twoFactor from '../two-factor/service';
import * as uploads from '../uploads/service';
import * as queries from './queries';

/** Only the last four digits show: enough to recognise a card, not to use it. */
export function maskCardNo(cardNo: string): string {
  return `**** **** **** ${cardNo.slice(-4)}`;
}

export function maskAddress(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`;
}

function cardFields(form: queries.CardFields): queries.CardFields {
  const { realName, bankName, cardNo, mobile, ifscCode, openAddress, email } = form;
  return { realName, bankName, cardNo, mobile, ifscCode, openAddress, email };
}

/** The card as userInfo shows it (spec §3 bankName, bankNo, openCardAddress, realName); '' when none. */
export async function cardSummary(db: Executor, userId: number) {
  const card = await queries.findCard(db, userId);
  return {
    realName: card?.realName ?? '',
    bankName: card?.bankName ?? '',
    bankNo: card ? maskCardNo(card.cardNo) : '',
    openCardAddress: card?.openAddress ?? '',
  };
}

const HOUR = 3_600_000;

/** When a payout account added now may receive withdrawals. */
function holdEnd(ctx: AppContext): Date {
  return new Date(ctx.now().getTime() + ctx.config.withdrawal.payoutHoldHours * HOUR);
}

/** The message every new payout account sends its player, in the transaction that adds it. */
async function notifyNewDestination(ctx: AppContext, tx: Executor, userId: number, masked: string) {
  const hours = String(ctx.config.withdrawal.payoutHoldHours);
  await notifications.notifyPlayer(tx, userId, 'payoutDestinationAdded', [masked, hours]);
}

/**
 * A new payout account's codes: the security code, then while two-step sign-in is on the authenticator's
 * (a wrong security code spends no authenticator code).
 */
async function checkCodes(
  ctx: AppContext,
  userId: number,
  form: { securityCode: string; twoFactorCode?: string | undefined },
): Promise<void> {
  await securityCode.checkSecurityCode(ctx, userId, form.securityCode);
  await twoFactor.checkTwoFactorCode(ctx, userId, form.twoFactorCode);
}

export async function cardInfo(ctx: AppContext, session: Session): Promise<TBankCardInfo> {
  const [card, pending] = await Promise.all([
    queries.findCard(ctx.db.orm, session.userId),
    queries.findPendingChange(ctx.db.orm, session.userId),
  ]);
  return {
    isBound: card !== undefined,
    realName: card?.realName ?? '',
    bankName: card?.bankName ?? '',
    cardNo: card ? maskCardNo(card.cardNo) : '',
    ifscCode: card?.ifscCode ?? '',
    openAddress: card?.openAddress ?? '',
    email: card?.email ?? '',
    mobile: card?.mobile ?? '',
    usableFrom: card?.usableFrom.toISOString() ?? '',
    pendingChange: pending ? { id: pending.id, createTime: pending.createdAt.toISOString() } : null,
  };
}

/** Binds the player's one card; a second bind is refused with the way to change it (customer service). */
export async function bindCard(
  ctx: AppContext,
  session: Session,
  form: TBankCardBindRequest,
): Promise<TBankCardInfo> {
  if (await queries.findCard(ctx.db.orm, session.userId)) throw new AppError('BankCardAlreadyBound');
  await checkCodes(ctx, session.userId, form);
  await ctx.db.orm.transaction(async (tx) => {
    const card = await queries.insertCard(tx, session.userId, cardFields(form), holdEnd(ctx));
    if (!card) throw new AppError('BankCardAlreadyBound');
    await notifyNewDestination(ctx, tx, session.userId, maskCardNo(card.cardNo));
  });
  return cardInfo(ctx, session);
}

/**
 * `/api/v1/room/bank/update`: asks customer service to change the bound card. Nothing changes until an
 * operator approves; one request waits at a time.
 */
export async function requestCardChange(
  ctx: AppContext,
  session: Session,
  form: TBankChangeRequest,
  language: Language,
): Promise<TBankChangeRecord> {
  if (!(await queries.findCard(ctx.db.orm, session.userId))) throw new AppError('BankCardMissing');
  await checkCodes(ctx, session.userId, form);
  try {
    const row = await queries.insertChangeRequest(ctx.db.orm, session.userId, cardFields(form), form.note);
    return {
      id: row.id,
      status: row.status,
      statusName: translate(language, `status.${row.status}`),
      createTime: row.createdAt.toISOString(),
    };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('ChangeRequestPending');
    throw error;
  }
}

function adminChangeView(
  row: { request: queries.ChangeRequestRow; account: string; current: queries.BankCardRow | null },
  language: Language,
): TAdminBankChange {
  const { request, account, current } = row;
  return {
    id: request.id,
    userId: request.userId,
    account,
    status: request.status,
    statusName: translate(language, `status.${request.status}`),
    current: current ? cardFields(current) : null,
    requested: cardFields(request),
    note: request.note,
    reason: request.reviewReason,
    createTime: request.createdAt.toISOString(),
    reviewTime: request.reviewedAt?.toISOString() ?? null,
  };
}

export async function listChangeRequests(
  ctx: AppContext,
  query: TAdminBankChangeListRequest,
  language: Language,
) {
  const queue = queries.changeRequestQueue;
  return queue.page(ctx.db.orm, queue.where(query), query, (row) => adminChangeView(row, language));
}

/** Approving applies the requested details to the card; either way the player hears the outcome. */
export async function decideCardChange(
  ctx: AppContext,
  session: Session,
  review: TReviewRequest,
  outcome: 'approved' | 'rejected',
  language: Language,
): Promise<TAdminBankChange> {
  const id = await ctx.db.orm.transaction(async (tx) => {
    const request = await queries.changeRequestQueue.settle(tx, review.id, {
      status: outcome,
      reviewedBy: session.userId,
      reviewReason: review.reason,
      reviewedAt: ctx.now(),
    });
    if (!request) throw await approvals.notPending(tx, queries.changeRequestQueue, review.id);
    // Thrown inside the transaction: the decision above is undone.
    approvals.refuseOwnRequest(session, request.userId);
    // The changed card is a new payout account: it waits out the hold like a new one.
    if (outcome === 'approved') {
      await queries.updateCard(tx, request.userId, cardFields(request), ctx.now(), holdEnd(ctx));
      await notifyNewDestination(ctx, tx, request.userId, maskCardNo(request.cardNo));
    }
    await operatorLog.recordAction(tx, session, {
      action: outcome === 'approved' ? 'bank_change.approve' : 'bank_change.reject',
      targetType: 'bank_change',
      targetId: request.id,
      reason: review.reason,
    });
    const kind = outcome === 'approved' ? 'bankChangeApproved' : 'bankChangeRejected';
    await notifications.notifyPlayer(tx, request.userId, kind, [], review.reason);
    return request.id;
  });
  const row = await queries.changeRequestQueue.one(ctx.db.orm, id);
  if (!row) throw new AppError('NotFound');
  return adminChangeView(row, language);
}

function addressView(row: queries.UsdtAddressRow, link: uploads.ImageLink): TUsdtAddress {
  return {
    id: row.id,
    network: row.network,
    address: row.address,
    qrImageUrl: link(row.qrImageId),
    createTime: row.createdAt.toISOString(),
    usableFrom: row.usableFrom.toISOString(),
  };
}

/** A player's bank card in full and their USDT addresses, as operators read them in the profile. */
export async function payoutDetailsOf(ctx: AppContext, userId: number) {
  const [card, addresses, link] = await Promise.all([
    queries.findCard(ctx.db.orm, userId),
    queries.selectLiveAddresses(ctx.db.orm, userId),
    uploads.imageLinks(ctx),
  ]);
  return {
    bankCard: card
      ? {
          realName: card.realName,
          bankName: card.bankName,
          cardNo: card.cardNo,
          mobile: card.mobile,
          ifscCode: card.ifscCode,
          openAddress: card.openAddress,
          email: card.email,
        }
      : null,
    usdtAddresses: addresses.map((row) => addressView(row, link)),
  };
}

export async function usdtList(ctx: AppContext, session: Session): Promise<TUsdtListResponse> {
  const rows = await queries.selectLiveAddresses(ctx.db.orm, session.userId);
  const link = await uploads.imageLinks(ctx);
  return { list: rows.map((row) => addressView(row, link)), limit: DEFAULT_GAME_OPTION.walletCount };
}

export async function usdtAdd(
  ctx: AppContext,
  session: Session,
  form: TUsdtAddRequest,
): Promise<TUsdtAddress> {
  const limit = DEFAULT_GAME_OPTION.walletCount;
  if ((await queries.countLiveAddresses(ctx.db.orm, session.userId)) >= limit) {
    throw new AppError('UsdtAddressLimit', 'error.UsdtAddressLimit', [limit]);
  }
  await checkCodes(ctx, session.userId, form);
  try {
    return await ctx.db.orm.transaction(async (tx) => {
      await lockPlayer(tx, LockScope.UsdtAddresses, session.userId);
      if ((await queries.countLiveAddresses(tx, session.userId)) >= limit) {
        throw new AppError('UsdtAddressLimit', 'error.UsdtAddressLimit', [limit]);
      }
      const qrImageId = form.imageId ? await uploads.requireOwnImage(tx, session.userId, form.imageId) : null;
      const row = await queries.insertAddress(tx, {
        userId: session.userId,
        network: form.network,
        address: form.address,
        qrImageId,
        usableFrom: holdEnd(ctx),
      });
      await notifyNewDestination(ctx, tx, session.userId, maskAddress(row.address));
      return addressView(row, await uploads.imageLinks(ctx));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('UsdtAddressTaken');
    throw error;
  }
}

export async function usdtDel(ctx: AppContext, session: Session, id: number): Promise<void> {
  if (!(await queries.deleteAddress(ctx.db.orm, session.userId, id, ctx.now())))
    throw new AppError('NotFound');
}

export type PayoutDestination = {
  type: WithdrawalDestination;
  name: string;
  account: string;
  holder: string;
};

/**
 * How far two nodes' clocks may differ: each carries the database's time read over a round trip (db/clock),
 * so one node may be a few milliseconds behind the node that set a hold's end.
 */
const CLOCK_AGREEMENT_MS = 1_000;

function checkHoldOver(ctx: AppContext, usableFrom: Date): void {
  const msLeft = usableFrom.getTime() - ctx.now().getTime();
  // Without the allowance a hold of 0 hours refused a withdrawal made at once on the other node.
  if (msLeft > CLOCK_AGREEMENT_MS) {
    throw new AppError('PayoutDestinationOnHold', 'error.PayoutDestinationOnHold', [
      Math.ceil(msLeft / HOUR),
    ]);
  }
}

/**
 * Where a withdrawal goes, copied from the player's own card or live address once its hold is over;
 * another's is not found.
 */
export async function payoutDestination(
  ctx: AppContext,
  userId: number,
  type: WithdrawalDestination,
  addressId: number | undefined,
): Promise<PayoutDestination> {
  const db = ctx.db.orm;
  if (type === 'bank') {
    const card = await queries.findCard(db, userId);
    if (!card) throw new AppError('BankCardMissing');
    checkHoldOver(ctx, card.usableFrom);
    return { type, name: card.bankName, account: card.cardNo, holder: card.realName };
  }
  const address = addressId === undefined ? undefined : await queries.findLiveAddress(db, userId, addressId);
  if (!address) throw new AppError('NotFound', 'form.addUsdtAddressFirst');
  checkHoldOver(ctx, address.usableFrom);
  return { type, name: address.network, account: address.address, holder: '' };
}
