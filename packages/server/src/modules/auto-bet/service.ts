// Auto-bet: a player's saved bet plans, started in a room and run by the server round after round through
// the same placement as manual bets (bets.placeBetFor), with a stop-loss and a stop-win, flat stakes or a
// bounded doubling after losses. A run stops on its own figures, on the player's limits or break, on a low
// balance, on a closed room, or when asked, and says why.
import {
  type BetType,
  formatMinor,
  type Language,
  type PlanStopReason,
  planRoundStake,
  planWorstCase,
  type TPlan,
  type TPlanListResponse,
  type TPlanRequest,
  type TPlanSaveRequest,
  type TPlanStartRequest,
  translate,
  worstCaseView,
} from '@fair28/shared';
import { AppError } from '../../kernel/app-error';
import type { AppContext } from '../../kernel/context';
import type { Session } from '../../kernel/session';
import { writtenIn } from '../../kernel/written-text';
import * as bets from '../bets/service';
import * as catalogue from '../catalogue/service';
import * as playSafe from '../play-safe/service';
import * as push from '../push/service';
import * as rounds from '../rounds/service';
import * as queries from './queries';

const RECENT_ROUNDS = 20;

const baseStake = (plan: Pick<queries.PlanRow, 'items'>) =>
  plan.items.reduce((sum, item) => sum + item.amountMinor, 0n);

const worstOf = (plan: queries.PlanRow) =>
  planWorstCase(baseStake(plan), plan.progression, plan.maxSteps, plan.stopLossMinor);

/** The stored refusal of a run stopped by a bet's refusal: its message key and arguments. */
type StopCode = { key: string; args: Array<string | number> };

/** Why a run stopped, as a catalogue message and its arguments. */
function stopWords(
  plan: Pick<queries.PlanRow, 'rounds' | 'stopLossMinor' | 'stopWinMinor'>,
  reason: PlanStopReason,
  stopCode: string | null,
): StopCode {
  if (stopCode) return JSON.parse(stopCode) as StopCode;
  switch (reason) {
    case 'completed':
      return { key: 'plan.stop.completed', args: [plan.rounds] };
    case 'stop_loss':
      return { key: 'plan.stop.stop_loss', args: [formatMinor(plan.stopLossMinor)] };
    case 'stop_win':
      return { key: 'plan.stop.stop_win', args: [formatMinor(plan.stopWinMinor)] };
    default:
      return { key: `plan.stop.${reason}`, args: [] };
  }
}

function stopMessage(plan: queries.PlanRow, language: Language): string | null {
  if (!plan.stopReason) return null;
  const words = stopWords(plan, plan.stopReason, plan.stopCode);
  return translate(language, words.key, ...words.args);
}

async function planView(ctx: AppContext, plan: queries.PlanRow, language: Language): Promise<TPlan> {
  const [room, runRounds] = await Promise.all([
    plan.roomId === null ? undefined : catalogue.findRoom(ctx.db.orm, plan.roomId),
    queries.selectRunRounds(ctx.db.orm, plan.id, plan.runNo),
  ]);
  const staked = runRounds.reduce((sum, round) => sum + round.stakeMinor, 0n);
  const settled = runRounds.filter((round) => round.returnMinor !== null);
  const returned = settled.reduce((sum, round) => sum + (round.returnMinor ?? 0n), 0n);
  const settledStake = settled.reduce((sum, round) => sum + round.stakeMinor, 0n);
  return {
    planId: plan.id,
    name: plan.name,
    items: plan.items.map((item) => ({ betType: item.betType, amount: formatMinor(item.amountMinor) })),
    rounds: plan.rounds,
    stopLoss: formatMinor(plan.stopLossMinor),
    stopWin: formatMinor(plan.stopWinMinor),
    progression: plan.progression,
    maxSteps: plan.maxSteps,
    worstCase: worstCaseView(worstOf(plan)),
    status: plan.status,
    roomId: plan.roomId,
    roomName: room ? writtenIn(language, room.nameZh, room.nameEn) : null,
    startedAt: plan.startedAt?.getTime() ?? null,
    stoppedAt: plan.stoppedAt?.getTime() ?? null,
    stopReason: plan.stopReason,
    stopMessage: stopMessage(plan, language),
    roundsDone: runRounds.length,
    staked: formatMinor(staked),
    returned: formatMinor(returned),
    // Settled rounds only: a round still waiting for its draw is neither won nor lost yet.
    net: formatMinor(returned - settledStake),
    recent: runRounds
      .slice(-RECENT_ROUNDS)
      .reverse()
      .map((round) => ({
        issue: String(round.issue),
        step: round.step,
        stake: formatMinor(round.stakeMinor),
        returned: round.returnMinor === null ? null : formatMinor(round.returnMinor),
      })),
  };
}

