// Pay channels: the ways players top up (online through a payment provider, bank transfer, USDT, a QR
// wallet), each with names in both languages, the amounts it takes (least, most, one-tap presets), shown
// or hidden, and its place in the list. Players see an enabled channel once it has a usable account.
import { displayMoney, isPrice, PayType, type TAdminPayChannel } from '@fair28/shared';
import { Form, Input, Select, Space, Tag } from 'antd';
import { CatalogueEditor, nameColumns } from '@/components/catalogue-editor/catalogue-editor';
import { NameFields, PriceField } from '@/components/edit-drawer/edit-drawer';
import { useT } from '@/i18n/labels';
import { payChannelsQuery, useSavePayChannel } from '../api/payments';
import { PayChannelPreview } from '../components/pay-channel-preview';
import { channelFormOf, channelRequestOf, newChannelForm, payTypes } from '../lib/pay-forms';

export function PayChannelsPage() {
  const t = useT();
  const payTypeOptions = payTypes.map((value) => ({ value, label: t(`payType.${value}`) }));

  return (
    <CatalogueEditor
      title={t('nav.payChannels')}
      addLabel={t('payments.addChannel')}
      editTitle={(channel) => `${t('payments.editChannel')} · ${channel.nameEn}`}
      query={payChannelsQuery}
      columns={[
        {
          key: 'payType',
          title: t('payments.payType'),
          render: (_, row) => <Tag color="blue">{t(`payType.${row.payType}`)}</Tag>,
        },
        ...nameColumns<TAdminPayChannel>(t),
        { key: 'provider', title: t('payments.provider'), render: (_, row) => row.provider || '—' },
        {
          key: 'limits',
          title: t('payments.limits'),
          render: (_, row) => `${displayMoney(row.min)} – ${displayMoney(row.max)}`,
        },
        {
          key: 'presets',
          title: t('payments.presets'),
          render: (_, row) =>
            row.presets.length > 0 ? row.presets.map((amount) => <Tag key={amount}>{amount}</Tag>) : '—',
        },
      ]}
      useSave={useSavePayChannel}
      formOf={channelFormOf}
      newForm={() => newChannelForm}
      requestOf={(values, channel) => channelRequestOf(values, channel?.id)}
      savedName={(saved) => saved.nameEn}
      preview={(values) => <PayChannelPreview channel={values} />}
      fields={(values) => (
        <>
          <Form.Item name="payType" label={t('payments.payType')} rules={[{ required: true }]}>
            <Select options={payTypeOptions} />
          </Form.Item>
          <NameFields />
          {values?.payType === PayType.Online ? (
            <Form.Item
              name="provider"
              label={t('payments.provider')}
              extra={t('payments.providerHelp')}
              rules={[{ required: true, whitespace: true }, { max: 32 }]}
            >
              <Input placeholder="sandbox" maxLength={32} />
            </Form.Item>
          ) : null}
          <Space wrap size="large" align="start">
            <PriceField name="min" label={t('payments.min')} />
            <PriceField
              name="max"
              label={t('payments.max')}
              dependencies={['min']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_, value: string) =>
                    !isPrice(String(getFieldValue('min') ?? '')) ||
                    !isPrice(String(value ?? '')) ||
                    Number(value) >= Number(getFieldValue('min'))
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('payments.maxBelowMin'))),
                }),
              ]}
            />
          </Space>
          <Form.Item
            name="presets"
            label={t('payments.presets')}
            extra={t('payments.presetsHelp')}
            rules={[
              {
                validator: (_, value: string[] | undefined) =>
                  (value ?? []).length <= 12 && (value ?? []).every((amount) => isPrice(amount.trim()))
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('form.invalidPresets'))),
              },
            ]}
          >
            <Select mode="tags" tokenSeparators={[',', ' ']} open={false} suffixIcon={null} />
          </Form.Item>
        </>
      )}
    />
  );
}
