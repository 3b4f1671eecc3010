// Responsible play, its calls (`playSafeCalls`) and their schemas: the limits a player sets for themself
// (lowering at once, raising after 24 hours), the reality-check interval, cool-off and self-exclusion, the
// play session and the player's own figures; and an operator lifting a player's break.
import { z } from 'zod';
import { ZPrice } from '../money';
import { ZOkResponse } from './accounts';
import { ZEmptyRequest } from './common';
import { defineCalls } from './define-calls';
import { intField, rowIdField, ZEpochMs, ZMoneyText } from './fields';

export const playLimitKinds = ['deposit', 'loss', 'stake'] as const;
export type PlayLimitKind = (typeof playLimitKinds)[number];
export const playLimitPeriods = ['day', 'week', 'month'] as const;
export type PlayLimitPeriod = (typeof playLimitPeriods)[number];

/** Every limit by its key: a money limit per period, or the session length in minutes. */
export const playLimitKeys = [
  'deposit_day',
  'deposit_week',
  'deposit_month',
  'loss_day',
  'loss_week',
  'loss_month',
  'stake_day',
  'stake_week',
  'stake_month',
  'session_minutes',
] as const;
export type PlayLimitKey = (typeof playLimitKeys)[number];
export const ZPlayLimitKey = z.enum(playLimitKeys, { error: 'error.InvalidInput' });

export const playBreakKinds = ['cool_off', 'self_exclusion'] as const;
export type PlayBreakKind = (typeof playBreakKinds)[number];

/** A raise (or a removal) waits this long; a lowering applies at once. */
export const PLAY_LIMIT_RAISE_DELAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_MINUTES_MIN = 15;
export const SESSION_MINUTES_MAX = 1440;
/** A break in play this long ends a session. */
export const PLAY_SESSION_GAP_MINUTES = 15;
/** Cool-off: one day to six weeks; self-exclusion: six months (183 days) or more, up to five years. */
export const COOL_OFF_DAYS_MIN = 1;
export const COOL_OFF_DAYS_MAX = 42;
export const SELF_EXCLUSION_DAYS_MIN = 183;
export const SELF_EXCLUSION_DAYS_MAX = 1826;
export const REALITY_CHECK_MINUTES = [15, 30, 45, 60, 90, 120] as const;

/** A session-length limit in minutes; a money limit in money (minor units). */
export const isMoneyLimit = (key: PlayLimitKey) => key !== 'session_minutes';

export const ZPlayLimit = z.object({
  key: ZPlayLimitKey,
  /** In force now: money text, or minutes as text for the session; null: no limit. */
  value: z.string().nullable(),
  /** A raise or removal waiting: what it will be (null: no limit) and from when. */
  pending: z.object({ value: z.string().nullable(), from: ZEpochMs }).nullable(),
  /**
   * What the player has used of it in the current period (money), or minutes of the current session.
   * A deposit limit counts top-ups still waiting for review too: they are credited without another check.
   */
  used: z.string(),
  /** Of `used`, top-ups still waiting for review (deposit limits; "0.00" for the others). */
  usedPending: ZMoneyText,
});
export type TPlayLimit = z.infer<typeof ZPlayLimit>;

export const ZPlayBreak = z.object({
  kind: z.enum(playBreakKinds),
  startsAt: ZEpochMs,
  endsAt: ZEpochMs,
});
export type TPlayBreak = z.infer<typeof ZPlayBreak>;

export const ZPlayFigures = z.object({
  minutesPlayed: z.number().int(),
  betCount: z.number().int(),
  stakes: ZMoneyText,
  /** Returns less stakes of settled bets: negative is a loss. */
  net: ZMoneyText,
});
export type TPlayFigures = z.infer<typeof ZPlayFigures>;

export const ZPlaySession = z.object({
  startedAt: ZEpochMs,
  serverTime: ZEpochMs,
  minutesPlayed: z.number().int(),
  /** Settled returns less stakes of the bets placed this session (pending bets count as staked). */
  net: ZMoneyText,
  stakes: ZMoneyText,
  realityCheckMinutes: z.number().int().nullable(),
});
export type TPlaySession = z.infer<typeof ZPlaySession>;

