// A new payout account is confirmed with the security code: a player who has never set one is told so,
// with a link to set it, instead of a form that could only be refused.

import type { ReactNode } from 'react';
import { useUserDetails } from '@/api/account/get-user-details';
import { Note } from '@/components/money/money-card';
import { LoadError, Loading } from '@/components/ui/load-state';
import { routes } from '@/config/routes';
import { useTranslation } from '@/i18n/use-translation';

export function SecurityCodeFirst({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const user = useUserDetails();
  if (user.isPending) return <Loading />;
  if (user.isError) return <LoadError error={user.error} onRetry={() => void user.refetch()} />;
  if (user.data.hasSecurityCode) return <>{children}</>;
  return (
    <Note
      tone="warning"
      role="status"
      action={{ label: t('withdrawal.setSecurityCode'), to: routes.securityCode.path }}
    >
      {t('cards.securityCodeFirst')}
    </Note>
  );
}
