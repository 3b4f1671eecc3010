// The ways players reach customer service, as their service tab lists them in this order: the in-app
// chat, a web page, Telegram, WhatsApp, e-mail, a phone number. Each has names in both languages, its
// address or number, and is shown or hidden.
import { serviceChannelKinds, type TAdminServiceChannel } from '@fair28/shared';
import { Form, Input, Select, Tag } from 'antd';
import { CatalogueEditor, nameColumns } from '@/components/catalogue-editor/catalogue-editor';
import { NameFields } from '@/components/edit-drawer/edit-drawer';
import { useT } from '@/i18n/labels';
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
  const kindOptions = serviceChannelKinds.map((value) => ({ value, label: t(`service.kind.${value}`) }));

  return (
    <CatalogueEditor
      title={t('nav.serviceChannels')}
      addLabel={t('service.add')}
      editTitle={(channel) => `${t('service.edit')} · ${channel.nameEn}`}
      query={serviceChannelsQuery}
      columns={[
        {
          key: 'kind',
          title: t('service.kind'),
          render: (_, row) => <Tag color="blue">{t(`service.kind.${row.kind}`)}</Tag>,
        },
        ...nameColumns<TAdminServiceChannel>(t),
        { key: 'link', title: t('service.link'), render: (_, row) => row.link || '—' },
      ]}
      useSave={useSaveServiceChannel}
      formOf={formOf}
      newForm={() => newChannel}
      requestOf={(values, channel) => ({
        ...values,
        sortOrder: values.sortOrder ?? 0,
        ...(channel ? { id: channel.id } : {}),
      })}
      savedName={(saved) => saved.nameEn}
      preview={(values, channel, saved) => (
        <ChannelsPreview
          saved={saved}
          edited={{ ...newChannel, ...values, sortOrder: values?.sortOrder ?? 0, id: channel?.id ?? null }}
        />
      )}
      fields={(values) => (
        <>
          <Form.Item name="kind" label={t('service.kind')} rules={[{ required: true }]}>
            <Select options={kindOptions} />
          </Form.Item>
          <NameFields />
          <Form.Item
            name="link"
            label={t('service.link')}
            extra={t(values?.kind === 'chat' ? 'service.linkChat' : 'service.linkHelp')}
            rules={[{ max: 500 }]}
          >
            <Input disabled={values?.kind === 'chat'} maxLength={500} />
          </Form.Item>
        </>
      )}
    />
  );
}
