// SQL of responsible play: limits with their pending raises, reality-check settings, breaks, play
// sessions, the player's own figures per period (stakes, deposits, losses) read from bets, settled results
// and top-up requests, and what the player's rules say of a bet. The rules themselves are SQL functions
// (sql/*.sql), which the bet write calls too.
import { type PlayBreakKind, type PlayLimitKey, playBreakKinds } from '@fair28/shared';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ZInstant, ZInt8, ZMinorText } from '../../db/columns';
import { type Executor, queryRows } from '../../db/database';

const iso = (at: Date) => at.toISOString();

export type LimitRow = {
  key: PlayLimitKey;
  /** In force at the instant asked about. */
  value: bigint | null;
  /** A raise or removal not yet in force. */
  pending: { value: bigint | null; from: Date } | null;
};

export async function selectLimits(db: Executor, userId: number, at: Date): Promise<LimitRow[]> {
  const rows = await queryRows<{
    kind: PlayLimitKey;
    in_force: string | null;
    pending_value: string | null;
    pending_at: Date | string | null;
  }>(
    db,
    sql`SELECT kind, play_limit_at(value, pending_value, pending_at, ${iso(at)}::timestamptz) AS in_force,
               pending_value, pending_at
        FROM play_limits WHERE user_id = ${userId}`,
  );
  return rows.map((row) => {
    const pendingAt = row.pending_at === null ? null : new Date(row.pending_at);
    const isWaiting = pendingAt !== null && pendingAt.getTime() > at.getTime();
    return {
      key: row.kind,
      value: row.in_force === null ? null : BigInt(row.in_force),
      pending:
        isWaiting && pendingAt
          ? { value: row.pending_value === null ? null : BigInt(row.pending_value), from: pendingAt }
          : null,
    };
  });
}

/**
 * Sets a limit in one statement, under the row's lock: the value in force is first brought up to date
 * (a raise whose time has come becomes the value); then a lower one replaces it at once and drops any
 * pending raise, while a higher one (or none) waits until `raiseAt`.
 */
export async function upsertLimit(
  db: Executor,
  userId: number,
  key: PlayLimitKey,
  value: bigint | null,
  at: Date,
  raiseAt: Date,
): Promise<void> {
  const v = value === null ? null : value.toString();
  await db.execute(sql`
    INSERT INTO play_limits AS l (user_id, kind, value, pending_value, pending_at, updated_at)
    VALUES (${userId}, ${key}, ${v}::bigint, NULL, NULL, ${iso(at)}::timestamptz)
    ON CONFLICT (user_id, kind) DO UPDATE SET
      value = CASE
        WHEN ${v}::bigint IS NOT NULL
         AND (play_limit_at(l.value, l.pending_value, l.pending_at, ${iso(at)}::timestamptz) IS NULL
              OR ${v}::bigint <= play_limit_at(l.value, l.pending_value, l.pending_at, ${iso(at)}::timestamptz))
        THEN ${v}::bigint
        ELSE play_limit_at(l.value, l.pending_value, l.pending_at, ${iso(at)}::timestamptz) END,
      pending_value = CASE
        WHEN ${v}::bigint IS NOT NULL
         AND (play_limit_at(l.value, l.pending_value, l.pending_at, ${iso(at)}::timestamptz) IS NULL
              OR ${v}::bigint <= play_limit_at(l.value, l.pending_value, l.pending_at, ${iso(at)}::timestamptz))
        THEN NULL ELSE ${v}::bigint END,
      pending_at = CASE
        WHEN ${v}::bigint IS NOT NULL
         AND (play_limit_at(l.value, l.pending_value, l.pending_at, ${iso(at)}::timestamptz) IS NULL
              OR ${v}::bigint <= play_limit_at(l.value, l.pending_value, l.pending_at, ${iso(at)}::timestamptz))
        THEN NULL
        -- Asking for what is already in force drops a waiting raise; anything higher waits a full day.
        WHEN ${v}::bigint IS NOT DISTINCT FROM play_limit_at(l.value, l.pending_value, l.pending_at, ${iso(at)}::timestamptz)
        THEN NULL
        ELSE ${iso(raiseAt)}::timestamptz END,
      updated_at = ${iso(at)}::timestamptz`);
}

export async function selectRealityCheck(db: Executor, userId: number): Promise<number | null> {
  const [row] = await queryRows<{ minutes: number | null }>(
    db,
    sql`SELECT reality_check_minutes AS minutes FROM play_settings WHERE user_id = ${userId}`,
  );
  return row?.minutes ?? null;
}

export async function upsertRealityCheck(db: Executor, userId: number, minutes: number | null, at: Date) {
  await db.execute(sql`
    INSERT INTO play_settings (user_id, reality_check_minutes, updated_at)
    VALUES (${userId}, ${minutes}, ${iso(at)}::timestamptz)
    ON CONFLICT (user_id) DO UPDATE SET reality_check_minutes = EXCLUDED.reality_check_minutes,
                                        updated_at = EXCLUDED.updated_at`);
}

export type BreakRow = { kind: PlayBreakKind; startsAt: Date; endsAt: Date };

