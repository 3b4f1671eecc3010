// /pages/tabBar/personal/menu/investmentDetails — the bet records (投注记录; the spec's "investment
// details"): every bet with its outcome and a link to verify its round, filtered by game, status and days,
// loaded a page at a time as the list scrolls; and the daily stats.

import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { useMemo, useState } from 'react';
import { useGameTypes } from '@/api/game/get-game-types';
import { ALL_TIME, rangeOfPeriod } from '@/components/records/period-filter';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError, Loading } from '@/components/ui/load-state';
import { Page } from '@/components/ui/page';
import { routes } from '@/config/routes';
import { useTranslation } from '@/i18n/use-translation';
import { type BetRecordFilters, useBetRecords } from '../api/get-bet-records';
import { type BetFilterChoice, BetFilters } from '../components/bet-filters';
import { BetRecordItem } from '../components/bet-record-item';
import { DailyStats } from '../components/daily-stats';
import styles from './bet-records-page.module.css';

type View = 'list' | 'stats';

const noFilter: BetFilterChoice = { gameTypeId: undefined, status: undefined, period: ALL_TIME };

export function BetRecordsPage() {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('list');
  return (
    <Page title={t('route.betRecords')} backTo={routes.mine.path}>
      <div className={styles.views} role="tablist" aria-label={t('route.betRecords')}>
        {(['list', 'stats'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`bets-view-${name}`}
            aria-selected={view === name}
            aria-controls={`bets-panel-${name}`}
            className={view === name ? `${styles.view} ${styles.selected}` : styles.view}
            onClick={() => setView(name)}
          >
            {t(name === 'list' ? 'bets.listTab' : 'bets.statsTab')}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`bets-panel-${view}`} aria-labelledby={`bets-view-${view}`}>
        {view === 'list' ? <BetList /> : <DailyStats />}
      </div>
    </Page>
  );
}

function BetList() {
  const { t } = useTranslation();
  const gameTypes = useGameTypes();
  const [choice, setChoice] = useState<BetFilterChoice>(noFilter);
  const filters = useMemo<BetRecordFilters>(
    () => ({
      gameTypeId: choice.gameTypeId,
      status: choice.status,
      ...rangeOfPeriod(choice.period, new Date()),
    }),
    [choice],
  );
  const records = useBetRecords(filters);
  const items = records.data?.pages.flatMap((page) => page.list) ?? [];
  const total = records.data?.pages[0]?.total;

  return (
    <PullToRefresh onRefresh={async () => void (await records.refetch())}>
      <BetFilters
        gameTypes={gameTypes.data?.list ?? []}
        value={choice}
        onChange={setChoice}
        onReset={() => setChoice(noFilter)}
        total={total}
      />
      {records.isError && items.length === 0 ? (
        <LoadError error={records.error} onRetry={() => void records.refetch()} />
      ) : null}
      {records.isPending ? <Loading /> : null}
      {records.isSuccess && items.length === 0 ? <EmptyState text={t('bets.empty')} /> : null}
      {items.length > 0 ? (
        <>
          <ul className={styles.list}>
            {items.map((record) => (
              <li key={record.betId}>
                <BetRecordItem record={record} />
              </li>
            ))}
          </ul>
          <InfiniteScroll
            hasMore={records.hasNextPage}
            loadMore={async () => {
              const result = await records.fetchNextPage();
              // InfiniteScroll offers its retry when loadMore throws.
              if (result.isError) throw result.error;
            }}
          >
            {(hasMore, failed, retry) =>
              failed ? (
                <button type="button" className={styles.more} onClick={() => void retry()}>
                  {t('common.retry')}
                </button>
              ) : hasMore ? (
                <span className={styles.more}>{t('common.loading')}</span>
              ) : (
                <span className={styles.more}>{t('bets.noMore')}</span>
              )
            }
          </InfiniteScroll>
        </>
      ) : null}
    </PullToRefresh>
  );
}
