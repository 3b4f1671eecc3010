// Setting or changing the 6-digit security code (spec §2 /pages/accountSecurity/security). While none
// is set the login password confirms the player; afterwards the current code does.

import { calls, ErrorCode } from '@fair28/shared';
import type { FormEvent, ReactNode } from 'react';
import { useUserDetails } from '@/api/account/get-user-details';
import { LoadError, Loading } from '@/components/ui/load-state';
import { Page } from '@/components/ui/page';
import { SecurityCodeField } from '@/components/ui/security-code-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { routes } from '@/config/routes';
import { useForm } from '@/hooks/use-form';
import { useTranslation } from '@/i18n/use-translation';
import { canGoBack, navigateBack, redirectTo } from '@/lib/navigation';
import { showToast } from '@/lib/notify';
import { useChangeSecurityCode } from '../api/change-security-code';
import styles from '../components/form-card.module.css';

export function SecurityPage() {
  const { t } = useTranslation();
  const user = useUserDetails();
  const form = useForm({ oldPassword: '', newPassword: '', confirmCode: '' });
  const changeCode = useChangeSecurityCode();
  const hasCode = user.data?.hasSecurityCode === true;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.check(calls.changeSecurityCode.request, (data) =>
      data.newPassword === form.values.confirmCode
        ? null
        : { field: 'confirmCode', message: 'form.securityCodesDiffer' },
    );
    if (!input || changeCode.isPending) return;
    changeCode.mutate(input, {
      onSuccess: () => {
        showToast(t('security.saved'), 'success');
        void (canGoBack() ? navigateBack() : redirectTo(routes.passwordManagement.path));
      },
      onError: (error) =>
        form.reject(error, {
          [ErrorCode.WrongOldPassword]: 'oldPassword',
          [ErrorCode.WrongSecurityCode]: 'oldPassword',
        }),
    });
  };

  let content: ReactNode;
  if (user.isPending) {
    content = <Loading />;
  } else if (user.isError) {
    content = <LoadError error={user.error} onRetry={() => void user.refetch()} />;
  } else {
    content = (
      <form className={styles.card} onSubmit={submit} noValidate>
        <p className={styles.hint}>{hasCode ? t('security.hint') : t('security.firstTime')}</p>
        <TextField
          id="security-old"
          label={hasCode ? t('security.current') : t('security.loginPassword')}
          type="password"
          placeholder={hasCode ? t('security.currentPlaceholder') : t('security.loginPasswordPlaceholder')}
          autoComplete={hasCode ? 'off' : 'current-password'}
          inputMode={hasCode ? 'numeric' : 'text'}
          maxLength={hasCode ? 6 : 64}
          {...form.field('oldPassword')}
        />
        <SecurityCodeField
          id="security-new"
          label={t('security.new')}
          placeholder={t('security.newPlaceholder')}
          {...form.field('newPassword')}
        />
        <SecurityCodeField
          id="security-confirm"
          label={t('security.confirm')}
          placeholder={t('security.confirmPlaceholder')}
          {...form.field('confirmCode')}
        />
        <SubmitButton className={styles.submit} isBusy={changeCode.isPending}>
          {hasCode ? t('security.submitChange') : t('security.submitSet')}
        </SubmitButton>
      </form>
    );
  }

  return (
    <Page title={t('route.securityCode')} backTo={routes.passwordManagement.path}>
      {content}
    </Page>
  );
}
