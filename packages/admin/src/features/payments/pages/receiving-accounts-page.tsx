// The accounts players pay into, per pay channel: a bank account (bank, holder, number), a USDT address
// (network and address) or a QR wallet (its QR image), each optionally with a QR image players scan,
// shown or hidden, in order. Online channels have none: the provider's page takes the payment.
import {
  PayType,
  type PayTypeValue,
  type TAdminReceivingAccount,
  usdtNetworks,
  type WrittenLanguage,
} from '@fair28/shared';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { CatalogueEditor } from '@/components/catalogue-editor/catalogue-editor';
import { ImageUpload, UploadedPictureView } from '@/components/image-upload/image-upload';
import { useT } from '@/i18n/labels';
import { useLanguage } from '@/i18n/language';
import { payChannelsQuery, receivingAccountsQuery, useSaveReceivingAccount } from '../api/payments';
import { ReceivingAccountPreview } from '../components/receiving-account-preview';
import { accountFieldsOf, accountFormOf, accountRequestOf, newAccountForm } from '../lib/pay-forms';

const nameIn = (language: WrittenLanguage, channel: { nameZh: string; nameEn: string }) =>
  language === 'zh' ? channel.nameZh : channel.nameEn;

function AccountDetails({ account }: { account: TAdminReceivingAccount }) {
  if (account.payType === PayType.Usdt) return <>{`${account.network} ${account.address}`}</>;
  if (account.payType === PayType.Bank) {
    return <>{[account.bankName, account.holderName, account.accountNo].filter(Boolean).join(' · ')}</>;
  }
  return <>—</>;
}

/** The fields of an account of this pay type, beside its channel and label. */
function AccountFields({ payType }: { payType: PayTypeValue | undefined }) {
  const t = useT();
  const { isBank, isUsdt, needsQr } = accountFieldsOf(payType);
  return (
    <>
      {isBank ? (
        <>
          <Form.Item
            name="bankName"
            label={t('card.bankName')}
            rules={[{ required: true, whitespace: true }]}
          >
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item
            name="holderName"
            label={t('review.holder')}
            rules={[{ required: true, whitespace: true }]}
          >
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item
            name="accountNo"
            label={t('payments.accountNo')}
            rules={[{ required: true, whitespace: true }]}
          >
            <Input maxLength={64} />
          </Form.Item>
        </>
      ) : null}
      {isUsdt ? (
        <>
          <Form.Item name="network" label={t('payments.network')} rules={[{ required: true }]}>
            <Select options={usdtNetworks.map((network) => ({ value: network, label: network }))} />
          </Form.Item>
          <Form.Item
            name="address"
            label={t('payments.address')}
            rules={[{ required: true, whitespace: true }]}
          >
            <Input maxLength={64} />
          </Form.Item>
        </>
      ) : null}
      <Form.Item
        name="qr"
        label={t('payments.qr')}
        extra={needsQr ? t('payments.qrNeeded') : t('payments.qrHelp')}
        rules={needsQr ? [{ required: true, message: t('payments.qrNeeded') }] : []}
      >
        <ImageUpload alt={t('payments.qr')} />
      </Form.Item>
    </>
  );
}

export function ReceivingAccountsPage() {
  const t = useT();
  const language = useLanguage();
  const channels = useQuery(payChannelsQuery);
  const [channelFilter, setChannelFilter] = useState<number | null>(null);

  // Online channels take no receiving accounts.
  const accountChannels = useMemo(
    () => (channels.data?.list ?? []).filter((channel) => channel.payType !== PayType.Online),
    [channels.data],
  );
  const payTypeOf = (channelId: number | undefined) =>
    accountChannels.find((channel) => channel.id === channelId)?.payType;
  const channelName = (id: number) => {
    const channel = accountChannels.find((row) => row.id === id);
    return channel ? nameIn(language, channel) : `#${id}`;
  };
  const channelOptions = accountChannels.map((channel) => ({
    value: channel.id,
    label: `${nameIn(language, channel)} · ${t(`payType.${channel.payType}`)}`,
  }));

  return (
    <CatalogueEditor
      title={t('nav.receivingAccounts')}
      addLabel={t('payments.addAccount')}
      editTitle={(account) => `${t('payments.editAccount')} · ${account.label}`}
      query={receivingAccountsQuery}
      readWith={[channels]}
      shows={(account) => channelFilter === null || account.channelId === channelFilter}
      filters={
        <Select<number>
          allowClear
          aria-label={t('payments.channel')}
          placeholder={t('payments.allChannels')}
          options={channelOptions}
          value={channelFilter ?? undefined}
          onChange={(value) => setChannelFilter(value ?? null)}
          style={{ minWidth: 220 }}
        />
      }
      columns={[
        {
          key: 'channel',
          title: t('payments.channel'),
          render: (_, row) => (
            <>
              {channelName(row.channelId)} <Tag color="blue">{t(`payType.${row.payType}`)}</Tag>
            </>
          ),
        },
        { key: 'label', title: t('payments.label'), dataIndex: 'label' },
        {
          key: 'details',
          title: t('payments.details'),
          render: (_, row) => <AccountDetails account={row} />,
        },
        {
          key: 'qr',
          title: t('payments.qr'),
          render: (_, row) =>
            row.qrImageUrl ? <UploadedPictureView url={row.qrImageUrl} alt={row.label} size={48} /> : '—',
        },
      ]}
      useSave={useSaveReceivingAccount}
      formOf={accountFormOf}
      newForm={() => ({ ...newAccountForm, channelId: channelFilter ?? accountChannels[0]?.id })}
      requestOf={(values, account) => accountRequestOf(values, accountChannels, account?.id)}
      savedName={(saved) => saved.label}
      preview={(values) => (
        <ReceivingAccountPreview account={values} payType={payTypeOf(values?.channelId)} />
      )}
      fields={(values) => (
        <>
          <Form.Item name="channelId" label={t('payments.channel')} rules={[{ required: true }]}>
            <Select options={channelOptions} />
          </Form.Item>
          <Form.Item
            name="label"
            label={t('payments.label')}
            extra={t('payments.labelHelp')}
            rules={[{ required: true, whitespace: true }, { max: 64 }]}
          >
            <Input maxLength={64} />
          </Form.Item>
          <AccountFields payType={payTypeOf(values?.channelId)} />
        </>
      )}
    />
  );
}
