// The room's bet slip (spec §4): the bet types picked and one stake for each, checked as the server will,
// confirmed with each bet's odds and the total, then placed under one idempotency key kept for its
// retries, so a retry after a lost answer never bets twice.

import { isApiError } from '@fair28/client';
import {
  type BetType,
  displayMoney,
  newIdempotencyKey,
  type TRoom,
  type TRoomOddsListResponse,
} from '@fair28/shared';
import Dialog from 'antd-mobile/es/components/dialog';
import { useEffect, useMemo, useRef, useState } from 'react';
import { showError } from '../../../api/error-text';
import { useGameWords } from '../../../hooks/use-game-words';
import { translateMessage } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { showToast } from '../../../lib/notify';
import { type PlaceBetInput, usePlaceBet } from '../api/place-bet';
import { confirmBets } from '../components/bet-confirmation';
import { checkBetSlip, chipAmounts } from '../lib/bet-slip';
import type { RoundPhase } from '../lib/round-phase';

/** Failures after which the bets may or may not have been placed: only a retry with the same key tells. */
function isUncertain(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'http');
}

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
  const isPlacing = useRef(false);

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

  const send = async (input: PlaceBetInput): Promise<void> => {
    try {
      await placeBet.mutateAsync(input);
      showToast(t('room.placed'), 'success');
      setSelected([]);
      setIsPanelOpen(false);
    } catch (error) {
      if (!isUncertain(error)) {
        showError(error);
        return;
      }
      const retry = await Dialog.confirm({
        title: t('room.retryTitle'),
        content: t('room.retryBody'),
        confirmText: t('common.retry'),
        cancelText: t('common.cancel'),
      });
      // The same key: if the first call went through, the server answers it and bets nothing more.
      if (retry) await send(input);
    }
  };

  const submit = async () => {
    if (!room || balance === undefined || isPlacing.current) return;
    const check = checkBetSlip(selected, amount, { betMin: room.betMin, betMax: room.betMax, balance });
    if (!check.ok) {
      showToast(translateMessage(check.message, ...check.args.map(displayMoney)));
      return;
    }
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
    );
    if (!isConfirmed) return;
    isPlacing.current = true;
    try {
      // One key per confirmation, kept for its retries.
      await send({ roomId, items: check.items, idempotencyKey: newIdempotencyKey() });
    } finally {
      isPlacing.current = false;
    }
  };

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
    isPlacing: placeBet.isPending,
  };
}

export type BetSlip = ReturnType<typeof useBetSlip>;
