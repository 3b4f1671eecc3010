// Password management (spec §2 personal menu): the login password and the security code.

import KeyIcon from 'lucide-react/icons/key-round';
import LockIcon from 'lucide-react/icons/lock';
import { useUserDetails } from '@/api/account/get-user-details';
import { MenuList } from '@/components/ui/menu-list';
import { Page } from '@/components/ui/page';
import { routes } from '@/config/routes';
import { useTranslation } from '@/i18n/use-translation';

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
            icon: <LockIcon />,
            to: routes.loginPassword.path,
          },
          {
            key: 'security',
            label: t('route.securityCode'),
            icon: <KeyIcon />,
            extra: codeStatus,
            to: routes.securityCode.path,
          },
        ]}
      />
    </Page>
  );
}
