// One room in the rooms list: its limits and whether it takes bets. Only open, configured rooms the
// player's balance reaches are links; the others say why they cannot be entered (and offer a top-up).

import { displayMoney, parseMinor, type TRoom } from '@fair28/shared';
import ChevronRightIcon from 'lucide-react/icons/chevron-right';
import { useUserDetails } from '@/api/account/get-user-details';
import { routes } from '@/config/routes';
import { useGameWords } from '@/hooks/use-game-words';
import { useTranslation } from '@/i18n/use-translation';
import { withQuery } from '@/lib/navigation';
import { Link } from '@/lib/router/link';
import styles from './room-card.module.css';

export function RoomCard({ room }: { room: TRoom }) {
  const { t } = useTranslation();
  const balance = useUserDetails().data?.point;
  const { nameOf } = useGameWords();
  const name = nameOf(room);
  const canEnter = room.isOpen && room.isConfigured;
  const isBelowEntry = balance !== undefined && parseMinor(balance) < parseMinor(room.entryMin);
  const status = !room.isConfigured ? 'notConfigured' : room.isOpen ? 'open' : 'closed';
  const isLink = canEnter && !isBelowEntry;
  const body = (
    <>
      <div className={styles.top}>
        <span className={styles.name}>
          {/* A link's name is what it shows, after what a tap does (WCAG 2.5.3, label in name). */}
          {isLink ? <span className="visually-hidden">{t('game.enterVerb')} </span> : null}
          {name}
        </span>
        <span className={`${styles.badge} ${styles[status]}`}>{t(`game.${status}`)}</span>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('game.entryMin')}</dt>
          <dd>{displayMoney(room.entryMin)}</dd>
        </div>
        <div>
          <dt>{t('game.betLimits')}</dt>
          <dd>{t('game.range', { min: displayMoney(room.betMin), max: displayMoney(room.betMax) })}</dd>
        </div>
      </dl>
      {!room.isConfigured ? <p className={styles.note}>{t('error.RoomNotConfigured')}</p> : null}
    </>
  );
  if (canEnter && isBelowEntry) {
    return (
      <div className={styles.card}>
        {body}
        <p className={styles.note}>{t('game.belowEntry')}</p>
        <Link className={styles.topUp} to={routes.recharge.path}>
          {t('room.topUp')}
        </Link>
      </div>
    );
  }
  if (!canEnter) {
    return (
      <div className={`${styles.card} ${styles.disabled}`} aria-disabled="true">
        {body}
      </div>
    );
  }
  return (
    <Link className={styles.card} to={withQuery(routes.gameRoom.path, { roomId: room.id })}>
      {body}
      <ChevronRightIcon className={styles.arrow} aria-hidden="true" />
    </Link>
  );
}
