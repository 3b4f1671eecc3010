// SQL of the game catalogue (game types, areas, rooms) and of what players read about rounds:
// the current round, recent results, trend, verification, bet history and daily stats.
import { and, asc, eq, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database';
import { gameAreas, gameTypes, rooms, type StoredRoomRules } from '../../db/schema';

export type GameTypeRow = typeof gameTypes.$inferSelect;
export type GameAreaRow = typeof gameAreas.$inferSelect;
export type RoomRow = typeof rooms.$inferSelect;

export async function insertGameType(db: Executor, row: typeof gameTypes.$inferInsert): Promise<GameTypeRow> {
  const [inserted] = await db.insert(gameTypes).values(row).returning();
  if (!inserted) throw new Error('game type insert returned nothing');
  return inserted;
}

export async function insertGameArea(db: Executor, row: typeof gameAreas.$inferInsert): Promise<GameAreaRow> {
  const [inserted] = await db.insert(gameAreas).values(row).returning();
  if (!inserted) throw new Error('game area insert returned nothing');
  return inserted;
}

export async function insertRoom(db: Executor, row: typeof rooms.$inferInsert): Promise<RoomRow> {
  const [inserted] = await db.insert(rooms).values(row).returning();
  if (!inserted) throw new Error('room insert returned nothing');
  return inserted;
}

export async function updateRoom(db: Executor, id: number, changes: Partial<typeof rooms.$inferInsert>) {
  await db.update(rooms).set(changes).where(eq(rooms.id, id));
}

export async function selectGameTypes(db: Executor) {
  return queryRows<GameTypeListRow>(
    db,
    sql`SELECT g.id, g.code, g.name_zh, g.name_en, g.layout, g.round_seconds, g.close_before_draw_seconds,
               (SELECT min(r.id) FROM rooms r WHERE r.game_type_id = g.id) AS first_room_id
        FROM game_types g WHERE g.is_enabled ORDER BY g.sort_order, g.id`,
  );
}
export type GameTypeListRow = {
  id: number;
  code: string;
  name_zh: string;
  name_en: string;
  layout: 'beijing' | 'canada';
  round_seconds: number;
  close_before_draw_seconds: number;
  first_room_id: number | null;
};

export function selectGameTypeCodes(db: Executor) {
  return db.select({ code: gameTypes.code }).from(gameTypes);
}

export async function findGameType(db: Executor, id: number): Promise<GameTypeRow | undefined> {
  const [row] = await db.select().from(gameTypes).where(eq(gameTypes.id, id));
  return row;
}

export async function selectAreas(db: Executor, gameTypeId: number | undefined) {
  return queryRows<{
    id: number;
    game_type_id: number;
    name_zh: string;
    name_en: string;
    room_count: number;
  }>(
    db,
    sql`SELECT a.id, a.game_type_id, a.name_zh, a.name_en,
               (SELECT count(*)::integer FROM rooms r WHERE r.area_id = a.id) AS room_count
        FROM game_areas a JOIN game_types g ON g.id = a.game_type_id
        WHERE g.is_enabled AND (${gameTypeId ?? null}::integer IS NULL OR a.game_type_id = ${gameTypeId ?? null}::integer)
        ORDER BY a.sort_order, a.id`,
  );
}

export async function selectRooms(
  db: Executor,
  filter: { areaId?: number | undefined; gameTypeId?: number | undefined },
): Promise<RoomRow[]> {
  const conditions = [
    filter.areaId === undefined ? undefined : eq(rooms.areaId, filter.areaId),
    filter.gameTypeId === undefined ? undefined : eq(rooms.gameTypeId, filter.gameTypeId),
  ].filter((condition) => condition !== undefined);
  return db
    .select()
    .from(rooms)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(asc(rooms.sortOrder), asc(rooms.id));
}

export async function findRoom(db: Executor, id: number): Promise<RoomRow | undefined> {
  const [row] = await db.select().from(rooms).where(eq(rooms.id, id));
  return row;
}

export type RoundRow = {
  id: number;
  gameTypeId: number;
  issue: number;
  status: 'scheduled' | 'open' | 'closed' | 'drawn' | 'settled';
  opensAt: Date;
  closesAt: Date;
  drawsAt: Date;
  chainId: number;
  chainIndex: number;
  roundHash: string | null;
  numbers: number[] | null;
  a: number | null;
  b: number | null;
  c: number | null;
  sum: number | null;
};

type RoundSqlRow = {
  id: bigint;
  game_type_id: number;
  issue: bigint;
  status: RoundRow['status'];
  opens_at: Date | string;
  closes_at: Date | string;
  draws_at: Date | string;
  chain_id: bigint;
  chain_index: number;
  round_hash: string | null;
  numbers: number[] | null;
  digit_a: number | null;
  digit_b: number | null;
  digit_c: number | null;
  sum: number | null;
};

const ROUND_COLUMNS = sql.raw(
  'id, game_type_id, issue, status, opens_at, closes_at, draws_at, chain_id, chain_index, round_hash, numbers, digit_a, digit_b, digit_c, sum',
);

function roundOf(row: RoundSqlRow): RoundRow {
  return {
    id: Number(row.id),
    gameTypeId: row.game_type_id,
    issue: Number(row.issue),
    status: row.status,
    opensAt: new Date(row.opens_at),
    closesAt: new Date(row.closes_at),
    drawsAt: new Date(row.draws_at),
    chainId: Number(row.chain_id),
    chainIndex: row.chain_index,
    roundHash: row.round_hash,
    numbers: row.numbers?.map(Number) ?? null,
    a: row.digit_a,
    b: row.digit_b,
    c: row.digit_c,
    sum: row.sum,
  };
}

/** The round taking bets at `now` by the clock, if the scheduler has not closed it. */
export async function findBettingRound(
  db: Executor,
  gameTypeId: number,
  now: Date,
): Promise<RoundRow | undefined> {
  const [row] = await queryRows<RoundSqlRow>(
    db,
    sql`SELECT ${ROUND_COLUMNS} FROM rounds
        WHERE game_type_id = ${gameTypeId} AND status IN ('scheduled', 'open')
          AND opens_at <= ${now.toISOString()} AND closes_at > ${now.toISOString()}
        ORDER BY issue LIMIT 1`,
  );
  return row && roundOf(row);
}

/** The rounds not drawn yet, oldest first: the one awaiting its draw, the one taking bets, the next. */
export async function selectUndrawnRounds(db: Executor, gameTypeId: number): Promise<RoundRow[]> {
  const rows = await queryRows<RoundSqlRow>(
    db,
    sql`SELECT ${ROUND_COLUMNS} FROM rounds
        WHERE game_type_id = ${gameTypeId} AND status IN ('scheduled', 'open', 'closed')
        ORDER BY issue LIMIT 4`,
  );
  return rows.map(roundOf);
}

export async function selectDrawnRounds(
  db: Executor,
  gameTypeId: number,
  limit: number,
): Promise<RoundRow[]> {
  const rows = await queryRows<RoundSqlRow>(
    db,
    sql`SELECT ${ROUND_COLUMNS} FROM rounds
        WHERE game_type_id = ${gameTypeId} AND round_hash IS NOT NULL
        ORDER BY issue DESC LIMIT ${limit}`,
  );
  return rows.map(roundOf);
}

export async function findRound(db: Executor, id: number): Promise<RoundRow | undefined> {
  const [row] = await queryRows<RoundSqlRow>(db, sql`SELECT ${ROUND_COLUMNS} FROM rounds WHERE id = ${id}`);
  return row && roundOf(row);
}

export async function findChain(db: Executor, id: number) {
  const [row] = await queryRows<{ length: number; terminating_hash: string; created_at: Date | string }>(
    db,
    sql`SELECT length, terminating_hash, created_at FROM hash_chains WHERE id = ${id}`,
  );
  return (
    row && { length: row.length, terminatingHash: row.terminating_hash, createdAt: new Date(row.created_at) }
  );
}

export async function findRevealedHash(db: Executor, chainId: number, chainIndex: number) {
  const [row] = await queryRows<{ round_hash: string }>(
    db,
    sql`SELECT round_hash FROM rounds
        WHERE chain_id = ${chainId} AND chain_index = ${chainIndex} AND round_hash IS NOT NULL`,
  );
  return row?.round_hash ?? null;
}

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
  status: 'placed' | 'cancelled';
  createdAt: Date;
  roundStatus: RoundRow['status'];
  digits: { a: number; b: number; c: number; sum: number } | null;
  /** The player's stake on Big/Small/Odd/Even in that round and room (placed bets). */
  plainStakeMinor: bigint;
  settledRules: StoredRoomRules | null;
};

