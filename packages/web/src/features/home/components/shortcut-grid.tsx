// The home shortcuts of spec §2, each opening its page (tabs are switched to, not stacked).

import BellIcon from 'lucide-react/icons/bell';
import ChartIcon from 'lucide-react/icons/chart-column';
import GiftIcon from 'lucide-react/icons/gift';
import HandCoinsIcon from 'lucide-react/icons/hand-coins';
import MessageIcon from 'lucide-react/icons/message-circle';
import PlayIcon from 'lucide-react/icons/play';
import ReceiptIcon from 'lucide-react/icons/receipt-text';
import WalletIcon from 'lucide-react/icons/wallet';
import type { ReactNode } from 'react';
import { type RouteName, routes } from '@/config/routes';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from '@/lib/router/link';
import styles from './shortcut-grid.module.css';

const shortcuts: Array<{ route: RouteName; icon: ReactNode; tint: string }> = [
  { route: 'recharge', icon: <WalletIcon />, tint: '#1677ff' },
  { route: 'withdrawal', icon: <HandCoinsIcon />, tint: '#00a870' },
  { route: 'game', icon: <PlayIcon />, tint: '#7a5af8' },
  { route: 'trend', icon: <ChartIcon />, tint: '#f08c00' },
  { route: 'activities', icon: <GiftIcon />, tint: '#e5484d' },
  { route: 'service', icon: <MessageIcon />, tint: '#0e9fb5' },
  { route: 'messages', icon: <BellIcon />, tint: '#d9480f' },
  { route: 'betRecords', icon: <ReceiptIcon />, tint: '#3b5bdb' },
];

export function ShortcutGrid() {
  const { t } = useTranslation();
  return (
    <section className={styles.panel} aria-labelledby="home-shortcuts">
      <h2 id="home-shortcuts" className={styles.heading}>
        {t('home.shortcuts')}
      </h2>
      <ul className={styles.grid}>
        {shortcuts.map(({ route, icon, tint }) => (
          <li key={route}>
            <Link className={styles.tile} to={routes[route].path} replace={'tab' in routes[route]}>
              <span
                className={styles.icon}
                style={{ color: tint, background: `${tint}14` }}
                aria-hidden="true"
              >
                {icon}
              </span>
              <span className={styles.label}>{t(`route.${route}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
