// Registration with an invitation code (spec §2, §5). The code is prefilled from `?code=` — in the hash
// route or, for share links that put it before the hash, in the page address.

import { calls, ErrorCode, PASSWORD_LENGTH } from '@fair28/shared';
import GiftIcon from 'lucide-react/icons/gift';
import LockIcon from 'lucide-react/icons/lock';
import UserIcon from 'lucide-react/icons/user';
import type { FormEvent } from 'react';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { routes } from '@/config/routes';
import { useForm } from '@/hooks/use-form';
import { useTranslation } from '@/i18n/use-translation';
import { reLaunch } from '@/lib/navigation';
import { showToast } from '@/lib/notify';
import { Link } from '@/lib/router/link';
import { useSearchParams } from '@/lib/router/router-context';
import { useRegister } from '../api/register';
import styles from '../components/auth-form.module.css';
import { AuthLayout } from '../components/auth-layout';

function invitationCode(hashQuery: URLSearchParams): string {
  return hashQuery.get('code') ?? new URLSearchParams(window.location.search).get('code') ?? '';
}

export function RegisterPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const form = useForm({
    account: '',
    password: '',
    confirmPassword: '',
    code: invitationCode(searchParams),
  });
  const register = useRegister();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.check(calls.register.request);
    if (!input || register.isPending) return;
    register.mutate(input, {
      onSuccess: () => {
        showToast(t('auth.registered'), 'success');
        void reLaunch(routes.home.path);
      },
      onError: (error) =>
        form.reject(error, {
          [ErrorCode.AccountTaken]: 'account',
          [ErrorCode.InvitationCodeInvalid]: 'code',
        }),
    });
  };

  return (
    <AuthLayout heading={t('auth.createAccount')}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          id="register-account"
          label={t('auth.account')}
          placeholder={t('auth.newAccountPlaceholder')}
          autoComplete="username"
          maxLength={20}
          icon={<UserIcon />}
          {...form.field('account')}
        />
        <TextField
          id="register-password"
          label={t('auth.password')}
          type="password"
          placeholder={t('auth.newPasswordPlaceholder', PASSWORD_LENGTH)}
          autoComplete="new-password"
          maxLength={64}
          icon={<LockIcon />}
          {...form.field('password')}
        />
        <TextField
          id="register-confirm-password"
          label={t('auth.confirmPassword')}
          type="password"
          placeholder={t('auth.confirmPasswordPlaceholder')}
          autoComplete="new-password"
          maxLength={64}
          icon={<LockIcon />}
          {...form.field('confirmPassword')}
        />
        <TextField
          id="register-code"
          label={t('auth.invitationCode')}
          placeholder={t('auth.invitationCodePlaceholder')}
          maxLength={32}
          icon={<GiftIcon />}
          {...form.field('code')}
        />
        <SubmitButton className={styles.submit} isBusy={register.isPending}>
          {t('auth.register')}
        </SubmitButton>
        <p className={styles.switch}>
          {t('auth.haveAccount')}
          <Link to={routes.login.path}>{t('auth.toLogin')}</Link>
        </p>
      </form>
    </AuthLayout>
  );
}
