// The home screen in one call, and the share page's invitees (`homeCalls`), with their schemas: what a
// player sees first, and whom they invited.
import { z } from 'zod';
import { ZEmptyRequest } from './common';
import { ZContentDetails, ZContentItem } from './content';
import { defineCalls } from './define-calls';
import { ZPage, ZPageRequest } from './fields';
import { ZTradingVolumeResponse } from './ledger';
import { ZCurrentRound, ZGameOpenInfo } from './rounds';

/** A game type's card: its live round (countdown and issue) and its last result. */
export const ZHomeGame = z.object({
  gameTypeId: z.number().int(),
  code: z.string(),
  name: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  /** The room a card opens (the game type's first room), null when it has none. */
  roomInfoId: z.number().int().nullable(),
  roundSeconds: z.number().int(),
  /** The round taking bets now (or the next one while the current awaits its draw); null if none. */
  current: ZCurrentRound.nullable(),
  lastResult: ZGameOpenInfo.nullable(),
});
export type THomeGame = z.infer<typeof ZHomeGame>;

/** A player's win as others may see it: the nickname masked, the round's net result from the ledger. */
export const ZHomeWin = z.object({
  name: z.string(),
  /** What the player won in one round: payout less stake, always above zero (decimal string). */
  amount: z.string(),
  /** What the payout was for, e.g. `round 3520001`. */
  reference: z.string(),
  createTime: z.string(),
});
export type THomeWin = z.infer<typeof ZHomeWin>;

export const ZHomePageResponse = z.object({
  serverTime: z.number().int(),
  banners: z.array(ZContentItem),
  /** The latest notices, for the ticker. */
  notices: z.array(ZContentDetails),
  games: z.array(ZHomeGame),
  /** Net stake volume of all players, yesterday and today (the trading-volume call's figures). */
  tradingVolume: ZTradingVolumeResponse,
  /** The latest round wins (net of stakes), newest first. */
  recentWins: z.array(ZHomeWin),
  /** The largest round wins (net of stakes) of the last 7 days, largest first. */
  biggestWins: z.array(ZHomeWin),
  /** Whether the player has ever been credited a top-up: false → show the first-time nudge. */
  hasToppedUp: z.boolean(),
  /**
   * Whether the balance is too small to bet in any open room (below its entry minimum or smallest stake):
   * true → show the top-up nudge. A player with enough to play is not asked to top up.
   */
  needsTopUp: z.boolean(),
});
export type THomePageResponse = z.infer<typeof ZHomePageResponse>;

export const ZShareListRequest = ZPageRequest;

/** One invited player: masked, with when they joined. */
export const ZInvitee = z.object({ name: z.string(), createTime: z.string() });

export const ZShareListResponse = ZPage(ZInvitee).extend({
  /** The caller's invitation code and the registration link that carries it. */
  code: z.string(),
  link: z.string(),
  invitedToday: z.number().int(),
});
export type TShareListResponse = z.infer<typeof ZShareListResponse>;

/** The home screen in one call, and the share page. */
export const homeCalls = defineCalls({
  homePage: { path: '/api/v1/home/page', auth: true, request: ZEmptyRequest, response: ZHomePageResponse },
  shareList: {
    path: '/api/v1/share/list',
    auth: true,
    request: ZShareListRequest,
    response: ZShareListResponse,
  },
});
