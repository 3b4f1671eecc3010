// Cancelling the player's own bets while the round is open: one at a time at once, several after a
// confirmation that says how much comes back; the refund is shown when the server has made it.

import { displayMoney, parseMinor, type TBetRecord } from '@fair28/shared';
import { showError } from '@/api/error-text';
import { useGuardedSubmit } from '@/hooks/use-guarded-submit';
import { useTranslation } from '@/i18n/use-translation';
import { confirmAction, showToast } from '@/lib/notify';
import { useCancelBets } from '../api/cancel-bet';

export function useCancelMyBets(roomId: number) {
  const { t } = useTranslation();
  const cancelBets = useCancelBets();
  // A bet is cancelled once whatever the taps (the server refuses a second cancel); the guard keeps a
  // second tap from asking twice.
  const guard = useGuardedSubmit();

  const cancel = (records: TBetRecord[]) =>
    guard.run(async ({ signal }) => {
      const refund = displayMoney(records.reduce((sum, bet) => sum + parseMinor(bet.amount), 0n));
      if (
        records.length > 1 &&
        !(await confirmAction(t('room.cancelConfirm', { count: records.length, amount: refund }), {}, signal))
      ) {
        return;
      }
      try {
        const answer = await cancelBets.mutateAsync({ roomId, betIds: records.map((bet) => bet.betId) });
        showToast(t('room.cancelled', { amount: displayMoney(answer.refunded) }), 'success');
      } catch (error) {
        showError(error);
      }
    });

  return { cancel, isCancelling: guard.isBusy };
}
