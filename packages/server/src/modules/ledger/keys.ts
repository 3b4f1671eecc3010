// The ledger's idempotency keys: each movement of money is keyed by the record it belongs to (a bet, a
// deposit, a round's payout …), so it is posted once whatever retries it. Built and read back only here;
// SQL gets a key's prefix (or its pattern) as a parameter.
import { type SQL, sql } from 'drizzle-orm';

type Id = number | bigint | string;

/** Keys `<prefix><id>`: one movement of one record. */
export type RecordKeys = {
  prefix: string;
  of(id: Id): string;
};

/**
 * Record keys that no key of another kind starts with, so `LIKE` finds the family: `pattern` matches its
 * keys and no other key the ledger holds (keys.test.ts builds every kind and holds each to that).
 */
export type FindableRecordKeys = RecordKeys & {
  /** For `LIKE`: every key of the family, and no other. */
  pattern: string;
  /** The record's id named by a key of the family, as SQL over `key`. */
  idOf(key: SQL): SQL;
};

function recordKeys(prefix: string): RecordKeys {
  return { prefix, of: (id) => `${prefix}${id}` };
}

function findableRecordKeys(prefix: string): FindableRecordKeys {
  return {
    ...recordKeys(prefix),
    pattern: `${prefix}%`,
    idOf: (key) => sql`substr(${key}, ${prefix.length + 1})::bigint`,
  };
}

/** Keys `<prefix><round id>:<player id>`: a round's one movement to one player. */
export type RoundPlayerKeys = {
  prefix: string;
  pattern: string;
  of(roundId: Id, userId: Id): string;
  /** What every key of the round starts with: SQL appends the player's id. */
  ofRound(roundId: Id): string;
  /** The round's id named by a key of the family, as SQL over `key`. */
  roundIdOf(key: SQL): SQL;
};

function roundPlayerKeys(prefix: string): RoundPlayerKeys {
  const ofRound = (roundId: Id) => `${prefix}${roundId}:`;
  return {
    prefix,
    pattern: `${prefix}%`,
    of: (roundId, userId) => `${ofRound(roundId)}${userId}`,
    ofRound,
    roundIdOf: (key) => sql`split_part(substr(${key}, ${prefix.length + 1}), ':', 1)::bigint`,
  };
}

/** A promotion paid per player and day: `<kind>:<player id>:<day>`, the same whichever run pays it. */
const dailyPayout = (kind: 'commission' | 'rebate', userId: Id, day: string) => `${kind}:${userId}:${day}`;

export const ledgerKeys = {
  /** A bet's stake, wallet → house (written by the bet batch in SQL). */
  bet: findableRecordKeys('bet:'),
  /** A bet's stake given back, whether its player cancelled it or an operator voided its round. */
  betRefund: findableRecordKeys('cancel:'),
  /** A settled round's winnings to a player. */
  roundWin: roundPlayerKeys('win:'),
  /** A settled round's 13/14 refund to a player. */
  roundRefund: roundPlayerKeys('refund:'),
  deposit: findableRecordKeys('deposit:'),
  withdrawal: findableRecordKeys('withdrawal:'),
  withdrawalPayout: findableRecordKeys('withdrawal-payout:'),
  withdrawalFee: findableRecordKeys('withdrawal-fee:'),
  withdrawalReturn: findableRecordKeys('withdrawal-return:'),
  adjustment: findableRecordKeys('adjustment:'),
  storeOrder: findableRecordKeys('store:'),
  storeRefund: findableRecordKeys('store-refund:'),
  /**
   * A red packet's amount, promotions → red packets. No pattern: its claims' and return's keys start with
   * the packet's own (`red-packet:<id>:…`), and `LIKE` cannot tell `red-packet:9` from `red-packet:9:2`.
   */
  redPacket: recordKeys('red-packet:'),
  redPacketClaim: (packetId: Id, seq: number) => `red-packet:${packetId}:${seq}`,
  redPacketReturn: (packetId: Id) => `red-packet:${packetId}:return`,
  commission: (userId: Id, day: string) => dailyPayout('commission', userId, day),
  rebate: (userId: Id, day: string) => dailyPayout('rebate', userId, day),
  /** An operator's funding of the promotions budget, under the key of their request. */
  promotionBudget: (operatorId: Id, requestKey: string) => `promotion-budget:${operatorId}:${requestKey}`,
  /** The demo's opening balance of a player and its promotions budget (seed/demo.ts). */
  demoCredit: findableRecordKeys('demo-credit:'),
  demoPromotionBudget: 'demo-promotion-budget',
} as const;