export type BetHistoryFilter = {
  userId: number;
  roomId?: number | undefined;
  gameTypeId?: number | undefined;
  status?: 'pending' | 'settled' | 'cancelled' | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  limit: number;
  offset: number;
};

function historyWhere(filter: BetHistoryFilter) {
  const status =
    filter.status === 'cancelled'
      ? sql`b.status = 'cancelled'`
      : filter.status === 'settled'
        ? sql`b.status = 'placed' AND r.status = 'settled'`
        : filter.status === 'pending'
          ? sql`b.status = 'placed' AND r.status <> 'settled'`
          : sql`TRUE`;
  return sql`b.user_id = ${filter.userId}
    AND (${filter.roomId ?? null}::integer IS NULL OR b.room_id = ${filter.roomId ?? null}::integer)
    AND (${filter.gameTypeId ?? null}::integer IS NULL OR r.game_type_id = ${filter.gameTypeId ?? null}::integer)
    AND (${filter.from?.toISOString() ?? null}::timestamptz IS NULL OR b.created_at >= ${filter.from?.toISOString() ?? null}::timestamptz)
    AND (${filter.to?.toISOString() ?? null}::timestamptz IS NULL OR b.created_at < ${filter.to?.toISOString() ?? null}::timestamptz)
    AND ${status}`;
}

