// A top-up by transfer (bank, USDT or QR wallet): where to pay, how much, the payment certificate and
// an optional transaction reference; after a confirmation the request goes to review, and the player
// lands on their recharge records with the new pending record.

import {
  bankNameIn,
  displayMoney,
  ErrorCode,
  PayType,
  type PayTypeValue,
  type TPayChannel,
  ZRechargeAddForm,
} from '@fair28/shared';
import { type FormEvent, useState } from 'react';
import { z } from 'zod';
import { AmountField } from '@/components/money/amount-field';
import { confirmDetails } from '@/components/money/confirm-details';
import { MoneyCard, Note } from '@/components/money/money-card';
import { UsdtAmount, UsdtRateNote, useUsdtText } from '@/components/money/usdt-equivalent';
import { ChoiceList } from '@/components/ui/choice-list';
import { LoadError, Loading } from '@/components/ui/load-state';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { ImageUploadField } from '@/components/uploads/image-upload-field';
import { routes } from '@/config/routes';
import { useForm } from '@/hooks/use-form';
import { useGuardedSubmit } from '@/hooks/use-guarded-submit';
import { useTranslation } from '@/i18n/use-translation';
import { amountSchema } from '@/lib/amount';
import { redirectTo } from '@/lib/navigation';
import { showToast } from '@/lib/notify';
import { useAddRecharge } from '../api/add-recharge';
import { useReceivingAccounts } from '../api/get-receiving-accounts';
import { ChannelPicker } from './channel-picker';
import { ReceivingAccountDetails } from './receiving-account-card';

type TransferFormProps = {
  channels: TPayChannel[];
  initialChannelId: number | null;
  initialAmount: string;
};

export function TransferForm({ channels, initialChannelId, initialAmount }: TransferFormProps) {
  const { t } = useTranslation();
  const [channelId, setChannelId] = useState(initialChannelId);
  const channel = channels.find((candidate) => candidate.id === channelId) ?? channels[0];
  if (!channel) return <Note tone="warning">{t('recharge.noChannels')}</Note>;
  return (
    <>
      {channels.length > 1 ? (
        <MoneyCard title={t('recharge.channel')}>
          <ChannelPicker
            channels={channels}
            selectedId={channel.id}
            onSelect={(next) => setChannelId(next.id)}
          />
        </MoneyCard>
      ) : null}
      <ChannelTransfer
        key={channel.id}
        channel={channel}
        initialAmount={channel.id === initialChannelId ? initialAmount : ''}
      />
    </>
  );
}

function ChannelTransfer({ channel, initialAmount }: { channel: TPayChannel; initialAmount: string }) {
  const { t, language } = useTranslation();
  const accounts = useReceivingAccounts(channel.payType as PayTypeValue);
  const [accountId, setAccountId] = useState<number | null>(null);
  const form = useForm({ amount: initialAmount, imageId: '', reference: '' });
  const isUsdt = channel.payType === PayType.Usdt;
  const usdtText = useUsdtText(form.values.amount);
  const addRecharge = useAddRecharge();
  const guard = useGuardedSubmit();

  if (accounts.isPending) return <Loading />;
  if (accounts.isError) return <LoadError error={accounts.error} onRetry={() => void accounts.refetch()} />;
  const ours = accounts.data.list.filter((account) => account.channelId === channel.id);
  const account = ours.find((candidate) => candidate.id === accountId) ?? ours[0];
  if (!account) return <Note tone="warning">{t('recharge.noAccount')}</Note>;

  // Through the field, so a "missing certificate" message clears once one is uploaded.
  const setImageId = (imageId: string | null) => form.field('imageId').onChange(imageId ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void guard.run(async ({ signal, intend }) => {
      const emptyAmount =
        channel.presets.length > 0 ? 'form.selectRechargeAmount' : 'form.enterRechargeQuantity';
      // The amount first, checked against this channel; then the certificate and the reference.
      const input = form.check(
        z.object({
          amount: amountSchema(channel, emptyAmount),
          imageId: ZRechargeAddForm.shape.imageId,
          reference: ZRechargeAddForm.shape.reference,
        }),
      );
      if (!input) return;
      const body = {
        accountId: account.id,
        amount: form.values.amount.trim(),
        imageId: form.values.imageId,
        reference: form.values.reference.trim(),
      };
      const intent = intend(body);
      const isConfirmed = await confirmDetails(
        {
          title: t('recharge.confirmTransferTitle'),
          details: [
            { label: t('recharge.method'), value: channel.name },
            {
              label: t('recharge.paidTo'),
              value: account.label || bankNameIn(account.bankName, language) || account.network,
            },
            { label: t('recharge.amount'), value: displayMoney(body.amount), isStrong: true },
            ...(usdtText ? [{ label: t('usdt.amountLabel'), value: usdtText }] : []),
            ...(input.reference ? [{ label: t('recharge.reference'), value: input.reference }] : []),
          ],
          note: t('recharge.confirmTransferNote'),
          confirmText: t('recharge.submit'),
        },
        signal,
      );
      if (!isConfirmed) return;
      try {
        const record = await intent.send((idempotencyKey) =>
          addRecharge.mutateAsync({ ...body, idempotencyKey }),
        );
        showToast(t('recharge.submitted'), 'success');
        void redirectTo(routes.rechargeRecords.path, { orderNo: record.orderNo });
      } catch (error) {
        form.reject(error, { [ErrorCode.AmountOutOfRange]: 'amount' });
      }
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <MoneyCard title={t('recharge.stepPayTo')} step={1}>
        {ours.length > 1 ? (
          <ChoiceList
            label={t('recharge.paidTo')}
            selected={String(account.id)}
            onSelect={(id) => setAccountId(Number(id))}
            choices={ours.map((candidate) => ({
              value: String(candidate.id),
              label: candidate.label || bankNameIn(candidate.bankName, language) || candidate.network,
            }))}
          />
        ) : null}
        <ReceivingAccountDetails account={account} />
      </MoneyCard>
      <MoneyCard title={t('recharge.stepAmount')} step={2}>
        <AmountField
          id="transfer-amount"
          label={t('recharge.amountLabel')}
          presets={channel.presets}
          limits={channel}
          {...form.field('amount')}
        />
        {isUsdt ? (
          <>
            <UsdtAmount amount={form.values.amount} />
            <UsdtRateNote />
          </>
        ) : null}
      </MoneyCard>
      <MoneyCard title={t('recharge.stepProof')} step={3}>
        <ImageUploadField
          id="transfer-proof"
          label={t('recharge.certificate')}
          hint={t('recharge.certificateHint')}
          error={form.field('imageId').error}
          onChange={setImageId}
        />
        <TextField
          id="transfer-reference"
          label={t('recharge.referenceOptional')}
          placeholder={t('recharge.referencePlaceholder')}
          autoComplete="off"
          maxLength={128}
          {...form.field('reference')}
        />
        <Note>{t('recharge.reviewHint')}</Note>
        <SubmitButton isBusy={guard.isBusy}>{t('recharge.submit')}</SubmitButton>
      </MoneyCard>
    </form>
  );
}
