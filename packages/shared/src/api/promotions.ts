// Agents' commissions, players' rebates and red packets, their calls (`promotionCalls`) and schemas: the
// public tiers, an agent's figures and statements, a player's rebates, a room's red packets and their
// claims, and the operators' side.
import { z } from 'zod';
import type { MessageKey } from '../i18n/messages';
import { ZAmount, ZPrice } from '../money';
import { ZEmptyRequest } from './common';
import { ZPromotionsPaused } from './content';
import { defineCalls } from './define-calls';
import {
  catalogueIdField,
  intField,
  rowIdField,
  ZDay,
  ZEpochMs,
  ZIdempotencyKey,
  ZMoneyText,
  ZPage,
  ZPageRequest,
} from './fields';

/** commission: to an agent on their invitees' day; rebate: to a player on their own day. */
export const promotionKinds = ['commission', 'rebate'] as const;
export type PromotionKind = (typeof promotionKinds)[number];
/** turnover: the rate on the stakes; net: the rate on the house's net result (stakes less returns). */
export const promotionModels = ['turnover', 'net'] as const;
export type PromotionModel = (typeof promotionModels)[number];
/** paid: its transfer is made (or nothing was owed); waiting: owed, until the budget can cover it. */
export const payoutStatuses = ['paid', 'waiting'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];
/** How far down the invitation tree commissions may reach. */
export const MAX_AGENT_LEVEL = 3;
/** Rates in basis points, up to 50 %. */
export const MAX_RATE_BP = 5000;

export const ZPromotionTier = z.object({
  id: z.number().int(),
  kind: z.enum(promotionKinds),
  level: z.number().int(),
  /** The day's turnover from which the tier applies. */
  minTurnover: ZMoneyText,
  model: z.enum(promotionModels),
  rateBp: z.number().int(),
  /** The rate as a percentage: "0.80". */
  rate: z.string(),
});
export type TPromotionTier = z.infer<typeof ZPromotionTier>;

/** The tiers in force, public: commissions by level and threshold, then rebates by threshold. */
export const ZPromotionTierListResponse = z.object({ list: z.array(ZPromotionTier) });
export type TPromotionTierListResponse = z.infer<typeof ZPromotionTierListResponse>;

/** A day range, both days included; either may be left out (the last 30 days). */
export const ZDayRangeRequest = z.object({ startTime: ZDay.optional(), endTime: ZDay.optional() });

export const ZAgentInvitee = z.object({
  name: z.string(),
  level: z.number().int(),
  /** Their stakes less refunds over the range: never their balance. */
  turnover: ZMoneyText,
  /** What they brought the agent over the range. */
  commission: ZMoneyText,
});

/** The share page's agent figures over a range of days. */
export const ZAgentOverviewResponse = z.object({
  startTime: z.string(),
  endTime: z.string(),
  inviteeCount: z.number().int(),
  turnover: ZMoneyText,
  commission: ZMoneyText,
  invitees: z.array(ZAgentInvitee),
});
export type TAgentOverviewResponse = z.infer<typeof ZAgentOverviewResponse>;

export const ZPromotionPayout = z.object({
  id: z.number().int(),
  kind: z.enum(promotionKinds),
  day: z.string(),
  turnover: ZMoneyText,
  /** Rebates: turnover staked on both sides of a hedge pair in one round, which earns none. */
  hedged: ZMoneyText,
  /** Rebates: the tier's rate; commissions have one per line. */
  rate: z.string().nullable(),
  amount: ZMoneyText,
  status: z.enum(payoutStatuses),
  /** When the day was reckoned. */
  createTime: z.string(),
  /** When the money moved: null while waiting, or when nothing was owed. */
  paidTime: z.string().nullable(),
});
export type TPromotionPayout = z.infer<typeof ZPromotionPayout>;

export const ZPromotionPayoutListRequest = ZPageRequest.extend({ kind: z.enum(promotionKinds) });
export const ZPromotionPayoutListResponse = ZPage(ZPromotionPayout);
export type TPromotionPayoutListResponse = z.infer<typeof ZPromotionPayoutListResponse>;

export const ZCommissionStatementRequest = z.object({ id: rowIdField() });
export const ZCommissionLine = z.object({
  name: z.string(),
  level: z.number().int(),
  turnover: ZMoneyText,
  /** The house's net result on this invitee: negative when they won. */
  net: ZMoneyText,
  model: z.enum(promotionModels),
  rate: z.string(),
  /** turnover or net × rate, truncated to the cent; may be negative under the net model. */
  commission: ZMoneyText,
});
export const ZCommissionStatementResponse = z.object({
  payout: ZPromotionPayout,
  lines: z.array(ZCommissionLine),
});
export type TCommissionStatementResponse = z.infer<typeof ZCommissionStatementResponse>;

