// Client and protocol constants of spec §9, and the limits the server enforces for them.

export const REQUEST_TIMEOUT_MS = 60_000;
export const CHUNK_TIMEOUT_MS = 120_000;
export const ASYNC_PAGE_DELAY_MS = 200;
export const LOADING_INDICATOR_DELAY_MS = 800;
export const TOAST_MS = 1500;
export const IMAGE_TOAST_MS = 700;
export const DEBOUNCE_MS = 300;
export const ROOM_EXIT_DELAY_MS = 3000;
export const HEARTBEAT_MS = 7900;
export const USER_STAT_PAGE_SIZE = 100;

/** How far a token field's timestamp may be from the server clock before it is refused as stale. */
export const TOKEN_FIELD_MAX_SKEW_MS = 5 * 60_000;
/** The longest nonce a token field may carry, and the longest field (hex) the server will decrypt. */
export const TOKEN_FIELD_MAX_NONCE_LENGTH = 64;
export const TOKEN_FIELD_MAX_LENGTH = 512;

export const DEFAULT_GAME_OPTION = {
  payType: '1234',
  walletCount: 3,
  paymentVoucher: 1,
  promotionCode: 1,
} as const;

/** The player app's page that checks a round (fair28's own route, open to anyone). */
export const VERIFY_PAGE_PATH = '/pages/game/verify/verify';

/** A link anyone can open to check a round: the app at `origin`, hash-routed (spec §2). */
export function verifyLink(origin: string, roundId: number): string {
  return `${origin}/#${VERIFY_PAGE_PATH}?roundId=${roundId}`;
}
