// SQL of top-ups: the catalogue (pay channels, receiving accounts) and deposits with their outcomes.
import type { DepositAttention, ListOrder } from '@fair28/shared';
import { and, asc, count, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database';
import { deposits, payChannels, receivingAccounts, users } from '../../db/schema';
import { byAge } from '../../infra/paging';

export type ChannelRow = typeof payChannels.$inferSelect;
export type ReceivingAccountRow = typeof receivingAccounts.$inferSelect;
export type DepositRow = typeof deposits.$inferSelect;
export type DepositStatus = DepositRow['status'];

// Presets are bigint[]; read as text[] because the drivers disagree on how they parse int8 arrays.
const channelColumns = {
  id: payChannels.id,
  payType: payChannels.payType,
  nameZh: payChannels.nameZh,
  nameEn: payChannels.nameEn,
  provider: payChannels.provider,
  isEnabled: payChannels.isEnabled,
  minMinor: payChannels.minMinor,
  maxMinor: payChannels.maxMinor,
  presets: sql<string[]>`${payChannels.presetAmountsMinor}::text[]`,
  sortOrder: payChannels.sortOrder,
};
export type Channel = Omit<ChannelRow, 'presetAmountsMinor' | 'createdAt'> & { presets: string[] };

export async function selectChannels(db: Executor, filter: SQL | undefined): Promise<Channel[]> {
  return db
    .select(channelColumns)
    .from(payChannels)
    .where(filter)
    .orderBy(asc(payChannels.payType), asc(payChannels.sortOrder), asc(payChannels.id));
}

export const channelIsEnabled = eq(payChannels.isEnabled, true);
export const channelIdIs = (id: number) => eq(payChannels.id, id);
export const channelPayTypeIs = (payType: number) => eq(payChannels.payType, payType);

export type ChannelFields = Omit<typeof payChannels.$inferInsert, 'id' | 'createdAt'>;

export async function insertChannel(db: Executor, channel: ChannelFields): Promise<number> {
  const [row] = await db.insert(payChannels).values(channel).returning({ id: payChannels.id });
  if (!row) throw new Error('channel insert returned nothing');
  return row.id;
}

export async function updateChannel(db: Executor, id: number, channel: ChannelFields): Promise<boolean> {
  const rows = await db
    .update(payChannels)
    .set(channel)
    .where(eq(payChannels.id, id))
    .returning({ id: payChannels.id });
  return rows.length > 0;
}

export type ReceivingAccount = ReceivingAccountRow & { payType: number; channelEnabled: boolean };

export async function selectReceivingAccounts(
  db: Executor,
  filter: SQL | undefined,
): Promise<ReceivingAccount[]> {
  const rows = await db
    .select({
      account: receivingAccounts,
      payType: payChannels.payType,
      channelEnabled: payChannels.isEnabled,
    })
    .from(receivingAccounts)
    .innerJoin(payChannels, eq(payChannels.id, receivingAccounts.channelId))
    .where(filter)
    .orderBy(asc(payChannels.payType), asc(receivingAccounts.sortOrder), asc(receivingAccounts.id));
  return rows.map((row) => ({ ...row.account, payType: row.payType, channelEnabled: row.channelEnabled }));
}

export const accountIsUsable = and(eq(receivingAccounts.isEnabled, true), eq(payChannels.isEnabled, true));
export const accountIdIs = (id: number) => eq(receivingAccounts.id, id);

export type ReceivingAccountFields = Omit<typeof receivingAccounts.$inferInsert, 'id' | 'createdAt'>;

export async function insertReceivingAccount(db: Executor, account: ReceivingAccountFields): Promise<number> {
  const [row] = await db.insert(receivingAccounts).values(account).returning({ id: receivingAccounts.id });
  if (!row) throw new Error('receiving account insert returned nothing');
  return row.id;
}

export async function updateReceivingAccount(
  db: Executor,
  id: number,
  account: ReceivingAccountFields,
): Promise<boolean> {
  const rows = await db
    .update(receivingAccounts)
    .set(account)
    .where(eq(receivingAccounts.id, id))
    .returning({ id: receivingAccounts.id });
  return rows.length > 0;
}

/** Undefined when the player already made a deposit with this request key: the first one stands. */
export async function insertDeposit(db: Executor, deposit: typeof deposits.$inferInsert) {
  const [row] = await db
    .insert(deposits)
    .values(deposit)
    .onConflictDoNothing({ target: [deposits.userId, deposits.requestKey] })
    .returning();
  return row;
}

export async function findDepositByKey(db: Executor, userId: number, requestKey: string) {
  const [row] = await db
    .select()
    .from(deposits)
    .where(and(eq(deposits.userId, userId), eq(deposits.requestKey, requestKey)));
  return row;
}

export async function findDepositByOrderNo(db: Executor, orderNo: string) {
  const [row] = await db.select().from(deposits).where(eq(deposits.orderNo, orderNo));
  return row;
}

export async function depositExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: deposits.id }).from(deposits).where(eq(deposits.id, id));
  return row !== undefined;
}

