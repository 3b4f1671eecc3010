// SQL of responsible play: limits with their pending raises, reality-check settings, breaks, play
// sessions, and the player's own figures per period (stakes, deposits, losses) read from bets, settled
// results and top-up requests.
import type { PlayBreakKind, PlayLimitKey } from '@fair28/shared';
import { type SQL, sql } from 'drizzle-orm';
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

/** The break in force at `at` that ends last, if any. */
export async function selectActiveBreak(
  db: Executor,
  userId: number,
  at: Date,
): Promise<BreakRow | undefined> {
  const [row] = await queryRows<{ kind: PlayBreakKind; starts_at: Date | string; ends_at: Date | string }>(
    db,
    sql`SELECT kind, starts_at, ends_at FROM play_breaks
        WHERE user_id = ${userId} AND starts_at <= ${iso(at)}::timestamptz AND ends_at > ${iso(at)}::timestamptz
        ORDER BY ends_at DESC, id DESC LIMIT 1`,
  );
  return row && { kind: row.kind, startsAt: new Date(row.starts_at), endsAt: new Date(row.ends_at) };
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

/** The session in progress at `at` (its last activity less than `gapMinutes` ago), if any. */
export async function selectCurrentSession(
  db: Executor,
  userId: number,
  at: Date,
  gapMinutes: number,
): Promise<SessionRow | undefined> {
  const [row] = await queryRows<{ started_at: Date | string; last_at: Date | string }>(
    db,
    sql`SELECT started_at, last_at FROM play_sessions
        WHERE user_id = ${userId} AND last_at > ${iso(at)}::timestamptz - make_interval(mins => ${gapMinutes})
        ORDER BY id DESC LIMIT 1`,
  );
  return row && { startedAt: new Date(row.started_at), lastAt: new Date(row.last_at) };
}

/** Extends the session in progress to `at`, or starts one (touch_play_sessions, as a bet does). */
export async function touchSession(
  db: Executor,
  userId: number,
  at: Date,
  gapMinutes: number,
): Promise<SessionRow> {
  const [row] = await queryRows<{ started_at: Date | string; last_at: Date | string }>(
    db,
    sql`SELECT started_at, last_at
        FROM touch_play_sessions(ARRAY[${userId}]::bigint[], ${iso(at)}::timestamptz, ${gapMinutes})`,
  );
  if (!row) throw new Error('play session neither extended nor started');
  return { startedAt: new Date(row.started_at), lastAt: new Date(row.last_at) };
}

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
  const [row] = await queryRows<{ seconds: number | null }>(
    db,
    sql`SELECT sum(extract(epoch FROM
                 least(CASE WHEN last_at > ${end} - make_interval(mins => ${gapMinutes}) THEN ${end} ELSE last_at END,
                       ${end})
                 - greatest(started_at, ${from})))::float8 AS seconds
        FROM play_sessions
        WHERE user_id = ${userId} AND last_at > ${from} AND started_at < ${end}`,
  );
  return Math.floor(Math.max(0, row?.seconds ?? 0) / 60);
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

/** The player's bets and results from `from` to `to`. */
export async function playMoney(db: Executor, userId: number, from: SQL, to: Date): Promise<PlayMoney> {
  const [row] = await queryRows<{ bet_count: number; stakes: string; pending: string; net: string }>(
    db,
    sql`SELECT
          (SELECT count(*)::integer FROM bets b
            WHERE b.user_id = ${userId} AND b.status = 'placed'
              AND b.created_at >= ${from} AND b.created_at <= ${iso(to)}::timestamptz) AS bet_count,
          (SELECT coalesce(sum(b.stake_minor), 0)::bigint FROM bets b
            WHERE b.user_id = ${userId} AND b.status = 'placed'
              AND b.created_at >= ${from} AND b.created_at <= ${iso(to)}::timestamptz) AS stakes,
          (SELECT coalesce(sum(b.stake_minor), 0)::bigint FROM bets b JOIN rounds r ON r.id = b.round_id
            WHERE b.user_id = ${userId} AND b.status = 'placed' AND r.status <> 'settled'
              AND b.created_at >= ${from} AND b.created_at <= ${iso(to)}::timestamptz) AS pending,
          (SELECT coalesce(sum(p.payout_minor + p.refund_minor - p.stake_minor), 0)::bigint
             FROM round_player_results p
            WHERE p.user_id = ${userId} AND p.settled_at >= ${from} AND p.settled_at <= ${iso(to)}::timestamptz) AS net`,
  );
  return {
    betCount: row?.bet_count ?? 0,
    stakesMinor: BigInt(row?.stakes ?? 0),
    pendingMinor: BigInt(row?.pending ?? 0),
    settledNetMinor: BigInt(row?.net ?? 0),
  };
}

export type DepositsAsked = {
  /** Pending and credited top-ups: what the deposit limit counts. */
  totalMinor: bigint;
  /** Of those, the ones still waiting for review. */
  pendingMinor: bigint;
};

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
  const [row] = await queryRows<{ total: string; pending: string }>(
    db,
    sql`SELECT coalesce(sum(amount_minor), 0)::bigint AS total,
               coalesce(sum(amount_minor) FILTER (WHERE status = 'pending'), 0)::bigint AS pending
        FROM deposits
        WHERE user_id = ${userId} AND status IN ('pending', 'credited')
          AND created_at >= ${from} AND created_at <= ${iso(to)}::timestamptz`,
  );
  return { totalMinor: BigInt(row?.total ?? 0), pendingMinor: BigInt(row?.pending ?? 0) };
}
