// SQL of bets: cancelling (each bet flips once, whoever races it), the turnover a cancel gives back, and
// the bet history and daily stats players read. Placing is the bet write (batch.ts, sql/write-bet-batch.sql).
import { PLAIN_BET_TYPES } from '@fair28/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database';
import type { StoredRoomRules } from '../../db/schema';
import type { RoundStatus } from '../rounds/service';

export async function selectOwnBets(db: Executor, userId: number, roomId: number, betIds: number[]) {
  const rows = await queryRows<{ id: bigint; round_id: bigint }>(
    db,
    sql`SELECT id, round_id FROM bets
        WHERE user_id = ${userId} AND room_id = ${roomId}
          AND id IN (SELECT jsonb_array_elements_text(${JSON.stringify(betIds)}::jsonb)::bigint)`,
  );
  return rows.map((row) => ({ id: Number(row.id), roundId: Number(row.round_id) }));
}

/** placed → cancelled for the player's matching bets; each bet changes once, whoever races it. */
export async function cancelPlacedBets(
  db: Executor,
  filter: { userId: number; roomId: number; roundIds: number[]; betIds: number[] | null; now: Date },
) {
  const rows = await queryRows<{
    id: bigint;
    round_id: bigint;
    stake_minor: bigint;
    odds: bigint;
    turnover_minor: bigint;
  }>(
    db,
    sql`UPDATE bets SET status = 'cancelled', cancelled_at = ${filter.now.toISOString()}
        WHERE user_id = ${filter.userId} AND room_id = ${filter.roomId} AND status = 'placed'
          AND round_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(filter.roundIds)}::jsonb)::bigint)
          AND (${filter.betIds === null} OR id IN (
            SELECT jsonb_array_elements_text(${JSON.stringify(filter.betIds ?? [])}::jsonb)::bigint))
        RETURNING id, round_id, stake_minor, odds, turnover_minor`,
  );
  return rows
    .map((row) => ({
      id: Number(row.id),
      roundId: Number(row.round_id),
      stakeMinor: BigInt(row.stake_minor),
      odds: BigInt(row.odds),
      turnoverMinor: BigInt(row.turnover_minor),
    }))
    .sort((x, y) => x.id - y.id);
}

/** placed → void for every bet of a voided round, in bet id order; each changes once. */
export async function voidPlacedBets(db: Executor, roundId: number, now: Date) {
  const rows = await queryRows<{
    id: bigint;
    user_id: bigint;
    room_id: number;
    stake_minor: bigint;
    turnover_minor: bigint;
  }>(
    db,
    sql`UPDATE bets SET status = 'void', cancelled_at = ${now.toISOString()}
        WHERE round_id = ${roundId} AND status = 'placed'
        RETURNING id, user_id, room_id, stake_minor, turnover_minor`,
  );
  return rows
    .map((row) => ({
      id: Number(row.id),
      userId: Number(row.user_id),
      roomId: row.room_id,
      stakeMinor: BigInt(row.stake_minor),
      turnoverMinor: BigInt(row.turnover_minor),
    }))
    .sort((x, y) => x.id - y.id);
}

/**
 * Cancelled bets no longer count against the room's payout cap of their round. Locks the exposure rows by
 * round, as the bet batch does, before the ledger locks the wallet.
 */
export async function releaseExposure(
  db: Executor,
  roomId: number,
  cancelled: Array<{ roundId: number; stakeMinor: bigint; odds: bigint }>,
): Promise<void> {
  const perRound = new Map<number, bigint>();
  for (const bet of cancelled) {
    perRound.set(bet.roundId, (perRound.get(bet.roundId) ?? 0n) + (bet.stakeMinor * bet.odds) / 10_000n);
  }
  const rows = [...perRound]
    .sort(([x], [y]) => x - y)
    .map(([roundId, payout]) => ({ roundId, payout: String(payout) }));
  if (rows.length === 0) return;
  await db.execute(sql`
    UPDATE round_room_exposure e SET payout_max_minor = greatest(0, e.payout_max_minor - r.payout)
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r("roundId" bigint, payout bigint)
    WHERE e.round_id = r."roundId" AND e.room_id = ${roomId}`);
}

