// Ways to reach customer service (the service tab and the service list page): the in-app chat first,
// then the official web and other channels from /api/v1/service/list, with the service hours.

import type { TServiceChannel } from '@fair28/shared';
import Badge from 'antd-mobile/es/components/badge';
import GlobeIcon from 'lucide-react/icons/globe';
import MessageIcon from 'lucide-react/icons/message-circle';
import PhoneIcon from 'lucide-react/icons/phone';
import SendIcon from 'lucide-react/icons/send';
import type { ReactNode } from 'react';
import { useServiceChannels, useSupportUnread } from '@/api/support/support';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError, Loading } from '@/components/ui/load-state';
import { type MenuEntry, MenuList } from '@/components/ui/menu-list';
import { Page } from '@/components/ui/page';
import { routes } from '@/config/routes';
import { useTranslation } from '@/i18n/use-translation';
import styles from './service-channels-page.module.css';

/** The address a channel opens: its link as given, e-mail and phone numbers as mailto/tel. */
function channelHref(channel: TServiceChannel): string {
  if (channel.kind === 'email' && !channel.link.startsWith('mailto:')) return `mailto:${channel.link}`;
  if (channel.kind === 'phone' && !channel.link.startsWith('tel:')) return `tel:${channel.link}`;
  return channel.link;
}

const icons: Record<TServiceChannel['kind'], ReactNode> = {
  chat: <MessageIcon />,
  web: <GlobeIcon />,
  telegram: <SendIcon />,
  whatsapp: <SendIcon />,
  email: <SendIcon />,
  phone: <PhoneIcon />,
  other: <GlobeIcon />,
};

export function ServiceChannelsPage({ isTab }: { isTab: boolean }) {
  const { t } = useTranslation();
  const channels = useServiceChannels();
  const unread = useSupportUnread();
  const title = isTab ? t('route.service') : t('route.serviceList');

  let body: ReactNode;
  if (channels.isPending) body = <Loading />;
  else if (channels.isError)
    body = <LoadError error={channels.error} onRetry={() => void channels.refetch()} />;
  else {
    const list = channels.data.list;
    // The in-app chat is always there, even when no channel row names it.
    const hasChat = list.some((channel) => channel.kind === 'chat');
    const entries: MenuEntry[] = [
      ...(hasChat
        ? []
        : [{ key: 'chat', label: t('route.serviceChat'), icon: icons.chat, to: routes.serviceChat.path }]),
      ...list.map((channel): MenuEntry => {
        const base = { key: String(channel.id), label: channel.name, icon: icons[channel.kind] };
        if (channel.kind === 'chat') return { ...base, to: routes.serviceChat.path };
        return {
          ...base,
          extra: <span className={styles.link}>{channel.link}</span>,
          onClick: () => window.open(channelHref(channel), '_blank', 'noopener'),
        };
      }),
    ].map((entry) =>
      entry.to === routes.serviceChat.path && unread.data
        ? { ...entry, extra: <Badge content={unread.data > 99 ? '99+' : unread.data} /> }
        : entry,
    );
    body = (
      <>
        <p className={styles.intro}>{t('service.intro')}</p>
        {entries.length > 0 ? (
          <MenuList title={t('service.channels')} entries={entries} />
        ) : (
          <EmptyState text={t('service.noChannels')} />
        )}
        {channels.data.serviceHours ? (
          <p className={styles.hours}>{t('service.hours', { hours: channels.data.serviceHours })}</p>
        ) : null}
      </>
    );
  }
  return (
    <Page title={title} showBack={!isTab} backTo={routes.service.path}>
      {body}
    </Page>
  );
}

export function ServiceTabPage() {
  return <ServiceChannelsPage isTab />;
}

export function ServiceListPage() {
  return <ServiceChannelsPage isTab={false} />;
}
