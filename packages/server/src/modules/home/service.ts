// The home screen in one call: banners and notices, each game type's live round and last result, the
// stake volume of yesterday and today, real wins (net of stakes, latest and largest, names masked, from
// the settlement records the ledger paid, read once per few seconds per node), whether the player has ever topped up, and whether the balance is too small to bet (the
// top-up nudge).
import type { Language, THomeGame, THomePageResponse, THomeWin } from '@fair28/shared';
import { formatMinor } from '@fair28/shared';
import { cachedRead } from '../../infra/cached-read';
import type { AppContext } from '../../kernel/context';
import { perApp } from '../../kernel/per-app';
import type { Session } from '../../kernel/session';
import * as accounts from '../accounts/service';
import * as catalogue from '../catalogue/service';
import * as content from '../content/service';
import * as deposits from '../deposits/service';
import * as ledger from '../ledger/service';
import * as playSafe from '../play-safe/service';
import * as rounds from '../rounds/service';

const NOTICES_SHOWN = 5;
const WINS_SHOWN = 10;
const BIGGEST_WINS_DAYS = 7;
/** The winners are the same for every player: one read serves a node's home pages for this long. */
const WINS_CACHE_MS = 5_000;
const DAY_MS = 86_400_000;

async function games(ctx: AppContext, language: Language): Promise<THomeGame[]> {
  const { list } = await catalogue.gameTypeList(ctx, language);
  return Promise.all(
    list.map(async (gameType) => ({
      gameTypeId: gameType.id,
      code: gameType.code,
      name: gameType.name,
      nameZh: gameType.nameZh,
      nameEn: gameType.nameEn,
      roomInfoId: gameType.roomInfoId,
      roundSeconds: gameType.roundSeconds,
      ...(await rounds.liveRound(ctx, gameType.id)),
    })),
  );
}

async function winners(ctx: AppContext) {
  const now = ctx.now();
  const db = ctx.db.orm;
  const [recent, biggest] = await Promise.all([
    ledger.wins(db, new Date(now.getTime() - BIGGEST_WINS_DAYS * DAY_MS), 'newest', WINS_SHOWN),
    ledger.wins(db, new Date(now.getTime() - BIGGEST_WINS_DAYS * DAY_MS), 'largest', WINS_SHOWN),
  ]);
  const names = await accounts.publicNames(
    db,
    [...recent, ...biggest].map((win) => win.userId),
  );
  const view = (win: ledger.WinRow): THomeWin => ({
    name: names.get(win.userId) ?? '*',
    amount: formatMinor(win.amountMinor),
    reference: win.reference,
    createTime: win.createdAt.toISOString(),
  });
  return { recentWins: recent.map(view), biggestWins: biggest.map(view) };
}

const sharedWinners = perApp((ctx) => cachedRead(WINS_CACHE_MS, () => winners(ctx)));

/** Whether the wallet holds less than the least any open room lets a player bet with. */
async function balanceTooSmallToBet(ctx: AppContext, userId: number): Promise<boolean> {
  const [balance, smallest] = await Promise.all([
    ledger.walletBalance(ctx.db.orm, userId),
    catalogue.smallestStake(ctx.db.orm),
  ]);
  return smallest !== null && balance < smallest;
}

export async function homePage(
  ctx: AppContext,
  session: Session,
  language: Language,
): Promise<THomePageResponse> {
  const [shown, gameCards, tradingVolume, wins, hasToppedUp, isOnBreak, needsTopUp] = await Promise.all([
    content.homeContent(ctx, language, NOTICES_SHOWN),
    games(ctx, language),
    ledger.tradingVolume(ctx),
    sharedWinners(ctx)(),
    deposits.hasToppedUp(ctx, session.userId),
    playSafe.isOnBreak(ctx, session.userId),
    balanceTooSmallToBet(ctx, session.userId),
  ]);
  // A player on a cool-off or self-exclusion is sent no promotion: no banners, no winners, no top-up nudge.
  if (isOnBreak) {
    return {
      serverTime: ctx.now().getTime(),
      banners: [],
      notices: shown.notices,
      games: gameCards,
      tradingVolume,
      recentWins: [],
      biggestWins: [],
      hasToppedUp: true,
      needsTopUp: false,
    };
  }
  return {
    serverTime: ctx.now().getTime(),
    ...shown,
    games: gameCards,
    tradingVolume,
    ...wins,
    hasToppedUp,
    needsTopUp,
  };
}
