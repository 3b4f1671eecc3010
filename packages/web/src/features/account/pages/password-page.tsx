// Changing the login password (spec §2 /pages/accountSecurity/password). The server revokes every
// session of the account, so afterwards the player logs in again (spec §4).

import { calls, ErrorCode, PASSWORD_LENGTH } from '@fair28/shared';
import type { FormEvent } from 'react';
import { Page } from '@/components/ui/page';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { routes } from '@/config/routes';
import { useForm } from '@/hooks/use-form';
import { useTranslation } from '@/i18n/use-translation';
import { endSession } from '@/lib/end-session';
import { showToast } from '@/lib/notify';
import { useChangePassword } from '../api/change-password';
import styles from '../components/form-card.module.css';

export function PasswordPage() {
  const { t } = useTranslation();
  const form = useForm({ oldPassword: '', newPassword: '', confirmPassword: '' });
  const changePassword = useChangePassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.check(calls.changePassword.request, (data) => {
      if (form.values.confirmPassword === '')
        return { field: 'confirmPassword', message: 'form.confirmPassword' };
      return data.newPassword === form.values.confirmPassword
        ? null
        : { field: 'confirmPassword', message: 'form.passwordsDiffer' };
    });
    if (!input || changePassword.isPending) return;
    changePassword.mutate(input, {
      onSuccess: () => {
        showToast(t('password.changed'), 'success');
        void endSession();
      },
      onError: (error) => form.reject(error, { [ErrorCode.WrongOldPassword]: 'oldPassword' }),
    });
  };

  return (
    <Page title={t('route.loginPassword')} backTo={routes.passwordManagement.path}>
      <form className={styles.card} onSubmit={submit} noValidate>
        <p className={styles.hint}>{t('password.hint')}</p>
        <TextField
          id="password-old"
          label={t('password.current')}
          type="password"
          placeholder={t('password.currentPlaceholder')}
          autoComplete="current-password"
          maxLength={64}
          {...form.field('oldPassword')}
        />
        <TextField
          id="password-new"
          label={t('password.new')}
          type="password"
          placeholder={t('password.newPlaceholder', PASSWORD_LENGTH)}
          autoComplete="new-password"
          maxLength={64}
          {...form.field('newPassword')}
        />
        <TextField
          id="password-confirm"
          label={t('password.confirm')}
          type="password"
          placeholder={t('password.confirmPlaceholder')}
          autoComplete="new-password"
          maxLength={64}
          {...form.field('confirmPassword')}
        />
        <SubmitButton className={styles.submit} isBusy={changePassword.isPending}>
          {t('password.submit')}
        </SubmitButton>
      </form>
    </Page>
  );
}
