// The five-tab bar of spec §2: dark blue, the selected tab in blue, labels in the current language.
// Links rather than clickable divs, so keyboards and screen readers reach every tab.

import Badge from 'antd-mobile/es/components/badge';
import ChartIcon from 'lucide-react/icons/chart-column';
import HomeIcon from 'lucide-react/icons/house';
import MessageIcon from 'lucide-react/icons/message-circle';
import UserIcon from 'lucide-react/icons/user';
import WalletIcon from 'lucide-react/icons/wallet';
import type { ComponentType } from 'react';
import { useSupportUnread } from '@/api/support/support';
import { routes, type TabRouteName, tabRouteNames } from '@/config/routes';
import { useTranslation } from '@/i18n/use-translation';
import { NavLink } from '@/lib/router/link';
import styles from './tab-bar.module.css';

const tabIcons: Record<TabRouteName, ComponentType> = {
  home: HomeIcon,
  trend: ChartIcon,
  recharge: WalletIcon,
  service: MessageIcon,
  mine: UserIcon,
};

export function TabBar() {
  const { t } = useTranslation();
  const unread = useSupportUnread();
  const serviceUnread = unread.data ?? 0;
  return (
    <>
      {/* The bar is fixed over the column's foot; this keeps the page's last lines clear of it. */}
      <div className={styles.space} />
      <nav className={styles.bar} aria-label={t('tab.label')}>
        {tabRouteNames.map((name) => {
          const Icon = tabIcons[name];
          return (
            <NavLink
              key={name}
              to={routes[name].path}
              // Switching tabs replaces the entry (spec's switchTab): back does not cycle through tabs.
              replace
              className={({ isActive }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab)}
            >
              <span className={styles.icon} aria-hidden="true">
                {name === 'service' && serviceUnread > 0 ? (
                  <Badge content={serviceUnread > 99 ? '99+' : serviceUnread} data-testid="service-unread">
                    <Icon />
                  </Badge>
                ) : (
                  <Icon />
                )}
              </span>
              <span className={styles.label}>{t(`tab.${name}`)}</span>
              {name === 'service' && serviceUnread > 0 ? (
                <span className="visually-hidden">{t('service.unread', { count: serviceUnread })}</span>
              ) : null}
            </NavLink>
          );
        })}
      </nav>
    </>
  );
}
