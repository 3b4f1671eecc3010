// The bet calls (`betCalls`) and their schemas: placing and cancelling bets, the bet history and daily
// stats.
import { z } from 'zod';
import { ZBetType } from '../game/bet-types';
import { ZPrice } from '../money';
import { defineCalls } from './define-calls';
import {
  catalogueIdField,
  intFieldOr,
  PAGE_SIZE_MAX,
  parseJsonText,
  rowIdField,
  ZEpochMs,
  ZIdempotencyKey,
  ZMoneyText,
  ZPage,
  ZPageRequest,
} from './fields';
import { ZRoundDigits } from './rounds';

export const MAX_BET_ITEMS = 40;

export const ZBetItem = z.object({ betType: ZBetType, amount: ZPrice });
export type TBetItem = z.infer<typeof ZBetItem>;

export const ZPlaceBetRequest = z.object({
  roomId: catalogueIdField(),
  /** JSON array of {betType, amount}, as form text or a JSON body array. */
  items: z.preprocess(
    parseJsonText,
    z
      .array(ZBetItem, { error: 'form.selectBet' })
      .min(1, 'form.selectBet')
      .max(MAX_BET_ITEMS, 'error.InvalidInput'),
  ),
  /** A retry with the same key never bets twice: it answers the first call's result. */
  idempotencyKey: ZIdempotencyKey,
});
export type TPlaceBetRequest = z.infer<typeof ZPlaceBetRequest>;

export const ZPlacedBet = z.object({
  betId: z.number().int(),
  betType: z.string(),
  amount: ZMoneyText,
  odds: z.string(),
});
export type TPlacedBet = z.infer<typeof ZPlacedBet>;

export const ZPlaceBetResponse = z.object({
  roundId: z.number().int(),
  issue: z.string(),
  bets: z.array(ZPlacedBet),
  total: ZMoneyText,
  /** The wallet balance right after the bets. */
  balance: ZMoneyText,
});
export type TPlaceBetResponse = z.infer<typeof ZPlaceBetResponse>;

export const ZCancelBetRequest = z.object({
  roomId: catalogueIdField(),
  /** Bet ids ("12,13" or a JSON array); absent: all of my bets in the room's open round. */
  betIds: z
    .preprocess(
      (value) =>
        typeof value === 'string' ? value.split(',').map((part) => part.trim()) : parseJsonText(value),
      z.array(rowIdField()).min(1).max(200),
    )
    .optional(),
});
export type TCancelBetRequest = z.infer<typeof ZCancelBetRequest>;

export const ZCancelBetResponse = z.object({
  cancelled: z.array(z.object({ betId: z.number().int(), amount: ZMoneyText })),
  refunded: ZMoneyText,
  balance: ZMoneyText,
});
export type TCancelBetResponse = z.infer<typeof ZCancelBetResponse>;

/** void: the round was voided before its draw and the stake refunded. */
export const BET_OUTCOMES = ['pending', 'win', 'lose', 'refund', 'cancelled', 'void'] as const;
export type BetRecordOutcome = (typeof BET_OUTCOMES)[number];

export const ZBetRecord = z.object({
  betId: z.number().int(),
  roundId: z.number().int(),
  issue: z.string(),
  gameTypeId: z.number().int(),
  roomId: z.number().int(),
  roomName: z.string(),
  betType: z.string(),
  betLabel: z.string(),
  amount: ZMoneyText,
  odds: z.string(),
  /** pending until the round is settled; then how the bet ended. */
  outcome: z.enum(BET_OUTCOMES),
  /** What came back, stake included: 0 on a loss, the stake on a refund. */
  payout: ZMoneyText,
  /** The odds a win was paid at (the bet's or the room's reduced 13/14 odds), else null. */
  paidOdds: z.string().nullable(),
  result: ZRoundDigits.nullable(),
  createdAt: ZEpochMs,
  /** The auto-bet plan that placed the bet; null for a bet the player placed by hand. */
  planId: z.number().int().nullable(),
});
export type TBetRecord = z.infer<typeof ZBetRecord>;

