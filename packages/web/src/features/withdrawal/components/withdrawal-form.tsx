// The withdrawal form: the rules that apply now, where the money goes (the bound card or a USDT address),
// the amount with the fee and the arrival amount previewed exactly, the security code (and the
// authenticator's code while two-step sign-in is on), and a confirmation.

import {
  bankNameIn,
  displayMoney,
  ErrorCode,
  formatDateTime,
  formatMinor,
  type TBankCardInfo,
  type TUsdtAddress,
  type TWithdrawalParamsResponse,
  ZWithdrawalAddForm,
} from '@fair28/shared';
import Button from 'antd-mobile/es/components/button';
import { type FormEvent, useEffect, useState } from 'react';
import { z } from 'zod';
import { useUserDetails } from '@/api/account/get-user-details';
import { useBankCard } from '@/api/cards/get-bank-card';
import { useUsdtAddresses } from '@/api/cards/get-usdt-addresses';
import { confirmDetails } from '@/components/money/confirm-details';
import { MoneyCard, Note } from '@/components/money/money-card';
import { UsdtAmount, UsdtRateNote, useUsdtText } from '@/components/money/usdt-equivalent';
import { AuthenticatorCodeField } from '@/components/ui/authenticator-code-field';
import { type Detail, DetailList } from '@/components/ui/detail-list';
import { LoadError, Loading } from '@/components/ui/load-state';
import { SecurityCodeField } from '@/components/ui/security-code-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { useForm } from '@/hooks/use-form';
import { useGuardedSubmit } from '@/hooks/use-guarded-submit';
import { serverNow } from '@/hooks/use-server-now';
import { translateMessage } from '@/i18n/i18n';
import { useTranslation } from '@/i18n/use-translation';
import { showToast } from '@/lib/notify';
import { missingTwoFactorCode } from '@/lib/two-factor-code';
import { groupAddress } from '@/lib/usdt';
import { useAddWithdrawal } from '../api/add-withdrawal';
import { useWithdrawalParams } from '../api/get-withdrawal-params';
import { isWithdrawalBlocked, largestWithdrawal, previewWithdrawal } from '../fee-preview';
import { firstHoldEnd, nextHoldEnd, type PayoutAccount, payoutAccounts } from '../payout-hold';
import { DestinationPicker } from './destination-picker';
import { WithdrawalRules } from './withdrawal-rules';

/** The form's fields as text: `destination` is "bank" or "usdt:<address id>". */
type WithdrawalFields = { destination: string; amount: string; securityCode: string; twoFactorCode: string };

// The call's own fields and messages (the spec's), after the destination the form picks from.
function withdrawalFormSchema(hasAnyDestination: boolean) {
  const { amount, securityCode, twoFactorCode } = ZWithdrawalAddForm.shape;
  return z.object({
    destination: z.string().min(1, hasAnyDestination ? 'form.selectWithdrawalAccount' : 'form.bindOwnCard'),
    amount,
    securityCode,
    twoFactorCode,
  });
}

export function WithdrawalForm({ onDone }: { onDone: () => void }) {
  const params = useWithdrawalParams();
  const card = useBankCard();
  const addresses = useUsdtAddresses();
  const user = useUserDetails();
  const failed = [params, card, addresses, user].find((query) => query.isError);
  if (failed) return <LoadError error={failed.error} onRetry={() => void failed.refetch()} />;
  if (!params.data || !card.data || !addresses.data || !user.data) return <Loading />;
  return (
    <ReadyForm
      params={params.data}
      card={card.data}
      addresses={addresses.data.list}
      hasTwoFactor={user.data.hasTwoFactor}
      onDone={onDone}
    />
  );
}

type ReadyFormProps = {
  params: TWithdrawalParamsResponse;
  card: TBankCardInfo;
  addresses: TUsdtAddress[];
  /** Two-step sign-in is on: every withdrawal asks the authenticator's code. */
  hasTwoFactor: boolean;
  onDone: () => void;
};

