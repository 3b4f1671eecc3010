// The phone-sized column every page renders in, with a thin progress bar when a page takes longer
// than the async-page delay of spec §9 to load, the reality check while a player is signed in, and the
// banner offering a new version of the app once one is installed.

import { ASYNC_PAGE_DELAY_MS } from '@fair28/shared';
import { Splash } from '@/components/ui/splash';
import { UpdateBanner } from '@/components/ui/update-banner';
import { useDelayed } from '@/hooks/use-delayed';
import { useRealityCheck } from '@/hooks/use-reality-check';
import { useTranslation } from '@/i18n/use-translation';
import { Outlet, useRouterState } from '@/lib/router/router-context';
import { ScrollRestoration } from '@/lib/router/scroll-restoration';
import styles from './root-layout.module.css';

export function RootLayout() {
  const { t } = useTranslation();
  const { isLoading } = useRouterState();
  const isSlow = useDelayed(isLoading, ASYNC_PAGE_DELAY_MS);
  // The player's reality check, on every page while signed in.
  useRealityCheck();
  return (
    <div className={styles.column}>
      {isSlow ? (
        <div className={styles.progress} role="progressbar" aria-label={t('common.loading')} />
      ) : null}
      <UpdateBanner />
      <Outlet />
      <ScrollRestoration />
    </div>
  );
}

/** Shown while the first page's chunk loads. */
export function FirstLoad() {
  return (
    <div className={styles.column}>
      <Splash />
    </div>
  );
}
