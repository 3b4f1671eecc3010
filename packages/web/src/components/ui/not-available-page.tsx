// The honest placeholder for routes whose screens arrive in later milestones: it says so, in both
// languages, and never shows invented content.

import { Button } from 'antd-mobile';
import { ClockCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { routes } from '../../config/routes';
import { useRouteName } from '../../hooks/use-route-name';
import { switchTab } from '../../lib/navigation';
import styles from './not-available-page.module.css';
import { Page } from './page';

export function NotAvailablePage() {
  const { t } = useTranslation();
  const name = useRouteName() ?? 'index';
  const isTab = 'tab' in routes[name];
  return (
    <Page title={t(`route.${name}`)} showBack={!isTab}>
      <section className={styles.box} aria-labelledby="not-available-title">
        <div className={styles.icon} aria-hidden="true">
          <ClockCircleOutline />
        </div>
        <h2 id="not-available-title" className={styles.title}>
          {t('notAvailable.title')}
        </h2>
        <p className={styles.text}>{t('notAvailable.description')}</p>
        {name !== 'home' ? (
          <Button color="primary" fill="outline" onClick={() => void switchTab(routes.home.path)}>
            {t('common.goHome')}
          </Button>
        ) : null}
      </section>
    </Page>
  );
}
