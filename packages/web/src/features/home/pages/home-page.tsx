// The home tab, small for now: a greeting with the balance and the shortcuts to every section.
// Lists of results and volumes arrive with the game milestone, from real ledger figures.

import { displayMoney } from '@fair28/shared';
import { Skeleton } from 'antd-mobile';
import { CheckShieldOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useUserDetails } from '../../../api/account/get-user-details';
import { LoadError } from '../../../components/ui/load-state';
import { Page } from '../../../components/ui/page';
import { ShortcutGrid } from '../components/shortcut-grid';
import styles from './home-page.module.css';

export function HomePage() {
  const { t } = useTranslation();
  const user = useUserDetails();

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

  return (
    <Page title={t('app.name')} showBack={false} hero={hero}>
      {user.isError ? <LoadError error={user.error} onRetry={() => void user.refetch()} /> : null}
      <ShortcutGrid />
      <section className={styles.fair}>
        <CheckShieldOutline className={styles.fairIcon} aria-hidden="true" />
        <div>
          <h2 className={styles.fairTitle}>{t('home.fairTitle')}</h2>
          <p className={styles.fairBody}>{t('home.fairBody')}</p>
        </div>
      </section>
    </Page>
  );
}
