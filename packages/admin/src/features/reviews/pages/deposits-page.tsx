// nav.deposits: being built.
import { Typography } from 'antd';
import { useT } from '../../../i18n/labels';

export function DepositsPage() {
  const t = useT();
  return <Typography.Title level={3}>{t('nav.deposits')}</Typography.Title>;
}
