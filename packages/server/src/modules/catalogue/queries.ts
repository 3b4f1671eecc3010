// SQL of the game catalogue: game types, their areas and rooms with odds and rules.
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

/** The game types whose rounds run, with what the round engine needs of them. */
export async function selectEnabledGameTypes(db: Executor): Promise<GameTypeRow[]> {
  return db.select().from(gameTypes).where(eq(gameTypes.isEnabled, true)).orderBy(asc(gameTypes.id));
}

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

export type RoomRulesRow = { id: number; rules: StoredRoomRules };

export async function selectRoomRulesOfGameType(db: Executor, gameTypeId: number): Promise<RoomRulesRow[]> {
  return db.select({ id: rooms.id, rules: rooms.rules }).from(rooms).where(eq(rooms.gameTypeId, gameTypeId));
}
