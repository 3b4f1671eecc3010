// A receiving account as the top-up page shows it to a player paying in: its label, then the bank, holder
// and number, or the USDT network and address, and the QR code when there is one.
import { Descriptions, Typography } from 'antd';
import { UploadedPictureView } from '@/components/image-upload/image-upload';
import { PreviewCard } from '@/components/preview-card/preview-card';
import { label, useT } from '@/i18n/labels';
import { type AccountForm, accountFieldsOf } from '../lib/pay-forms';

type ReceivingAccountPreviewProps = {
  account: Partial<AccountForm> | undefined;
  /** The pay type of the account's channel. */
  payType: number | undefined;
};

export function ReceivingAccountPreview({ account, payType }: ReceivingAccountPreviewProps) {
  const t = useT();
  const { isBank, isUsdt } = accountFieldsOf(payType);
  return (
    <PreviewCard warning={account?.isEnabled === false ? t('preview.hidden') : undefined}>
      {(language) => (
        <>
          <Typography.Text strong>{account?.label || '—'}</Typography.Text>
          <Descriptions
            size="small"
            column={1}
            style={{ marginTop: 8 }}
            title={<Typography.Text type="secondary">{label(language, 'preview.payTo')}</Typography.Text>}
            items={[
              ...(isBank
                ? [
                    {
                      key: 'bank',
                      label: label(language, 'card.bankName'),
                      children: account?.bankName || '—',
                    },
                    {
                      key: 'holder',
                      label: label(language, 'review.holder'),
                      children: account?.holderName || '—',
                    },
                    {
                      key: 'number',
                      label: label(language, 'payments.accountNo'),
                      children: <Typography.Text copyable>{account?.accountNo || '—'}</Typography.Text>,
                    },
                  ]
                : []),
              ...(isUsdt
                ? [
                    {
                      key: 'network',
                      label: label(language, 'payments.network'),
                      children: account?.network || '—',
                    },
                    {
                      key: 'address',
                      label: label(language, 'payments.address'),
                      children: <Typography.Text copyable>{account?.address || '—'}</Typography.Text>,
                    },
                  ]
                : []),
            ]}
          />
          {account?.qr?.url ? (
            <UploadedPictureView url={account.qr.url} alt={label(language, 'payments.qr')} size={160} />
          ) : null}
        </>
      )}
    </PreviewCard>
  );
}
