// The accounts players pay into, per pay channel: a bank account (bank, holder, number), a USDT address
// (network and address) or a QR wallet (its QR image), each optionally with a QR image players scan,
// shown or hidden, in order. Online channels have none: the provider's page takes the payment.
import { PayType, type TAdminReceivingAccount, usdtNetworks } from '@fair28/shared';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Form, Input, InputNumber, Select, Space, Switch, Table, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { CatalogueCard } from '../../../components/catalogue-card/catalogue-card';
import { EditDrawer } from '../../../components/edit-drawer/edit-drawer';
import { EnabledTag } from '../../../components/enabled-tag/enabled-tag';
import { ImageUpload, UploadedPictureView } from '../../../components/image-upload/image-upload';
import { useT } from '../../../i18n/labels';
import { useLanguage } from '../../../i18n/language';
import { payChannelsQuery, receivingAccountsQuery, useSaveReceivingAccount } from '../api/payments';
import { ReceivingAccountPreview } from '../components/receiving-account-preview';
import {
  type AccountForm,
  accountFieldsOf,
  accountFormOf,
  accountRequestOf,
  newAccountForm,
} from '../lib/pay-forms';

function AccountDetails({ account }: { account: TAdminReceivingAccount }) {
  if (account.payType === PayType.Usdt) return <>{`${account.network} ${account.address}`}</>;
  if (account.payType === PayType.Bank) {
    return <>{[account.bankName, account.holderName, account.accountNo].filter(Boolean).join(' · ')}</>;
  }
  return <>—</>;
}

export function ReceivingAccountsPage() {
  const t = useT();
  const language = useLanguage();
  const { message } = App.useApp();
  const accounts = useQuery(receivingAccountsQuery);
  const channels = useQuery(payChannelsQuery);
  const save = useSaveReceivingAccount();
  const [channelFilter, setChannelFilter] = useState<number | null>(null);
  const [editing, setEditing] = useState<{ account: TAdminReceivingAccount | null } | null>(null);
  const [form] = Form.useForm<AccountForm>();
  const channelId = Form.useWatch('channelId', form);
  const watched = Form.useWatch([], form) as Partial<AccountForm> | undefined;

  // Online channels take no receiving accounts.
  const accountChannels = useMemo(
    () => (channels.data?.list ?? []).filter((channel) => channel.payType !== PayType.Online),
    [channels.data],
  );
  const nameOf = (channel: { nameZh: string; nameEn: string }) =>
    language === 'zh' ? channel.nameZh : channel.nameEn;
  const channelName = (id: number) => {
    const channel = accountChannels.find((row) => row.id === id);
    return channel ? nameOf(channel) : `#${id}`;
  };
  const channelOptions = accountChannels.map((channel) => ({
    value: channel.id,
    label: `${nameOf(channel)} · ${t(`payType.${channel.payType as 2 | 3 | 4}`)}`,
  }));
  const payType = accountChannels.find((channel) => channel.id === channelId)?.payType;
  const { isBank, isUsdt, needsQr } = accountFieldsOf(payType);
  const rows = (accounts.data?.list ?? []).filter(
    (account) => channelFilter === null || account.channelId === channelFilter,
  );

  const open = (account: TAdminReceivingAccount | null) => {
    save.reset();
    setEditing({ account });
  };
  const close = () => {
    save.reset();
    setEditing(null);
  };
  const failure = accounts.error ?? channels.error;

  return (
    <CatalogueCard
      title={t('nav.receivingAccounts')}
      addLabel={t('payments.addAccount')}
      onAdd={() => open(null)}
      onReload={() => void Promise.all([accounts.refetch(), channels.refetch()])}
      error={failure}
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
    >
      <Table<TAdminReceivingAccount>
        rowKey="id"
        loading={accounts.isFetching}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            key: 'channel',
            title: t('payments.channel'),
            render: (_, row) => (
              <>
                {channelName(row.channelId)}{' '}
                <Tag color="blue">{t(`payType.${row.payType as 2 | 3 | 4}`)}</Tag>
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
          {
            key: 'enabled',
            title: t('catalogue.enabled'),
            render: (_, row) => <EnabledTag isEnabled={row.isEnabled} />,
          },
          { key: 'order', title: t('catalogue.sortOrder'), dataIndex: 'sortOrder', align: 'right' },
          {
            key: 'actions',
            title: t('common.actions'),
            render: (_, row) => (
              <Button size="small" onClick={() => open(row)}>
                {t('catalogue.edit')}
              </Button>
            ),
          },
        ]}
      />
      <EditDrawer<AccountForm>
        open={editing !== null}
        title={
          editing?.account
            ? `${t('payments.editAccount')} · ${editing.account.label}`
            : t('payments.addAccount')
        }
        form={form}
        initialValues={
          editing?.account
            ? accountFormOf(editing.account)
            : { ...newAccountForm, channelId: channelFilter ?? accountChannels[0]?.id }
        }
        isSaving={save.isPending}
        error={save.error}
        preview={<ReceivingAccountPreview account={watched} payType={payType} />}
        onClose={close}
        onSave={(values) =>
          save.mutate(accountRequestOf(values, payType ?? 0, editing?.account?.id), {
            onSuccess: (saved) => {
              void message.success(t('catalogue.saved', saved.label));
              close();
            },
          })
        }
      >
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
        <Space wrap size="large" align="start">
          <Form.Item name="sortOrder" label={t('catalogue.sortOrder')} extra={t('catalogue.sortOrderHelp')}>
            <InputNumber min={0} max={1_000_000} precision={0} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="isEnabled" label={t('catalogue.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
      </EditDrawer>
    </CatalogueCard>
  );
}
