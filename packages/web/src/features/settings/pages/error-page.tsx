// The error page (spec §2 /pages/common/error/error?type=…): no device network, no line answering, or
// anything else. Retry returns to the page that failed, or starts the app over when there is none.

import Button from 'antd-mobile/es/components/button';
import AlertIcon from 'lucide-react/icons/circle-alert';
import { startUp } from '@/api/client';
import { Page } from '@/components/ui/page';
import { routes } from '@/config/routes';
import { useTranslation } from '@/i18n/use-translation';
import { canGoBack, navigateBack, reLaunch } from '@/lib/navigation';
import { useSearchParams } from '@/lib/router/router-context';
import styles from './error-page.module.css';

const texts = {
  network: { title: 'errorPage.networkTitle', body: 'errorPage.networkBody' },
  server: { title: 'errorPage.serverTitle', body: 'errorPage.serverBody' },
  other: { title: 'errorPage.otherTitle', body: 'errorPage.otherBody' },
} as const;

export function ErrorPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const type = searchParams.get('type');
  const text = type === 'network' || type === 'server' ? texts[type] : texts.other;

  const retry = () => {
    // The line may be what failed: find one that answers again before going anywhere.
    void startUp({ again: true }).catch(() => null);
    void (canGoBack() ? navigateBack() : reLaunch(routes.index.path));
  };

  return (
    <Page title={t('route.error')}>
      <section className={styles.box} role="alert">
        <AlertIcon className={styles.icon} aria-hidden="true" />
        <h2 className={styles.title}>{t(text.title)}</h2>
        <p className={styles.body}>{t(text.body)}</p>
        <Button color="primary" shape="rounded" size="large" block onClick={retry}>
          {t('common.retry')}
        </Button>
      </section>
    </Page>
  );
}