export const ZRoomBetListRequest = z.object({ roomId: catalogueIdField(), ...ZPageRequest.shape });
export type TRoomBetListRequest = z.infer<typeof ZRoomBetListRequest>;
export const ZBetListResponse = ZPage(ZBetRecord);
export type TBetListResponse = z.infer<typeof ZBetListResponse>;

/** A date "yyyy-mm-dd", or a 10-digit (seconds) or 13-digit (milliseconds) timestamp (spec §9). */
export const ZEpochMsFilter = z.union([z.string().trim(), z.number().int()]).transform((value, context) => {
  const text = String(value);
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    const time = Date.parse(`${text}T00:00:00Z`);
    if (!Number.isNaN(time)) return { date: text } as const;
  } else if (/^\d{10}$/.test(text)) return { ms: Number(text) * 1000 } as const;
  else if (/^\d{13}$/.test(text)) return { ms: Number(text) } as const;
  context.addIssue({ code: 'custom', message: 'form.invalidDate' });
  return z.NEVER;
});
export type TTimeFilter = z.infer<typeof ZEpochMsFilter>;

const optionalTime = ZEpochMsFilter.optional().or(z.literal('').transform(() => undefined));

export const BET_LIST_STATUSES = ['pending', 'settled', 'cancelled'] as const;

export const ZAllBetListRequest = z.object({
  ...ZPageRequest.shape,
  /** One bet of the player's only (the shareable bet slip); another player's id finds nothing. */
  betId: rowIdField().optional(),
  gameTypeId: catalogueIdField().optional(),
  /** pending: the round is not settled yet; settled: won, lost or refunded; cancelled (or voided). */
  status: z
    .enum(BET_LIST_STATUSES)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  startTime: optionalTime,
  endTime: optionalTime,
});
export type TAllBetListRequest = z.infer<typeof ZAllBetListRequest>;

export const ZUserStatRequest = z.object({
  ...ZPageRequest.shape,
  /** spec §9: the stat query asks 100 days a page. */
  pageSize: intFieldOr(100, 1, PAGE_SIZE_MAX),
  /** spec §9: 1, by day (the only range type). */
  rangeType: intFieldOr(1, 1, 1),
  startTime: optionalTime,
  endTime: optionalTime,
});
export type TUserStatRequest = z.infer<typeof ZUserStatRequest>;

export const ZUserStatDay = z.object({
  /** yyyy-mm-dd in the platform's time zone. */
  date: z.string(),
  betCount: z.number().int(),
  stake: ZMoneyText,
  payout: ZMoneyText,
  /** payout − stake: what the player won (positive) or lost (negative) that day. */
  profit: ZMoneyText,
});
export type TUserStatDay = z.infer<typeof ZUserStatDay>;
export const ZUserStatResponse = ZPage(ZUserStatDay).extend({
  totals: z.object({ betCount: z.number().int(), stake: ZMoneyText, payout: ZMoneyText, profit: ZMoneyText }),
});
export type TUserStatResponse = z.infer<typeof ZUserStatResponse>;

/** Placing and cancelling bets, a room's bets and every bet, the daily figures. */
export const betCalls = defineCalls({
  placeBet: {
    path: '/api/v1/room/point/add',
    auth: true,
    playersOnly: true,
    request: ZPlaceBetRequest,
    response: ZPlaceBetResponse,
  },
  cancelBet: {
    path: '/api/v1/room/point/del',
    auth: true,
    playersOnly: true,
    request: ZCancelBetRequest,
    response: ZCancelBetResponse,
  },
  roomBetList: {
    path: '/api/v1/room/choice/list',
    auth: true,
    request: ZRoomBetListRequest,
    response: ZBetListResponse,
  },
  allBetList: {
    path: '/api/v1/game/choice/list',
    auth: true,
    request: ZAllBetListRequest,
    response: ZBetListResponse,
  },
  userStat: {
    path: '/api/v1/game/user/stat',
    auth: true,
    request: ZUserStatRequest,
    response: ZUserStatResponse,
  },
});
