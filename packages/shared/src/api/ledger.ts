// The ledger's player calls (`ledgerCalls`) and their schemas: the point-change list (the wallet's
// transfers) and the trading volume measured from the ledger.
import { z } from 'zod';
import { ZEmptyRequest } from './common';
import { defineCalls } from './define-calls';
import { ZDay, ZPage, ZPageRequest } from './fields';

/** Every kind of ledger transfer. The server's ledger moves money only under these names. */
export const transferKinds = [
  'deposit',
  'bet',
  'win',
  'refund',
  'withdrawal',
  'withdrawal_return',
  'withdrawal_payout',
  'fee',
  'demo_credit',
  // An operator's credit or debit of a wallet, with a reason, against the adjustments account.
  'adjustment',
  // A store redemption paid from the wallet to the store sales account, and its return when cancelled.
  'store_purchase',
  'store_refund',
  // Promotions, paid from the promotions budget: an agent's daily commission, a player's daily rebate.
  'commission',
  'rebate',
  // A red packet: sent from the budget to the packets account, each share claimed into a wallet, what
  // expired unclaimed returned to the budget.
  'red_packet',
  'red_packet_claim',
  'red_packet_return',
  // An operator funding the promotions budget from the house.
  'promotion_budget',
] as const;
export type TransferKind = (typeof transferKinds)[number];

export const ZPointChangeListRequest = ZPageRequest.extend({
  /** Only transfers of this kind. */
  type: z.enum(transferKinds).optional(),
  /** First and last day shown, both included, `yyyy-mm-dd` in the server's time zone. */
  startTime: ZDay.optional(),
  endTime: ZDay.optional(),
});
export type TPointChangeListRequest = z.output<typeof ZPointChangeListRequest>;

export const ZPointChange = z.object({
  id: z.number().int(),
  type: z.enum(transferKinds),
  /** The type in the request's language. */
  typeName: z.string(),
  /** Signed: "+100.00" into the wallet, "-100.00" out of it. */
  amount: z.string(),
  /** The wallet's balance right after this transfer. */
  balance: z.string(),
  createTime: z.string(),
  /** What the transfer belongs to: an order number, a round, … */
  reference: z.string(),
});
export type TPointChange = z.infer<typeof ZPointChange>;

export const ZPointChangeListResponse = ZPage(ZPointChange);
export type TPointChangeListResponse = z.infer<typeof ZPointChangeListResponse>;

/** Net bet volume of all players (bets minus refunds) on yesterday and today, by the server's day. */
export const ZTradingVolumeResponse = z.object({ lastVolume: z.string(), nowadaysVolume: z.string() });
export type TTradingVolumeResponse = z.infer<typeof ZTradingVolumeResponse>;

/** The wallet's transfers and the trading volume. */
export const ledgerCalls = defineCalls({
  pointChangeList: {
    path: '/api/v1/point/change/list',
    auth: true,
    request: ZPointChangeListRequest,
    response: ZPointChangeListResponse,
  },
  tradingVolume: {
    path: '/api/v2/tradingVolume',
    auth: true,
    request: ZEmptyRequest,
    response: ZTradingVolumeResponse,
  },
});
