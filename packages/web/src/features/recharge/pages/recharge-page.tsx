// The recharge tab: the channels on offer by pay type, each with its limits and preset amounts. Online
// pay is paid here — after a confirmation the provider's page opens, and it sends the player back to
// the recharge records; a bank, USDT or QR-wallet transfer continues on its transfer page.

import { displayMoney, PayType, type PayTypeValue, type TPayChannel } from '@fair28/shared';
import Skeleton from 'antd-mobile/es/components/skeleton';
import Tabs from 'antd-mobile/es/components/tabs';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useUserDetails } from '@/api/account/get-user-details';
import { showError } from '@/api/error-text';
import { AmountField } from '@/components/money/amount-field';
import { confirmDetails } from '@/components/money/confirm-details';
import { MoneyCard, Note } from '@/components/money/money-card';
import { LoadError, Loading } from '@/components/ui/load-state';
import { Page } from '@/components/ui/page';
import { SubmitButton } from '@/components/ui/submit-button';
import { routes } from '@/config/routes';
import { useGuardedSubmit } from '@/hooks/use-guarded-submit';
import { translateMessage } from '@/i18n/i18n';
import { useTranslation } from '@/i18n/use-translation';
import { type AmountIssue, checkAmount } from '@/lib/amount';
import { navigateTo } from '@/lib/navigation';
import { showToast } from '@/lib/notify';
import { Link } from '@/lib/router/link';
import { usePayChannels } from '../api/get-pay-channels';
import { useStartOnlinePay } from '../api/start-online-pay';
import { ChannelPicker } from '../components/channel-picker';
import { offeredPayTypes, transferPagePath } from '../pay-types';
import styles from './recharge-page.module.css';

export function RechargePage() {
  const { t } = useTranslation();
  const user = useUserDetails();
  const channels = usePayChannels();
  const [chosenType, setChosenType] = useState<PayTypeValue | null>(null);

  const hero = (
    <div className={styles.hero}>
      <p className={styles.balanceLabel}>{t('home.balance')}</p>
      {user.data ? (
        <span className={styles.balance}>{displayMoney(user.data.point)}</span>
      ) : (
        <Skeleton.Title animated />
      )}
    </div>
  );

  let content: ReactNode;
  if (channels.isPending) {
    content = <Loading />;
  } else if (channels.isError) {
    content = <LoadError error={channels.error} onRetry={() => void channels.refetch()} />;
  } else {
    const list = channels.data.list;
    const payTypes = offeredPayTypes(list);
    const payType = chosenType && payTypes.includes(chosenType) ? chosenType : payTypes[0];
    content =
      payType === undefined ? (
        <Note tone="warning" role="status">
          {t('recharge.noChannels')}
        </Note>
      ) : (
        <>
          <Tabs
            className={styles.tabs}
            activeKey={String(payType)}
            onChange={(key) => setChosenType(Number(key) as PayTypeValue)}
          >
            {/* A string key: antd-mobile's Tabs skips a tab whose key is not one, and Preact keeps keys as given. */}
            {payTypes.map((type) => (
              <Tabs.Tab key={String(type)} title={t(`recharge.payType${type}`)} />
            ))}
          </Tabs>
          <ChannelForm
            key={payType}
            payType={payType}
            channels={list.filter((channel) => channel.payType === payType)}
          />
        </>
      );
  }

  return (
    <Page title={t('route.recharge')} showBack={false} hero={hero}>
      {content}
      <Link className={styles.recordsLink} to={routes.rechargeRecords.path}>
        {t('route.rechargeRecords')}
      </Link>
    </Page>
  );
}

function ChannelForm({ payType, channels }: { payType: PayTypeValue; channels: TPayChannel[] }) {
  const { t } = useTranslation();
  const [channelId, setChannelId] = useState<number | null>(channels[0]?.id ?? null);
  const [amount, setAmount] = useState('');
  const [issue, setIssue] = useState<AmountIssue | null>(null);
  const onlinePay = useStartOnlinePay();
  const guard = useGuardedSubmit();
  const channel = channels.find((candidate) => candidate.id === channelId) ?? channels[0];
  if (!channel) return null;
  const isOnline = payType === PayType.Online;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void guard.run(async ({ signal, intend }) => {
      const checked = checkAmount(
        amount,
        channel,
        channel.presets.length > 0 ? 'form.selectRechargeAmount' : 'form.enterRechargeQuantity',
      );
      if (!checked.ok) {
        setIssue(checked.issue);
        showToast(translateMessage(checked.issue.message, ...checked.issue.args));
        return;
      }
      setIssue(null);
      if (!isOnline) {
        void navigateTo(transferPagePath(payType), { channelId: channel.id, amount: amount.trim() });
        return;
      }
      const input = { channelId: channel.id, amount: amount.trim() };
      const intent = intend(input);
      const isConfirmed = await confirmDetails(
        {
          title: t('recharge.confirmOnlineTitle'),
          details: [
            { label: t('recharge.method'), value: channel.name },
            { label: t('recharge.amount'), value: displayMoney(input.amount), isStrong: true },
          ],
          note: t('recharge.confirmOnlineNote'),
          confirmText: t('recharge.goToPay'),
        },
        signal,
      );
      if (!isConfirmed) return;
      try {
        const order = await intent.send((idempotencyKey) =>
          onlinePay.mutateAsync({ ...input, idempotencyKey }),
        );
        // The provider's page is another site: leave the app; it sends the player back afterwards.
        window.location.assign(order.payUrl);
      } catch (error) {
        showError(error);
      }
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      {channels.length > 1 ? (
        <MoneyCard title={t('recharge.channel')}>
          <ChannelPicker
            channels={channels}
            selectedId={channel.id}
            onSelect={(next) => {
              setChannelId(next.id);
              setIssue(null);
            }}
          />
        </MoneyCard>
      ) : null}
      <MoneyCard title={channels.length > 1 ? t('recharge.amount') : channel.name}>
        <AmountField
          id="recharge-amount"
          label={t('recharge.amountLabel')}
          presets={channel.presets}
          limits={channel}
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setIssue(null);
          }}
          error={issue ? translateMessage(issue.message, ...issue.args) : null}
        />
        <Note>{isOnline ? t('recharge.onlineHint') : t('recharge.transferHint')}</Note>
        <SubmitButton isBusy={guard.isBusy}>
          {isOnline ? t('recharge.payNow') : t('recharge.next')}
        </SubmitButton>
      </MoneyCard>
    </form>
  );
}
