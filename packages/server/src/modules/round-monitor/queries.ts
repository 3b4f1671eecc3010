// SQL of the round monitor: the rounds under way with their stakes and what they could pay, sliced by bet
// type, room and player, and past rounds with their results and totals.
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database';
import type { RoundStatus } from '../rounds/service';

export type LiveRoundRow = {
  id: number;
  gameTypeId: number;
  gameNameZh: string;
  gameNameEn: string;
  issue: number;
  status: RoundStatus;
  opensAt: Date;
  closesAt: Date;
  drawsAt: Date;
};

/** Rounds opened by the clock and not drawn yet (taking bets, or closed awaiting the draw), oldest first. */
export async function selectLiveRounds(
  db: Executor,
  gameTypeId: number | undefined,
  now: Date,
): Promise<LiveRoundRow[]> {
  const rows = await queryRows<{
    id: bigint;
    game_type_id: number;
    name_zh: string;
    name_en: string;
    issue: bigint;
    status: RoundStatus;
    opens_at: Date | string;
    closes_at: Date | string;
    draws_at: Date | string;
  }>(
    db,
    sql`SELECT r.id, r.game_type_id, g.name_zh, g.name_en, r.issue, r.status, r.opens_at, r.closes_at, r.draws_at
        FROM rounds r JOIN game_types g ON g.id = r.game_type_id
        WHERE g.is_enabled AND r.status IN ('scheduled', 'open', 'closed')
          AND r.opens_at <= ${now.toISOString()}::timestamptz
          AND (${gameTypeId ?? null}::integer IS NULL OR r.game_type_id = ${gameTypeId ?? null}::integer)
        ORDER BY g.sort_order, g.id, r.issue`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    gameTypeId: row.game_type_id,
    gameNameZh: row.name_zh,
    gameNameEn: row.name_en,
    issue: Number(row.issue),
    status: row.status,
    opensAt: new Date(row.opens_at),
    closesAt: new Date(row.closes_at),
    drawsAt: new Date(row.draws_at),
  }));
}

export type StakeSlice = { betCount: number; stakeMinor: bigint; payoutMinor: bigint };
type StakeSqlRow = { bet_count: number; stake: bigint | string; payout: bigint | string };
const sliceOf = (row: StakeSqlRow): StakeSlice => ({
  betCount: Number(row.bet_count),
  stakeMinor: BigInt(row.stake),
  payoutMinor: BigInt(row.payout),
});

/** Standing bets of the rounds (in one room, when asked): count, stake, and stake × odds if they won. */
const STAKES = sql.raw(
  'count(*)::integer AS bet_count, coalesce(sum(b.stake_minor), 0)::bigint AS stake, ' +
    'coalesce(sum(b.stake_minor * b.odds / 10000), 0)::bigint AS payout',
);

function standing(roundIds: number[], roomId: number | undefined): SQL {
  return sql`b.status = 'placed'
    AND b.round_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(roundIds)}::jsonb)::bigint)
    AND (${roomId ?? null}::integer IS NULL OR b.room_id = ${roomId ?? null}::integer)`;
}

export async function selectStakesByBetType(db: Executor, roundIds: number[], roomId: number | undefined) {
  const rows = await queryRows<StakeSqlRow & { round_id: bigint; bet_type: string }>(
    db,
    sql`SELECT b.round_id, b.bet_type, ${STAKES} FROM bets b WHERE ${standing(roundIds, roomId)}
        GROUP BY b.round_id, b.bet_type ORDER BY stake DESC, b.bet_type`,
  );
  return rows.map((row) => ({ roundId: Number(row.round_id), betType: row.bet_type, ...sliceOf(row) }));
}

export async function selectStakesByRoom(db: Executor, roundIds: number[], roomId: number | undefined) {
  const rows = await queryRows<
    StakeSqlRow & { round_id: bigint; room_id: number; name_zh: string; name_en: string; cap: bigint | null }
  >(
    db,
    sql`SELECT b.round_id, b.room_id, m.name_zh, m.name_en, m.room_round_payout_max_minor AS cap, ${STAKES}
        FROM bets b JOIN rooms m ON m.id = b.room_id WHERE ${standing(roundIds, roomId)}
        GROUP BY b.round_id, b.room_id, m.name_zh, m.name_en, m.room_round_payout_max_minor
        ORDER BY stake DESC, b.room_id`,
  );
  return rows.map((row) => ({
    roundId: Number(row.round_id),
    roomId: row.room_id,
    nameZh: row.name_zh,
    nameEn: row.name_en,
    capMinor: row.cap === null ? null : BigInt(row.cap),
    ...sliceOf(row),
  }));
}

