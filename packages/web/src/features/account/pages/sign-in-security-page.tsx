// Sign-in security: two-step sign-in with an authenticator app. Off: turning it on shows a QR code and the
// key, a first code confirms it, and the recovery codes are shown once. On: the recovery codes left, new
// ones for a code, and turning it off for a code (the app's, or a recovery code when the phone is gone).

import { calls, ErrorCode, type TSignInSecurity } from '@fair28/shared';
import Button from 'antd-mobile/es/components/button';
import { QRCodeSVG } from 'qrcode.react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { AuthenticatorCodeField, SignInCodeField } from '@/components/ui/authenticator-code-field';
import { CopyButton } from '@/components/ui/copy-button';
import { DetailList } from '@/components/ui/detail-list';
import { LoadError, Loading } from '@/components/ui/load-state';
import { Page } from '@/components/ui/page';
import { SubmitButton } from '@/components/ui/submit-button';
import { routes } from '@/config/routes';
import { useForm } from '@/hooks/use-form';
import { useTranslation } from '@/i18n/use-translation';
import { showToast } from '@/lib/notify';
import { useConfirmTwoFactor } from '../api/confirm-two-factor';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useEnrolTwoFactor } from '../api/enrol-two-factor';
import { useSignInSecurity } from '../api/get-sign-in-security';
import { useRenewRecoveryCodes } from '../api/renew-recovery-codes';
import card from '../components/form-card.module.css';
import styles from './sign-in-security-page.module.css';

export function SignInSecurityPage() {
  const { t } = useTranslation();
  const security = useSignInSecurity();
  // Recovery codes just made: shown until the player says they saved them, then never again.
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  let content: ReactNode;
  if (recoveryCodes) {
    content = <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
  } else if (security.isPending) {
    content = <Loading />;
  } else if (security.isError) {
    content = <LoadError error={security.error} onRetry={() => void security.refetch()} />;
  } else if (security.data.isEnabled) {
    content = <TwoStepOn security={security.data} onRenewed={setRecoveryCodes} />;
  } else {
    content = <TwoStepOff onEnabled={setRecoveryCodes} />;
  }
  return (
    <Page title={t('route.signInSecurity')} backTo={routes.mine.path}>
      <div className={styles.stack}>{content}</div>
    </Page>
  );
}

/** The key as the app's manual entry reads it most easily: groups of four. */
const groupKey = (key: string) => key.replace(/(.{4})/g, '$1 ').trim();

