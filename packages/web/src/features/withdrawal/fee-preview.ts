// The withdrawal preview: the fee and what arrives, by the server's own rule (shared withdrawalFee, in
// integer cents); and the checks the server makes on the amount, in its order, so the player sees a
// refusal before sending the code.

import {
  displayMoney,
  isPrice,
  type MessageKey,
  parseMinor,
  type TWithdrawalParamsResponse,
  type WithdrawalFeeRule,
  withdrawalFee,
} from '@fair28/shared';

export type WithdrawalRules = Pick<
  TWithdrawalParamsResponse,
  'feePercent' | 'minFee' | 'min' | 'max' | 'balance'
>;

export type WithdrawalPreview =
  | { kind: 'empty' }
  | { kind: 'invalid'; issue: { message: MessageKey; args: string[] } }
  | {
      kind: 'ready';
      amount: bigint;
      fee: bigint;
      actual: bigint;
      /** Set when the server would refuse this amount; the preview still shows the figures. */
      issue: { message: MessageKey; args: string[] } | null;
    };

/** The wire's rule as the fee rule: "1.50" percent read as minor units is 150 basis points. */
export function feeRuleOf(rules: Pick<WithdrawalRules, 'feePercent' | 'minFee'>): WithdrawalFeeRule {
  return { feeBasisPoints: parseMinor(rules.feePercent), minFeeMinor: parseMinor(rules.minFee) };
}

export function previewWithdrawal(text: string, rules: WithdrawalRules): WithdrawalPreview {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  if (!isPrice(trimmed)) return { kind: 'invalid', issue: { message: 'form.invalidPrice', args: [] } };
  const amount = parseMinor(trimmed);
  const fee = withdrawalFee(amount, feeRuleOf(rules));
  const actual = amount - fee;
  let issue: { message: MessageKey; args: string[] } | null = null;
  // The server also refuses an amount the fee would swallow whole.
  if (amount < parseMinor(rules.min) || amount > parseMinor(rules.max) || fee >= amount) {
    issue = { message: 'error.AmountOutOfRange', args: [displayMoney(rules.min), displayMoney(rules.max)] };
  } else if (amount > parseMinor(rules.balance)) {
    issue = { message: 'error.InsufficientBalance', args: [] };
  }
  return { kind: 'ready', amount, fee, actual: actual > 0n ? actual : 0n, issue };
}

/** The most the player can withdraw now: the balance, capped at the maximum ("" when below the minimum). */
export function largestWithdrawal(rules: WithdrawalRules): bigint | null {
  const balance = parseMinor(rules.balance);
  const max = parseMinor(rules.max);
  const largest = balance < max ? balance : max;
  return largest >= parseMinor(rules.min) ? largest : null;
}

/** Withdrawals left today. */
export function withdrawalsLeftToday(
  params: Pick<TWithdrawalParamsResponse, 'dailyCount' | 'usedToday'>,
): number {
  return Math.max(0, params.dailyCount - params.usedToday);
}

/**
 * Whether the server would refuse any withdrawal now whatever the amount: turnover still owed, the
 * security code locked or never set, or today's count used up. The form is then not offered at all.
 */
export function isWithdrawalBlocked(params: TWithdrawalParamsResponse): boolean {
  return (
    parseMinor(params.needPlayPoint) > 0n ||
    params.lockedMinutes > 0 ||
    !params.hasSecurityCode ||
    withdrawalsLeftToday(params) === 0
  );
}
