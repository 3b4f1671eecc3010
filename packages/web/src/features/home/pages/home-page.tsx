// The home tab: the balance, then everything of the home-page call — banners, the notice ticker, a nudge
// to top up for a player whose balance is too small to bet, live game cards into the rooms, the trading volume and real
// payouts (names masked by the server) — with the shortcuts and the text pages. Pull to refresh, once the
// animated parts have loaded (components/animated.ts).

import { displayMoney } from '@fair28/shared';
import type { QueryClient } from '@tanstack/react-query';
import Skeleton from 'antd-mobile/es/components/skeleton';
import ShieldCheckIcon from 'lucide-react/icons/shield-check';
import { userDetailsQueryOptions, useUserDetails } from '@/api/account/get-user-details';
import { homePageQueryOptions, useHomePage } from '@/api/home/get-home-page';
import { LoadError, Loading } from '@/components/ui/load-state';
import { Page } from '@/components/ui/page';
import { useTranslation } from '@/i18n/use-translation';
import { useAnimatedParts } from '../components/animated';
import { Banners, GameCards, Notices, TopUpNudge, Volume, Wins } from '../components/home-sections';
import { MoreLinks } from '../components/more-links';
import { ShortcutGrid } from '../components/shortcut-grid';
import styles from './home-page.module.css';

/** The home screen's calls, started by its route before the page renders: the balance, then the rest. */
export function prefetchHomePage(client: QueryClient): void {
  void client.prefetchQuery(userDetailsQueryOptions());
  void client.prefetchQuery(homePageQueryOptions());
}

export function HomePage() {
  const { t } = useTranslation();
  const user = useUserDetails();
  const home = useHomePage();
  const parts = useAnimatedParts();

  const hero = (
    <div className={styles.hero}>
      {user.data ? (
        <>
          <p className={styles.greeting}>
            {t('home.greeting', { account: user.data.nickName || user.data.account })}
          </p>
          <p className={styles.balanceLabel}>{t('home.balance')}</p>
          <span className={styles.balance}>{displayMoney(user.data.point)}</span>
        </>
      ) : (
        <div aria-busy="true">
          <Skeleton.Title animated className={styles.skeleton} />
          <Skeleton.Paragraph lineCount={1} animated className={styles.skeleton} />
        </div>
      )}
    </div>
  );

  const refresh = async () => {
    await Promise.all([home.refetch(), user.refetch()]);
  };

  const content = (
    <>
      {user.isError ? <LoadError error={user.error} onRetry={() => void user.refetch()} /> : null}
      {home.data ? (
        <>
          <Banners banners={home.data.banners} />
          <Notices notices={home.data.notices} />
          {home.data.needsTopUp ? <TopUpNudge /> : null}
        </>
      ) : null}
      <ShortcutGrid />
      {home.isPending ? <Loading /> : null}
      {home.isError && !home.data ? (
        <LoadError error={home.error} onRetry={() => void home.refetch()} />
      ) : null}
      {home.data ? (
        <>
          <GameCards games={home.data.games} />
          <Volume volume={home.data.tradingVolume} />
          <Wins recent={home.data.recentWins} biggest={home.data.biggestWins} />
        </>
      ) : null}
      <MoreLinks />
      <section className={styles.fair}>
        <ShieldCheckIcon className={styles.fairIcon} aria-hidden="true" />
        <div>
          <h2 className={styles.fairTitle}>{t('home.fairTitle')}</h2>
          <p className={styles.fairBody}>{t('home.fairBody')}</p>
        </div>
      </section>
    </>
  );

  return (
    <Page title={t('app.name')} showBack={false} hero={hero}>
      {parts ? (
        <parts.PullToRefresh onRefresh={refresh} canReleaseText={t('home.refreshing')}>
          {content}
        </parts.PullToRefresh>
      ) : (
        content
      )}
    </Page>
  );
}