// Red packets.

export const ZRedPacketClaim = z.object({
  seq: z.number().int(),
  name: z.string(),
  amount: ZMoneyText,
  createTime: z.string(),
});

export const ZRedPacket = z.object({
  id: z.number().int(),
  roomId: z.number().int(),
  total: ZMoneyText,
  shareCount: z.number().int(),
  claimedCount: z.number().int(),
  claimed: ZMoneyText,
  returned: ZMoneyText,
  message: z.string(),
  /** sha256 of the seed, published when sent. */
  commitment: z.string(),
  /** The seed, once the packet has ended: anyone recomputes every share from it. */
  seed: z.string().nullable(),
  status: z.enum(['open', 'ended']),
  createTime: z.string(),
  expiresAt: ZEpochMs,
  /** What the caller received, or null. */
  myAmount: ZMoneyText.nullable(),
});
export type TRedPacket = z.infer<typeof ZRedPacket>;

export const ZRedPacketListRequest = z.object({ roomId: catalogueIdField() });
export const ZRedPacketListResponse = z.object({ list: z.array(ZRedPacket), paused: ZPromotionsPaused });
export type TRedPacketListResponse = z.infer<typeof ZRedPacketListResponse>;

export const ZRedPacketRequest = z.object({ id: rowIdField() });
export const ZRedPacketDetailResponse = ZRedPacket.extend({ claims: z.array(ZRedPacketClaim) });
export type TRedPacketDetailResponse = z.infer<typeof ZRedPacketDetailResponse>;

export const ZRedPacketClaimResponse = z.object({
  packet: ZRedPacket,
  seq: z.number().int(),
  amount: ZMoneyText,
  balance: ZMoneyText,
});
export type TRedPacketClaimResponse = z.infer<typeof ZRedPacketClaimResponse>;

// The operators' side.

export const ZPromotionTierSaveRequest = z.object({
  id: catalogueIdField().optional(),
  kind: z.enum(promotionKinds, { error: 'error.InvalidInput' satisfies MessageKey }),
  level: intField(1, MAX_AGENT_LEVEL, 'promotion.invalidLevel'),
  minTurnover: ZAmount,
  model: z.enum(promotionModels, { error: 'error.InvalidInput' satisfies MessageKey }),
  rateBp: intField(1, MAX_RATE_BP, 'promotion.invalidRate'),
});
export type TPromotionTierSaveRequest = z.output<typeof ZPromotionTierSaveRequest>;

export const ZPromotionTierDeleteRequest = z.object({ id: catalogueIdField() });

export const ZPromotionBudgetResponse = z.object({
  /** The budget's balance: what is left to pay promotions from. */
  balance: ZMoneyText,
  /** Held by red packets still open. */
  heldByPackets: ZMoneyText,
  /** The newest day whose commissions and rebates are paid, or null. */
  lastSettledDay: z.string().nullable(),
});
export type TPromotionBudgetResponse = z.infer<typeof ZPromotionBudgetResponse>;

export const ZPromotionBudgetFundRequest = z.object({
  amount: ZPrice,
  idempotencyKey: ZIdempotencyKey,
});
export type TPromotionBudgetFundRequest = z.output<typeof ZPromotionBudgetFundRequest>;

export const ZRedPacketSendRequest = z.object({
  roomId: catalogueIdField(),
  amount: ZPrice,
  shareCount: intField(1, 500, 'redPacket.invalidCount'),
  /** Minutes until unclaimed shares go back to the budget. */
  minutes: intField(1, 24 * 60, 'redPacket.invalidMinutes'),
  message: z
    .string()
    .trim()
    .max(40, 'form.tooLong' satisfies MessageKey)
    .default(''),
  idempotencyKey: ZIdempotencyKey,
});
export type TRedPacketSendRequest = z.output<typeof ZRedPacketSendRequest>;

export const ZAdminRedPacketListRequest = ZPageRequest;
export const ZAdminRedPacket = ZRedPacket.omit({ myAmount: true }).extend({ roomName: z.string() });
export const ZAdminRedPacketListResponse = ZPage(ZAdminRedPacket);
export type TAdminRedPacketListResponse = z.infer<typeof ZAdminRedPacketListResponse>;

