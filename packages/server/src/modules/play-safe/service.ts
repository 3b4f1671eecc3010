// Responsible play: limits a player sets for themself (a lowering at once, a raise after 24 hours),
// the reality check, cool-off and self-exclusion (nobody ends one early), play sessions, and the checks
// bets, top-ups and auto-bet plans pass before money moves.
import {
  formatDateTimeIn,
  formatMinor,
  isMoneyLimit,
  type Language,
  PLAY_LIMIT_RAISE_DELAY_MS,
  PLAY_SESSION_GAP_MINUTES,
  type PlayLimitKey,
  playLimitKeys,
  type TPlayBreak,
  type TPlayBreakStartRequest,
  type TPlayFigures,
  type TPlayLimitSetRequest,
  type TPlaySafeResponse,
  type TPlaySession,
  type TRealityCheckSetRequest,
  translate,
} from '@fair28/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { startOfDay } from '../../db/time';
import { AppError } from '../../kernel/app-error';
import type { AppContext } from '../../kernel/context';
import type { Session } from '../../kernel/session';
import * as ledger from '../ledger/service';
import * as operatorLog from '../operator-log/service';
import * as queries from './queries';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A break's end as players and operators read it, in the server's zone: "2026-11-30 14:05". */
function shownTime(ctx: AppContext, at: Date): string {
  return formatDateTimeIn(at, ctx.config.timeZone);
}

/** The start of the day, week (Monday) or month of a limit holding `at`, in the server's zone, as SQL. */
function periodStart(ctx: AppContext, key: PlayLimitKey, at: Date) {
  const period = key.endsWith('_month') ? 'month' : key.endsWith('_week') ? 'week' : 'day';
  return queries.periodStart(period, at, ctx.config.timeZone);
}

export type ActiveBreak = queries.BreakRow;

export function activeBreak(db: Executor, userId: number, at: Date): Promise<ActiveBreak | undefined> {
  return queries.selectActiveBreak(db, userId, at);
}

/** Whether promotions (the top-up nudge, events, banners) are kept from this player: during a break. */
export async function isOnBreak(ctx: AppContext, userId: number): Promise<boolean> {
  return (await activeBreak(ctx.db.orm, userId, ctx.now())) !== undefined;
}

const breakView = (found: ActiveBreak): TPlayBreak => ({
  kind: found.kind,
  startsAt: found.startsAt.getTime(),
  endsAt: found.endsAt.getTime(),
});

/**
 * The break that keeps promotions (banners, events, red packets) from this player, answered with the
 * empty lists so the app can say why; null when none runs or nobody is signed in.
 */
export async function promotionsPaused(
  ctx: AppContext,
  userId: number | undefined,
): Promise<TPlayBreak | null> {
  if (userId === undefined) return null;
  const found = await activeBreak(ctx.db.orm, userId, ctx.now());
  return found ? breakView(found) : null;
}

/** Refuses a promotion (an event's page, a red packet) to a player on a break, saying until when. */
export async function refusePromotionsOnBreak(ctx: AppContext, userId: number | undefined): Promise<void> {
  if (userId === undefined) return;
  const found = await activeBreak(ctx.db.orm, userId, ctx.now());
  if (!found) return;
  throw new AppError(found.kind === 'cool_off' ? 'CoolingOff' : 'SelfExcluded', 'limit.promotions', [
    shownTime(ctx, found.endsAt),
  ]);
}

function refuseOnBreak(ctx: AppContext, found: ActiveBreak | undefined): void {
  if (found) throw refusalError(ctx, { status: 'play_break', kind: found.kind, endsAt: found.endsAt });
}

function limitOf(limits: queries.LimitRow[], key: PlayLimitKey): bigint | null {
  return limits.find((limit) => limit.key === key)?.value ?? null;
}

export { type PlayRefusal, ZPlayRefusal } from './queries';

/** What the player is told when their own rules refuse a bet (a PlayRefusal of the bet write, or checkBet). */
export function refusalError(ctx: AppContext, refusal: queries.PlayRefusal): AppError {
  switch (refusal.status) {
    case 'play_break':
      return new AppError(refusal.kind === 'cool_off' ? 'CoolingOff' : 'SelfExcluded', undefined, [
        shownTime(ctx, refusal.endsAt),
      ]);
    case 'session_limit':
      return new AppError('SessionLimitReached', undefined, [PLAY_SESSION_GAP_MINUTES]);
    case 'stake_limit':
      return new AppError('StakeLimitReached', `limit.stake_${refusal.period}`, [
        formatMinor(refusal.limit),
        formatMinor(refusal.staked),
      ]);
    case 'loss_limit':
      return new AppError('LossLimitReached', `limit.loss_${refusal.period}`, [
        formatMinor(refusal.limit),
        formatMinor(refusal.lost),
      ]);
  }
}

/**
 * Refuses a bet of `stakeMinor` now that a break, the session length or a stake or loss limit forbids
 * (play_bet_refusal, the rule the bet write applies under the wallet lock): an auto-bet plan's first bet,
 * before the plan starts.
 */
