// /pages/recharge/usdtRecharge: a USDT transfer to one of our addresses, with its payment certificate
// and, if the player has it, the transaction hash.

import { PayType } from '@fair28/shared';
import { useTranslation } from '@/i18n/use-translation';
import { TransferPage } from '../components/transfer-page';

const payTypes = [PayType.Usdt] as const;

export function UsdtRechargePage() {
  const { t } = useTranslation();
  return <TransferPage title={t('route.usdtRecharge')} payTypes={payTypes} />;
}