export async function listPlans(
  ctx: AppContext,
  session: Session,
  language: Language,
): Promise<TPlanListResponse> {
  const plans = await queries.selectPlans(ctx.db.orm, session.userId);
  return { plans: await Promise.all(plans.map((plan) => planView(ctx, plan, language))) };
}

export async function savePlan(
  ctx: AppContext,
  session: Session,
  form: TPlanSaveRequest,
  language: Language,
): Promise<TPlan> {
  const fields: queries.PlanFields = {
    name: form.name,
    items: form.items.map((item) => ({ betType: item.betType, amountMinor: item.amount })),
    rounds: form.rounds,
    stopLossMinor: form.stopLoss,
    stopWinMinor: form.stopWin,
    progression: form.progression,
    maxSteps: form.progression === 'flat' ? 0 : form.maxSteps,
  };
  const db = ctx.db.orm;
  let plan: queries.PlanRow | undefined;
  if (form.planId === undefined) plan = await queries.insertPlan(db, session.userId, fields);
  else {
    plan = await queries.updatePlan(db, session.userId, form.planId, fields);
    if (!plan) {
      const found = await queries.selectPlan(db, session.userId, form.planId);
      throw new AppError(found ? 'PlanRunning' : 'NotFound');
    }
  }
  return planView(ctx, plan, language);
}

/**
 * Starts a new run of a plan in a room. What would refuse its first bet now (a break, the session length,
 * a limit, a closed room) refuses the start, with the same message.
 */
export async function startPlan(
  ctx: AppContext,
  session: Session,
  form: TPlanStartRequest,
  language: Language,
): Promise<TPlan> {
  const db = ctx.db.orm;
  const plan = await queries.selectPlan(db, session.userId, form.planId);
  if (!plan) throw new AppError('NotFound');
  if (plan.status === 'running') throw new AppError('PlanRunning');
  const room = await catalogue.requireRoom(ctx, form.roomId);
  if (!catalogue.configuredRoom(room).isOpen) throw new AppError('RoomClosed');
  await playSafe.checkBet(ctx, session.userId, baseStake(plan));
  const started = await queries.startRun(db, session.userId, plan.id, room.id, ctx.now());
  if (!started) throw new AppError('PlanRunning');
  return planView(ctx, started, language);
}

export async function stopPlan(
  ctx: AppContext,
  session: Session,
  form: TPlanRequest,
  language: Language,
): Promise<TPlan> {
  const db = ctx.db.orm;
  const plan = await queries.selectPlan(db, session.userId, form.planId);
  if (!plan) throw new AppError('NotFound');
  if (plan.status !== 'running') throw new AppError('PlanNotRunning');
  await queries.stopRun(db, plan.id, plan.runNo, 'requested', null, ctx.now());
  const stopped = await queries.selectPlan(db, session.userId, plan.id);
  if (!stopped) throw new AppError('NotFound');
  return planView(ctx, stopped, language);
}

/** How a refused bet ends a run; undefined: not an end (the round closed first), try the next one. */
function stopReasonOf(error: AppError): PlanStopReason | undefined {
  switch (error.codeName) {
    case 'BettingClosed':
      return undefined;
    case 'RoomClosed':
      return 'room_closed';
    case 'InsufficientBalance':
    case 'BelowRoomEntryMinimum':
      return 'balance';
    case 'LossLimitReached':
    case 'StakeLimitReached':
    case 'SessionLimitReached':
      return 'limit';
    case 'CoolingOff':
    case 'SelfExcluded':
      return 'play_break';
    default:
      return 'refused';
  }
}

/** The key of a run's bets in a round: '#' keeps it apart from every key a player can send. */
export const planBetKey = (plan: Pick<queries.PlanRow, 'id' | 'runNo'>, roundId: number) =>
  `${bets.PLAN_KEY_PREFIX}${plan.id}#${plan.runNo}#${roundId}`;

export type PlanStep = 'waiting' | 'bet' | 'stopped' | 'idle';

