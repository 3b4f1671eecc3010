// The game catalogue and everything players read about it: game types, areas, rooms with their odds and
// rules, the round taking bets, results, trend, round verification, bet history and daily stats.
// Operators (and the demo seed) create the catalogue through createGameType / createGameArea / createRoom.
import {
  BET_TYPES,
  type BetType,
  betLabelOf,
  classify,
  DEFAULT_ROOM_RULES,
  defaultOdds,
  formatMinor,
  formatOdds,
  type GameLayout,
  isBetType,
  type Language,
  type OddsTable,
  oddsList,
  parseOdds,
  type Ratio,
  type RoomRules,
  roundDigits,
  settleBet,
  type TAllBetListRequest,
  type TBetListResponse,
  type TBetRecord,
  type TCurrentRound,
  type TGameAreaListRequest,
  type TGameOpenInfo,
  type TGameType,
  type TRoom,
  type TRoomBetListRequest,
  type TRoomListRequest,
  type TRoomOddsListResponse,
  type TRoomOpenInfoResponse,
  type TRoomRulesView,
  type TTimeFilter,
  type TTrendResponse,
  type TUserStatRequest,
  type TUserStatResponse,
  type TVerifyRoundResponse,
} from '@fair28/shared';
import type { Executor } from '../../db/database';
import { AppError } from '../../kernel/app-error';
import type { AppContext } from '../../kernel/context';
import type { Session } from '../../kernel/session';
import * as queries from './queries';
import { fromStoredRules, offeredOdds, toStoredRules } from './room-rules';

export type { RoomRow, RoundRow } from './queries';

const nameIn = (language: Language, row: { nameZh: string; nameEn: string }) =>
  language === 'zh' ? row.nameZh : row.nameEn;

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
    isOpen: room.isOpen ?? true,
    sortOrder: room.sortOrder ?? 0,
  });
}

/** An operator's change to a room; the place-bet path sees it at once on this node. */
export async function updateRoom(
  ctx: AppContext,
  roomId: number,
  changes: { odds?: Partial<OddsTable> | null; rules?: RoomRules; isOpen?: boolean },
): Promise<void> {
  await queries.updateRoom(ctx.db.orm, roomId, {
    ...(changes.odds !== undefined ? { odds: changes.odds ? { ...changes.odds } : null } : {}),
    ...(changes.rules ? { rules: toStoredRules(changes.rules) } : {}),
    ...(changes.isOpen !== undefined ? { isOpen: changes.isOpen } : {}),
  });
  ctx.game.forgetRooms();
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
      name: language === 'zh' ? row.name_zh : row.name_en,
      nameZh: row.name_zh,
      nameEn: row.name_en,
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
      name: language === 'zh' ? row.name_zh : row.name_en,
      nameZh: row.name_zh,
      nameEn: row.name_en,
      roomCount: row.room_count,
    })),
  };
}

function roomView(room: queries.RoomRow, language: Language): TRoom {
  return {
    id: room.id,
    gameTypeId: room.gameTypeId,
    areaId: room.areaId,
    name: nameIn(language, room),
    nameZh: room.nameZh,
    nameEn: room.nameEn,
    entryMin: formatMinor(room.entryMinMinor),
    betMin: formatMinor(room.betMinMinor),
    betMax: formatMinor(room.betMaxMinor),
    isOpen: room.isOpen,
    isConfigured: isConfigured(room),
  };
}

function isConfigured(room: queries.RoomRow): boolean {
  if (offeredOdds(room.odds).size === 0) return false;
  try {
    fromStoredRules(room.rules);
    return true;
  } catch {
    return false;
  }
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
  const room = await ctx.game.room(roomId, () => queries.findRoom(ctx.db.orm, roomId));
  if (!room) throw new AppError('NotFound');
  return room;
}

type RoomSettings = { odds: Map<BetType, string>; scaledOdds: Map<BetType, bigint>; rules: RoomRules };

// Parsed once per loaded room row: the place-bet path reads them on every call.
const parsedRooms = new WeakMap<queries.RoomRow, RoomSettings | null>();