/** play_break_at's rows: the break in force, or none. */
const ZActiveBreak = z
  .array(
    z
      .object({ kind: z.enum(playBreakKinds), starts_at: ZInstant, ends_at: ZInstant })
      .transform((row): BreakRow => ({ kind: row.kind, startsAt: row.starts_at, endsAt: row.ends_at })),
  )
  .max(1);

/** The break in force at `at` that ends last, if any (play_break_at). */
export async function selectActiveBreak(
  db: Executor,
  userId: number,
  at: Date,
): Promise<BreakRow | undefined> {
  const rows = await queryRows<unknown>(
    db,
    sql`SELECT kind, starts_at, ends_at FROM play_break_at(${userId}, ${iso(at)}::timestamptz)`,
  );
  return ZActiveBreak.parse(rows)[0];
}

export async function insertBreak(
  db: Executor,
  userId: number,
  kind: PlayBreakKind,
  startsAt: Date,
  endsAt: Date,
) {
  await db.execute(sql`
    INSERT INTO play_breaks (user_id, kind, starts_at, ends_at)
    VALUES (${userId}, ${kind}, ${iso(startsAt)}::timestamptz, ${iso(endsAt)}::timestamptz)`);
}

export type SessionRow = { startedAt: Date; lastAt: Date };

/** play_session_start's one row: when the session in progress started, or null when none is. */
const ZSessionStart = z.tuple([
  z.object({ started_at: ZInstant.nullable().transform((at) => at ?? undefined) }),
]);

/** touch_play_sessions's row for one player: the session extended or started. */
const ZTouchedSession = z.tuple([z.object({ started_at: ZInstant, last_at: ZInstant })]);

/** When the session in progress at `at` (its last activity less than `gapMinutes` ago) started, if one is. */
export async function selectSessionStart(
  db: Executor,
  userId: number,
  at: Date,
  gapMinutes: number,
): Promise<Date | undefined> {
  const rows = await queryRows<unknown>(
    db,
    sql`SELECT play_session_start(${userId}, ${iso(at)}::timestamptz, ${gapMinutes}) AS started_at`,
  );
  const [row] = ZSessionStart.parse(rows);
  return row.started_at;
}

/** Extends the session in progress to `at`, or starts one (touch_play_sessions, as a bet does). */
export async function touchSession(
  db: Executor,
  userId: number,
  at: Date,
  gapMinutes: number,
): Promise<SessionRow> {
  const rows = await queryRows<unknown>(
    db,
    sql`SELECT started_at, last_at
        FROM touch_play_sessions(ARRAY[${userId}]::bigint[], ${iso(at)}::timestamptz, ${gapMinutes})`,
  );
  const [row] = ZTouchedSession.parse(rows);
  return { startedAt: row.started_at, lastAt: row.last_at };
}

/** minutesPlayed's sum: one row, null when no session overlaps. */
const ZSecondsPlayed = z.tuple([z.object({ seconds: z.number().nullable() })]);

/**
 * Minutes played in sessions overlapping [from, to). A session still in progress at `to` (its last
 * activity less than `gapMinutes` before) counts up to `to`, as the session's own minutes do: a player
 * who has played 7 minutes of this session has played at least 7 minutes this week.
 */
export async function minutesPlayed(
  db: Executor,
  userId: number,
  from: SQL,
  to: Date,
  gapMinutes: number,
): Promise<number> {
  const end = sql`${iso(to)}::timestamptz`;
  const rows = await queryRows<unknown>(
    db,
    sql`SELECT sum(extract(epoch FROM
                 least(CASE WHEN last_at > ${end} - make_interval(mins => ${gapMinutes}) THEN ${end} ELSE last_at END,
                       ${end})
                 - greatest(started_at, ${from})))::float8 AS seconds
        FROM play_sessions
        WHERE user_id = ${userId} AND last_at > ${from} AND started_at < ${end}`,
  );
  const [{ seconds }] = ZSecondsPlayed.parse(rows);
  return Math.floor(Math.max(0, seconds ?? 0) / 60);
}

export type PlayMoney = {
  betCount: number;
  /** Stakes of bets placed in the window (not cancelled or voided). */
  stakesMinor: bigint;
  /** Settled in the window: returns less stakes. */
  settledNetMinor: bigint;
  /** Stakes of bets placed in the window whose round is not settled yet. */
  pendingMinor: bigint;
};

/** play_money's one row. */
const ZPlayMoney = z.tuple([
  z.object({ bet_count: z.number().int(), stakes: ZInt8, pending: ZInt8, net: ZInt8 }).transform(
    (row): PlayMoney => ({
      betCount: row.bet_count,
      stakesMinor: row.stakes,
      pendingMinor: row.pending,
      settledNetMinor: row.net,
    }),
  ),
]);

/** The player's bets and results from `from` to `to` (play_money). */
export async function playMoney(db: Executor, userId: number, from: SQL, to: Date): Promise<PlayMoney> {
  const rows = await queryRows<unknown>(
    db,
    sql`SELECT bet_count, stakes, pending, net FROM play_money(${userId}, ${from}, ${iso(to)}::timestamptz)`,
  );
  const [money] = ZPlayMoney.parse(rows);
  return money;
}

