// The version page (spec §2 /pages/common/up-data/up-data): this app's version and the server's answer
// to the version call.

import { LoadError, Loading } from '@/components/ui/load-state';
import { Page } from '@/components/ui/page';
import { useTranslation } from '@/i18n/use-translation';
import { useVersion } from '../api/get-version';
import styles from './version-page.module.css';

export function VersionPage() {
  const { t } = useTranslation();
  const version = useVersion();
  return (
    <Page title={t('route.version')}>
      <div className={styles.brand}>
        <div className={styles.mark} aria-hidden="true">
          28
        </div>
        <p className={styles.name}>{t('app.name')}</p>
      </div>
      <dl className={styles.table}>
        <div className={styles.row}>
          <dt>{t('version.client')}</dt>
          <dd>{__APP_VERSION__}</dd>
        </div>
        {version.data ? (
          <>
            <div className={styles.row}>
              <dt>{t('version.server')}</dt>
              <dd>{version.data.name}</dd>
            </div>
            <div className={styles.row}>
              <dt>{t('version.serverVersion')}</dt>
              <dd>{version.data.version}</dd>
            </div>
            <div className={styles.row}>
              <dt>{t('version.protocol')}</dt>
              <dd>{version.data.protocolVersion}</dd>
            </div>
          </>
        ) : null}
      </dl>
      {version.isPending ? <Loading /> : null}
      {version.isError ? <LoadError error={version.error} onRetry={() => void version.refetch()} /> : null}
    </Page>
  );
}
