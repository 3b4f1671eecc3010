// The sheet the bet panel opens in, from the foot of the room: the room's odds once they are in (or why
// they are not), and the slip that places the bets.

import type { TRoomOddsListResponse } from '@fair28/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import Popup from 'antd-mobile/es/components/popup';
import { LoadError, Loading } from '@/components/ui/load-state';
import { translateMessage } from '@/i18n/i18n';
import { useTranslation } from '@/i18n/use-translation';
import type { BetSlip } from '../hooks/use-bet-slip';
import { formatCountdown, type RoundPhase } from '../lib/round-phase';
import { BetPanel } from './bet-panel';
import styles from './bet-sheet.module.css';

type BetSheetProps = {
  slip: BetSlip;
  odds: UseQueryResult<TRoomOddsListResponse>;
  limits: { betMin: string; betMax: string };
  canTakeBets: boolean;
  /** Why bets cannot be placed now (room closed, betting closed), or null while they can. */
  closedReason: string | null;
  /** The round's clock, kept in view while bets are chosen. */
  phase: RoundPhase;
};

export function BetSheet({ slip, odds, limits, canTakeBets, closedReason, phase }: BetSheetProps) {
  const { t } = useTranslation();
  return (
    <Popup
      visible={slip.isPanelOpen}
      onMaskClick={slip.closePanel}
      onClose={slip.closePanel}
      showCloseButton
      bodyClassName={styles.sheet}
    >
      <div role="dialog" aria-modal="true" aria-labelledby="bet-panel-title">
        <header className={styles.sheetHead}>
          <h2 id="bet-panel-title" className={styles.sheetTitle}>
            {t('room.betPanel')}
          </h2>
          <SheetClock phase={phase} />
        </header>
        {odds.isError ? <LoadError error={odds.error} onRetry={() => void odds.refetch()} /> : null}
        {odds.isPending && canTakeBets ? <Loading /> : null}
        {odds.data ? (
          <BetPanel
            odds={odds.data}
            betMin={limits.betMin}
            betMax={limits.betMax}
            selected={slip.selected}
            onToggle={slip.toggle}
            amount={slip.amount}
            onAmount={slip.setAmount}
            onClear={slip.clear}
            onSubmit={() => void slip.submit()}
            isBusy={slip.isPlacing}
            closedReason={closedReason}
          />
        ) : null}
      </div>
    </Popup>
  );
}

/** The round taking bets and when it closes, or, while none does, when the next one opens. */
function SheetClock({ phase }: { phase: RoundPhase }) {
  const { t } = useTranslation();
  let text: string;
  if (phase.kind === 'open') {
    text = `${t('round.issue', { issue: phase.issue })} · ${t('room.closesIn')} ${formatCountdown(phase.closesInMs)}`;
  } else {
    const next = phase.kind === 'unknown' || phase.kind === 'preparing' ? null : phase.next;
    text = next
      ? t('room.nextOpensIn', { issue: next.issue, time: formatCountdown(next.opensInMs) })
      : translateMessage('error.BettingClosed');
  }
  return (
    <p
      className={phase.kind === 'open' ? styles.clock : `${styles.clock} ${styles.clockClosed}`}
      role="timer"
    >
      {text}
    </p>
  );
}
