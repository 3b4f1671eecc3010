// A room's rule versions: the public change log, and an operator's new version of a room's odds, 13/14
// rules, straights, bet limits and exposure caps. A new version takes effect from the first round not yet
// open, so bets of the round taking bets keep theirs; odds returning 100 % or more are refused. Opening and
// closing a room is a version too, and the console's games page lists each room's versions in effect.
import {
  betLabelOf,
  formatMinor,
  type Language,
  oddsAtFullReturn,
  type RoomRules,
  type TAdminGameListResponse,
  type TAdminRoom,
  type TRoomOpenRequest,
  type TRoomRulesHistoryResponse,
  type TRoomRulesSaveRequest,
  type TRoomRuleVersion,
} from '@fair28/shared';
import { retryingTransaction } from '../../db/retry';
import { AppError } from '../../kernel/app-error';
import type { AppContext } from '../../kernel/context';
import type { Session } from '../../kernel/session';
import * as catalogue from '../catalogue/service';
import * as operatorLog from '../operator-log/service';
import * as rounds from '../rounds/service';

const minorOrNull = (value: bigint | null) => (value === null ? null : formatMinor(value));

function versionView(row: catalogue.RuleVersionRow, language: Language): TRoomRuleVersion {
  return {
    roomId: row.roomId,
    version: row.version,
    fromIssue: String(row.fromIssue),
    createdAt: row.createdAt.getTime(),
    reason: row.reason,
    odds: row.odds ?? {},
    rules: catalogue.rulesView(catalogue.fromStoredRules(row.rules), language),
    entryMin: formatMinor(row.entryMinMinor),
    betMin: formatMinor(row.betMinMinor),
    betMax: formatMinor(row.betMaxMinor),
    playerRoundStakeMax: minorOrNull(row.playerRoundStakeMaxMinor),
    roomRoundPayoutMax: minorOrNull(row.roomRoundPayoutMaxMinor),
    isOpen: row.isOpen,
  };
}

/** Every version of the room's settings, newest first: public, like the odds they list. */
export async function rulesHistory(
  ctx: AppContext,
  roomId: number,
  language: Language,
): Promise<TRoomRulesHistoryResponse> {
  const room = await catalogue.requireRoom(ctx, roomId);
  const versions = await catalogue.ruleVersions(ctx.db.orm, room.id);
  return { roomId: room.id, list: versions.map((row) => versionView(row, language)) };
}

/** A new version of the room's settings, from the first round not yet open; audited. */
export async function saveRules(
  ctx: AppContext,
  session: Session,
  form: TRoomRulesSaveRequest,
  language: Language,
): Promise<TRoomRuleVersion> {
  const room = await catalogue.findRoom(ctx.db.orm, form.roomId);
  if (!room) throw new AppError('NotFound');
  const gameType = await catalogue.findGameType(ctx.db.orm, room.gameTypeId);
  if (!gameType) throw new AppError('NotFound');
  const rules: RoomRules = {
    wrapStraights: form.wrapStraights,
    combinationOn1314: form.combinationOn1314,
    plainOn1314:
      form.plainOn1314Above !== undefined && form.plainOn1314Odds !== undefined
        ? { aboveStakeMinor: form.plainOn1314Above, odds: form.plainOn1314Odds }
        : null,
  };
  const [tooHigh] = oddsAtFullReturn(gameType.layout, rules, form.odds);
  if (tooHigh) {
    throw new AppError('OddsReturnTooHigh', undefined, [
      betLabelOf(tooHigh.betType)[language],
      tooHigh.rtpPercent,
    ]);
  }
  const written = await retryingTransaction(ctx.db, async (tx) => {
    const fromIssue = await rounds.firstIssueNotOpen(tx, gameType, ctx.now);
    const version = await catalogue.saveRuleVersion(
      tx,
      {
        roomId: room.id,
        fromIssue,
        odds: form.odds,
        rules,
        entryMinMinor: form.entryMin,
        betMinMinor: form.betMin,
        betMaxMinor: form.betMax,
        playerRoundStakeMaxMinor: form.playerRoundStakeMax ?? null,
        roomRoundPayoutMaxMinor: form.roomRoundPayoutMax ?? null,
        // Opening and closing are versions of their own: a rules change keeps the newest one's.
        isOpen: room.isOpen,
        changedBy: session.userId,
        reason: form.reason,
      },
      ctx.now(),
    );
    await operatorLog.recordAction(tx, session, {
      action: 'room.rules',
      targetType: 'room',
      targetId: room.id,
      reason: form.reason,
    });
    return version;
  });
  catalogue.forgetRoom(ctx, room.id);
  return versionView(written, language);
}