export const ZPlaySafeResponse = z.object({
  limits: z.array(ZPlayLimit),
  realityCheckMinutes: z.number().int().nullable(),
  activeBreak: ZPlayBreak.nullable(),
  last7Days: ZPlayFigures,
  last30Days: ZPlayFigures,
  serverTime: ZEpochMs,
});
export type TPlaySafeResponse = z.infer<typeof ZPlaySafeResponse>;

export const ZPlayLimitSetRequest = z
  .object({
    key: ZPlayLimitKey,
    /** A money limit; absent or empty: no limit (a removal is a raise, so it waits 24 hours). */
    amount: z.preprocess((value) => (value === '' ? undefined : value), ZPrice.optional()),
    /** The session length in minutes. */
    minutes: z.preprocess(
      (value) => (value === '' ? undefined : value),
      intField(SESSION_MINUTES_MIN, SESSION_MINUTES_MAX, 'form.invalidSessionMinutes').optional(),
    ),
  })
  .refine((form) => (isMoneyLimit(form.key) ? form.minutes === undefined : form.amount === undefined), {
    message: 'error.InvalidInput',
  });
export type TPlayLimitSetRequest = z.infer<typeof ZPlayLimitSetRequest>;

export const ZRealityCheckSetRequest = z.object({
  /** Minutes between reality checks; 0: off. */
  minutes: intField(0, 240).refine(
    (minutes) => minutes === 0 || (REALITY_CHECK_MINUTES as readonly number[]).includes(minutes),
    'form.invalidNumber',
  ),
});
export type TRealityCheckSetRequest = z.infer<typeof ZRealityCheckSetRequest>;

export const ZPlayBreakStartRequest = z
  .object({ kind: z.enum(playBreakKinds, { error: 'error.InvalidInput' }), days: intField(1, 1826) })
  .refine(
    (form) =>
      form.kind === 'cool_off'
        ? form.days >= COOL_OFF_DAYS_MIN && form.days <= COOL_OFF_DAYS_MAX
        : form.days >= SELF_EXCLUSION_DAYS_MIN && form.days <= SELF_EXCLUSION_DAYS_MAX,
    { message: 'form.invalidBreakDays' },
  );
export type TPlayBreakStartRequest = z.infer<typeof ZPlayBreakStartRequest>;

/** Operators: a player's break (read on the profile) and the lift call, which a running break refuses. */
export const ZAdminPlayerBreakRequest = z.object({ userId: rowIdField() });
export type TAdminPlayerBreakRequest = z.infer<typeof ZAdminPlayerBreakRequest>;

/** Responsible play: the player's own limits, reality check, breaks and figures. */
export const playSafeCalls = defineCalls({
  playSafe: {
    path: '/api/v1/playSafe/info',
    auth: true,
    request: ZEmptyRequest,
    response: ZPlaySafeResponse,
  },
  playLimitSet: {
    path: '/api/v1/playSafe/limit/set',
    auth: true,
    playersOnly: true,
    request: ZPlayLimitSetRequest,
    response: ZPlaySafeResponse,
  },
  realityCheckSet: {
    path: '/api/v1/playSafe/realityCheck/set',
    auth: true,
    playersOnly: true,
    request: ZRealityCheckSetRequest,
    response: ZPlaySafeResponse,
  },
  playBreakStart: {
    path: '/api/v1/playSafe/break/start',
    auth: true,
    playersOnly: true,
    request: ZPlayBreakStartRequest,
    response: ZPlaySafeResponse,
  },
  playSession: {
    path: '/api/v1/playSafe/session',
    auth: true,
    request: ZEmptyRequest,
    response: ZPlaySession,
  },
  /** Always refused while a break runs (BreakNotOver): it exists so the refusal is explicit and logged. */
  adminPlayerBreakLift: {
    path: '/api/v1/admin/player/break/lift',
    auth: true,
    permission: 'players.manage',
    request: ZAdminPlayerBreakRequest,
    response: ZOkResponse,
  },
});