/** A cancelled bet gives back the turnover it had paid off. */
export async function restoreTurnover(db: Executor, userId: number, amountMinor: bigint): Promise<void> {
  if (amountMinor <= 0n) return;
  await db.execute(
    sql`UPDATE users SET turnover_required_minor = turnover_required_minor + ${amountMinor.toString()}::bigint
        WHERE id = ${userId}`,
  );
}

/** Big/Small/Odd/Even: the bets whose total stake the 13/14 threshold compares. */
const PLAIN_TYPES = `{${PLAIN_BET_TYPES.join(',')}}`;

export type BetHistoryRow = {
  id: number;
  roundId: number;
  issue: number;
  gameTypeId: number;
  roomId: number;
  roomNameZh: string;
  roomNameEn: string;
  betType: string;
  stakeMinor: bigint;
  odds: bigint;
  status: 'placed' | 'cancelled' | 'void';
  createdAt: Date;
  roundStatus: RoundStatus;
  digits: { a: number; b: number; c: number; sum: number } | null;
  /** The player's stake on Big/Small/Odd/Even in that round and room (placed bets). */
  plainStakeMinor: bigint;
  settledRules: StoredRoomRules | null;
  /** The auto-bet plan that placed it (its key is auto#<plan>#…), or null. */
  planId: number | null;
};

/** Keys of bets an auto-bet plan placed: '#' is never in a player's own key (ZIdempotencyKey). */
export const PLAN_KEY_PREFIX = 'auto#';

export type BetHistoryFilter = {
  userId: number;
  /** The bets of one place-bet call. */
  requestKey?: string | undefined;
  /** One bet of the player's (the shareable bet slip). */
  betId?: number | undefined;
  roomId?: number | undefined;
  gameTypeId?: number | undefined;
  status?: 'pending' | 'settled' | 'cancelled' | undefined;
  /** Instants as SQL (db/time.ts), so day boundaries in the configured zone are the database's. */
  from?: SQL | undefined;
  to?: SQL | undefined;
};

function historyWhere(filter: BetHistoryFilter) {
  const status =
    filter.status === 'cancelled'
      ? sql`b.status IN ('cancelled', 'void')`
      : filter.status === 'settled'
        ? sql`b.status = 'placed' AND r.status = 'settled'`
        : filter.status === 'pending'
          ? sql`b.status = 'placed' AND r.status <> 'settled'`
          : sql`TRUE`;
  return sql`b.user_id = ${filter.userId}
    AND (${filter.betId ?? null}::bigint IS NULL OR b.id = ${filter.betId ?? null}::bigint)
    AND (${filter.requestKey ?? null}::text IS NULL OR b.request_key = ${filter.requestKey ?? null}::text)
    AND (${filter.roomId ?? null}::integer IS NULL OR b.room_id = ${filter.roomId ?? null}::integer)
    AND (${filter.gameTypeId ?? null}::integer IS NULL OR r.game_type_id = ${filter.gameTypeId ?? null}::integer)
    AND ${filter.from ? sql`b.created_at >= ${filter.from}` : sql`TRUE`}
    AND ${filter.to ? sql`b.created_at < ${filter.to}` : sql`TRUE`}
    AND ${status}`;
}

export async function countBetHistory(db: Executor, filter: BetHistoryFilter): Promise<number> {
  const [count] = await queryRows<{ total: number }>(
    db,
    sql`SELECT count(*)::integer AS total FROM bets b JOIN rounds r ON r.id = b.round_id
        WHERE ${historyWhere(filter)}`,
  );
  return count?.total ?? 0;
}