/** A pending deposit, locked until the transaction ends, so one decision at a time reads and moves it. */
export async function lockPendingDeposit(db: Executor, id: number): Promise<DepositRow | undefined> {
  const [row] = await db
    .select()
    .from(deposits)
    .where(and(eq(deposits.id, id), eq(deposits.status, 'pending')))
    .for('update');
  return row;
}

/** The first of two approvals: the deposit stays pending, its money unmoved, until a second operator's. */
export async function recordFirstApproval(db: Executor, id: number, operatorId: number, at: Date) {
  await db
    .update(deposits)
    .set({ firstApprovedBy: operatorId, firstApprovedAt: at })
    .where(and(eq(deposits.id, id), eq(deposits.status, 'pending'), isNull(deposits.firstApprovedBy)));
}

/**
 * Moves a pending deposit to its outcome and returns it; undefined when it was not pending. The
 * condition on status is what makes concurrent approvals, rejections and notifications settle it once.
 */
/** Moves a deposit out of one of `from` (pending unless told), once: undefined when it was not in one. */
export async function settleDeposit(
  db: Executor,
  id: number,
  outcome: {
    status: Exclude<DepositStatus, 'pending'>;
    settledAt: Date;
    reviewedBy?: number;
    reviewReason?: string;
    providerReference?: string;
  },
  from: readonly DepositStatus[] = ['pending'],
) {
  const [row] = await db
    .update(deposits)
    .set(outcome)
    .where(and(eq(deposits.id, id), inArray(deposits.status, [...from])))
    .returning();
  return row;
}

const player = alias(users, 'player');
const reviewer = alias(users, 'reviewer');
const firstApprover = alias(users, 'first_approver');

/**
 * Deposits with what their views show: channel names, the player, the receiving account, the reviewer and
 * the first approver.
 */
export async function selectDeposits(
  db: Executor,
  filter: SQL | undefined,
  limit: number,
  offset: number,
  order?: ListOrder,
) {
  return db
    .select({
      deposit: deposits,
      payType: payChannels.payType,
      channelNameZh: payChannels.nameZh,
      channelNameEn: payChannels.nameEn,
      account: player.account,
      receivingLabel: receivingAccounts.label,
      receivingNumber: sql<string>`COALESCE(NULLIF(${receivingAccounts.accountNo}, ''), ${receivingAccounts.usdtAddress}, '')`,
      reviewedBy: reviewer.account,
      firstApprovedBy: firstApprover.account,
    })
    .from(deposits)
    .innerJoin(payChannels, eq(payChannels.id, deposits.channelId))
    .innerJoin(player, eq(player.id, deposits.userId))
    .leftJoin(receivingAccounts, eq(receivingAccounts.id, deposits.receivingAccountId))
    .leftJoin(reviewer, eq(reviewer.id, deposits.reviewedBy))
    .leftJoin(firstApprover, eq(firstApprover.id, deposits.firstApprovedBy))
    .where(filter)
    .orderBy(byAge(deposits.id, order))
    .limit(limit)
    .offset(offset);
}
export type DepositListRow = Awaited<ReturnType<typeof selectDeposits>>[number];

export async function countDeposits(db: Executor, filter: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(deposits)
    .innerJoin(player, eq(player.id, deposits.userId))
    .where(filter);
  return row?.count ?? 0;
}

export const depositIdIs = (id: number) => eq(deposits.id, id);
export const depositUserIs = (userId: number) => eq(deposits.userId, userId);
export const depositStatusIs = (status: DepositStatus) => eq(deposits.status, status);
export const depositAccountIs = (account: string) => sql`lower(${player.account}) = lower(${account})`;
/** Deposits flagged for an operator's look. */
export const depositNeedsAttention = () => isNotNull(deposits.attention);

/** Flags a deposit for an operator's look (kept until the deposit is looked at in the console). */
export async function markAttention(db: Executor, id: number, attention: DepositAttention): Promise<void> {
  await db.update(deposits).set({ attention }).where(eq(deposits.id, id));
}

/** Pending deposits a first operator approved (true), or that nobody approved yet (false). */
export const depositAwaitsSecondApproval = (isAwaiting: boolean) =>
  and(
    eq(deposits.status, 'pending'),
    isAwaiting ? isNotNull(deposits.firstApprovedBy) : isNull(deposits.firstApprovedBy),
  );

/** Whether the player has ever had a top-up credited. */
export async function hasCreditedDeposit(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: deposits.id })
    .from(deposits)
    .where(and(eq(deposits.userId, userId), eq(deposits.status, 'credited')))
    .limit(1);
  return row !== undefined;
}
