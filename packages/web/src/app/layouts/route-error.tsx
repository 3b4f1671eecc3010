// What a page that failed to load or crashed shows: a reload for chunk failures (a new release may
// have replaced the files), a way home otherwise. Kept free of antd-mobile: it ships in the entry chunk.

import { routes } from '@/config/routes';
import { useTranslation } from '@/i18n/use-translation';
import { ChunkLoadError } from '@/lib/lazy-page';
import { reLaunch } from '@/lib/navigation';
import { useRouteError } from '@/lib/router/router-context';
import styles from './route-error.module.css';

export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const isChunk = error instanceof ChunkLoadError;
  if (!isChunk) console.error(error);
  return (
    <main className={styles.box} role="alert">
      <h1 className={styles.title}>{t(isChunk ? 'page.loadFailed' : 'errorPage.otherTitle')}</h1>
      <p className={styles.text}>{t(isChunk ? 'page.loadFailedHint' : 'errorPage.otherBody')}</p>
      <button type="button" className={styles.primary} onClick={() => window.location.reload()}>
        {t('page.reload')}
      </button>
      <button type="button" className={styles.secondary} onClick={() => void reLaunch(routes.index.path)}>
        {t('common.goHome')}
      </button>
    </main>
  );
}
