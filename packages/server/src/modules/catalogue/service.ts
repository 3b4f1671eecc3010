// The game catalogue: game types, their areas and rooms with odds and rules, as players read them and as
// operators (and the demo seed) create them. Other modules reach rooms through requireRoom/configuredRoom.
import {
  BET_TYPES,
  DEFAULT_ROOM_RULES,
  defaultOdds,
  formatMinor,
  type GameLayout,
  type Language,
  type OddsTable,
  oddsList,
  parseOdds,
  type Ratio,
  type RoomRules,
  type TGameAreaListRequest,
  type TGameType,
  type TRoom,
  type TRoomListRequest,
  type TRoomOddsListResponse,
  type TRoomRulesView,
  translate,
} from '@fair28/shared';
import type { Executor } from '../../db/database';
import { AppError } from '../../kernel/app-error';
import type { AppContext } from '../../kernel/context';
import * as presence from './presence';
import * as queries from './queries';

export { isInRoom } from './presence';

import { namesIn } from '../../kernel/written-text';
import { type RoomSettings, roomCache, roomSettingsOf, settingsOf, versionAtIssueCache } from './room-cache';
import { fromStoredRules, toStoredRules } from './room-rules';

export type { GameTypeRow, RoomRow, RuleVersionRow } from './queries';
export type { RoomSettings } from './room-cache';
export { fromStoredRules } from './room-rules';

// ---- Catalogue: created by operators and by the demo seed ----

export type NewGameType = {
  code: string;
  nameZh: string;
  nameEn: string;
  layout: GameLayout;
  roundSeconds: number;
  closeBeforeDrawSeconds: number;
  sortOrder?: number;
};

export function createGameType(db: Executor, gameType: NewGameType) {
  if (gameType.closeBeforeDrawSeconds >= gameType.roundSeconds) {
    throw new RangeError('betting must close before the draw, inside the round');
  }
  return queries.insertGameType(db, gameType);
}

export function createGameArea(
  db: Executor,
  area: { gameTypeId: number; nameZh: string; nameEn: string; sortOrder?: number },
) {
  return queries.insertGameArea(db, area);
}

export type NewRoom = {
  gameTypeId: number;
  areaId: number;
  nameZh: string;
  nameEn: string;
  entryMinMinor: bigint;
  betMinMinor: bigint;
  betMaxMinor: bigint;
  rules?: RoomRules;
  /** Odds per bet type; omitted: the defaults for the rules; null: a room not configured yet. */
  odds?: Partial<OddsTable> | null;
  /** Exposure caps per round; omitted: none. */
  playerRoundStakeMaxMinor?: bigint | null;
  roomRoundPayoutMaxMinor?: bigint | null;
  isOpen?: boolean;
  sortOrder?: number;
};

export function createRoom(db: Executor, room: NewRoom) {
  const rules = room.rules ?? DEFAULT_ROOM_RULES;
  const odds = room.odds === undefined ? defaultOdds(rules) : room.odds;
  if (odds) for (const text of Object.values(odds)) if (text !== undefined) parseOdds(text);
  return queries.insertRoom(db, {
    gameTypeId: room.gameTypeId,
    areaId: room.areaId,
    nameZh: room.nameZh,
    nameEn: room.nameEn,
    entryMinMinor: room.entryMinMinor,
    betMinMinor: room.betMinMinor,
    betMaxMinor: room.betMaxMinor,
    odds: odds ? { ...odds } : null,
    rules: toStoredRules(rules),
    playerRoundStakeMaxMinor: room.playerRoundStakeMaxMinor ?? null,
    roomRoundPayoutMaxMinor: room.roomRoundPayoutMaxMinor ?? null,
    isOpen: room.isOpen ?? true,
    sortOrder: room.sortOrder ?? 0,
  });
}

/** The codes of every game type, enabled or not. */
export async function gameTypeCodes(db: Executor): Promise<string[]> {
  return (await queries.selectGameTypeCodes(db)).map((row) => row.code);
}

// ---- Reads ----

export async function gameTypeList(ctx: AppContext, language: Language): Promise<{ list: TGameType[] }> {
  const rows = await queries.selectGameTypes(ctx.db.orm);
  return {
    list: rows.map((row) => ({
      id: row.id,
      code: row.code,
      ...namesIn(language, { nameZh: row.name_zh, nameEn: row.name_en }),
      layout: row.layout,
      roundSeconds: row.round_seconds,
      closeBeforeDrawSeconds: row.close_before_draw_seconds,
      roomInfoId: row.first_room_id === null ? null : Number(row.first_room_id),
    })),
  };
}

