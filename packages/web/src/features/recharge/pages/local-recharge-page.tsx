// /pages/recharge/localRecharge: a transfer to one of our bank accounts, or a payment by scanning one
// of our e-wallet QR codes, with its payment certificate.

import { PayType } from '@fair28/shared';
import { useTranslation } from '@/i18n/use-translation';
import { TransferPage } from '../components/transfer-page';

const payTypes = [PayType.Bank, PayType.QrWallet] as const;

export function LocalRechargePage() {
  const { t } = useTranslation();
  return <TransferPage title={t('route.localRecharge')} payTypes={payTypes} />;
}
