// /pages/bankCard/bindBankCard: binding the player's own bank card, checked with the call's schema
// (the shared validators) and confirmed first, since only customer service can change it afterwards.
// With a card already bound the same form files a change request for customer service instead, and
// says so plainly: nothing changes until they approve it.

import { calls, ErrorCode, marketAsksIfsc } from '@fair28/shared';
import { type FormEvent, type ReactNode, useId } from 'react';
import { useUserDetails } from '@/api/account/get-user-details';
import { useBankCard } from '@/api/cards/get-bank-card';
import { readClientConfig } from '@/api/stored-client-config';
import { confirmDetails } from '@/components/money/confirm-details';
import { MoneyCard, Note } from '@/components/money/money-card';
import { AuthenticatorCodeField } from '@/components/ui/authenticator-code-field';
import { LoadError, Loading } from '@/components/ui/load-state';
import { Page } from '@/components/ui/page';
import { SecurityCodeField } from '@/components/ui/security-code-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { routes } from '@/config/routes';
import { useForm } from '@/hooks/use-form';
import { translateMessage } from '@/i18n/i18n';
import { useTranslation } from '@/i18n/use-translation';
import { canGoBack, navigateBack, redirectTo } from '@/lib/navigation';
import { showToast } from '@/lib/notify';
import { missingTwoFactorCode } from '@/lib/two-factor-code';
import { useBindBankCard } from '../api/bind-bank-card';
import { useRequestBankCardChange } from '../api/request-bank-card-change';
import { BankNameField } from '../components/bank-name-field';
import { SecurityCodeFirst } from '../components/security-code-first';

type CardField =
  | 'realName'
  | 'ifscCode'
  | 'bankName'
  | 'cardNo'
  | 'openAddress'
  | 'email'
  | 'mobile'
  | 'note'
  | 'securityCode'
  | 'twoFactorCode';

export function BindBankCardPage() {
  const { t } = useTranslation();
  const card = useBankCard();
  let content: ReactNode;
  if (card.isPending) content = <Loading />;
  else if (card.isError) content = <LoadError error={card.error} onRetry={() => void card.refetch()} />;
  else if (card.data.isBound && card.data.pendingChange) {
    content = <Note tone="warning">{translateMessage('error.ChangeRequestPending')}</Note>;
  } else {
    content = (
      <SecurityCodeFirst>
        <CardForm isChange={card.data.isBound} />
      </SecurityCodeFirst>
    );
  }
  return (
    <Page title={t('route.bindBankCard')} backTo={routes.bankCard.path}>
      {content}
    </Page>
  );
}