export async function gameAreaList(ctx: AppContext, form: TGameAreaListRequest, language: Language) {
  const rows = await queries.selectAreas(ctx.db.orm, form.gameTypeId);
  return {
    list: rows.map((row) => ({
      id: row.id,
      gameTypeId: row.game_type_id,
      ...namesIn(language, { nameZh: row.name_zh, nameEn: row.name_en }),
      roomCount: row.room_count,
    })),
  };
}

function roomView(room: queries.RoomRow, language: Language): TRoom {
  return {
    id: room.id,
    gameTypeId: room.gameTypeId,
    areaId: room.areaId,
    ...namesIn(language, room),
    entryMin: formatMinor(room.entryMinMinor),
    betMin: formatMinor(room.betMinMinor),
    betMax: formatMinor(room.betMaxMinor),
    isOpen: room.isOpen,
    isConfigured: roomSettingsOf(room) !== null,
  };
}

export async function roomList(ctx: AppContext, form: TRoomListRequest, language: Language) {
  const rows = await queries.selectRooms(ctx.db.orm, form);
  return { list: rows.map((room) => roomView(room, language)) };
}

/** The rooms a game type's round events go to. */
export async function roomIdsOfGameType(db: Executor, gameTypeId: number): Promise<number[]> {
  return (await queries.selectRooms(db, { gameTypeId })).map((room) => room.id);
}

export async function roomExists(db: Executor, roomId: number): Promise<boolean> {
  return (await queries.findRoom(db, roomId)) !== undefined;
}

/** A room by id, from the short cache: NotFound when there is none. */
export async function requireRoom(ctx: AppContext, roomId: number): Promise<queries.RoomRow> {
  const room = await roomCache(ctx).get(roomId, () => queries.findRoom(ctx.db.orm, roomId));
  if (!room) throw new AppError('NotFound');
  return room;
}

/** The room's newest odds, rules and limits, or "the room is not configured". */
export function configuredRoom(room: queries.RoomRow): RoomSettings {
  const settings = roomSettingsOf(room);
  if (!settings) throw new AppError('RoomNotConfigured');
  return settings;
}

/**
 * The odds, rules and limits a round of this issue plays under in the room: the newest version unless a
 * change waits for a later round, then the version before it (cached: versions never change).
 */
export async function configuredRoomAt(
  ctx: AppContext,
  room: queries.RoomRow,
  issue: number,
): Promise<RoomSettings> {
  if (room.rulesFromIssue <= issue) return configuredRoom(room);
  const row = await versionAtIssueCache(ctx).get(room.id, issue, () =>
    queries.findRuleVersionAt(ctx.db.orm, room.id, issue),
  );
  const settings = row && settingsOf(row, row);
  if (!settings) throw new AppError('RoomNotConfigured');
  return settings;
}

/** A room read fresh, not from the cache: for operators changing it. */
export function findRoom(db: Executor, roomId: number) {
  return queries.findRoom(db, roomId);
}

export function ruleVersions(db: Executor, roomId: number) {
  return queries.selectRuleVersions(db, roomId);
}

/** After a change commits: this node reads the room afresh. */
export function forgetRoom(ctx: AppContext, roomId: number): void {
  roomCache(ctx).forget(roomId);
}

/** A room's new rule version, from `fromIssue` on, in the caller's transaction. */
export function saveRuleVersion(
  tx: Executor,
  next: Omit<queries.NewRuleVersion, 'rules' | 'odds'> & { rules: RoomRules; odds: Record<string, string> },
  now: Date,
) {
  for (const text of Object.values(next.odds)) parseOdds(text);
  return queries.insertRuleVersion(tx, { ...next, rules: toStoredRules(next.rules) }, now);
}

/** Every game type, area and room, enabled or not: what the console lists. */
export async function wholeCatalogue(db: Executor) {
  const [gameTypes, areas, rooms] = await Promise.all([
    queries.selectAllGameTypes(db),
    queries.selectAllAreas(db),
    queries.selectRooms(db, {}),
  ]);
  return { gameTypes, areas, rooms };
}

/** The version a round of this issue plays under, read fresh (operators), or undefined before any. */
export function ruleVersionAt(db: Executor, roomId: number, issue: number) {
  return queries.findRuleVersionAt(db, roomId, issue);
}

/** The least balance that lets a player bet in some open room; null when none takes bets. */
export function smallestStake(db: Executor): Promise<bigint | null> {
  return queries.selectSmallestStake(db);
}

