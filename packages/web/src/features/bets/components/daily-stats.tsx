// The daily view of the bet records: per day the number of bets, the stake, what came back and the profit,
// with the totals over the chosen days. By default today and tomorrow, as spec §9 sets the range.

import { displayMoney, displaySignedMoney, formatDay } from '@fair28/shared';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { useMemo, useState } from 'react';
import { type PeriodChoice, PeriodFilter, rangeOfPeriod } from '@/components/records/period-filter';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError, Loading } from '@/components/ui/load-state';
import { useTranslation } from '@/i18n/use-translation';
import { type StatRange, useUserStats } from '../api/get-user-stats';
import styles from './daily-stats.module.css';

/** Today asks for today and tomorrow, as spec §9 sets the range; other periods for their days. */
function rangeOf(choice: PeriodChoice): StatRange {
  const today = new Date();
  const range = choice.period === 'today' ? null : rangeOfPeriod(choice, today);
  if (range) return range;
  const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
  return { startTime: formatDay(today), endTime: formatDay(tomorrow) };
}

export function DailyStats() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<PeriodChoice>({ period: 'today', customRange: null });
  const stats = useUserStats(useMemo(() => rangeOf(period), [period]));
  const profitClass = (profit: string) => (profit.startsWith('-') ? styles.loss : styles.gain);

  return (
    <PullToRefresh onRefresh={async () => void (await stats.refetch())}>
      <PeriodFilter value={period} onChange={setPeriod} offersAllTime={false} />
      {stats.isError ? <LoadError error={stats.error} onRetry={() => void stats.refetch()} /> : null}
      {stats.isPending ? <Loading /> : null}
      {stats.data && stats.data.list.length === 0 ? <EmptyState text={t('stats.empty')} /> : null}
      {stats.data && stats.data.list.length > 0 ? (
        <div className={styles.card}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('stats.date')}</th>
                <th scope="col">{t('stats.bets')}</th>
                <th scope="col">{t('stats.stake')}</th>
                <th scope="col">{t('stats.payout')}</th>
                <th scope="col">{t('stats.profit')}</th>
              </tr>
            </thead>
            <tbody>
              {stats.data.list.map((day) => (
                <tr key={day.date}>
                  <th scope="row">{day.date.slice(5)}</th>
                  <td>{day.betCount}</td>
                  <td>{displayMoney(day.stake)}</td>
                  <td>{displayMoney(day.payout)}</td>
                  <td className={profitClass(day.profit)}>{displaySignedMoney(day.profit)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('stats.totals')}</th>
                <td>{stats.data.totals.betCount}</td>
                <td>{displayMoney(stats.data.totals.stake)}</td>
                <td>{displayMoney(stats.data.totals.payout)}</td>
                <td className={profitClass(stats.data.totals.profit)}>
                  {displaySignedMoney(stats.data.totals.profit)}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      ) : null}
    </PullToRefresh>
  );
}
