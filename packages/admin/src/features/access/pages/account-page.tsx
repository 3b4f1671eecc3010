// nav.account: being built.
import { Typography } from 'antd';
import { useT } from '../../../i18n/labels';

export function AccountPage() {
  const t = useT();
  return <Typography.Title level={3}>{t('nav.account')}</Typography.Title>;
}
