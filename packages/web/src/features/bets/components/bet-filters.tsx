// The bet records' filters: game, status and days, as plain labelled controls.

import type { TGameType } from '@fair28/shared';
import { useTranslation } from 'react-i18next';
import { useGameWords } from '../../../hooks/use-game-words';
import type { BetRecordFilters, BetStatusFilter } from '../api/get-bet-records';
import { DateField } from './date-field';
import styles from './filters.module.css';

type BetFiltersProps = {
  gameTypes: TGameType[];
  filters: BetRecordFilters;
  onChange: (filters: BetRecordFilters) => void;
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

export function BetFilters({ gameTypes, filters, onChange, total }: BetFiltersProps) {
  const { t } = useTranslation();
  const { nameOf } = useGameWords();
  const set = (changes: Partial<BetRecordFilters>) => onChange({ ...filters, ...changes });
  return (
    <section className={styles.filters} aria-label={t('bets.filters')}>
      <div className={styles.field}>
        <label htmlFor="bets-game">{t('bets.game')}</label>
        <select
          id="bets-game"
          value={filters.gameTypeId ?? ''}
          onChange={(event) =>
            set({ gameTypeId: event.target.value ? Number(event.target.value) : undefined })
          }
        >
          <option value="">{t('bets.allGames')}</option>
          {gameTypes.map((gameType) => (
            <option key={gameType.id} value={gameType.id}>
              {nameOf(gameType)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="bets-status">{t('bets.status')}</label>
        <select
          id="bets-status"
          value={filters.status ?? ''}
          onChange={(event) =>
            set({ status: (event.target.value || undefined) as BetStatusFilter | undefined })
          }
        >
          <option value="">{t('bets.allStatuses')}</option>
          {statuses.map((status) => (
            <option key={status.value} value={status.value}>
              {t(status.key)}
            </option>
          ))}
        </select>
      </div>
      <DateField
        id="bets-from"
        label={t('bets.from')}
        value={filters.startTime ?? ''}
        onChange={(value) => set({ startTime: value || undefined })}
      />
      <DateField
        id="bets-to"
        label={t('bets.to')}
        value={filters.endTime ?? ''}
        onChange={(value) => set({ endTime: value || undefined })}
      />
      <div className={styles.actions}>
        <span role="status">{total === undefined ? '' : t('bets.count', { count: total })}</span>
        <button type="button" className={styles.reset} onClick={() => onChange({})}>
          {t('bets.reset')}
        </button>
      </div>
    </section>
  );
}
