// The mine tab (spec §2 "Personal screen"): account and balance, the menu of records, security and
// settings, the share page, the store and about us, and logout after a confirmation.

import Button from 'antd-mobile/es/components/button';
import BankcardOutline from 'antd-mobile-icons/es/BankcardOutline';
import BellOutline from 'antd-mobile-icons/es/BellOutline';
import BillOutline from 'antd-mobile-icons/es/BillOutline';
import CollectMoneyOutline from 'antd-mobile-icons/es/CollectMoneyOutline';
import CompassOutline from 'antd-mobile-icons/es/CompassOutline';
import DownlandOutline from 'antd-mobile-icons/es/DownlandOutline';
import GlobalOutline from 'antd-mobile-icons/es/GlobalOutline';
import HeartOutline from 'antd-mobile-icons/es/HeartOutline';
import HistogramOutline from 'antd-mobile-icons/es/HistogramOutline';
import InformationCircleOutline from 'antd-mobile-icons/es/InformationCircleOutline';
import LinkOutline from 'antd-mobile-icons/es/LinkOutline';
import LockOutline from 'antd-mobile-icons/es/LockOutline';
import PayCircleOutline from 'antd-mobile-icons/es/PayCircleOutline';
import ReceivePaymentOutline from 'antd-mobile-icons/es/ReceivePaymentOutline';
import ShopbagOutline from 'antd-mobile-icons/es/ShopbagOutline';
import TagOutline from 'antd-mobile-icons/es/TagOutline';
import UnorderedListOutline from 'antd-mobile-icons/es/UnorderedListOutline';
import { useTranslation } from 'react-i18next';
import { useUserDetails } from '../../../api/account/get-user-details';
import { useLogout } from '../../../api/auth/logout';
import { UnreadBadge } from '../../../components/messages/unread-badge';
import { LoadError } from '../../../components/ui/load-state';
import { MenuList } from '../../../components/ui/menu-list';
import { Page } from '../../../components/ui/page';
import { routes } from '../../../config/routes';
import { textPagePath } from '../../../lib/content-link';
import { withQuery } from '../../../lib/navigation';
import { confirmAction, showToast } from '../../../lib/notify';
import { ProfileCard } from '../components/profile-card';
import styles from './mine-page.module.css';

export function MinePage() {
  const { t, i18n } = useTranslation();
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
          { key: 'bets', label: t('route.betRecords'), icon: <BillOutline />, to: routes.betRecords.path },
          {
            key: 'points',
            label: t('route.pointChanges'),
            icon: <UnorderedListOutline />,
            to: routes.pointChanges.path,
          },
          {
            key: 'recharges',
            label: t('route.rechargeRecords'),
            icon: <ReceivePaymentOutline />,
            to: routes.rechargeRecords.path,
          },
          {
            key: 'withdrawals',
            label: t('mine.withdrawalRecords'),
            icon: <CollectMoneyOutline />,
            to: withQuery(routes.withdrawal.path, { tab: 'records' }),
          },
          {
            key: 'export',
            label: t('route.exportRecords'),
            icon: <DownlandOutline />,
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
            icon: <LockOutline />,
            to: routes.passwordManagement.path,
          },
          { key: 'cards', label: t('route.bankCard'), icon: <BankcardOutline />, to: routes.bankCard.path },
          {
            key: 'usdt',
            label: t('route.usdtAddresses'),
            icon: <PayCircleOutline />,
            to: routes.usdtAddresses.path,
          },
        ]}
      />
      <MenuList
        entries={[
          { key: 'share', label: t('route.share'), icon: <LinkOutline />, to: routes.share.path },
          { key: 'store', label: t('route.store'), icon: <ShopbagOutline />, to: routes.store.path },
          { key: 'stats', label: t('route.stats'), icon: <HistogramOutline />, to: routes.stats.path },
          { key: 'playSafe', label: t('route.playSafe'), icon: <HeartOutline />, to: routes.playSafe.path },
          {
            key: 'messages',
            label: t('route.messages'),
            icon: <BellOutline />,
            extra: <UnreadBadge />,
            to: routes.messages.path,
          },
          {
            key: 'about',
            label: t('route.richText'),
            icon: <InformationCircleOutline />,
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
            icon: <GlobalOutline />,
            extra: i18n.language === 'zh' ? t('language.chinese') : t('language.english'),
            to: routes.language.path,
          },
          { key: 'line', label: t('route.line'), icon: <CompassOutline />, to: routes.line.path },
          {
            key: 'version',
            label: t('route.version'),
            icon: <TagOutline />,
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
        loading={logout.isPending}
        onClick={() => void confirmLogout()}
      >
        {t('mine.logout')}
      </Button>
    </Page>
  );
}
