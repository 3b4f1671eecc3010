// The player's account, id and balance on the dark blue header of the mine tab.

import { displayMoney, type TUserInfo } from '@fair28/shared';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from '@/i18n/use-translation';
import styles from './profile-card.module.css';

export function ProfileCard({ user }: { user: TUserInfo | undefined }) {
  const { t } = useTranslation();
  if (!user) {
    return (
      <div className={styles.card} aria-busy="true">
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={2} animated />
      </div>
    );
  }
  return (
    <div className={styles.card}>
      <div className={styles.who}>
        <div className={styles.avatar} aria-hidden="true">
          {user.account.slice(0, 1).toUpperCase()}
        </div>
        <div>
          <p className={styles.account}>{user.nickName || user.account}</p>
          <p className={styles.meta}>
            {t('mine.id', { id: user.id })}
            {user.levelName ? ` · ${user.levelName}` : ` · ${t('mine.level', { level: user.level })}`}
          </p>
        </div>
      </div>
      <div className={styles.balance}>
        <span className={styles.balanceLabel}>{t('mine.balance')}</span>
        <span className={styles.balanceValue}>{displayMoney(user.point)}</span>
      </div>
    </div>
  );
}
