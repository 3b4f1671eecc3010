// SQL of the game catalogue: game types, their areas and rooms with odds and rules.
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database';
import { gameAreas, gameTypes, roomRuleVersions, rooms, type StoredRoomRules } from '../../db/schema';

export type GameTypeRow = typeof gameTypes.$inferSelect;
export type GameAreaRow = typeof gameAreas.$inferSelect;
export type RoomRow = typeof rooms.$inferSelect;
export type RuleVersionRow = typeof roomRuleVersions.$inferSelect;

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

/** A new room and its first rule version, in effect from the start. */
export async function insertRoom(db: Executor, row: typeof rooms.$inferInsert): Promise<RoomRow> {
  const [inserted] = await db
    .insert(rooms)
    .values({ ...row, rulesVersion: 1, rulesFromIssue: 0 })
    .returning();
  if (!inserted) throw new Error('room insert returned nothing');
  await db.insert(roomRuleVersions).values({ ...versionValues(inserted), version: 1, fromIssue: 0 });
  return inserted;
}

const versionValues = (room: RoomRow) => ({
  roomId: room.id,
  odds: room.odds,
  rules: room.rules,
  entryMinMinor: room.entryMinMinor,
  betMinMinor: room.betMinMinor,
  betMaxMinor: room.betMaxMinor,
  playerRoundStakeMaxMinor: room.playerRoundStakeMaxMinor,
  roomRoundPayoutMaxMinor: room.roomRoundPayoutMaxMinor,
  isOpen: room.isOpen,
});

export type NewRuleVersion = Omit<typeof roomRuleVersions.$inferInsert, 'version' | 'createdAt'>;

/**
 * The room's next version, under the room's row lock, and the room row updated to it (the rooms row holds
 * the newest version). Answers the version written.
 */
export async function insertRuleVersion(
  db: Executor,
  next: NewRuleVersion,
  now: Date,
): Promise<RuleVersionRow> {
  const [room] = await queryRows<{ rules_version: number }>(
    db,
    sql`SELECT rules_version FROM rooms WHERE id = ${next.roomId} FOR UPDATE`,
  );
  if (!room) throw new Error(`room ${next.roomId} missing`);
  const version = room.rules_version + 1;
  const [written] = await db
    .insert(roomRuleVersions)
    .values({ ...next, version, createdAt: now })
    .returning();
  if (!written) throw new Error('rule version insert returned nothing');
  await db
    .update(rooms)
    .set({
      odds: next.odds,
      rules: next.rules,
      entryMinMinor: next.entryMinMinor,
      betMinMinor: next.betMinMinor,
      betMaxMinor: next.betMaxMinor,
      playerRoundStakeMaxMinor: next.playerRoundStakeMaxMinor ?? null,
      roomRoundPayoutMaxMinor: next.roomRoundPayoutMaxMinor ?? null,
      isOpen: next.isOpen ?? true,
      rulesVersion: version,
      rulesFromIssue: next.fromIssue,
    })
    .where(eq(rooms.id, next.roomId));
  return written;
}

/** The version a round of this issue plays under: the newest from that issue or before. */
export async function findRuleVersionAt(
  db: Executor,
  roomId: number,
  issue: number,
): Promise<RuleVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(roomRuleVersions)
    .where(and(eq(roomRuleVersions.roomId, roomId), lte(roomRuleVersions.fromIssue, issue)))
    .orderBy(desc(roomRuleVersions.fromIssue), desc(roomRuleVersions.version))
    .limit(1);
  return row;
}

export async function findRuleVersion(
  db: Executor,
  roomId: number,
  version: number,
): Promise<RuleVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(roomRuleVersions)
    .where(and(eq(roomRuleVersions.roomId, roomId), eq(roomRuleVersions.version, version)));
  return row;
}

/** Every version of a room, newest first. */
export function selectRuleVersions(db: Executor, roomId: number): Promise<RuleVersionRow[]> {
  return db
    .select()
    .from(roomRuleVersions)
    .where(eq(roomRuleVersions.roomId, roomId))
    .orderBy(desc(roomRuleVersions.version));
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

/**
 * The least balance that lets a player bet somewhere: over the open rooms of enabled game types, each
 * room's entry minimum or smallest stake, whichever is larger. Null when no room takes bets.
 */
export async function selectSmallestStake(db: Executor): Promise<bigint | null> {
  const [row] = await db
    .select({
      least: sql<string | null>`min(greatest(${rooms.entryMinMinor}, ${rooms.betMinMinor}))`,
    })
    .from(rooms)
    .innerJoin(gameTypes, eq(gameTypes.id, rooms.gameTypeId))
    .where(and(eq(rooms.isOpen, true), eq(gameTypes.isEnabled, true)));
  return row?.least === null || row?.least === undefined ? null : BigInt(row.least);
}

export async function findRoom(db: Executor, id: number): Promise<RoomRow | undefined> {
  const [row] = await db.select().from(rooms).where(eq(rooms.id, id));
  return row;
}

export type RoomRulesRow = { id: number; version: number; rules: StoredRoomRules };

/** Every room of a game type with its newest rules. */
export async function selectRoomRulesOfGameType(db: Executor, gameTypeId: number): Promise<RoomRulesRow[]> {
  return db
    .select({ id: rooms.id, version: rooms.rulesVersion, rules: rooms.rules })
    .from(rooms)
    .where(eq(rooms.gameTypeId, gameTypeId));
}

/**
 * Every room of a game type with the version a round of this issue plays under (findRuleVersionAt for
 * each room): what its bets were placed under, as the bet write takes it.
 */
export async function selectRoomRulesAt(
  db: Executor,
  gameTypeId: number,
  issue: number,
): Promise<RoomRulesRow[]> {
  return queryRows<RoomRulesRow>(
    db,
    sql`SELECT v.room_id AS id, v.version, v.rules
        FROM rooms r
        CROSS JOIN LATERAL (SELECT * FROM room_rule_versions v0 WHERE v0.room_id = r.id AND v0.from_issue <= ${issue}
                            ORDER BY v0.from_issue DESC, v0.version DESC LIMIT 1) v
        WHERE r.game_type_id = ${gameTypeId}`,
  );
}

/** The rules of these room versions. */
export async function selectVersionRules(
  db: Executor,
  refs: Array<{ roomId: number; version: number }>,
): Promise<RoomRulesRow[]> {
  if (refs.length === 0) return [];
  return queryRows<RoomRulesRow>(
    db,
    sql`SELECT v.room_id AS id, v.version, v.rules
        FROM jsonb_to_recordset(${JSON.stringify(refs)}::jsonb) AS r("roomId" integer, version integer)
        JOIN room_rule_versions v ON v.room_id = r."roomId" AND v.version = r.version`,
  );
}

/** Every game type, enabled or not, with its areas: the console's games page. */
export async function selectAllGameTypes(db: Executor): Promise<GameTypeRow[]> {
  return db.select().from(gameTypes).orderBy(asc(gameTypes.sortOrder), asc(gameTypes.id));
}

export async function selectAllAreas(db: Executor): Promise<GameAreaRow[]> {
  return db.select().from(gameAreas).orderBy(asc(gameAreas.sortOrder), asc(gameAreas.id));
}
