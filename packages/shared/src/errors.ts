// The error codes a call can answer with. The numeric codes are wire contract (docs/PROTOCOL.md);
// each maps to one message in the catalogue, in both languages.

export const ErrorCode = {
  InvalidInput: 400,
  LoginExpired: 401,
  Forbidden: 403,
  NotFound: 404,
  RateLimited: 429,
  Internal: 500,
  AccountTaken: 1001,
  WrongCredentials: 1002,
  InvitationCodeInvalid: 1003,
  WrongOldPassword: 1004,
  WrongSecurityCode: 1005,
  AccountDisabled: 1006,
  InsufficientBalance: 1007,
} as const;

export type ErrorCodeName = keyof typeof ErrorCode;
export type ErrorCodeValue = (typeof ErrorCode)[ErrorCodeName];
