// The auto-bet calls (`autoBetCalls`) and their schemas: a player's saved bet plans, starting one in a
// room, stopping it, and what it has bet. The stakes a plan can reach (its worst case) are one rule,
// planWorstCase.
import { z } from 'zod';
import { formatMinor } from '../money';
import { ZBetItem } from './bets';
import { ZEmptyRequest } from './common';
import { defineCalls } from './define-calls';
import { catalogueIdField, intField, parseJsonText, rowIdField, ZEpochMs, ZMoneyText } from './fields';

export const planProgressions = ['flat', 'double_after_loss'] as const;
export type PlanProgression = (typeof planProgressions)[number];
export const planStatuses = ['idle', 'running', 'stopped'] as const;
export type PlanStatus = (typeof planStatuses)[number];
export const planStopReasons = [
  'completed',
  'stop_loss',
  'stop_win',
  'requested',
  'limit',
  'play_break',
  'balance',
  'room_closed',
  'refused',
] as const;
export type PlanStopReason = (typeof planStopReasons)[number];

export const PLAN_ITEMS_MAX = 10;
export const PLAN_ROUNDS_MAX = 1000;
export const PLAN_STEPS_MAX = 6;

/**
 * What a plan can stake: each round's stake is the items' total, doubled after each loss in a row up to
 * `maxSteps` times (then back to the base). A plan never starts a round whose stake could take its loss
 * past the stop-loss, so the stop-loss is the most it can lose.
 */
export function planWorstCase(
  baseMinor: bigint,
  progression: PlanProgression,
  maxSteps: number,
  stopLossMinor: bigint,
) {
  const steps = progression === 'flat' ? 0 : maxSteps;
  const stakes = Array.from({ length: steps + 1 }, (_, step) => baseMinor * 2n ** BigInt(step));
  return {
    /** Round stakes through a run of losses. */
    stakes,
    largestRoundStakeMinor: stakes[stakes.length - 1] ?? baseMinor,
    /** The whole run of losses, before the stake goes back to the base. */
    losingRunMinor: stakes.reduce((sum, stake) => sum + stake, 0n),
    maxLossMinor: stopLossMinor,
  };
}

/** The stake of the round after `lossesInRow` losses in a row. */
export function planRoundStake(
  baseMinor: bigint,
  progression: PlanProgression,
  maxSteps: number,
  lossesInRow: number,
) {
  if (progression === 'flat') return { step: 0, stakeMinor: baseMinor };
  const step = lossesInRow % (maxSteps + 1);
  return { step, stakeMinor: baseMinor * 2n ** BigInt(step) };
}

export const ZPlanItems = z.preprocess(
  parseJsonText,
  z
    .array(ZBetItem, { error: 'form.selectBet' })
    .min(1, 'form.selectBet')
    .max(PLAN_ITEMS_MAX, 'error.InvalidInput'),
);

export const ZPlanSaveRequest = z.object({
  /** Absent: a new plan. */
  planId: rowIdField().optional(),
  name: z.string().trim().min(1, 'form.planName').max(40, 'form.planName'),
  items: ZPlanItems,
  rounds: intField(1, PLAN_ROUNDS_MAX),
  /** Both required: a plan without a stop-loss and a stop-win is refused. */
  stopLoss: ZBetItem.shape.amount,
  stopWin: ZBetItem.shape.amount,
  progression: z.enum(planProgressions, { error: 'error.InvalidInput' }),
  maxSteps: intField(0, PLAN_STEPS_MAX),
});
export type TPlanSaveRequest = z.infer<typeof ZPlanSaveRequest>;

export const ZPlanStartRequest = z.object({ planId: rowIdField(), roomId: catalogueIdField() });
export type TPlanStartRequest = z.infer<typeof ZPlanStartRequest>;
export const ZPlanRequest = z.object({ planId: rowIdField() });
export type TPlanRequest = z.infer<typeof ZPlanRequest>;

export const ZPlanRound = z.object({
  issue: z.string(),
  step: z.number().int(),
  stake: ZMoneyText,
  /** Null while the round is not yet settled. */
  returned: ZMoneyText.nullable(),
});

export const ZPlan = z.object({
  planId: z.number().int(),
  name: z.string(),
  items: z.array(z.object({ betType: z.string(), amount: ZMoneyText })),
  rounds: z.number().int(),
  stopLoss: ZMoneyText,
  stopWin: ZMoneyText,
  progression: z.enum(planProgressions),
  maxSteps: z.number().int(),
  worstCase: z.object({ largestRoundStake: ZMoneyText, losingRun: ZMoneyText, maxLoss: ZMoneyText }),
  status: z.enum(planStatuses),
  roomId: z.number().int().nullable(),
  roomName: z.string().nullable(),
  startedAt: ZEpochMs.nullable(),
  stoppedAt: ZEpochMs.nullable(),
  stopReason: z.enum(planStopReasons).nullable(),
  /** Why it stopped, in the caller's language (the refusal's own message when a bet was refused). */
  stopMessage: z.string().nullable(),
  roundsDone: z.number().int(),
  staked: ZMoneyText,
  returned: ZMoneyText,
  net: ZMoneyText,
  /** This run's rounds, newest first (at most 20). */
  recent: z.array(ZPlanRound),
});
export type TPlan = z.infer<typeof ZPlan>;

export const ZPlanListResponse = z.object({ plans: z.array(ZPlan) });
export type TPlanListResponse = z.infer<typeof ZPlanListResponse>;

export const worstCaseView = (worst: ReturnType<typeof planWorstCase>) => ({
  largestRoundStake: formatMinor(worst.largestRoundStakeMinor),
  losingRun: formatMinor(worst.losingRunMinor),
  maxLoss: formatMinor(worst.maxLossMinor),
});

/** Bet plans. */
export const autoBetCalls = defineCalls({
  planList: {
    path: '/api/v1/autoBet/plan/list',
    auth: true,
    request: ZEmptyRequest,
    response: ZPlanListResponse,
  },
  planSave: {
    path: '/api/v1/autoBet/plan/save',
    auth: true,
    playersOnly: true,
    request: ZPlanSaveRequest,
    response: ZPlan,
  },
  planStart: {
    path: '/api/v1/autoBet/plan/start',
    auth: true,
    playersOnly: true,
    request: ZPlanStartRequest,
    response: ZPlan,
  },
  planStop: {
    path: '/api/v1/autoBet/plan/stop',
    auth: true,
    playersOnly: true,
    request: ZPlanRequest,
    response: ZPlan,
  },
});
