// The ways players reach customer service, as their service tab lists them in this order: the in-app
// chat, a web page, Telegram, WhatsApp, e-mail, a phone number. Each has names in both languages, its
// address or number, and is shown or hidden.
import { serviceChannelKinds, type TAdminServiceChannel } from '@fair28/shared';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Form, Input, InputNumber, Select, Space, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { CatalogueCard } from '../../../components/catalogue-card/catalogue-card';
import { EditDrawer, NameFields } from '../../../components/edit-drawer/edit-drawer';
import { EnabledTag } from '../../../components/enabled-tag/enabled-tag';
import { useT } from '../../../i18n/labels';
import { serviceChannelsQuery, useSaveServiceChannel } from '../api/service-channels';
import { ChannelsPreview } from '../components/channels-preview';

type Kind = TAdminServiceChannel['kind'];
type ChannelForm = {
  kind: Kind;
  nameZh: string;
  nameEn: string;
  link: string;
  isEnabled: boolean;
  sortOrder: number;
};

const newChannel: ChannelForm = {
  kind: 'telegram',
  nameZh: '',
  nameEn: '',
  link: '',
  isEnabled: true,
  sortOrder: 0,
};

const formOf = ({ id: _, ...channel }: TAdminServiceChannel): ChannelForm => channel;

export function ServiceChannelsPage() {
  const t = useT();
  const { message } = App.useApp();
  const channels = useQuery(serviceChannelsQuery);
  const save = useSaveServiceChannel();
  const [editing, setEditing] = useState<{ channel: TAdminServiceChannel | null } | null>(null);
  const [form] = Form.useForm<ChannelForm>();
  const kind = Form.useWatch('kind', form);
  const watched = Form.useWatch([], form) as Partial<ChannelForm> | undefined;
  const kindOptions = serviceChannelKinds.map((value) => ({ value, label: t(`service.kind.${value}`) }));

  const open = (channel: TAdminServiceChannel | null) => {
    save.reset();
    setEditing({ channel });
  };
  const close = () => {
    save.reset();
    setEditing(null);
  };

  return (
    <CatalogueCard
      title={t('nav.serviceChannels')}
      addLabel={t('service.add')}
      onAdd={() => open(null)}
      onReload={() => void channels.refetch()}
      error={channels.error}
    >
      <Table<TAdminServiceChannel>
        rowKey="id"
        loading={channels.isFetching}
        dataSource={channels.data?.list ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            key: 'kind',
            title: t('service.kind'),
            render: (_, row) => <Tag color="blue">{t(`service.kind.${row.kind}`)}</Tag>,
          },
          { key: 'nameZh', title: t('catalogue.nameZh'), dataIndex: 'nameZh' },
          { key: 'nameEn', title: t('catalogue.nameEn'), dataIndex: 'nameEn' },
          { key: 'link', title: t('service.link'), render: (_, row) => row.link || '—' },
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
      <EditDrawer<ChannelForm>
        open={editing !== null}
        title={editing?.channel ? `${t('service.edit')} · ${editing.channel.nameEn}` : t('service.add')}
        form={form}
        initialValues={editing?.channel ? formOf(editing.channel) : newChannel}
        isSaving={save.isPending}
        error={save.error}
        onClose={close}
        preview={
          <ChannelsPreview
            saved={channels.data?.list ?? []}
            edited={{
              ...newChannel,
              ...watched,
              sortOrder: watched?.sortOrder ?? 0,
              id: editing?.channel?.id ?? null,
            }}
          />
        }
        onSave={(values) =>
          save.mutate(
            {
              ...values,
              sortOrder: values.sortOrder ?? 0,
              ...(editing?.channel ? { id: editing.channel.id } : {}),
            },
            {
              onSuccess: (saved) => {
                void message.success(t('catalogue.saved', saved.nameEn));
                close();
              },
            },
          )
        }
      >
        <Form.Item name="kind" label={t('service.kind')} rules={[{ required: true }]}>
          <Select options={kindOptions} />
        </Form.Item>
        <NameFields />
        <Form.Item
          name="link"
          label={t('service.link')}
          extra={t(kind === 'chat' ? 'service.linkChat' : 'service.linkHelp')}
          rules={[{ max: 500 }]}
        >
          <Input disabled={kind === 'chat'} maxLength={500} />
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