/** Each round's players, biggest stake first, with the number of players in all. */
export async function selectStakesByPlayer(
  db: Executor,
  roundIds: number[],
  roomId: number | undefined,
  top: number,
) {
  const rows = await queryRows<
    StakeSqlRow & { round_id: bigint; user_id: bigint; account: string; place: number; players: number }
  >(
    db,
    sql`SELECT * FROM (
          SELECT p.*, row_number() OVER (PARTITION BY p.round_id ORDER BY p.stake DESC, p.user_id)::integer AS place,
                 count(*) OVER (PARTITION BY p.round_id)::integer AS players
          FROM (SELECT b.round_id, b.user_id, u.account, ${STAKES}
                FROM bets b JOIN users u ON u.id = b.user_id WHERE ${standing(roundIds, roomId)}
                GROUP BY b.round_id, b.user_id, u.account) p) ranked
        WHERE place <= ${top} ORDER BY round_id, place`,
  );
  return rows.map((row) => ({
    roundId: Number(row.round_id),
    userId: Number(row.user_id),
    account: row.account,
    players: Number(row.players),
    ...sliceOf(row),
  }));
}

export type RoundFilter = { gameTypeId?: number | undefined; status?: RoundStatus | undefined; now: Date };

function roundWhere(filter: RoundFilter): SQL {
  return sql`r.opens_at <= ${filter.now.toISOString()}::timestamptz
    AND (${filter.gameTypeId ?? null}::integer IS NULL OR r.game_type_id = ${filter.gameTypeId ?? null}::integer)
    AND (${filter.status ?? null}::text IS NULL OR r.status = ${filter.status ?? null}::text)`;
}

export async function countRounds(db: Executor, filter: RoundFilter): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`SELECT count(*)::integer AS total FROM rounds r WHERE ${roundWhere(filter)}`,
  );
  return Number(row?.total ?? 0);
}

export type PastRoundRow = LiveRoundRow & {
  digits: { a: number; b: number; c: number; sum: number } | null;
  voidedAt: Date | null;
  betCount: number;
  playerCount: number;
  stakeMinor: bigint;
  payoutMinor: bigint;
};

/** Rounds opened by the clock, newest first, with their bets' totals and what settlement paid. */
export async function selectRounds(
  db: Executor,
  filter: RoundFilter,
  limit: number,
  offset: number,
): Promise<PastRoundRow[]> {
  const rows = await queryRows<{
    id: bigint;
    game_type_id: number;
    name_zh: string;
    name_en: string;
    issue: bigint;
    status: RoundStatus;
    opens_at: Date | string;
    closes_at: Date | string;
    draws_at: Date | string;
    voided_at: Date | string | null;
    digit_a: number | null;
    digit_b: number | null;
    digit_c: number | null;
    sum: number | null;
    bet_count: number;
    player_count: number;
    stake: bigint | string;
    payout: bigint | string;
  }>(
    db,
    sql`SELECT r.id, r.game_type_id, g.name_zh, g.name_en, r.issue, r.status, r.opens_at, r.closes_at,
               r.draws_at, r.voided_at, r.digit_a, r.digit_b, r.digit_c, r.sum,
               t.bet_count, t.player_count, t.stake, coalesce(s.payout, 0)::bigint AS payout
        FROM rounds r
        JOIN game_types g ON g.id = r.game_type_id
        -- A void round's bets were refunded: its totals are what was staked before the void.
        CROSS JOIN LATERAL (
          SELECT count(*)::integer AS bet_count, count(DISTINCT b.user_id)::integer AS player_count,
                 coalesce(sum(b.stake_minor), 0)::bigint AS stake
          FROM bets b WHERE b.round_id = r.id AND b.status IN ('placed', 'void')) t
        LEFT JOIN LATERAL (
          SELECT sum(p.payout_minor + p.refund_minor)::bigint AS payout
          FROM round_player_results p WHERE p.round_id = r.id) s ON true
        WHERE ${roundWhere(filter)}
        ORDER BY r.issue DESC, r.game_type_id LIMIT ${limit} OFFSET ${offset}`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    gameTypeId: row.game_type_id,
    gameNameZh: row.name_zh,
    gameNameEn: row.name_en,
    issue: Number(row.issue),
    status: row.status,
    opensAt: new Date(row.opens_at),
    closesAt: new Date(row.closes_at),
    drawsAt: new Date(row.draws_at),
    voidedAt: row.voided_at === null ? null : new Date(row.voided_at),
    digits:
      row.digit_a === null || row.digit_b === null || row.digit_c === null || row.sum === null
        ? null
        : { a: row.digit_a, b: row.digit_b, c: row.digit_c, sum: row.sum },
    betCount: Number(row.bet_count),
    playerCount: Number(row.player_count),
    stakeMinor: BigInt(row.stake),
    payoutMinor: BigInt(row.payout),
  }));
}