/** Operators: what the daily job paid, by kind, player and days (both included), newest day first. */
export const ZAdminPromotionPayoutListRequest = ZPageRequest.extend({
  kind: z.enum(promotionKinds, { error: 'error.InvalidInput' satisfies MessageKey }).optional(),
  account: z
    .string()
    .trim()
    .max(20, 'form.tooLong' satisfies MessageKey)
    .optional(),
  startTime: ZDay.optional(),
  endTime: ZDay.optional(),
  status: z.enum(payoutStatuses, { error: 'error.InvalidInput' satisfies MessageKey }).optional(),
});
export type TAdminPromotionPayoutListRequest = z.output<typeof ZAdminPromotionPayoutListRequest>;
export const ZAdminPromotionPayout = ZPromotionPayout.extend({
  userId: z.number().int(),
  account: z.string(),
});
export const ZAdminPromotionPayoutListResponse = ZPage(ZAdminPromotionPayout).extend({
  /** Everything owed and waiting (whatever the filter), the budget now, and what the budget lacks for it. */
  waiting: ZMoneyText,
  budget: ZMoneyText,
  shortfall: ZMoneyText,
});
export type TAdminPromotionPayoutListResponse = z.infer<typeof ZAdminPromotionPayoutListResponse>;

/** Tiers in the open, an agent's figures and statements, a player's rebates, a room's red packets; the operators' side of each. */
export const promotionCalls = defineCalls({
  promotionTiers: {
    path: '/api/v2/promotion/tiers',
    auth: false,
    request: ZEmptyRequest,
    response: ZPromotionTierListResponse,
  },
  agentOverview: {
    path: '/api/v2/agent/overview',
    auth: true,
    request: ZDayRangeRequest,
    response: ZAgentOverviewResponse,
  },
  promotionPayoutList: {
    path: '/api/v2/promotion/payoutList',
    auth: true,
    request: ZPromotionPayoutListRequest,
    response: ZPromotionPayoutListResponse,
  },
  commissionStatement: {
    path: '/api/v2/agent/statement',
    auth: true,
    request: ZCommissionStatementRequest,
    response: ZCommissionStatementResponse,
  },
  redPacketList: {
    path: '/api/v2/redPacket/list',
    auth: true,
    request: ZRedPacketListRequest,
    response: ZRedPacketListResponse,
  },
  redPacketDetail: {
    path: '/api/v2/redPacket/detail',
    auth: true,
    request: ZRedPacketRequest,
    response: ZRedPacketDetailResponse,
  },
  redPacketClaim: {
    path: '/api/v2/redPacket/claim',
    auth: true,
    playersOnly: true,
    request: ZRedPacketRequest,
    response: ZRedPacketClaimResponse,
  },
  adminPromotionTierList: {
    path: '/api/v1/admin/promotion/tier/list',
    auth: true,
    permission: 'promotions.manage',
    request: ZEmptyRequest,
    response: ZPromotionTierListResponse,
  },
  adminPromotionTierSave: {
    path: '/api/v1/admin/promotion/tier/save',
    auth: true,
    permission: 'promotions.manage',
    request: ZPromotionTierSaveRequest,
    response: ZPromotionTier,
  },
  adminPromotionTierDelete: {
    path: '/api/v1/admin/promotion/tier/delete',
    auth: true,
    permission: 'promotions.manage',
    request: ZPromotionTierDeleteRequest,
    response: ZPromotionTierListResponse,
  },
  adminPromotionBudget: {
    path: '/api/v1/admin/promotion/budget',
    auth: true,
    permission: 'promotions.manage',
    request: ZEmptyRequest,
    response: ZPromotionBudgetResponse,
  },
  adminPromotionBudgetFund: {
    path: '/api/v1/admin/promotion/budget/fund',
    auth: true,
    permission: 'promotions.manage',
    request: ZPromotionBudgetFundRequest,
    response: ZPromotionBudgetResponse,
  },
  adminRedPacketSend: {
    path: '/api/v1/admin/redPacket/send',
    auth: true,
    permission: 'promotions.manage',
    request: ZRedPacketSendRequest,
    response: ZRedPacket,
  },
  adminRedPacketList: {
    path: '/api/v1/admin/redPacket/list',
    auth: true,
    permission: 'promotions.manage',
    request: ZAdminRedPacketListRequest,
    response: ZAdminRedPacketListResponse,
  },
  adminPromotionPayoutList: {
    path: '/api/v1/admin/promotion/payout/list',
    auth: true,
    permission: 'promotions.manage',
    request: ZAdminPromotionPayoutListRequest,
    response: ZAdminPromotionPayoutListResponse,
  },
});
