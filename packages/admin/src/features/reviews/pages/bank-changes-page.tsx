// nav.bankChanges: being built.
import { Typography } from 'antd';
import { useT } from '../../../i18n/labels';

export function BankChangesPage() {
  const t = useT();
  return <Typography.Title level={3}>{t('nav.bankChanges')}</Typography.Title>;
}