/** The room's odds and rules, or "the room is not configured". */
export function configuredRoom(room: queries.RoomRow): RoomSettings {
  let settings = parsedRooms.get(room);
  if (settings === undefined) {
    const odds = offeredOdds(room.odds);
    try {
      settings =
        odds.size === 0
          ? null
          : {
              odds,
              scaledOdds: new Map([...odds].map(([betType, text]) => [betType, parseOdds(text)])),
              rules: fromStoredRules(room.rules),
            };
    } catch {
      settings = null;
    }
    parsedRooms.set(room, settings);
  }
  if (!settings) throw new AppError('RoomNotConfigured', 'error.roomNotConfigured');
  return settings;
}

const fraction = (value: Ratio) => `${value.numerator}/${value.denominator}`;

export async function roomOddsList(
  ctx: AppContext,
  roomId: number,
  language: Language,
): Promise<TRoomOddsListResponse> {
  const room = await requireRoom(ctx, roomId);
  const { odds, rules } = configuredRoom(room);
  const gameType = await queries.findGameType(ctx.db.orm, room.gameTypeId);
  if (!gameType) throw new AppError('NotFound');
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
      label: language === 'zh' ? line.label.zh : line.label.en,
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

export function rulesView(rules: RoomRules, language: Language): TRoomRulesView {
  const zh = language === 'zh';
  const text: string[] = [];
  text.push(
    rules.wrapStraights
      ? zh
        ? '0-8-9 和 0-1-9 也算顺子。'
        : '0-8-9 and 0-1-9 also count as straights.'
      : zh
        ? '只有 0-1-2 到 7-8-9 算顺子（0-8-9 和 0-1-9 不算）。'
        : 'Only 0-1-2 to 7-8-9 count as straights (0-8-9 and 0-1-9 do not).',
  );
  const combination = {
    pay: zh
      ? '和值为13或14时，组合投注（大单、小单、大双、小双）照常按赔率派彩。'
      : 'On sums 13 and 14, combination bets (Big-Odd, Small-Odd, Big-Even, Small-Even) are paid at their odds.',
    refund: zh
      ? '和值为13或14时，中奖的组合投注（大单、小单、大双、小双）退还本金。'
      : 'On sums 13 and 14, winning combination bets (Big-Odd, Small-Odd, Big-Even, Small-Even) get their stake back instead.',
    lose: zh
      ? '和值为13或14时，组合投注（大单、小单、大双、小双）不中奖。'
      : 'On sums 13 and 14, combination bets (Big-Odd, Small-Odd, Big-Even, Small-Even) lose.',
  } as const;
  text.push(combination[rules.combinationOn1314]);
  const plain = rules.plainOn1314;
  if (plain) {
    const amount = formatMinor(plain.aboveStakeMinor);
    text.push(
      zh
        ? `和值为13或14时，若您本期大、小、单、双的总投注超过 ${amount}，中奖的大、小、单、双按 ${plain.odds} 派彩。`
        : `On sums 13 and 14, a winning Big, Small, Odd or Even bet pays ${plain.odds} when your total Big/Small/Odd/Even stake this round is above ${amount}.`,
    );
  }
  return {
    wrapStraights: rules.wrapStraights,
    combinationOn1314: rules.combinationOn1314,
    plainOn1314: plain && { aboveAmount: formatMinor(plain.aboveStakeMinor), odds: plain.odds },
    text,
  };
}

/** The round taking bets for a game type now, by the server clock. */
export function bettingRound(ctx: AppContext, gameTypeId: number, now: Date) {
  return ctx.game.bettingRound(gameTypeId, now, () => queries.findBettingRound(ctx.db.orm, gameTypeId, now));
}

function currentView(round: queries.RoundRow, now: Date): TCurrentRound {
  const time = now.getTime();
  const byClock =
    round.status === 'scheduled' || round.status === 'open'
      ? time < round.opensAt.getTime()
        ? 'scheduled'
        : time < round.closesAt.getTime()
          ? 'open'
          : 'closed'
      : round.status;
  return {
    roundId: round.id,
    issue: String(round.issue),
    status: byClock,
    opensAt: round.opensAt.getTime(),
    closesAt: round.closesAt.getTime(),
    drawsAt: round.drawsAt.getTime(),
  };
}

function openInfoOf(round: queries.RoundRow): TGameOpenInfo {
  return {
    roundId: round.id,
    gameNum: String(round.issue),
    gameResult: round.sum ?? 0,
    a: round.a ?? 0,
    b: round.b ?? 0,
    c: round.c ?? 0,
    numbers: round.numbers ?? [],
    drawsAt: round.drawsAt.getTime(),
  };
}

export async function roomOpenInfo(ctx: AppContext, roomId: number): Promise<TRoomOpenInfoResponse> {
  const room = await requireRoom(ctx, roomId);
  const now = ctx.now();
  const time = now.getTime();
  const undrawn = await queries.selectUndrawnRounds(ctx.db.orm, room.gameTypeId);
  // Past its close by the clock (whether or not the scheduler has marked it yet): waiting for the draw.
  const awaiting = undrawn.find((round) => round.closesAt.getTime() <= time);
  const current = undrawn.find((round) => round.closesAt.getTime() > time);
  const drawn = await queries.selectDrawnRounds(ctx.db.orm, room.gameTypeId, 3);
  const results = drawn.map(openInfoOf);
  return {
    roomId: room.id,
    gameTypeId: room.gameTypeId,
    serverTime: time,
    current: current ? currentView(current, now) : null,
    awaitingDraw: awaiting ? { ...currentView(awaiting, now), status: 'closed' } : null,
    gameOpenInfo: results,
    first_result: results[0] ?? null,
  };
}

export async function exitRoom(ctx: AppContext, roomId: number): Promise<void> {
  await requireRoom(ctx, roomId);
}

export async function trend(
  ctx: AppContext,
  form: { gameTypeId: number; limit: number },
  language: Language,
): Promise<TTrendResponse> {
  const rounds = await queries.selectDrawnRounds(ctx.db.orm, form.gameTypeId, form.limit);
  const zh = language === 'zh';
  return {
    gameTypeId: form.gameTypeId,
    list: rounds.map((round) => {
      const digits = roundDigits(round.a ?? 0, round.b ?? 0, round.c ?? 0);
      const facts = classify(digits, DEFAULT_ROOM_RULES);
      return {
        roundId: round.id,
        issue: String(round.issue),
        ...digits,
        isBig: facts.isBig,
        isOdd: facts.isOdd,
        bigSmall: facts.isBig ? (zh ? '大' : 'Big') : zh ? '小' : 'Small',
        oddEven: facts.isOdd ? (zh ? '单' : 'Odd') : zh ? '双' : 'Even',
        drawsAt: round.drawsAt.getTime(),
      };
    }),
  };
}

export async function verifyRound(ctx: AppContext, roundId: number): Promise<TVerifyRoundResponse> {
  const round = await queries.findRound(ctx.db.orm, roundId);
  if (!round) throw new AppError('NotFound');
  if (!round.roundHash || round.numbers === null) throw new AppError('RoundNotDrawn');
  const [gameType, chain] = await Promise.all([
    queries.findGameType(ctx.db.orm, round.gameTypeId),
    queries.findChain(ctx.db.orm, round.chainId),
  ]);
  if (!gameType || !chain) throw new AppError('NotFound');
  const previous =
    round.chainIndex > 1
      ? await queries.findRevealedHash(ctx.db.orm, round.chainId, round.chainIndex - 1)
      : null;
  return {
    roundId: round.id,
    gameTypeId: round.gameTypeId,
    issue: String(round.issue),
    layout: gameType.layout,
    roundHash: round.roundHash,
    chainIndex: round.chainIndex,
    chainLength: chain.length,
    terminatingHash: chain.terminatingHash,
    chainCreatedAt: chain.createdAt.getTime(),
    previousRoundHash: previous,
    numbers: round.numbers,
    a: round.a ?? 0,
    b: round.b ?? 0,
    c: round.c ?? 0,
    sum: round.sum ?? 0,
  };
}

// ---- Bet history and stats ----

/** A bet's result, derived from the round's digits under the rules the room was settled with. */
export function betRecordOf(row: queries.BetHistoryRow, language: Language): TBetRecord {
  const label = isBetType(row.betType) ? betLabelOf(row.betType) : { zh: row.betType, en: row.betType };
  const base = {
    betId: row.id,
    roundId: row.roundId,
    issue: String(row.issue),
    gameTypeId: row.gameTypeId,
    roomId: row.roomId,
    roomName: language === 'zh' ? row.roomNameZh : row.roomNameEn,
    betType: row.betType,
    betLabel: language === 'zh' ? label.zh : label.en,
    amount: formatMinor(row.stakeMinor),
    odds: formatOdds(row.odds),
    result: row.digits,
    createdAt: row.createdAt.getTime(),
  };
  if (row.status === 'cancelled') return { ...base, outcome: 'cancelled', payout: '0.00', paidOdds: null };
  if (row.roundStatus !== 'settled' || !row.digits || !row.settledRules || !isBetType(row.betType)) {
    return { ...base, outcome: 'pending', payout: '0.00', paidOdds: null };
  }
  const settled = settleBet(
    { betType: row.betType, stakeMinor: row.stakeMinor, odds: formatOdds(row.odds) },
    roundDigits(row.digits.a, row.digits.b, row.digits.c),
    fromStoredRules(row.settledRules),
    row.plainStakeMinor,
  );
  return {
    ...base,
    outcome: settled.outcome,
    payout: formatMinor(settled.payoutMinor),
    paidOdds: settled.paidOdds,
  };
}

/** Start of a day (yyyy-mm-dd) in the configured zone, as an instant. */
function startOfDay(date: string, timeZone: string): Date {
  const utc = Date.parse(`${date}T00:00:00Z`);
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(utc));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const shown = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return new Date(utc - (shown - utc));
}

