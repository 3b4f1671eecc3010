// The mine tab (spec §2 "Personal screen"): account and balance, the menu of records, security and
// settings, the share page, the store and about us, and logout after a confirmation.

import { languageNames } from '@fair28/shared';
import Button from 'antd-mobile/es/components/button';
import BanknoteIcon from 'lucide-react/icons/banknote-arrow-down';
import BellIcon from 'lucide-react/icons/bell';
import BellRingIcon from 'lucide-react/icons/bell-ring';
import ChartIcon from 'lucide-react/icons/chart-column';
import CompassIcon from 'lucide-react/icons/compass';
import CardIcon from 'lucide-react/icons/credit-card';
import DownloadIcon from 'lucide-react/icons/download';
import GlobeIcon from 'lucide-react/icons/globe';
import HandCoinsIcon from 'lucide-react/icons/hand-coins';
import HeartIcon from 'lucide-react/icons/heart';
import InfoIcon from 'lucide-react/icons/info';
import LinkIcon from 'lucide-react/icons/link';
import ListIcon from 'lucide-react/icons/list';
import LockIcon from 'lucide-react/icons/lock';
import ReceiptIcon from 'lucide-react/icons/receipt-text';
import ShieldIcon from 'lucide-react/icons/shield-check';
import ShoppingBagIcon from 'lucide-react/icons/shopping-bag';
import SmartphoneIcon from 'lucide-react/icons/smartphone';
import TagIcon from 'lucide-react/icons/tag';
import WalletIcon from 'lucide-react/icons/wallet';
import { useUserDetails } from '@/api/account/get-user-details';
import { useLogout } from '@/api/auth/logout';
import { UnreadBadge } from '@/components/messages/unread-badge';
import { LoadError } from '@/components/ui/load-state';
import { MenuList } from '@/components/ui/menu-list';
import { Page } from '@/components/ui/page';
import { routes } from '@/config/routes';
import { useTranslation } from '@/i18n/use-translation';
import { textPagePath } from '@/lib/content-link';
import { withQuery } from '@/lib/navigation';
import { confirmAction, showToast } from '@/lib/notify';
import { ProfileCard } from '../components/profile-card';
import styles from './mine-page.module.css';

export function MinePage() {
  const { t, language } = useTranslation();
  const user = useUserDetails();
  const logout = useLogout();

  const confirmLogout = async () => {
    if (!(await confirmAction(t('mine.logoutConfirm')))) return;
    logout.mutate(undefined, { onSuccess: () => showToast(t('mine.loggedOut')) });
  };

  return (
    <Page title={t('route.mine')} showBack={false} hero={<ProfileCard user={user.data} />}>
      {user.isError ? <LoadError error={user.error} onRetry={() => void user.refetch()} /> : null}
      <MenuList
        title={t('mine.records')}
        entries={[
          { key: 'bets', label: t('route.betRecords'), icon: <ReceiptIcon />, to: routes.betRecords.path },
          {
            key: 'points',
            label: t('route.pointChanges'),
            icon: <ListIcon />,
            to: routes.pointChanges.path,
          },
          {
            key: 'recharges',
            label: t('route.rechargeRecords'),
            icon: <BanknoteIcon />,
            to: routes.rechargeRecords.path,
          },
          {
            key: 'withdrawals',
            label: t('mine.withdrawalRecords'),
            icon: <HandCoinsIcon />,
            to: withQuery(routes.withdrawal.path, { tab: 'records' }),
          },
          {
            key: 'export',
            label: t('route.exportRecords'),
            icon: <DownloadIcon />,
            to: routes.exportRecords.path,
          },
        ]}
      />
      <MenuList
        title={t('mine.security')}
        entries={[
          {
            key: 'passwords',
            label: t('route.passwordManagement'),
            icon: <LockIcon />,
            to: routes.passwordManagement.path,
          },
          {
            key: 'signInSecurity',
            label: t('route.signInSecurity'),
            icon: <ShieldIcon />,
            extra: user.data ? t(user.data.hasTwoFactor ? 'twoStep.on' : 'twoStep.off') : undefined,
            to: routes.signInSecurity.path,
          },
          { key: 'devices', label: t('route.devices'), icon: <SmartphoneIcon />, to: routes.devices.path },
          { key: 'cards', label: t('route.bankCard'), icon: <CardIcon />, to: routes.bankCard.path },
          {
            key: 'usdt',
            label: t('route.usdtAddresses'),
            icon: <WalletIcon />,
            to: routes.usdtAddresses.path,
          },
        ]}
      />
      <MenuList
        entries={[
          { key: 'share', label: t('route.share'), icon: <LinkIcon />, to: routes.share.path },
          { key: 'store', label: t('route.store'), icon: <ShoppingBagIcon />, to: routes.store.path },
          { key: 'stats', label: t('route.stats'), icon: <ChartIcon />, to: routes.stats.path },
          { key: 'playSafe', label: t('route.playSafe'), icon: <HeartIcon />, to: routes.playSafe.path },
          {
            key: 'messages',
            label: t('route.messages'),
            icon: <BellIcon />,
            extra: <UnreadBadge />,
            to: routes.messages.path,
          },
          {
            key: 'about',
            label: t('route.richText'),
            icon: <InfoIcon />,
            to: textPagePath('about'),
          },
        ]}
      />
      <MenuList
        title={t('mine.settings')}
        entries={[
          {
            key: 'language',
            label: t('route.language'),
            icon: <GlobeIcon />,
            extra: languageNames[language],
            to: routes.language.path,
          },
          {
            key: 'notifications',
            label: t('route.notifications'),
            icon: <BellRingIcon />,
            to: routes.notifications.path,
          },
          { key: 'line', label: t('route.line'), icon: <CompassIcon />, to: routes.line.path },
          {
            key: 'version',
            label: t('route.version'),
            icon: <TagIcon />,
            extra: __APP_VERSION__,
            to: routes.version.path,
          },
        ]}
      />
      <Button
        className={styles.logout}
        block
        size="large"
        shape="rounded"
        color="danger"
        fill="outline"
        loadingText={t('mine.logout')}
        loading={logout.isPending}
        onClick={() => void confirmLogout()}
      >
        {t('mine.logout')}
      </Button>
    </Page>
  );
}
