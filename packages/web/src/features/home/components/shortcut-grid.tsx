// The home shortcuts of spec §2, each opening its page (tabs are switched to, not stacked).

import BellOutline from 'antd-mobile-icons/es/BellOutline';
import BillOutline from 'antd-mobile-icons/es/BillOutline';
import CollectMoneyOutline from 'antd-mobile-icons/es/CollectMoneyOutline';
import GiftOutline from 'antd-mobile-icons/es/GiftOutline';
import HistogramOutline from 'antd-mobile-icons/es/HistogramOutline';
import MessageOutline from 'antd-mobile-icons/es/MessageOutline';
import PayCircleOutline from 'antd-mobile-icons/es/PayCircleOutline';
import PlayOutline from 'antd-mobile-icons/es/PlayOutline';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type RouteName, routes } from '../../../config/routes';
import styles from './shortcut-grid.module.css';

const shortcuts: Array<{ route: RouteName; icon: ReactNode; tint: string }> = [
  { route: 'recharge', icon: <PayCircleOutline />, tint: '#1677ff' },
  { route: 'withdrawal', icon: <CollectMoneyOutline />, tint: '#00a870' },
  { route: 'game', icon: <PlayOutline />, tint: '#7a5af8' },
  { route: 'trend', icon: <HistogramOutline />, tint: '#f08c00' },
  { route: 'activities', icon: <GiftOutline />, tint: '#e5484d' },
  { route: 'service', icon: <MessageOutline />, tint: '#0e9fb5' },
  { route: 'messages', icon: <BellOutline />, tint: '#d9480f' },
  { route: 'betRecords', icon: <BillOutline />, tint: '#3b5bdb' },
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
