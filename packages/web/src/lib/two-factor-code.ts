// While two-step sign-in is on, new payout accounts and withdrawals carry the authenticator's code: its
// field is asked for before anything is sent, with the message the server would answer.

import type { FieldIssue } from './validation';

export function missingTwoFactorCode(hasTwoFactor: boolean, code: string | undefined): FieldIssue | null {
  return hasTwoFactor && !code ? { field: 'twoFactorCode', message: 'error.TwoFactorRequired' } : null;
}