function CardForm({ isChange }: { isChange: boolean }) {
  const { t } = useTranslation();
  const prefix = useId();
  const form = useForm<CardField>({
    realName: '',
    ifscCode: '',
    bankName: '',
    cardNo: '',
    openAddress: '',
    email: '',
    mobile: '',
    note: '',
    securityCode: '',
    twoFactorCode: '',
  });
  const hasTwoFactor = useUserDetails().data?.hasTwoFactor === true;
  const market = readClientConfig()?.cardMarket ?? 'cn';
  const asksIfsc = marketAsksIfsc(market);
  const bind = useBindBankCard();
  const change = useRequestBankCardChange();
  const isBusy = bind.isPending || change.isPending;

  const leave = () => void (canGoBack() ? navigateBack() : redirectTo(routes.bankCard.path));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    const input = form.check(isChange ? calls.bankCardChange.request : calls.bankCardBind.request, (data) =>
      missingTwoFactorCode(hasTwoFactor, data.twoFactorCode),
    );
    if (!input) return;
    const isConfirmed = await confirmDetails({
      title: isChange ? t('cards.confirmChangeTitle') : t('cards.confirmBindTitle'),
      details: [
        { label: t('cards.realName'), value: input.realName },
        { label: t('cards.bankName'), value: input.bankName },
        { label: t('cards.cardNo'), value: input.cardNo },
        { label: t('cards.mobile'), value: input.mobile },
      ],
      note: isChange ? t('cards.changeExplained') : t('cards.bindFinal'),
      confirmText: isChange ? t('cards.sendRequest') : t('cards.bind'),
    });
    if (!isConfirmed) return;
    const fieldsByCode = {
      [ErrorCode.BankCardAlreadyBound]: 'cardNo',
      [ErrorCode.ChangeRequestPending]: 'note',
      [ErrorCode.WrongSecurityCode]: 'securityCode',
      [ErrorCode.WithdrawalLocked]: 'securityCode',
      [ErrorCode.SecurityCodeNotSet]: 'securityCode',
      [ErrorCode.TwoFactorRequired]: 'twoFactorCode',
      [ErrorCode.WrongTwoFactorCode]: 'twoFactorCode',
    } as const;
    if (isChange) {
      change.mutate(input, {
        onSuccess: () => {
          showToast(t('cards.changeSent'), 'success');
          leave();
        },
        onError: (error) => form.reject(error, fieldsByCode),
      });
    } else {
      bind.mutate(input, {
        onSuccess: () => {
          showToast(t('cards.bound'), 'success');
          leave();
        },
        onError: (error) => form.reject(error, fieldsByCode),
      });
    }
  };

  const field = (
    name: CardField,
    label: string,
    options: {
      placeholder?: string;
      inputMode?: 'numeric' | 'tel' | 'email';
      maxLength?: number;
      optional?: boolean;
    } = {},
  ) => (
    <TextField
      id={`${prefix}-${name}`}
      label={options.optional ? `${label} ${t('wallet.optional')}` : label}
      autoComplete="off"
      {...(options.placeholder ? { placeholder: options.placeholder } : {})}
      {...(options.inputMode ? { inputMode: options.inputMode } : {})}
      maxLength={options.maxLength ?? 64}
      {...form.field(name)}
    />
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <MoneyCard title={isChange ? t('cards.changeTitle') : t('cards.bindTitle')}>
        <Note tone={isChange ? 'warning' : 'info'}>
          {isChange ? t('cards.changeExplained') : translateMessage('form.bindOwnCard')}
        </Note>
        {field('realName', t('cards.realName'), { placeholder: t('cards.realNamePlaceholder') })}
        {asksIfsc
          ? field('ifscCode', t('cards.ifscCode'), {
              placeholder: t('cards.ifscPlaceholder'),
              maxLength: 11,
              optional: true,
            })
          : null}
        <BankNameField id={`${prefix}-bankName`} market={market} {...form.field('bankName')} />
        {field('cardNo', t('cards.cardNo'), {
          placeholder: t('cards.cardNoPlaceholder'),
          inputMode: 'numeric',
          maxLength: 40,
        })}
        {field('openAddress', t('cards.openAddress'), { maxLength: 128, optional: true })}
        {field('email', t('cards.email'), { inputMode: 'email', maxLength: 128, optional: true })}
        {field('mobile', t('cards.mobile'), {
          placeholder: t('cards.mobilePlaceholder'),
          inputMode: 'tel',
          maxLength: 24,
        })}
        {isChange
          ? field('note', t('cards.note'), {
              placeholder: t('cards.notePlaceholder'),
              maxLength: 200,
              optional: true,
            })
          : null}
        <SecurityCodeField
          id={`${prefix}-securityCode`}
          label={t('withdrawal.securityCode')}
          placeholder={t('withdrawal.securityCodePlaceholder')}
          {...form.field('securityCode')}
        />
        {hasTwoFactor ? (
          <AuthenticatorCodeField
            id={`${prefix}-twoFactorCode`}
            label={t('twoStep.code')}
            placeholder={t('twoStep.codePlaceholder')}
            {...form.field('twoFactorCode')}
          />
        ) : null}
        <Note tone="info">{t('cards.payoutHold')}</Note>
        <SubmitButton isBusy={isBusy}>{isChange ? t('cards.sendRequest') : t('cards.bind')}</SubmitButton>
      </MoneyCard>
    </form>
  );
}
