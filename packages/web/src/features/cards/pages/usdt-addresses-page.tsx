// /pages/usdtMgr/usdtAdress: the player's USDT payout addresses, at most walletCount of them, each
// removable after a confirmation.

import { DEFAULT_GAME_OPTION, formatDateTime, type TUsdtAddress } from '@fair28/shared';
import Button from 'antd-mobile/es/components/button';
import Tag from 'antd-mobile/es/components/tag';
import PlusIcon from 'lucide-react/icons/plus';
import WalletIcon from 'lucide-react/icons/wallet';
import type { ReactNode } from 'react';
import { useUsdtAddresses } from '@/api/cards/get-usdt-addresses';
import { showError } from '@/api/error-text';
import { readClientConfig } from '@/api/stored-client-config';
import { Note } from '@/components/money/money-card';
import { UsdtAddress } from '@/components/money/usdt-address';
import { RecordCard } from '@/components/records/record-card';
import { CopyButton } from '@/components/ui/copy-button';
import { LoadError, Loading } from '@/components/ui/load-state';
import { Page } from '@/components/ui/page';
import { UploadedImage } from '@/components/uploads/uploaded-image';
import { routes } from '@/config/routes';
import { translateMessage } from '@/i18n/i18n';
import { useTranslation } from '@/i18n/use-translation';
import { navigateTo } from '@/lib/navigation';
import { confirmAction, showToast } from '@/lib/notify';
import { useDeleteUsdtAddress } from '../api/delete-usdt-address';

export function UsdtAddressesPage() {
  const { t } = useTranslation();
  const addresses = useUsdtAddresses();
  const remove = useDeleteUsdtAddress();
  // The server's answer carries the limit; before it arrives, the config call's walletCount.
  const limit =
    addresses.data?.limit ?? readClientConfig()?.gameOption.walletCount ?? DEFAULT_GAME_OPTION.walletCount;

  const confirmRemove = async (address: TUsdtAddress) => {
    if (!(await confirmAction(t('cards.deleteConfirm', { address: address.address })))) return;
    remove.mutate(address.id, {
      onSuccess: () => showToast(t('cards.deleted'), 'success'),
      onError: showError,
    });
  };

  let content: ReactNode;
  if (addresses.isPending) {
    content = <Loading />;
  } else if (addresses.isError) {
    content = <LoadError error={addresses.error} onRetry={() => void addresses.refetch()} />;
  } else {
    const list = addresses.data.list;
    const isFull = list.length >= limit;
    content = (
      <>
        <p style={{ margin: '0 4px 12px', color: 'var(--fair-muted)', fontSize: 13 }}>
          {t('cards.addressCount', { count: list.length, limit })}
        </p>
        {list.length === 0 ? (
          <Note role="status">{translateMessage('form.addUsdtAddressFirst')}</Note>
        ) : (
          <ul
            style={{
              listStyle: 'none',
              margin: 0,
              padding: 0,
              display: 'flex',
              flexDirection: 'column',
              gap: 10,
            }}
          >
            {list.map((address) => (
              <li key={address.id}>
                <RecordCard
                  title={
                    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
                      <WalletIcon aria-hidden="true" /> USDT
                    </span>
                  }
                  status={
                    <Tag color="primary" fill="outline">
                      {address.network}
                    </Tag>
                  }
                  amount=""
                  meta={[formatDateTime(address.createTime)]}
                >
                  <UsdtAddress address={address.address} />
                  <div
                    style={{ display: 'flex', alignItems: 'center', gap: 8, justifyContent: 'space-between' }}
                  >
                    {address.qrImageUrl ? (
                      <UploadedImage
                        url={address.qrImageUrl}
                        alt={t('cards.qrOf', { address: address.address })}
                        size={64}
                      />
                    ) : (
                      <span />
                    )}
                    <span style={{ display: 'flex', gap: 8 }}>
                      <CopyButton value={address.address} label={t('cards.address')} />
                      <Button
                        size="mini"
                        color="danger"
                        fill="outline"
                        loading={remove.isPending && remove.variables === address.id}
                        aria-label={t('cards.deleteLabel', { address: address.address })}
                        onClick={() => void confirmRemove(address)}
                      >
                        {t('cards.delete')}
                      </Button>
                    </span>
                  </div>
                </RecordCard>
              </li>
            ))}
          </ul>
        )}
        <div style={{ marginTop: 16 }}>
          {isFull ? <Note tone="warning">{translateMessage('error.UsdtAddressLimit', limit)}</Note> : null}
          <Button
            block
            shape="rounded"
            color="primary"
            size="large"
            disabled={isFull}
            style={{ marginTop: 12 }}
            onClick={() => void navigateTo(routes.addUsdtAddress.path)}
          >
            <PlusIcon aria-hidden="true" /> {t('route.addUsdtAddress')}
          </Button>
        </div>
      </>
    );
  }

  return (
    <Page title={t('route.usdtAddresses')} backTo={routes.mine.path}>
      {content}
    </Page>
  );
}
