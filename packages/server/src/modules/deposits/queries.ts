// SQL of top-ups: the catalogue (pay channels, receiving accounts) and deposits with their outcomes.
import type { DepositAttention, PayTypeValue } from '@fair28/shared';
import { and, asc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database';
import * as reviewQueues from '../../db/review-queue';
import { deposits, payChannels, receivingAccounts, users } from '../../db/schema';

export type ChannelRow = typeof payChannels.$inferSelect;
export type ReceivingAccountRow = typeof receivingAccounts.$inferSelect;
export type DepositRow = typeof deposits.$inferSelect;

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
export const channelPayTypeIs = (payType: PayTypeValue) => eq(payChannels.payType, payType);

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

export type ReceivingAccount = ReceivingAccountRow & { payType: PayTypeValue; channelEnabled: boolean };

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

/** Flags a deposit for an operator's look (kept until the deposit is looked at in the console). */
export async function markAttention(db: Executor, id: number, attention: DepositAttention): Promise<void> {
  await db.update(deposits).set({ attention }).where(eq(deposits.id, id));
}

const reviewer = alias(users, 'reviewer');
const firstApprover = alias(users, 'first_approver');

/**
 * Top-ups under review, with what their views show: channel names, the player, the receiving account,
 * the reviewer and the first approver.
 */
export const depositQueue = reviewQueues.fourEyesQueue(deposits, (db) =>
  db
    .select({
      deposit: deposits,
      payType: payChannels.payType,
      channelNameZh: payChannels.nameZh,
      channelNameEn: payChannels.nameEn,
      account: reviewQueues.queuePlayer.account,
      receivingLabel: receivingAccounts.label,
      receivingNumber: sql<string>`COALESCE(NULLIF(${receivingAccounts.accountNo}, ''), ${receivingAccounts.usdtAddress}, '')`,
      reviewedBy: reviewer.account,
      firstApprovedBy: firstApprover.account,
    })
    .from(deposits)
    .innerJoin(payChannels, eq(payChannels.id, deposits.channelId))
    .innerJoin(reviewQueues.queuePlayer, eq(reviewQueues.queuePlayer.id, deposits.userId))
    .leftJoin(receivingAccounts, eq(receivingAccounts.id, deposits.receivingAccountId))
    .leftJoin(reviewer, eq(reviewer.id, deposits.reviewedBy))
    .leftJoin(firstApprover, eq(firstApprover.id, deposits.firstApprovedBy))
    .$dynamic(),
);
export type DepositListRow = NonNullable<Awaited<ReturnType<typeof depositQueue.one>>>;

/** Deposits flagged for an operator's look. */
export const depositNeedsAttention = (isWanted: boolean | undefined) =>
  isWanted ? isNotNull(deposits.attention) : undefined;

/** Whether the player has ever had a top-up credited. */
export async function hasCreditedDeposit(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: deposits.id })
    .from(deposits)
    .where(and(eq(deposits.userId, userId), eq(deposits.status, 'credited')))
    .limit(1);
  return row !== undefined;
}
