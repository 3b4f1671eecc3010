// Login (spec §2, §5): account and password, checked with the shared login schema before sending. With
// two-step sign-in on a device not trusted yet, the password step answers a challenge and the page asks for
// the code (the authenticator's or a recovery code); only that step signs in. Afterwards the player goes
// where the login guard stopped them, or home.

import { isApiError } from '@fair28/client';
import { calls, ErrorCode, isSignInChallenge } from '@fair28/shared';
import KeyIcon from 'lucide-react/icons/key-round';
import LockIcon from 'lucide-react/icons/lock';
import UserIcon from 'lucide-react/icons/user';
import { type FormEvent, useState } from 'react';
import { showError } from '@/api/error-text';
import { SignInCodeField } from '@/components/ui/authenticator-code-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { afterLoginPath, routes } from '@/config/routes';
import { useForm } from '@/hooks/use-form';
import { useTranslation } from '@/i18n/use-translation';
import { reLaunch } from '@/lib/navigation';
import { showToast } from '@/lib/notify';
import { Link } from '@/lib/router/link';
import { useSearchParams } from '@/lib/router/router-context';
import { useLogin } from '../api/login';
import { useLoginCode } from '../api/login-code';
import styles from '../components/auth-form.module.css';
import { AuthLayout } from '../components/auth-layout';

export function LoginPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const [challenge, setChallenge] = useState<string | null>(null);
  const signedIn = () => {
    showToast(t('auth.loggedIn'), 'success');
    void reLaunch(afterLoginPath(searchParams.get('redirect')));
  };
  return challenge === null ? (
    <PasswordStep onChallenge={setChallenge} onSignedIn={signedIn} />
  ) : (
    <CodeStep challenge={challenge} onSignedIn={signedIn} onStartAgain={() => setChallenge(null)} />
  );
}

function PasswordStep(props: { onChallenge: (challenge: string) => void; onSignedIn: () => void }) {
  const { t } = useTranslation();
  const form = useForm({ account: '', password: '' });
  const login = useLogin();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.check(calls.login.request);
    if (!input || login.isPending) return;
    login.mutate(input, {
      onSuccess: (answer) => {
        if (isSignInChallenge(answer)) props.onChallenge(answer.challenge);
        else props.onSignedIn();
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

type CodeStepProps = { challenge: string; onSignedIn: () => void; onStartAgain: () => void };

function CodeStep({ challenge, onSignedIn, onStartAgain }: CodeStepProps) {
  const { t } = useTranslation();
  const form = useForm({ code: '' });
  const loginCode = useLoginCode();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.check(calls.loginCode.request.pick({ code: true }));
    if (!input || loginCode.isPending) return;
    loginCode.mutate(
      { challenge, code: input.code },
      {
        onSuccess: onSignedIn,
        onError: (error) => {
          // The challenge lapsed (or was tried too often): the password is asked again.
          if (isApiError(error) && error.code === ErrorCode.SignInChallengeExpired) onStartAgain();
          form.reject(error, { [ErrorCode.WrongTwoFactorCode]: 'code' });
        },
      },
    );
  };

  return (
    <AuthLayout heading={t('signIn.codeHeading')}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.hint}>{t('signIn.codeHint')}</p>
        <SignInCodeField
          id="login-code"
          label={t('signIn.code')}
          placeholder={t('signIn.codePlaceholder')}
          icon={<KeyIcon />}
          {...form.field('code')}
        />
        <SubmitButton className={styles.submit} isBusy={loginCode.isPending}>
          {t('signIn.verify')}
        </SubmitButton>
        <p className={styles.switch}>
          <button type="button" className={styles.linkButton} onClick={onStartAgain}>
            {t('signIn.startAgain')}
          </button>
        </p>
      </form>
    </AuthLayout>
  );
}
