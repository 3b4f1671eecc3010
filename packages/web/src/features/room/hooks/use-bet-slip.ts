// The room's bet slip (spec §4): the bet types picked and one stake for each, checked as the server will,
// confirmed with each bet's odds and the total, then placed through the slip's submit guard
// (hooks/use-guarded-submit): one tap, one dialog, one key kept for its retries, so nothing bets twice.

import { type Intent, isUncertain } from '@fair28/client';
import { type BetType, displayMoney, type TRoom, type TRoomOddsListResponse } from '@fair28/shared';
import Dialog from 'antd-mobile/es/components/dialog';
import { useEffect, useMemo, useRef, useState } from 'react';
import { showError } from '@/api/error-text';
import { useGameWords } from '@/hooks/use-game-words';
import { useGuardedSubmit } from '@/hooks/use-guarded-submit';
import { translateMessage } from '@/i18n/i18n';
import { useTranslation } from '@/i18n/use-translation';
import { confirmDialog } from '@/lib/confirm-dialog';
import { showToast } from '@/lib/notify';
import { type PlaceBetInput, usePlaceBet } from '../api/place-bet';
import { confirmBets } from '../components/bet-confirmation';
import { checkBetSlip, chipAmounts } from '../lib/bet-slip';
import type { RoundPhase } from '../lib/round-phase';

type BetSlipOptions = {
  roomId: number;
  room: TRoom | null;
  balance: string | undefined;
  phase: RoundPhase;
  odds: TRoomOddsListResponse | undefined;
};

export function useBetSlip({ roomId, room, balance, phase, odds }: BetSlipOptions) {
  const { t } = useTranslation();
  const { betLabel } = useGameWords();
  const [isPanelOpen, setIsPanelOpen] = useState(false);
  const [selected, setSelected] = useState<BetType[]>([]);
  const [amount, setAmount] = useState('');
  const placeBet = usePlaceBet();
  const guard = useGuardedSubmit();

  const hasStartAmount = useRef(false);
  useEffect(() => {
    // Start the amount at the room's smallest quick amount once, when the room is known. Only once: a
    // player who empties the field is typing a new amount, and refilling it would turn "50" into "1050".
    if (!room || hasStartAmount.current) return;
    hasStartAmount.current = true;
    setAmount((current) => current || (chipAmounts(room.betMin, room.betMax)[0]?.replace(/\.00$/, '') ?? ''));
  }, [room]);

  const oddsOf = useMemo(
    () => new Map((odds?.list ?? []).map((line) => [line.betType, line.odds] as const)),
    [odds],
  );

  const toggle = (betType: BetType) =>
    setSelected((current) =>
      current.includes(betType) ? current.filter((type) => type !== betType) : [...current, betType],
    );

  const send = async (input: Omit<PlaceBetInput, 'idempotencyKey'>, intent: Intent, signal: AbortSignal) => {
    try {
      await intent.send((idempotencyKey) => placeBet.mutateAsync({ ...input, idempotencyKey }));
      showToast(t('room.placed'), 'success');
      setSelected([]);
      setIsPanelOpen(false);
    } catch (error) {
      if (!isUncertain(error)) {
        showError(error);
        return;
      }
      const retry = await confirmDialog(
        Dialog,
        {
          title: t('room.retryTitle'),
          content: t('room.retryBody'),
          confirmText: t('common.retry'),
          cancelText: t('common.cancel'),
        },
        signal,
      );
      // The same key: if the first call went through, the server answers it and bets nothing more.
      if (retry) await send(input, intent, signal);
    }
  };

  const submit = () =>
    guard.run(async ({ signal, intend }) => {
      if (!room || balance === undefined) return;
      const check = checkBetSlip(selected, amount, { betMin: room.betMin, betMax: room.betMax, balance });
      if (!check.ok) {
        showToast(translateMessage(check.message, ...check.args.map(displayMoney)));
        return;
      }
      const input = { roomId, items: check.items };
      const intent = intend(input);
      const isConfirmed = await confirmBets(
        { title: t('room.confirmTitle'), confirmText: t('common.confirm'), cancelText: t('common.cancel') },
        {
          round: t('round.issue', { issue: phase.kind === 'open' ? phase.issue : '' }),
          lines: check.items.map((item) => ({
            key: item.betType,
            label: betLabel(item.betType),
            odds: oddsOf.get(item.betType) ?? '',
            amount: displayMoney(item.amount),
          })),
          totalLabel: t('room.total'),
          total: displayMoney(check.totalMinor),
        },
        signal,
      );
      if (isConfirmed) await send(input, intent, signal);
    });

  return {
    isPanelOpen,
    openPanel: () => setIsPanelOpen(true),
    closePanel: () => setIsPanelOpen(false),
    selected,
    toggle,
    clear: () => setSelected([]),
    amount,
    setAmount,
    submit,
    isPlacing: guard.isBusy,
  };
}

export type BetSlip = ReturnType<typeof useBetSlip>;
