// What the console asks before an approval that moves money (a top-up credited, a payout marked paid): the
// page's own words, except for the first of two approvals above the four-eyes amount, which moves nothing
// yet and says so.
import { displayMoney } from '@fair28/shared';
import type { ConfirmWords } from '@/hooks/use-guarded-action';
import type { Translate } from '@/i18n/labels';
import { isFirstOfTwo } from './decision';

export function approvalConfirmation(
  t: Translate,
  request: { amount: string; firstApprovedBy: string },
  fourEyesAbove: string | undefined,
  words: { title: string; body: string; okText: string },
): ConfirmWords {
  return {
    title: words.title,
    content: isFirstOfTwo(request, fourEyesAbove)
      ? t('review.firstOfTwoBody', displayMoney(fourEyesAbove ?? ''))
      : words.body,
    okText: words.okText,
    cancelText: t('common.cancel'),
  };
}
