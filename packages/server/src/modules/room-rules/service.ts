// A room's rule versions: the public change log, and an operator's new version of a room's odds, 13/14
// rules, straights, bet limits and exposure caps. A new version takes effect from the first round not yet
// open, so bets of the round taking bets keep theirs; odds returning 100 % or more are refused.
import {
  betLabelOf,
  formatMinor,
  type Language,
  oddsAtFullReturn,
  type RoomRules,
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
