// /pages/stats/stats — fair28's public statistics, open logged in or out: every game type and room with
// its stakes, payouts, house result and players, the actual return beside the theoretical one with a 95 %
// band, and how fast withdrawals are paid. The audit checks these totals against the ledger.

import { displayMoney, formatDateTime, type TPublicStatsResponse, waitingText } from '@fair28/shared';
import { usePublicStats } from '@/api/stats/get-public-stats';
import { DetailList } from '@/components/ui/detail-list';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError, Loading } from '@/components/ui/load-state';
import { Page } from '@/components/ui/page';
import { routes } from '@/config/routes';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from '@/lib/router/link';
import { hasSession } from '@/lib/session';
import { GameFigures } from '../components/game-figures';
import styles from '../components/stats.module.css';

export function StatsPage() {
  const { t } = useTranslation();
  const stats = usePublicStats();
  return (
    <Page title={t('route.stats')} backTo={hasSession() ? routes.home.path : routes.login.path}>
      <p className={styles.intro}>{t('publicStats.intro')}</p>
      {stats.isError ? <LoadError error={stats.error} onRetry={() => void stats.refetch()} /> : null}
      {stats.isPending ? <Loading /> : null}
      {stats.data ? <StatsReport stats={stats.data} /> : null}
    </Page>
  );
}

function StatsReport({ stats }: { stats: TPublicStatsResponse }) {
  const { t } = useTranslation();
  const { withdrawals } = stats;
  const median = withdrawals.medianSecondsToPay;
  const units = {
    day: t('publicStats.day'),
    hour: t('publicStats.hour'),
    minute: t('publicStats.minute'),
    underMinute: t('publicStats.underMinute'),
  };
  return (
    <>
      <section className={styles.card} aria-labelledby="stats-totals">
        <h2 id="stats-totals" className={styles.title}>
          {t('publicStats.totals')}
        </h2>
        <DetailList
          details={[
            { label: t('publicStats.stakes'), value: displayMoney(stats.totals.stakes) },
            { label: t('publicStats.payouts'), value: displayMoney(stats.totals.payouts) },
            {
              label: t('publicStats.houseResult'),
              value: displayMoney(stats.totals.houseResult),
              isStrong: true,
            },
          ]}
        />
      </section>
      <p className={styles.note}>
        {t('publicStats.bandHow')}
        <Link to={routes.verify.path}>{t('publicStats.verifyLink')}</Link>
      </p>
      {stats.gameTypes.length === 0 ? <EmptyState text={t('publicStats.empty')} /> : null}
      {stats.gameTypes.map((gameType) => (
        <section key={gameType.gameTypeId} className={styles.card} aria-label={gameType.gameTypeName}>
          <h2 className={styles.title}>{gameType.gameTypeName}</h2>
          <GameFigures figures={gameType.figures} rounds={gameType} />
          {gameType.rooms.map((room) => (
            <div key={room.roomId} className={styles.room}>
              <h3 className={styles.roomTitle}>{room.roomName}</h3>
              {room.figures.roundsWithBets === 0 ? (
                <p className={styles.muted}>{t('publicStats.noBets')}</p>
              ) : (
                <GameFigures figures={room.figures} />
              )}
            </div>
          ))}
        </section>
      ))}
      <section className={styles.card} aria-labelledby="stats-withdrawals">
        <h2 id="stats-withdrawals" className={styles.title}>
          {t('publicStats.withdrawals')}
        </h2>
        <DetailList
          details={[
            { label: t('publicStats.pendingWithdrawals'), value: withdrawals.pending },
            { label: t('publicStats.paidLast30Days'), value: withdrawals.paidLast30Days },
            {
              label: t('publicStats.medianTimeToPay'),
              value: median === null ? t('publicStats.none') : waitingText(0, median * 1000, units),
            },
          ]}
        />
      </section>
      <p className={styles.muted}>
        {t('publicStats.generated', { time: formatDateTime(stats.generatedTime) })}
      </p>
    </>
  );
}
