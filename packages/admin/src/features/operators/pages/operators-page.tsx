// nav.operators: being built.
import { Typography } from 'antd';
import { useT } from '../../../i18n/labels';

export function OperatorsPage() {
  const t = useT();
  return <Typography.Title level={3}>{t('nav.operators')}</Typography.Title>;
}