/** The game types whose rounds run. */
export function enabledGameTypes(db: Executor): Promise<queries.GameTypeRow[]> {
  return queries.selectEnabledGameTypes(db);
}

export function findGameType(db: Executor, id: number): Promise<queries.GameTypeRow | undefined> {
  return queries.findGameType(db, id);
}

export type RoomVersionRules = queries.RoomRulesRow & { parsed: RoomRules };

/** Every room of a game type with its newest version's rules. */
export async function roomRulesOfGameType(db: Executor, gameTypeId: number): Promise<RoomVersionRules[]> {
  const rooms = await queries.selectRoomRulesOfGameType(db, gameTypeId);
  return rooms.map((room) => ({ ...room, parsed: fromStoredRules(room.rules) }));
}

/** Every room of a game type with the rules a round of this issue plays under. */
export async function roomRulesAt(
  db: Executor,
  gameTypeId: number,
  issue: number,
): Promise<RoomVersionRules[]> {
  const rows = await queries.selectRoomRulesAt(db, gameTypeId, issue);
  return rows.map((row) => ({ ...row, parsed: fromStoredRules(row.rules) }));
}

/** The rules of these room versions: what bets placed under them settle under. */
export async function rulesOfVersions(
  db: Executor,
  refs: Array<{ roomId: number; version: number }>,
): Promise<RoomVersionRules[]> {
  const rows = await queries.selectVersionRules(db, refs);
  return rows.map((row) => ({ ...row, parsed: fromStoredRules(row.rules) }));
}

/** A player leaving a room (the room must exist): from now on they are not in it (presence.ts). */
export async function exitRoom(ctx: AppContext, userId: number, roomId: number): Promise<void> {
  await requireRoom(ctx, roomId);
  await presence.roomLeft(ctx.db.orm, userId, roomId);
}

const fraction = (value: Ratio) => `${value.numerator}/${value.denominator}`;

export async function roomOddsList(
  ctx: AppContext,
  roomId: number,
  language: Language,
): Promise<TRoomOddsListResponse> {
  const room = await requireRoom(ctx, roomId);
  configuredRoom(room);
  const gameType = await queries.findGameType(ctx.db.orm, room.gameTypeId);
  if (!gameType) throw new AppError('NotFound');
  // The odds of the round under way (issue k draws at k × round seconds), not a change still to come.
  const currentIssue = Math.floor(ctx.now().getTime() / (gameType.roundSeconds * 1000)) + 1;
  const { odds, rules } = await configuredRoomAt(ctx, room, currentIssue);
  // oddsList walks every bet type; ones the room does not offer are computed at 1 and left out.
  const table = Object.fromEntries(
    BET_TYPES.map((betType) => [betType, odds.get(betType) ?? '1']),
  ) as OddsTable;
  const lines = oddsList(gameType.layout, rules, table).filter((line) => odds.has(line.betType));
  return {
    roomId: room.id,
    layout: gameType.layout,
    list: lines.map((line) => ({
      betType: line.betType,
      kind: line.kind,
      label: line.label[language],
      labelZh: line.label.zh,
      labelEn: line.label.en,
      odds: line.odds,
      winProbability: fraction(line.winProbability),
      refundProbability: fraction(line.refundProbability),
      rtp: fraction(line.rtp),
      rtpPercent: line.rtpPercent,
      aboveThreshold: line.aboveThreshold && {
        aboveAmount: formatMinor(line.aboveThreshold.aboveStakeMinor),
        odds: line.aboveThreshold.odds,
        rtp: fraction(line.aboveThreshold.rtp),
        rtpPercent: line.aboveThreshold.rtpPercent,
      },
    })),
    rules: rulesView(rules, language),
  };
}

const COMBINATION_ON_1314 = {
  pay: 'rules.combinationPay',
  refund: 'rules.combinationRefund',
  lose: 'rules.combinationLose',
} as const;

export function rulesView(rules: RoomRules, language: Language): TRoomRulesView {
  const plain = rules.plainOn1314;
  const text = [
    translate(language, rules.wrapStraights ? 'rules.straightsWrap' : 'rules.straightsPlain'),
    translate(language, COMBINATION_ON_1314[rules.combinationOn1314]),
  ];
  if (plain)
    text.push(translate(language, 'rules.plainReduced', plain.odds, formatMinor(plain.aboveStakeMinor)));
  return {
    wrapStraights: rules.wrapStraights,
    combinationOn1314: rules.combinationOn1314,
    plainOn1314: plain && { aboveAmount: formatMinor(plain.aboveStakeMinor), odds: plain.odds },
    text,
  };
}