/** A page of the player's bets, newest first, each with what its outcome is derived from. */
export async function selectBetHistory(
  db: Executor,
  filter: BetHistoryFilter,
  limit: number,
  offset: number,
): Promise<BetHistoryRow[]> {
  const rows = await queryRows<{
    id: bigint;
    round_id: bigint;
    issue: bigint;
    game_type_id: number;
    room_id: number;
    name_zh: string;
    name_en: string;
    bet_type: string;
    stake_minor: bigint;
    odds: bigint;
    status: 'placed' | 'cancelled' | 'void';
    created_at: Date | string;
    round_status: RoundStatus;
    digit_a: number | null;
    digit_b: number | null;
    digit_c: number | null;
    sum: number | null;
    plain_stake: bigint | null;
    rules: StoredRoomRules | null;
    plan_id: string | null;
  }>(
    db,
    sql`SELECT b.id, b.round_id, r.issue, r.game_type_id, b.room_id, m.name_zh, m.name_en, b.bet_type,
               b.stake_minor, b.odds, b.status, b.created_at, r.status AS round_status,
               r.digit_a, r.digit_b, r.digit_c, r.sum,
               (SELECT sum(p.stake_minor) FROM bets p
                 WHERE p.round_id = b.round_id AND p.room_id = b.room_id AND p.user_id = b.user_id
                   AND p.status = 'placed' AND p.bet_type = ANY(${PLAIN_TYPES}::text[]))::bigint AS plain_stake,
               s.rules,
               CASE WHEN b.request_key LIKE ${`${PLAN_KEY_PREFIX}%`}
                    THEN split_part(b.request_key, '#', 2) END AS plan_id
        FROM bets b
        JOIN rounds r ON r.id = b.round_id
        JOIN rooms m ON m.id = b.room_id
        LEFT JOIN round_room_settlements s ON s.round_id = b.round_id AND s.room_id = b.room_id
        WHERE ${historyWhere(filter)}
        ORDER BY b.id DESC LIMIT ${limit} OFFSET ${offset}`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    roundId: Number(row.round_id),
    issue: Number(row.issue),
    gameTypeId: row.game_type_id,
    roomId: row.room_id,
    roomNameZh: row.name_zh,
    roomNameEn: row.name_en,
    betType: row.bet_type,
    stakeMinor: BigInt(row.stake_minor),
    odds: BigInt(row.odds),
    status: row.status,
    createdAt: new Date(row.created_at),
    roundStatus: row.round_status,
    digits:
      row.digit_a === null || row.digit_b === null || row.digit_c === null || row.sum === null
        ? null
        : { a: row.digit_a, b: row.digit_b, c: row.digit_c, sum: row.sum },
    plainStakeMinor: row.plain_stake === null ? 0n : BigInt(row.plain_stake),
    settledRules: row.rules,
    planId: row.plan_id === null ? null : Number(row.plan_id),
  }));
}

export type StatDayRow = { date: string; betCount: number; stakeMinor: bigint; payoutMinor: bigint };
export type StatFilter = { userId: number; timeZone: string; from: SQL; to: SQL };

/** Settled results per day in `timeZone`; `from`/`to` bound the settlement time. */
function statDays(filter: StatFilter) {
  return sql`
    SELECT to_char((settled_at AT TIME ZONE ${filter.timeZone})::date, 'YYYY-MM-DD') AS day,
           sum(bet_count)::integer AS bet_count, sum(stake_minor)::bigint AS stake,
           sum(payout_minor + refund_minor)::bigint AS payout
    FROM round_player_results
    WHERE user_id = ${filter.userId} AND settled_at >= ${filter.from} AND settled_at < ${filter.to}
    GROUP BY 1`;
}

/** A page of days, newest first. */
export async function selectStatDays(
  db: Executor,
  filter: StatFilter,
  limit: number,
  offset: number,
): Promise<StatDayRow[]> {
  const rows = await queryRows<{ day: string; bet_count: number; stake: bigint; payout: bigint }>(
    db,
    sql`SELECT * FROM (${statDays(filter)}) d ORDER BY day DESC LIMIT ${limit} OFFSET ${offset}`,
  );
  return rows.map((row) => ({
    date: row.day,
    betCount: row.bet_count,
    stakeMinor: BigInt(row.stake),
    payoutMinor: BigInt(row.payout),
  }));
}

/** How many days the filter covers, and their sums. */
export async function sumStatDays(
  db: Executor,
  filter: StatFilter,
): Promise<{ days: number; totals: Omit<StatDayRow, 'date'> }> {
  const [summary] = await queryRows<{ total: number; bet_count: number; stake: bigint; payout: bigint }>(
    db,
    sql`SELECT count(*)::integer AS total, coalesce(sum(bet_count), 0)::integer AS bet_count,
               coalesce(sum(stake), 0)::bigint AS stake, coalesce(sum(payout), 0)::bigint AS payout
        FROM (${statDays(filter)}) d`,
  );
  return {
    days: summary?.total ?? 0,
    totals: {
      betCount: summary?.bet_count ?? 0,
      stakeMinor: BigInt(summary?.stake ?? 0n),
      payoutMinor: BigInt(summary?.payout ?? 0n),
    },
  };
}
