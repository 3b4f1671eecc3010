// Login (spec §2, §5): account and password, checked with the shared login schema before sending.
// Afterwards the player goes where the login guard stopped them, or home.

import { calls } from '@fair28/shared';
import LockIcon from 'lucide-react/icons/lock';
import UserIcon from 'lucide-react/icons/user';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { showError } from '@/api/error-text';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { afterLoginPath, routes } from '@/config/routes';
import { useForm } from '@/hooks/use-form';
import { useTranslation } from '@/i18n/use-translation';
import { reLaunch } from '@/lib/navigation';
import { showToast } from '@/lib/notify';
import { useLogin } from '../api/login';
import styles from '../components/auth-form.module.css';
import { AuthLayout } from '../components/auth-layout';

export function LoginPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const form = useForm({ account: '', password: '' });
  const login = useLogin();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.check(calls.login.request);
    if (!input || login.isPending) return;
    login.mutate(input, {
      onSuccess: () => {
        showToast(t('auth.loggedIn'), 'success');
        void reLaunch(afterLoginPath(searchParams.get('redirect')));
      },
      onError: showError,
    });
  };

  return (
    <AuthLayout heading={t('auth.welcomeBack')}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          id="login-account"
          label={t('auth.account')}
          placeholder={t('auth.accountPlaceholder')}
          autoComplete="username"
          maxLength={20}
          icon={<UserIcon />}
          {...form.field('account')}
        />
        <TextField
          id="login-password"
          label={t('auth.password')}
          type="password"
          placeholder={t('auth.passwordPlaceholder')}
          autoComplete="current-password"
          maxLength={64}
          icon={<LockIcon />}
          {...form.field('password')}
        />
        <SubmitButton className={styles.submit} isBusy={login.isPending}>
          {t('auth.login')}
        </SubmitButton>
        <p className={styles.switch}>
          {t('auth.noAccount')}
          <Link to={routes.register.path}>{t('auth.toRegister')}</Link>
        </p>
      </form>
    </AuthLayout>
  );
}
