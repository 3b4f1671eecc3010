// nav.withdrawals: being built.
import { Typography } from 'antd';
import { useT } from '../../../i18n/labels';

export function WithdrawalsPage() {
  const t = useT();
  return <Typography.Title level={3}>{t('nav.withdrawals')}</Typography.Title>;
}
