// What the console asks before an approval that moves money (a top-up credited, a payout marked paid, an
// adjustment applied): the queue's own words, except for the first of two approvals above the four-eyes
// amount, which moves nothing yet and says so.
import { displayMoney } from '@fair28/shared';
import type { ConfirmWords } from '@/hooks/use-guarded-action';
import type { Translate } from '@/i18n/labels';
import { isFirstOfTwo } from './decision';

/** An approval that moves money: how much (the four-eyes rule reads it), and the queue's words for it. */
export type MoneyApproval = { amount: string; title: string; body: string; okText: string };

export function approvalConfirmation(
  t: Translate,
  approval: MoneyApproval,
  /** Who gave the first approval, '' when none yet. */
  firstApprovedBy: string,
  fourEyesAbove: string | undefined,
): ConfirmWords {
  return {
    title: approval.title,
    content: isFirstOfTwo({ amount: approval.amount, firstApprovedBy }, fourEyesAbove)
      ? t('review.firstOfTwoBody', displayMoney(fourEyesAbove ?? ''))
      : approval.body,
    okText: approval.okText,
    cancelText: t('common.cancel'),
  };
}