/** The payout accounts with their holds at the server's time, looked at again when the next hold ends. */
function usePayoutAccounts(card: TBankCardInfo, addresses: TUsdtAddress[]): PayoutAccount[] {
  const [now, setNow] = useState(serverNow);
  const accounts = payoutAccounts(card, addresses, now);
  const next = nextHoldEnd(accounts);
  useEffect(() => {
    if (next === null) return;
    // setTimeout holds at most 2^31-1 ms (about 24.8 days); a longer wait just looks again then.
    const timer = setTimeout(() => setNow(serverNow()), Math.min(next - serverNow() + 500, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [next]);
  return accounts;
}

function ReadyForm({ params, card, addresses, hasTwoFactor, onDone }: ReadyFormProps) {
  const { t, language } = useTranslation();
  const accounts = usePayoutAccounts(card, addresses);
  const usable = accounts.filter((account) => account.heldUntil === null);
  const holdEnd = firstHoldEnd(accounts);
  const [initialDestination] = useState(() => usable[0]?.destination ?? '');
  const form = useForm<keyof WithdrawalFields>({
    destination: initialDestination,
    amount: '',
    securityCode: '',
    twoFactorCode: '',
  });
  const addWithdrawal = useAddWithdrawal();
  const guard = useGuardedSubmit();
  const preview = previewWithdrawal(form.values.amount, params);
  const largest = largestWithdrawal(params);
  // To a USDT address: what arrives, in USDT beside yuan (yuan only when the server has no rate).
  const isToUsdt = form.values.destination.startsWith('usdt:');
  const actualUsdt = useUsdtText(preview.kind === 'ready' ? preview.actual : '');
  // What the server would refuse whatever is typed is said above; nothing is offered to fill in. A new
  // payout account on hold receives nothing yet: without one out of hold there is no form either.
  const isBlocked = isWithdrawalBlocked(params) || usable.length === 0;

  const destinationText = (destination: string): string => {
    if (destination === 'bank') return `${bankNameIn(card.bankName, language)} ${card.cardNo}`;
    const address = addresses.find((candidate) => `usdt:${candidate.id}` === destination);
    return address ? `${address.network} ${groupAddress(address.address)}` : '';
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void guard.run(async ({ signal, intend }) => {
      const input = form.check(withdrawalFormSchema(card.isBound || addresses.length > 0), (data) => {
        if (preview.kind === 'ready' && preview.issue) {
          return { field: 'amount', message: translateMessage(preview.issue.message, ...preview.issue.args) };
        }
        return missingTwoFactorCode(hasTwoFactor, data.twoFactorCode);
      });
      if (!input || preview.kind !== 'ready') return;
      const [type, addressId] = input.destination.split(':');
      const body = {
        amount: formatMinor(input.amount),
        type: type === 'usdt' ? ('usdt' as const) : ('bank' as const),
        ...(addressId ? { addressId: Number(addressId) } : {}),
      };
      // The key covers what moves money, not the code: a retry after a lost answer is the same request.
      const intent = intend(body);
      const isConfirmed = await confirmDetails(
        {
          title: t('withdrawal.confirmTitle'),
          details: [
            { label: t('withdrawal.amount'), value: displayMoney(preview.amount) },
            { label: t('withdrawal.fee'), value: displayMoney(preview.fee) },
            { label: t('withdrawal.actual'), value: displayMoney(preview.actual), isStrong: true },
            ...(isToUsdt && actualUsdt ? [{ label: t('usdt.amountLabel'), value: actualUsdt }] : []),
            { label: t('withdrawal.to'), value: destinationText(form.values.destination) },
          ],
          note: t('withdrawal.confirmNote'),
          confirmText: t('withdrawal.submit'),
        },
        signal,
      );
      if (!isConfirmed) return;
      try {
        await intent.send((idempotencyKey) =>
          addWithdrawal.mutateAsync({
            ...body,
            securityCode: input.securityCode,
            ...(input.twoFactorCode ? { twoFactorCode: input.twoFactorCode } : {}),
            idempotencyKey,
          }),
        );
      } catch (error) {
        form.reject(error, {
          [ErrorCode.WrongSecurityCode]: 'securityCode',
          [ErrorCode.WithdrawalLocked]: 'securityCode',
          [ErrorCode.SecurityCodeNotSet]: 'securityCode',
          [ErrorCode.TwoFactorRequired]: 'twoFactorCode',
          [ErrorCode.WrongTwoFactorCode]: 'twoFactorCode',
          [ErrorCode.TurnoverRequired]: 'amount',
          [ErrorCode.AmountOutOfRange]: 'amount',
          [ErrorCode.InsufficientBalance]: 'amount',
          [ErrorCode.DailyWithdrawalLimit]: 'amount',
          [ErrorCode.BankCardMissing]: 'destination',
          [ErrorCode.NotFound]: 'destination',
        });
        return;
      }
      form.setValues({
        destination: form.values.destination,
        amount: '',
        securityCode: '',
        twoFactorCode: '',
      });
      showToast(t('withdrawal.submitted'), 'success');
      onDone();
    });
  };

  const previewDetails: Detail[] =
    preview.kind === 'ready'
      ? [
          { label: t('withdrawal.fee'), value: displayMoney(preview.fee) },
          { label: t('withdrawal.actual'), value: displayMoney(preview.actual), isStrong: true },
        ]
      : [
          { label: t('withdrawal.fee'), value: '—' },
          { label: t('withdrawal.actual'), value: '—' },
        ];

  return (
    <form onSubmit={submit} noValidate>
      <WithdrawalRules params={params} />

      <MoneyCard title={t('withdrawal.destination')}>
        <DestinationPicker
          card={card}
          addresses={addresses}
          accounts={accounts}
          value={form.values.destination}
          onChange={(destination) => form.field('destination').onChange(destination)}
          error={form.field('destination').error}
        />
        {holdEnd !== null ? (
          <Note tone="warning" role="status">
            {t('withdrawal.allOnHold', { at: formatDateTime(holdEnd) })}
          </Note>
        ) : null}
      </MoneyCard>

      {isBlocked ? null : (
        <MoneyCard title={t('withdrawal.amountTitle')}>
          <TextField
            id="withdrawal-amount"
            label={t('withdrawal.amount')}
            placeholder={t('withdrawal.amountPlaceholder', {
              min: displayMoney(params.min),
              max: displayMoney(params.max),
            })}
            inputMode="decimal"
            autoComplete="off"
            maxLength={18}
            {...form.field('amount')}
            error={
              form.field('amount').error ??
              (preview.kind === 'invalid' ? translateMessage(preview.issue.message) : null)
            }
          />
          {largest !== null ? (
            <Button
              size="small"
              fill="none"
              color="primary"
              style={{ alignSelf: 'flex-start', marginTop: -8 }}
              onClick={() => form.field('amount').onChange(formatMinor(largest))}
            >
              {t('withdrawal.withdrawAll', { amount: displayMoney(largest) })}
            </Button>
          ) : null}
          <section aria-live="polite" aria-label={t('withdrawal.preview')}>
            <DetailList details={previewDetails} />
            {isToUsdt && preview.kind === 'ready' ? <UsdtAmount amount={preview.actual} /> : null}
            {isToUsdt ? <UsdtRateNote /> : null}
          </section>
          {preview.kind === 'ready' && preview.issue && !form.field('amount').error ? (
            <Note tone="warning">{translateMessage(preview.issue.message, ...preview.issue.args)}</Note>
          ) : null}
          <SecurityCodeField
            id="withdrawal-code"
            label={t('withdrawal.securityCode')}
            placeholder={t('withdrawal.securityCodePlaceholder')}
            {...form.field('securityCode')}
          />
          {hasTwoFactor ? (
            <AuthenticatorCodeField
              id="withdrawal-two-step"
              label={t('twoStep.code')}
              placeholder={t('twoStep.codePlaceholder')}
              {...form.field('twoFactorCode')}
            />
          ) : null}
          <SubmitButton isBusy={guard.isBusy}>{t('withdrawal.submit')}</SubmitButton>
        </MoneyCard>
      )}
    </form>
  );
}
