// SQL of players' payout accounts: bank cards, their change requests, USDT addresses.
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import * as reviewQueues from '../../db/review-queue';
import { bankCardChangeRequests, bankCards, usdtAddresses } from '../../db/schema';

export type BankCardRow = typeof bankCards.$inferSelect;
export type ChangeRequestRow = typeof bankCardChangeRequests.$inferSelect;
export type UsdtAddressRow = typeof usdtAddresses.$inferSelect;
export type CardFields = Pick<
  BankCardRow,
  'realName' | 'bankName' | 'cardNo' | 'mobile' | 'ifscCode' | 'openAddress' | 'email'
>;

export async function findCard(db: Executor, userId: number): Promise<BankCardRow | undefined> {
  const [row] = await db.select().from(bankCards).where(eq(bankCards.userId, userId));
  return row;
}

/** Undefined when the player already has a card: the unique user_id decides a race of two binds. */
export async function insertCard(db: Executor, userId: number, card: CardFields, usableFrom: Date) {
  const [row] = await db
    .insert(bankCards)
    .values({ userId, ...card, usableFrom })
    .onConflictDoNothing({ target: bankCards.userId })
    .returning();
  return row;
}

export async function updateCard(
  db: Executor,
  userId: number,
  card: CardFields,
  at: Date,
  usableFrom: Date,
): Promise<void> {
  await db
    .update(bankCards)
    .set({ ...card, updatedAt: at, usableFrom })
    .where(eq(bankCards.userId, userId));
}

export async function insertChangeRequest(db: Executor, userId: number, card: CardFields, note: string) {
  const [row] = await db
    .insert(bankCardChangeRequests)
    .values({ userId, ...card, note })
    .returning();
  if (!row) throw new Error('change request insert returned nothing');
  return row;
}

export async function findPendingChange(db: Executor, userId: number): Promise<ChangeRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(bankCardChangeRequests)
    .where(and(eq(bankCardChangeRequests.userId, userId), eq(bankCardChangeRequests.status, 'pending')));
  return row;
}

/** Bank card change requests under review, each with the player's account and the card they hold now. */
export const changeRequestQueue = reviewQueues.reviewQueue(bankCardChangeRequests, (db) =>
  db
    .select({
      request: bankCardChangeRequests,
      account: reviewQueues.queuePlayer.account,
      current: bankCards,
    })
    .from(bankCardChangeRequests)
    .innerJoin(reviewQueues.queuePlayer, eq(reviewQueues.queuePlayer.id, bankCardChangeRequests.userId))
    .leftJoin(bankCards, eq(bankCards.userId, bankCardChangeRequests.userId))
    .$dynamic(),
);

const live = (userId: number) => and(eq(usdtAddresses.userId, userId), isNull(usdtAddresses.deletedAt));

export async function selectLiveAddresses(db: Executor, userId: number): Promise<UsdtAddressRow[]> {
  return db.select().from(usdtAddresses).where(live(userId)).orderBy(usdtAddresses.id);
}

export async function countLiveAddresses(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ count: count() }).from(usdtAddresses).where(live(userId));
  return row?.count ?? 0;
}

export async function findLiveAddress(db: Executor, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(usdtAddresses)
    .where(and(live(userId), eq(usdtAddresses.id, id)));
  return row;
}

export async function insertAddress(db: Executor, address: typeof usdtAddresses.$inferInsert) {
  const [row] = await db.insert(usdtAddresses).values(address).returning();
  if (!row) throw new Error('address insert returned nothing');
  return row;
}

/** Undefined when the player has no such live address. */
export async function deleteAddress(db: Executor, userId: number, id: number, at: Date) {
  const [row] = await db
    .update(usdtAddresses)
    .set({ deletedAt: at })
    .where(and(live(userId), eq(usdtAddresses.id, id)))
    .returning({ id: usdtAddresses.id });
  return row;
}
