// Transaction-scoped advisory locks: one player's requests of one kind (withdrawals against the daily
// count, USDT addresses against walletCount) run one at a time on every node, until commit or rollback.
import { sql } from 'drizzle-orm';
import type { Tx } from './database';

export const LockScope = {
  Withdrawals: 28_000_101,
  UsdtAddresses: 28_000_102,
  /**
   * Taken by write_bet_batch (bets/sql/write-bet-batch.sql) per room, after the wallets, around the room's
   * payout cap check.
   */
  RoomExposure: 28_000_103,
  /**
   * Whatever spends the promotions budget (a red packet sent, the daily job's commissions and rebates),
   * one at a time, so two never both pass its balance check.
   */
  PromotionBudget: 28_000_104,
} as const;

export async function lockPlayer(tx: Tx, scope: (typeof LockScope)[keyof typeof LockScope], userId: number) {
  // The two-int form keeps these apart from the migration lock; ids past 2^31 only share a lock, harmlessly.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${scope}::int, (${userId}::bigint % 2147483647)::int)`);
}