export async function checkBet(ctx: AppContext, userId: number, stakeMinor: bigint): Promise<void> {
  const refusal = await queries.selectBetRefusal(
    ctx.db.orm,
    userId,
    stakeMinor,
    ctx.now(),
    ctx.config.timeZone,
    PLAY_SESSION_GAP_MINUTES,
  );
  if (refusal) throw refusalError(ctx, refusal);
}

/** Refuses a top-up during a break or past a deposit limit (pending and credited top-ups count). */
export async function checkTopUp(ctx: AppContext, userId: number, amountMinor: bigint): Promise<void> {
  const db = ctx.db.orm;
  const now = ctx.now();
  refuseOnBreak(ctx, await activeBreak(db, userId, now));
  const limits = await queries.selectLimits(db, userId, now);
  for (const key of ['deposit_day', 'deposit_week', 'deposit_month'] as const) {
    const limit = limitOf(limits, key);
    if (limit === null) continue;
    const asked = (await queries.depositsAsked(db, userId, periodStart(ctx, key, now), now)).totalMinor;
    if (asked + amountMinor > limit) {
      throw new AppError('DepositLimitReached', `limit.${key}`, [formatMinor(limit), formatMinor(asked)]);
    }
  }
}

async function figures(ctx: AppContext, userId: number, days: number, now: Date): Promise<TPlayFigures> {
  const db = ctx.db.orm;
  const from = startOfDay(now, ctx.config.timeZone, 1 - days);
  const [minutes, money] = await Promise.all([
    queries.minutesPlayed(db, userId, from, now, PLAY_SESSION_GAP_MINUTES),
    queries.playMoney(db, userId, from, now),
  ]);
  return {
    minutesPlayed: minutes,
    betCount: money.betCount,
    stakes: formatMinor(money.stakesMinor),
    net: formatMinor(money.settledNetMinor),
  };
}

type Used = { used: string; usedPending: string };

async function usedOf(ctx: AppContext, userId: number, key: PlayLimitKey, now: Date): Promise<Used> {
  const db = ctx.db.orm;
  const none = formatMinor(0n);
  if (key === 'session_minutes') {
    const startedAt = await queries.selectSessionStart(db, userId, now, PLAY_SESSION_GAP_MINUTES);
    const minutes = startedAt ? Math.floor((now.getTime() - startedAt.getTime()) / 60_000) : 0;
    return { used: String(minutes), usedPending: none };
  }
  const from = periodStart(ctx, key, now);
  if (key.startsWith('deposit_')) {
    const asked = await queries.depositsAsked(db, userId, from, now);
    return { used: formatMinor(asked.totalMinor), usedPending: formatMinor(asked.pendingMinor) };
  }
  const money = await queries.playMoney(db, userId, from, now);
  if (key.startsWith('stake_')) return { used: formatMinor(money.stakesMinor), usedPending: none };
  const lost = money.pendingMinor - money.settledNetMinor;
  return { used: formatMinor(lost > 0n ? lost : 0n), usedPending: none };
}

const shownLimit = (key: PlayLimitKey, value: bigint | null) =>
  value === null ? null : isMoneyLimit(key) ? formatMinor(value) : value.toString();

export async function playSafeInfo(ctx: AppContext, userId: number): Promise<TPlaySafeResponse> {
  const db = ctx.db.orm;
  const now = ctx.now();
  const [limits, realityCheck, found, last7Days, last30Days] = await Promise.all([
    queries.selectLimits(db, userId, now),
    queries.selectRealityCheck(db, userId),
    activeBreak(db, userId, now),
    figures(ctx, userId, 7, now),
    figures(ctx, userId, 30, now),
  ]);
  return {
    limits: await Promise.all(
      playLimitKeys.map(async (key) => {
        const row = limits.find((limit) => limit.key === key);
        return {
          key,
          value: shownLimit(key, row?.value ?? null),
          pending: row?.pending
            ? { value: shownLimit(key, row.pending.value), from: row.pending.from.getTime() }
            : null,
          ...(await usedOf(ctx, userId, key, now)),
        };
      }),
    ),
    realityCheckMinutes: realityCheck,
    activeBreak: found ? breakView(found) : null,
    last7Days,
    last30Days,
    serverTime: now.getTime(),
  };
}

export async function setLimit(ctx: AppContext, session: Session, form: TPlayLimitSetRequest) {
  const now = ctx.now();
  const value = isMoneyLimit(form.key)
    ? (form.amount ?? null)
    : form.minutes === undefined
      ? null
      : BigInt(form.minutes);
  await ctx.db.orm.transaction(async (tx) => {
    // Under the wallet's lock, which bets are checked under: a bet decided before this change commits
    // first, none decided after misses it, and two changes of one player take turns.
    await ledger.lockWallet(tx, session.userId);
    await queries.upsertLimit(
      tx,
      session.userId,
      form.key,
      value,
      now,
      new Date(now.getTime() + PLAY_LIMIT_RAISE_DELAY_MS),
    );
  });
  return playSafeInfo(ctx, session.userId);
}