export async function selectBetHistory(
  db: Executor,
  filter: BetHistoryFilter,
): Promise<{ rows: BetHistoryRow[]; total: number }> {
  const where = historyWhere(filter);
  const [count] = await queryRows<{ total: number }>(
    db,
    sql`SELECT count(*)::integer AS total FROM bets b JOIN rounds r ON r.id = b.round_id WHERE ${where}`,
  );
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
    status: 'placed' | 'cancelled';
    created_at: Date | string;
    round_status: RoundRow['status'];
    digit_a: number | null;
    digit_b: number | null;
    digit_c: number | null;
    sum: number | null;
    plain_stake: bigint | null;
    rules: StoredRoomRules | null;
  }>(
    db,
    sql`SELECT b.id, b.round_id, r.issue, r.game_type_id, b.room_id, m.name_zh, m.name_en, b.bet_type,
               b.stake_minor, b.odds, b.status, b.created_at, r.status AS round_status,
               r.digit_a, r.digit_b, r.digit_c, r.sum,
               (SELECT sum(p.stake_minor) FROM bets p
                 WHERE p.round_id = b.round_id AND p.room_id = b.room_id AND p.user_id = b.user_id
                   AND p.status = 'placed' AND p.bet_type IN ('big', 'small', 'odd', 'even'))::bigint AS plain_stake,
               s.rules
        FROM bets b
        JOIN rounds r ON r.id = b.round_id
        JOIN rooms m ON m.id = b.room_id
        LEFT JOIN round_room_settlements s ON s.round_id = b.round_id AND s.room_id = b.room_id
        WHERE ${where}
        ORDER BY b.id DESC LIMIT ${filter.limit} OFFSET ${filter.offset}`,
  );
  return {
    total: count?.total ?? 0,
    rows: rows.map((row) => ({
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
    })),
  };
}

export type StatDayRow = { date: string; betCount: number; stakeMinor: bigint; payoutMinor: bigint };

/** Settled results per day in `timeZone`, newest day first; `from`/`to` bound the settlement time. */
export async function selectStatDays(
  db: Executor,
  filter: { userId: number; timeZone: string; from: Date; to: Date; limit: number; offset: number },
): Promise<{ rows: StatDayRow[]; total: number; totals: Omit<StatDayRow, 'date'> }> {
  const days = sql`
    SELECT to_char((settled_at AT TIME ZONE ${filter.timeZone})::date, 'YYYY-MM-DD') AS day,
           sum(bet_count)::integer AS bet_count, sum(stake_minor)::bigint AS stake,
           sum(payout_minor + refund_minor)::bigint AS payout
    FROM round_player_results
    WHERE user_id = ${filter.userId}
      AND settled_at >= ${filter.from.toISOString()} AND settled_at < ${filter.to.toISOString()}
    GROUP BY 1`;
  const rows = await queryRows<{ day: string; bet_count: number; stake: bigint; payout: bigint }>(
    db,
    sql`SELECT * FROM (${days}) d ORDER BY day DESC LIMIT ${filter.limit} OFFSET ${filter.offset}`,
  );
  const [summary] = await queryRows<{ total: number; bet_count: number; stake: bigint; payout: bigint }>(
    db,
    sql`SELECT count(*)::integer AS total, coalesce(sum(bet_count), 0)::integer AS bet_count,
               coalesce(sum(stake), 0)::bigint AS stake, coalesce(sum(payout), 0)::bigint AS payout
        FROM (${days}) d`,
  );
  return {
    rows: rows.map((row) => ({
      date: row.day,
      betCount: row.bet_count,
      stakeMinor: BigInt(row.stake),
      payoutMinor: BigInt(row.payout),
    })),
    total: summary?.total ?? 0,
    totals: {
      betCount: summary?.bet_count ?? 0,
      stakeMinor: BigInt(summary?.stake ?? 0n),
      payoutMinor: BigInt(summary?.payout ?? 0n),
    },
  };
}
