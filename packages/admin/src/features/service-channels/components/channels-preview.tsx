// The service tab as players will see it once the channel being edited is saved: the shown channels in
// their order, the edited one in its place (highlighted), each with its name in the chosen language and
// the address it opens.
import { GlobalOutlined, MessageOutlined, PhoneOutlined, SendOutlined } from '@ant-design/icons';
import type { TAdminServiceChannel, WrittenLanguage } from '@fair28/shared';
import { List, Typography } from 'antd';
import type { ReactNode } from 'react';
import { PreviewCard } from '@/components/preview-card/preview-card';
import { label, useT } from '@/i18n/labels';

type Channel = Omit<TAdminServiceChannel, 'id'> & { id: number | null };

const icons: Record<Channel['kind'], ReactNode> = {
  chat: <MessageOutlined />,
  web: <GlobalOutlined />,
  telegram: <SendOutlined />,
  whatsapp: <SendOutlined />,
  email: <SendOutlined />,
  phone: <PhoneOutlined />,
  other: <GlobalOutlined />,
};

const nameIn = (language: WrittenLanguage, channel: Channel) =>
  (language === 'zh' ? channel.nameZh || channel.nameEn : channel.nameEn) || '—';

type ChannelsPreviewProps = {
  /** The channels as saved now. */
  saved: readonly TAdminServiceChannel[];
  /** The form's values; `id` null for a new channel. */
  edited: Channel;
};

export function ChannelsPreview({ saved, edited }: ChannelsPreviewProps) {
  const t = useT();
  const shown = [...saved.filter((channel) => channel.id !== edited.id), edited]
    .filter((channel) => channel.isEnabled)
    .sort(
      (a, b) =>
        a.sortOrder - b.sortOrder || (a.id ?? Number.MAX_SAFE_INTEGER) - (b.id ?? Number.MAX_SAFE_INTEGER),
    );
  return (
    <PreviewCard warning={edited.isEnabled ? undefined : t('preview.hidden')}>
      {(language) => (
        <List
          size="small"
          header={
            <Typography.Text type="secondary">{label(language, 'preview.serviceChannels')}</Typography.Text>
          }
          dataSource={shown}
          locale={{ emptyText: label(language, 'preview.noServiceChannels') }}
          renderItem={(channel) => (
            <List.Item
              style={channel === edited ? { background: '#e6f4ff', paddingInline: 8 } : { paddingInline: 8 }}
              extra={
                channel.kind === 'chat' ? null : (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {channel.link}
                  </Typography.Text>
                )
              }
            >
              <span>
                {icons[channel.kind]} {nameIn(language, channel)}
              </span>
            </List.Item>
          )}
        />
      )}
    </PreviewCard>
  );
}
