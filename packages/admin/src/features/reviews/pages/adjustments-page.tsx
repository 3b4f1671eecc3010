// nav.adjustments: being built.
import { Typography } from 'antd';
import { useT } from '../../../i18n/labels';

export function AdjustmentsPage() {
  const t = useT();
  return <Typography.Title level={3}>{t('nav.adjustments')}</Typography.Title>;
}