export type DepositsAsked = {
  /** Pending and credited top-ups: what the deposit limit counts. */
  totalMinor: bigint;
  /** Of those, the ones still waiting for review. */
  pendingMinor: bigint;
};

/** The sums of depositsAsked: one row, whatever the window holds. */
const ZDepositsAsked = z.tuple([
  z
    .object({ total: ZInt8, pending: ZInt8 })
    .transform((row): DepositsAsked => ({ totalMinor: row.total, pendingMinor: row.pending })),
]);

/**
 * Top-ups asked for in the window that may still be credited or were: pending and credited ones. A
 * pending one counts because it is credited later without another limit check.
 */
export async function depositsAsked(
  db: Executor,
  userId: number,
  from: SQL,
  to: Date,
): Promise<DepositsAsked> {
  const rows = await queryRows<unknown>(
    db,
    sql`SELECT coalesce(sum(amount_minor), 0)::bigint AS total,
               coalesce(sum(amount_minor) FILTER (WHERE status = 'pending'), 0)::bigint AS pending
        FROM deposits
        WHERE user_id = ${userId} AND status IN ('pending', 'credited')
          AND created_at >= ${from} AND created_at <= ${iso(to)}::timestamptz`,
  );
  const [asked] = ZDepositsAsked.parse(rows);
  return asked;
}

/** The start of the day, week or month holding `at` in `timeZone` (play_period_start), as SQL. */
export const periodStart = (period: PlayPeriod, at: Date, timeZone: string): SQL =>
  sql`play_period_start(${period}, ${iso(at)}::timestamptz, ${timeZone})`;

export type PlayPeriod = 'day' | 'week' | 'month';

const ZPeriod = z.enum(['day', 'week', 'month']);

/**
 * Why the player's own rules refuse a bet, as play_bet_refusal answers (sql/play-bet-refusal.sql): the
 * bet write's answer for a call they refuse, and the check before an auto-bet plan starts.
 */
export const ZPlayRefusal = z.discriminatedUnion('status', [
  z.object({ status: z.literal('play_break'), kind: z.enum(playBreakKinds), endsAt: z.coerce.date() }),
  z.object({ status: z.literal('session_limit') }),
  z.object({ status: z.literal('stake_limit'), period: ZPeriod, limit: ZMinorText, staked: ZMinorText }),
  z.object({ status: z.literal('loss_limit'), period: ZPeriod, limit: ZMinorText, lost: ZMinorText }),
]);
export type PlayRefusal = z.infer<typeof ZPlayRefusal>;

/** What the player's rules say of a bet of `stakeMinor` at `at` (play_bet_refusal); null: allowed. */
export async function selectBetRefusal(
  db: Executor,
  userId: number,
  stakeMinor: bigint,
  at: Date,
  timeZone: string,
  gapMinutes: number,
): Promise<PlayRefusal | null> {
  const [row] = await queryRows<{ refusal: unknown }>(
    db,
    sql`SELECT play_bet_refusal(${userId}, 0, ${stakeMinor.toString()}::bigint, ${iso(at)}::timestamptz,
                                ${timeZone}, ${gapMinutes}) AS refusal`,
  );
  return row?.refusal ? ZPlayRefusal.parse(row.refusal) : null;
}

export type RealityCheckSession = {
  userId: number;
  sessionId: number;
  startedAt: Date;
  realityCheckMinutes: number;
};

const ZRealityCheckSession = z
  .object({ user_id: ZInt8, session_id: ZInt8, started_at: ZInstant, minutes: z.number().int() })
  .transform(
    (row): RealityCheckSession => ({
      userId: Number(row.user_id),
      sessionId: Number(row.session_id),
      startedAt: row.started_at,
      realityCheckMinutes: row.minutes,
    }),
  );

/**
 * The play sessions in progress at `at` (last activity less than `gapMinutes` before) of those of `userIds`
 * who set a reality check: what the reality check's push reads.
 */
export async function selectRealityCheckSessions(
  db: Executor,
  userIds: readonly number[],
  at: Date,
  gapMinutes: number,
): Promise<RealityCheckSession[]> {
  if (userIds.length === 0) return [];
  const rows = await queryRows<unknown>(
    db,
    sql`SELECT p.user_id, s.id AS session_id, s.started_at, p.reality_check_minutes AS minutes
        FROM play_settings p
        CROSS JOIN LATERAL (SELECT s0.id, s0.started_at, s0.last_at FROM play_sessions s0
                            WHERE s0.user_id = p.user_id ORDER BY s0.id DESC LIMIT 1) s
        WHERE p.user_id = ANY(${`{${userIds.join(',')}}`}::bigint[])
          AND p.reality_check_minutes IS NOT NULL
          AND s.last_at > ${iso(at)}::timestamptz - make_interval(mins => ${gapMinutes})
          AND s.started_at <= ${iso(at)}::timestamptz`,
  );
  return z.array(ZRealityCheckSession).parse(rows);
}
