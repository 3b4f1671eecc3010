// The sheet the bet panel opens in, from the foot of the room: the room's odds once they are in (or why
// they are not), and the slip that places the bets.

import type { TRoomOddsListResponse } from '@fair28/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LoadError, Loading } from '../../../components/ui/load-state';
import type { BetSlip } from '../hooks/use-bet-slip';
import { BetPanel } from './bet-panel';
import styles from './bet-sheet.module.css';

type BetSheetProps = {
  slip: BetSlip;
  odds: UseQueryResult<TRoomOddsListResponse>;
  limits: { betMin: string; betMax: string };
  canTakeBets: boolean;
  /** Why bets cannot be placed now (room closed, betting closed), or null while they can. */
  closedReason: string | null;
};

export function BetSheet({ slip, odds, limits, canTakeBets, closedReason }: BetSheetProps) {
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
        <h2 id="bet-panel-title" className={styles.sheetTitle}>
          {t('room.betPanel')}
        </h2>
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