function TwoStepOff({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const enrol = useEnrolTwoFactor();
  const confirm = useConfirmTwoFactor();
  const form = useForm({ code: '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.check(calls.twoFactorConfirm.request);
    if (!input || confirm.isPending) return;
    confirm.mutate(input, {
      onSuccess: (answer) => {
        showToast(t('twoStep.turnedOn'), 'success');
        onEnabled(answer.recoveryCodes);
      },
      onError: (error) => form.reject(error, { [ErrorCode.WrongTwoFactorCode]: 'code' }),
    });
  };

  if (!enrol.data) {
    return (
      <section className={card.card}>
        <DetailList details={[{ label: t('twoStep.status'), value: t('twoStep.off') }]} />
        <p className={card.hint}>{t('twoStep.intro')}</p>
        <Button
          color="primary"
          size="large"
          shape="rounded"
          block
          loading={enrol.isPending}
          onClick={() => enrol.mutate(undefined)}
        >
          {t('twoStep.turnOn')}
        </Button>
      </section>
    );
  }
  return (
    <form className={card.card} onSubmit={submit} noValidate>
      <p className={styles.step}>{t('twoStep.scan')}</p>
      <QRCodeSVG
        className={styles.qr}
        value={enrol.data.uri}
        size={184}
        marginSize={0}
        role="img"
        aria-label={t('twoStep.qrLabel')}
      />
      <p className={styles.step}>{t('twoStep.orKey')}</p>
      <div className={styles.key}>
        <span className={styles.keyText} data-testid="two-step-key">
          {groupKey(enrol.data.secret)}
        </span>
        <CopyButton value={enrol.data.secret} label={t('twoStep.keyName')} />
      </div>
      <p className={styles.step}>{t('twoStep.enterCode')}</p>
      <AuthenticatorCodeField
        id="two-step-confirm"
        label={t('twoStep.code')}
        placeholder={t('twoStep.codePlaceholder')}
        {...form.field('code')}
      />
      <SubmitButton className={card.submit} isBusy={confirm.isPending}>
        {t('twoStep.confirm')}
      </SubmitButton>
    </form>
  );
}

function TwoStepOn({
  security,
  onRenewed,
}: {
  security: TSignInSecurity;
  onRenewed: (codes: string[]) => void;
}) {
  const { t } = useTranslation();
  const renew = useRenewRecoveryCodes();
  const disable = useDisableTwoFactor();
  const renewForm = useForm({ code: '' });
  const offForm = useForm({ code: '' });

  const submitRenew = (event: FormEvent) => {
    event.preventDefault();
    const input = renewForm.check(calls.recoveryCodesRenew.request);
    if (!input || renew.isPending) return;
    renew.mutate(input, {
      onSuccess: (answer) => onRenewed(answer.recoveryCodes),
      onError: (error) => renewForm.reject(error, { [ErrorCode.WrongTwoFactorCode]: 'code' }),
    });
  };

  const submitOff = (event: FormEvent) => {
    event.preventDefault();
    const input = offForm.check(calls.twoFactorDisable.request);
    if (!input || disable.isPending) return;
    disable.mutate(input, {
      onSuccess: () => showToast(t('twoStep.turnedOff'), 'success'),
      onError: (error) => offForm.reject(error, { [ErrorCode.WrongTwoFactorCode]: 'code' }),
    });
  };

  return (
    <>
      <section className={card.card}>
        <DetailList
          details={[
            { label: t('twoStep.status'), value: t('twoStep.on'), isStrong: true },
            { label: t('twoStep.codesLeft'), value: String(security.recoveryCodesLeft) },
          ]}
        />
        <p className={card.hint}>{t('twoStep.trustedDays', { days: security.trustedDeviceDays })}</p>
      </section>
      <form className={card.card} onSubmit={submitRenew} noValidate>
        <h2 className={styles.heading}>{t('twoStep.renew')}</h2>
        <p className={card.hint}>{t('twoStep.renewHint')}</p>
        <AuthenticatorCodeField
          id="two-step-renew"
          label={t('twoStep.code')}
          placeholder={t('twoStep.codePlaceholder')}
          {...renewForm.field('code')}
        />
        <SubmitButton className={card.submit} isBusy={renew.isPending}>
          {t('twoStep.renew')}
        </SubmitButton>
      </form>
      <form className={card.card} onSubmit={submitOff} noValidate>
        <h2 className={styles.heading}>{t('twoStep.turnOff')}</h2>
        <p className={card.hint}>{t('twoStep.turnOffHint')}</p>
        <SignInCodeField
          id="two-step-off"
          label={t('twoStep.anyCode')}
          placeholder={t('signIn.codePlaceholder')}
          {...offForm.field('code')}
        />
        <Button
          type="submit"
          color="danger"
          fill="outline"
          size="large"
          shape="rounded"
          block
          loading={disable.isPending}
        >
          {t('twoStep.turnOff')}
        </Button>
      </form>
    </>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <section className={card.card} aria-labelledby="recovery-codes-title">
      <h2 className={styles.heading} id="recovery-codes-title">
        {t('twoStep.recoveryTitle')}
      </h2>
      <p className={styles.warning}>{t('twoStep.recoveryHint')}</p>
      <ul className={styles.codes} aria-label={t('twoStep.recoveryTitle')}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        <CopyButton value={codes.join('\n')} label={t('twoStep.codesName')} />
      </div>
      <Button color="primary" size="large" shape="rounded" block onClick={onDone}>
        {t('twoStep.savedCodes')}
      </Button>
    </section>
  );
}
