// Password management (spec §2 personal menu): the login password and the security code.

import KeyOutline from 'antd-mobile-icons/es/KeyOutline';
import LockOutline from 'antd-mobile-icons/es/LockOutline';
import { useTranslation } from 'react-i18next';
import { useUserDetails } from '../../../api/account/get-user-details';
import { MenuList } from '../../../components/ui/menu-list';
import { Page } from '../../../components/ui/page';
import { routes } from '../../../config/routes';

export function PasswordManagementPage() {
  const { t } = useTranslation();
  const user = useUserDetails();
  const codeStatus = user.data ? t(user.data.hasSecurityCode ? 'mine.set' : 'mine.notSet') : undefined;
  return (
    <Page title={t('route.passwordManagement')} backTo={routes.mine.path}>
      <MenuList
        entries={[
          {
            key: 'login',
            label: t('route.loginPassword'),
            icon: <LockOutline />,
            to: routes.loginPassword.path,
          },
          {
            key: 'security',
            label: t('route.securityCode'),
            icon: <KeyOutline />,
            extra: codeStatus,
            to: routes.securityCode.path,
          },
        ]}
      />
    </Page>
  );
}