/**
 * One step of a running plan: the results of its settled rounds are recorded; it stops if its figures
 * say so; otherwise, when the previous round is settled and the room has a round taking bets that the run
 * has not bet in, it bets there under a key made of the plan, the run and the round, so however many
 * nodes run this at once, the round gets the plan's bets once.
 */
export async function advancePlan(ctx: AppContext, plan: queries.PlanRow): Promise<PlanStep> {
  const db = ctx.db.orm;
  if (plan.status !== 'running' || plan.roomId === null) return 'idle';
  // A stop the player did not ask for reaches their phones, in the same transaction.
  const stop = async (reason: PlanStopReason, code: StopCode | null = null) => {
    const stopCode = code && JSON.stringify(code);
    await db.transaction(async (tx) => {
      if (!(await queries.stopRun(tx, plan.id, plan.runNo, reason, stopCode, ctx.now()))) return;
      const args = [plan.name, stopWords(plan, reason, stopCode)];
      await push.pushToPlayer(tx, plan.userId, { kind: 'planStopped', args }, ctx.now());
    });
    return 'stopped' as const;
  };
  const runRounds = await queries.selectRunRounds(db, plan.id, plan.runNo);
  let isWaiting = false;
  for (const round of runRounds) {
    if (round.returnMinor !== null) continue;
    const outcome = await bets.callOutcome(ctx, plan.userId, round.requestKey);
    if (!outcome.isSettled) {
      isWaiting = true;
      continue;
    }
    await queries.settleRunRound(db, round, outcome.stakeMinor, outcome.returnMinor);
    round.stakeMinor = outcome.stakeMinor;
    round.returnMinor = outcome.returnMinor;
  }
  if (isWaiting) return 'waiting';
  const staked = runRounds.reduce((sum, round) => sum + round.stakeMinor, 0n);
  const returned = runRounds.reduce((sum, round) => sum + (round.returnMinor ?? 0n), 0n);
  const net = returned - staked;
  if (net >= plan.stopWinMinor) return stop('stop_win');
  if (runRounds.length >= plan.rounds) return stop('completed');
  let lossesInRow = 0;
  for (const round of [...runRounds].reverse()) {
    if ((round.returnMinor ?? 0n) >= round.stakeMinor) break;
    lossesInRow++;
  }
  const { step } = planRoundStake(baseStake(plan), plan.progression, plan.maxSteps, lossesInRow);
  const factor = 2n ** BigInt(step);
  const stakeMinor = baseStake(plan) * factor;
  // Never a round that could take the loss past the stop-loss.
  if (net - stakeMinor < -plan.stopLossMinor) return stop('stop_loss');
  const room = await catalogue.findRoom(db, plan.roomId);
  if (!room) return stop('room_closed');
  const round = await rounds.bettingRound(ctx, room.gameTypeId, ctx.now());
  if (!round || runRounds.some((done) => done.roundId === round.id)) return 'waiting';
  const requestKey = planBetKey(plan, round.id);
  try {
    const answer = await bets.placeBetFor(
      ctx,
      plan.userId,
      {
        roomId: room.id,
        items: plan.items.map((item) => ({
          betType: item.betType as BetType,
          amount: item.amountMinor * factor,
        })),
        idempotencyKey: requestKey,
      },
      { roundId: round.id },
    );
    await queries.insertRunRound(db, {
      planId: plan.id,
      runNo: plan.runNo,
      roundId: round.id,
      issue: Number(answer.issue),
      requestKey,
      step,
      stakeMinor,
      placedAt: ctx.now(),
    });
    return 'bet';
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const reason = stopReasonOf(error);
    if (!reason) return 'waiting';
    const isOwnMessage = reason === 'limit' || reason === 'play_break' || reason === 'refused';
    return stop(reason, isOwnMessage ? { key: error.messageKey, args: error.messageArgs } : null);
  }
}

/** One pass over every running plan; one plan's failure never holds up the others. */
export async function runPlans(ctx: AppContext, onError: (error: unknown) => void = () => {}) {
  const report = { bet: 0, stopped: 0, waiting: 0 };
  for (const plan of await queries.selectRunningPlans(ctx.db.orm)) {
    try {
      const step = await advancePlan(ctx, plan);
      if (step === 'bet') report.bet++;
      else if (step === 'stopped') report.stopped++;
      else if (step === 'waiting') report.waiting++;
    } catch (error) {
      onError(error);
    }
  }
  return report;
}