function instantOf(filter: TTimeFilter | undefined, timeZone: string, isEnd: boolean): Date | undefined {
  if (!filter) return undefined;
  if (filter.ms !== undefined) return new Date(filter.ms);
  const start = startOfDay(filter.date ?? '', timeZone);
  // An end date names a whole day: everything before the next midnight counts.
  return isEnd ? new Date(start.getTime() + 24 * 3_600_000) : start;
}

async function betList(
  ctx: AppContext,
  filter: Omit<queries.BetHistoryFilter, 'limit' | 'offset'>,
  page: { pageNo: number; pageSize: number },
  language: Language,
): Promise<TBetListResponse> {
  const { rows, total } = await queries.selectBetHistory(ctx.db.orm, {
    ...filter,
    limit: page.pageSize,
    offset: (page.pageNo - 1) * page.pageSize,
  });
  return {
    list: rows.map((row) => betRecordOf(row, language)),
    total,
    pageNo: page.pageNo,
    pageSize: page.pageSize,
  };
}

export function roomBetList(
  ctx: AppContext,
  session: Session,
  form: TRoomBetListRequest,
  language: Language,
) {
  return betList(ctx, { userId: session.userId, roomId: form.roomId }, form, language);
}

export function allBetList(ctx: AppContext, session: Session, form: TAllBetListRequest, language: Language) {
  const zone = ctx.config.timeZone;
  return betList(
    ctx,
    {
      userId: session.userId,
      gameTypeId: form.gameTypeId,
      status: form.status,
      from: instantOf(form.startTime, zone, false),
      to: instantOf(form.endTime, zone, true),
    },
    form,
    language,
  );
}

const DAY_MS = 24 * 3_600_000;

export async function userStat(
  ctx: AppContext,
  session: Session,
  form: TUserStatRequest,
): Promise<TUserStatResponse> {
  const zone = ctx.config.timeZone;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(ctx.now());
  // spec §9: the range defaults to today through tomorrow.
  const from = instantOf(form.startTime, zone, false) ?? startOfDay(today, zone);
  const to = instantOf(form.endTime, zone, true) ?? new Date(startOfDay(today, zone).getTime() + 2 * DAY_MS);
  const { rows, total, totals } = await queries.selectStatDays(ctx.db.orm, {
    userId: session.userId,
    timeZone: zone,
    from,
    to,
    limit: form.pageSize,
    offset: (form.pageNo - 1) * form.pageSize,
  });
  const money = (row: Omit<queries.StatDayRow, 'date'>) => ({
    betCount: row.betCount,
    stake: formatMinor(row.stakeMinor),
    payout: formatMinor(row.payoutMinor),
    profit: formatMinor(row.payoutMinor - row.stakeMinor),
  });
  return {
    list: rows.map((row) => ({ date: row.date, ...money(row) })),
    total,
    pageNo: form.pageNo,
    pageSize: form.pageSize,
    totals: money(totals),
  };
}