export async function setRealityCheck(ctx: AppContext, session: Session, form: TRealityCheckSetRequest) {
  await queries.upsertRealityCheck(
    ctx.db.orm,
    session.userId,
    form.minutes === 0 ? null : form.minutes,
    ctx.now(),
  );
  return playSafeInfo(ctx, session.userId);
}

/**
 * Starts a cool-off or a self-exclusion at once. During a break only a longer one may be added (a
 * cool-off may become a self-exclusion, never the other way), so nothing shortens one already running.
 */
export async function startBreak(ctx: AppContext, session: Session, form: TPlayBreakStartRequest) {
  const now = ctx.now();
  const endsAt = new Date(now.getTime() + form.days * DAY_MS);
  await ctx.db.orm.transaction(async (tx) => {
    // Under the wallet's lock, which bets are checked under: a bet decided before this change commits
    // first, none decided after misses it, and two changes of one player take turns.
    await ledger.lockWallet(tx, session.userId);
    const running = await queries.selectActiveBreak(tx, session.userId, now);
    if (
      running &&
      (running.endsAt >= endsAt || (running.kind === 'self_exclusion' && form.kind === 'cool_off'))
    ) {
      throw new AppError('BreakNotOver', undefined, [shownTime(ctx, running.endsAt)]);
    }
    await queries.insertBreak(tx, session.userId, form.kind, now, endsAt);
  });
  return playSafeInfo(ctx, session.userId);
}

/**
 * An operator asking to end a player's break: always refused while it runs (the break is the player's
 * own decision and the table refuses changes), and the attempt is written to the operator log with the
 * break as it stands and the refusal, in the operator's language. With no break there is nothing to lift.
 */
export async function refuseBreakLift(
  ctx: AppContext,
  session: Session,
  userId: number,
  language: Language,
): Promise<never> {
  const found = await activeBreak(ctx.db.orm, userId, ctx.now());
  if (!found) throw new AppError('NotFound');
  const until = shownTime(ctx, found.endsAt);
  const refusal = new AppError('BreakNotOver', undefined, [until]);
  await operatorLog.recordAction(ctx.db.orm, session, {
    action: 'player.break.liftRefused',
    targetType: 'player',
    targetId: userId,
    reason: translate(language, refusal.messageKey, ...refusal.messageArgs),
    before: { kind: found.kind, startsAt: found.startsAt.toISOString(), endsAt: found.endsAt.toISOString() },
  });
  throw refusal;
}

/** The session now, for the reality check: the app's check extends it as a bet does. */
export async function playSession(ctx: AppContext, userId: number): Promise<TPlaySession> {
  const db = ctx.db.orm;
  const now = ctx.now();
  const session = await queries.touchSession(db, userId, now, PLAY_SESSION_GAP_MINUTES);
  const from = sql`${session.startedAt.toISOString()}::timestamptz`;
  const [money, realityCheck] = await Promise.all([
    queries.playMoney(db, userId, from, now),
    queries.selectRealityCheck(db, userId),
  ]);
  return {
    startedAt: session.startedAt.getTime(),
    serverTime: now.getTime(),
    minutesPlayed: Math.floor((now.getTime() - session.startedAt.getTime()) / 60_000),
    net: formatMinor(money.settledNetMinor),
    stakes: formatMinor(money.stakesMinor),
    realityCheckMinutes: realityCheck,
  };
}

/** What operators see on a player's profile. */
export async function playerBreak(ctx: AppContext, userId: number) {
  const found = await activeBreak(ctx.db.orm, userId, ctx.now());
  return found ? breakView(found) : null;
}

/** A reality check due now in a play session in progress: how long the player has played, and their result. */
export type DueRealityCheck = {
  userId: number;
  sessionId: number;
  /** How many reality checks this session has reached: one each `realityCheckMinutes`. */
  checks: number;
  minutesPlayed: number;
  net: string;
  stakes: string;
};

/**
 * The reality checks reached now by those of `userIds` who set one and are playing (their session in
 * progress, as the bet write and the app's check extend it): the push job tells their phones.
 */
export async function realityChecksReached(
  ctx: AppContext,
  userIds: readonly number[],
): Promise<DueRealityCheck[]> {
  const db = ctx.db.orm;
  const now = ctx.now();
  const sessions = await queries.selectRealityCheckSessions(db, userIds, now, PLAY_SESSION_GAP_MINUTES);
  const reached = sessions.flatMap((session) => {
    const minutesPlayed = Math.floor((now.getTime() - session.startedAt.getTime()) / 60_000);
    const checks = Math.floor(minutesPlayed / session.realityCheckMinutes);
    return checks > 0 ? [{ ...session, minutesPlayed, checks }] : [];
  });
  return Promise.all(
    reached.map(async (session) => {
      const from = sql`${session.startedAt.toISOString()}::timestamptz`;
      const money = await queries.playMoney(db, session.userId, from, now);
      return {
        userId: session.userId,
        sessionId: session.sessionId,
        checks: session.checks,
        minutesPlayed: session.minutesPlayed,
        net: formatMinor(money.settledNetMinor),
        stakes: formatMinor(money.stakesMinor),
      };
    }),
  );
}