/**
 * Opens or closes a room from the first round not yet open (the round under way keeps taking bets, or
 * stays closed, to its end): a new version with the newest one's settings and the new opening; audited.
 */
export async function setRoomOpen(
  ctx: AppContext,
  session: Session,
  form: TRoomOpenRequest,
  language: Language,
): Promise<TRoomRuleVersion> {
  const room = await catalogue.findRoom(ctx.db.orm, form.roomId);
  if (!room) throw new AppError('NotFound');
  const gameType = await catalogue.findGameType(ctx.db.orm, room.gameTypeId);
  if (!gameType) throw new AppError('NotFound');
  const written = await retryingTransaction(ctx.db, async (tx) => {
    const fromIssue = await rounds.firstIssueNotOpen(tx, gameType, ctx.now);
    // Read again under the round lock: a rules change committed meanwhile is the version copied.
    const newest = await catalogue.findRoom(tx, room.id);
    if (!newest) throw new AppError('NotFound');
    const version = await catalogue.saveRuleVersion(
      tx,
      {
        roomId: room.id,
        fromIssue,
        odds: newest.odds ?? {},
        rules: catalogue.fromStoredRules(newest.rules),
        entryMinMinor: newest.entryMinMinor,
        betMinMinor: newest.betMinMinor,
        betMaxMinor: newest.betMaxMinor,
        playerRoundStakeMaxMinor: newest.playerRoundStakeMaxMinor,
        roomRoundPayoutMaxMinor: newest.roomRoundPayoutMaxMinor,
        isOpen: form.isOpen,
        changedBy: session.userId,
        reason: form.reason,
      },
      ctx.now(),
    );
    await operatorLog.recordAction(tx, session, {
      action: form.isOpen ? 'room.open' : 'room.close',
      targetType: 'room',
      targetId: room.id,
      reason: form.reason,
    });
    return version;
  });
  catalogue.forgetRoom(ctx, room.id);
  return versionView(written, language);
}

/** The issue under way by the clock (issue k draws at k × round seconds). */
const issueAt = (roundSeconds: number, now: Date) => Math.floor(now.getTime() / (roundSeconds * 1000)) + 1;

/** Every game type, area and room, each room with the version the round under way plays and any waiting. */
export async function gameList(ctx: AppContext, language: Language): Promise<TAdminGameListResponse> {
  const db = ctx.db.orm;
  const { gameTypes, areas, rooms } = await catalogue.wholeCatalogue(db);
  const now = ctx.now();
  const roomViews = new Map<number, TAdminRoom>();
  for (const room of rooms) {
    const gameType = gameTypes.find((row) => row.id === room.gameTypeId);
    if (!gameType) continue;
    const issue = issueAt(gameType.roundSeconds, now);
    const [current, versions] = await Promise.all([
      catalogue.ruleVersionAt(db, room.id, issue),
      catalogue.ruleVersions(db, room.id),
    ]);
    const newest = versions[0];
    if (!current || !newest) continue;
    roomViews.set(room.id, {
      id: room.id,
      areaId: room.areaId,
      nameZh: room.nameZh,
      nameEn: room.nameEn,
      sortOrder: room.sortOrder,
      current: versionView(current, language),
      next: newest.version !== current.version ? versionView(newest, language) : null,
    });
  }
  return {
    list: gameTypes.map((gameType) => ({
      id: gameType.id,
      code: gameType.code,
      nameZh: gameType.nameZh,
      nameEn: gameType.nameEn,
      layout: gameType.layout,
      roundSeconds: gameType.roundSeconds,
      closeBeforeDrawSeconds: gameType.closeBeforeDrawSeconds,
      isEnabled: gameType.isEnabled,
      currentIssue: String(issueAt(gameType.roundSeconds, now)),
      areas: areas
        .filter((area) => area.gameTypeId === gameType.id)
        .map((area) => ({
          id: area.id,
          nameZh: area.nameZh,
          nameEn: area.nameEn,
          rooms: rooms.flatMap((room) => {
            const view = room.areaId === area.id ? roomViews.get(room.id) : undefined;
            return view ? [view] : [];
          }),
        })),
    })),
  };
}
