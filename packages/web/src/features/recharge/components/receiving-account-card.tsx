// Where to send the money: our bank account (bank, holder, number), our USDT address and network, or
// our wallet QR code — each value with a copy button, the QR images fetched with the session.

import { bankNameIn, PayType, type TReceivingAccount } from '@fair28/shared';
import Tag from 'antd-mobile/es/components/tag';
import { UsdtAddress } from '@/components/money/usdt-address';
import { CopyButton } from '@/components/ui/copy-button';
import { type Detail, DetailList } from '@/components/ui/detail-list';
import { UploadedImage } from '@/components/uploads/uploaded-image';
import { useTranslation } from '@/i18n/use-translation';

export function ReceivingAccountDetails({ account }: { account: TReceivingAccount }) {
  const { t, language } = useTranslation();
  const details: Detail[] = [];
  if (account.label) details.push({ label: t('recharge.accountLabel'), value: account.label });
  if (account.payType === PayType.Bank) {
    details.push(
      { label: t('recharge.bankName'), value: bankNameIn(account.bankName, language) },
      {
        label: t('recharge.holderName'),
        value: account.holderName,
        action: <CopyButton value={account.holderName} label={t('recharge.holderName')} />,
      },
      {
        label: t('recharge.accountNo'),
        value: <strong style={{ fontVariantNumeric: 'tabular-nums' }}>{account.accountNo}</strong>,
        action: <CopyButton value={account.accountNo} label={t('recharge.accountNo')} />,
      },
    );
  }
  if (account.payType === PayType.Usdt) {
    details.push(
      {
        label: t('recharge.network'),
        value: (
          <Tag color="primary" fill="outline">
            {account.network}
          </Tag>
        ),
      },
      {
        label: t('recharge.address'),
        value: <UsdtAddress address={account.address} />,
        action: <CopyButton value={account.address} label={t('recharge.address')} />,
      },
    );
  }
  return (
    <>
      <DetailList details={details} />
      {account.qrImageUrl ? (
        <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 6 }}>
          <UploadedImage
            url={account.qrImageUrl}
            alt={t('recharge.qrImage', { label: account.label })}
            size={180}
          />
          <span style={{ color: 'var(--fair-muted)', fontSize: 12 }}>{t('recharge.scanQr')}</span>
        </div>
      ) : null}
    </>
  );
}
