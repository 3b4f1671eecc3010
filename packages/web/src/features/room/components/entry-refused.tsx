// What a player whose balance is below the room's entry minimum reads while the room counts down to
// leaving (spec §4): the minimum, the seconds left, and the way to top up.

import { displayMoney } from '@fair28/shared';
import { routes } from '@/config/routes';
import { translateMessage } from '@/i18n/i18n';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from '@/lib/router/link';
import styles from './entry-refused.module.css';

export function EntryRefused({ entryMin, leavingIn }: { entryMin: string; leavingIn: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.refused} role="alert">
      <p>{translateMessage('form.balanceNeedsAtLeast', displayMoney(entryMin))}</p>
      <p className={styles.leaving}>{t('room.leavingIn', { seconds: leavingIn })}</p>
      <Link className={styles.topUp} to={routes.recharge.path}>
        {t('room.topUp')}
      </Link>
    </div>
  );
}
