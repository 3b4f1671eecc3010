// The frame of both transfer pages: the channels of their pay types, the channel and amount the
// recharge tab passed in the query string, and the transfer form.

import type { PayTypeValue } from '@fair28/shared';
import type { ReactNode } from 'react';
import { Note } from '@/components/money/money-card';
import { LoadError, Loading } from '@/components/ui/load-state';
import { Page } from '@/components/ui/page';
import { routes } from '@/config/routes';
import { useTranslation } from '@/i18n/use-translation';
import { useSearchParams } from '@/lib/router/router-context';
import { usePayChannels } from '../api/get-pay-channels';
import { TransferForm } from './transfer-form';

export function TransferPage({ title, payTypes }: { title: string; payTypes: readonly PayTypeValue[] }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const channels = usePayChannels();
  const channelId = Number(search.get('channelId')) || null;
  const amount = search.get('amount') ?? '';

  let content: ReactNode;
  if (channels.isPending) {
    content = <Loading />;
  } else if (channels.isError) {
    content = <LoadError error={channels.error} onRetry={() => void channels.refetch()} />;
  } else {
    const offered = channels.data.list.filter((channel) =>
      (payTypes as readonly number[]).includes(channel.payType),
    );
    // A channel from the query string only counts when it is one of this page's.
    const initialChannelId = offered.some((channel) => channel.id === channelId) ? channelId : null;
    content =
      offered.length === 0 ? (
        <Note tone="warning" role="status">
          {t('recharge.noChannels')}
        </Note>
      ) : (
        <TransferForm channels={offered} initialChannelId={initialChannelId} initialAmount={amount} />
      );
  }

  return (
    <Page title={title} backTo={routes.recharge.path}>
      {content}
    </Page>
  );
}
