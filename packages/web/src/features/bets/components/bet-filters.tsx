// The bet records' filters: game, status and period, as chips a thumb can reach (no native selects).

import type { TGameType } from '@fair28/shared';
import { type PeriodChoice, PeriodFilter } from '@/components/records/period-filter';
import { ChoiceChips } from '@/components/ui/choice-chips';
import { useGameWords } from '@/hooks/use-game-words';
import { useTranslation } from '@/i18n/use-translation';
import type { BetStatusFilter } from '../api/get-bet-records';
import styles from './bet-filters.module.css';

/** What the filters choose; the page turns the period into days when it asks. */
export type BetFilterChoice = {
  gameTypeId: number | undefined;
  status: BetStatusFilter | undefined;
  period: PeriodChoice;
};

type BetFiltersProps = {
  gameTypes: TGameType[];
  value: BetFilterChoice;
  onChange: (choice: BetFilterChoice) => void;
  onReset: () => void;
  total: number | undefined;
};

const statuses: Array<{
  value: BetStatusFilter;
  key: 'bets.statusPending' | 'bets.statusSettled' | 'bets.statusCancelled';
}> = [
  { value: 'pending', key: 'bets.statusPending' },
  { value: 'settled', key: 'bets.statusSettled' },
  { value: 'cancelled', key: 'bets.statusCancelled' },
];

export function BetFilters({ gameTypes, value, onChange, onReset, total }: BetFiltersProps) {
  const { t } = useTranslation();
  const { nameOf } = useGameWords();
  const set = (changes: Partial<BetFilterChoice>) => onChange({ ...value, ...changes });
  return (
    <section aria-label={t('bets.filters')}>
      <ChoiceChips
        label={t('bets.game')}
        value={value.gameTypeId === undefined ? 'all' : String(value.gameTypeId)}
        onChange={(id) => set({ gameTypeId: id === 'all' ? undefined : Number(id) })}
        choices={[
          { value: 'all', label: t('bets.allGames') },
          ...gameTypes.map((gameType) => ({ value: String(gameType.id), label: nameOf(gameType) })),
        ]}
      />
      <ChoiceChips
        label={t('bets.status')}
        value={value.status ?? 'all'}
        onChange={(status) => set({ status: status === 'all' ? undefined : status })}
        choices={[
          { value: 'all', label: t('bets.allStatuses') },
          ...statuses.map((status) => ({ value: status.value, label: t(status.key) })),
        ]}
      />
      <PeriodFilter value={value.period} onChange={(period) => set({ period })} />
      <div className={styles.actions}>
        <span role="status">{total === undefined ? '' : t('bets.count', { count: total })}</span>
        <button type="button" className={styles.reset} onClick={onReset}>
          {t('bets.reset')}
        </button>
      </div>
    </section>
  );
}
