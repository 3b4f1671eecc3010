// The error codes a call can answer with. The numeric codes are wire contract (docs/PROTOCOL.md);
// each maps to one message in the catalogue, in both languages.

export const ErrorCode = {
  InvalidInput: 400,
  LoginExpired: 401,
  Forbidden: 403,
  NotFound: 404,
  RateLimited: 429,
  Internal: 500,
  // The database cut a statement that ran or waited for a lock too long: nothing changed, try again.
  Busy: 503,
  AccountTaken: 1001,
  WrongCredentials: 1002,
  InvitationCodeInvalid: 1003,
  WrongOldPassword: 1004,
  WrongSecurityCode: 1005,
  AccountDisabled: 1006,
  InsufficientBalance: 1007,
  // Staff: a one-time password not yet changed; a staff account on a player's call.
  PasswordChangeRequired: 1008,
  StaffAccount: 1009,
  // The console: a player account at its sign-in; the last admin.
  NotStaffAccount: 1010,
  // Two-step sign-in (staff and players): the code missing or wrong (or used before); the password step's
  // challenge expired, used or tried too often, so the password is asked again.
  TwoFactorRequired: 1011,
  WrongTwoFactorCode: 1012,
  LastAdmin: 1013,
  SignInChallengeExpired: 1014,
  RoomNotConfigured: 2001,
  RoomClosed: 2002,
  BettingClosed: 2003,
  BetAmountOutOfRange: 2004,
  BetTypeNotOffered: 2005,
  BelowRoomEntryMinimum: 2006,
  RoundNotDrawn: 2007,
  // Room rules: a version changed under the call, the room's exposure caps, odds paying 100 % or more.
  RoomRulesChanged: 2008,
  PlayerRoundStakeLimit: 2009,
  RoomRoundPayoutLimit: 2010,
  OddsReturnTooHigh: 2011,
  // Voiding: only an undrawn round, once, and only before its beacon's time (after it, its result is knowable).
  RoundDrawn: 2012,
  RoundVoided: 2013,
  RoundBeaconPassed: 2014,
  // Money: top-up, withdrawal, cards and addresses, operator review.
  AmountOutOfRange: 1101,
  PayChannelUnavailable: 1102,
  SecurityCodeNotSet: 1103,
  WithdrawalLocked: 1104,
  TurnoverRequired: 1105,
  DailyWithdrawalLimit: 1106,
  BankCardAlreadyBound: 1107,
  BankCardMissing: 1108,
  UsdtAddressLimit: 1109,
  UsdtAddressTaken: 1110,
  AlreadyReviewed: 1111,
  ChangeRequestPending: 1112,
  // Operator decisions: never on one's own request; above the four-eyes amount, a second operator.
  OwnRequest: 1113,
  SecondApproverRequired: 1114,
  // A new card or USDT address waits FAIR28_PAYOUT_HOLD_HOURS before it receives withdrawals.
  PayoutDestinationOnHold: 1120,
  // Store and the forward call.
  OutOfStock: 1201,
  ForwardRefused: 1301,
  QuotesUnavailable: 1302,
  ForwardFailed: 1303,
  // Red packets and the promotions budget.
  RedPacketClaimed: 1401,
  RedPacketEnded: 1402,
  PromotionBudgetShort: 1403,
  // A packet sent to a room's chat is for the players in that room.
  RedPacketNotInRoom: 1404,
  // Responsible play: the player's own limits, cool-off and self-exclusion (never lifted early).
  DepositLimitReached: 2401,
  LossLimitReached: 2402,
  StakeLimitReached: 2403,
  SessionLimitReached: 2404,
  CoolingOff: 2405,
  SelfExcluded: 2406,
  BreakNotOver: 2407,
  // Auto-bet: a running plan cannot be changed or started again; one plan runs per room.
  PlanRunning: 2411,
  PlanNotRunning: 2412,
  // Web Push: a subscription whose endpoint is no allowed push service (FAIR28_PUSH_SERVICES).
  PushServiceRefused: 1501,
} as const;

export type ErrorCodeName = keyof typeof ErrorCode;
export type ErrorCodeValue = (typeof ErrorCode)[ErrorCodeName];
