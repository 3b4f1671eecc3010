// Cancelling the player's own bets while the round is open: one at a time at once, several after a
// confirmation that says how much comes back; the refund is shown when the server has made it.

import { displayMoney, parseMinor, type TBetRecord } from '@fair28/shared';
import { showError } from '../../../api/error-text';
import { useTranslation } from '../../../i18n/use-translation';
import { confirmAction, showToast } from '../../../lib/notify';
import { useCancelBets } from '../api/cancel-bet';

export function useCancelMyBets(roomId: number) {
  const { t } = useTranslation();
  const cancelBets = useCancelBets();

  const cancel = async (records: TBetRecord[]) => {
    const refund = displayMoney(records.reduce((sum, bet) => sum + parseMinor(bet.amount), 0n));
    if (
      records.length > 1 &&
      !(await confirmAction(t('room.cancelConfirm', { count: records.length, amount: refund })))
    ) {
      return;
    }
    cancelBets.mutate(
      { roomId, betIds: records.map((bet) => bet.betId) },
      {
        onSuccess: (answer) =>
          showToast(t('room.cancelled', { amount: displayMoney(answer.refunded) }), 'success'),
        onError: showError,
      },
    );
  };

  return { cancel, isCancelling: cancelBets.isPending };
}
