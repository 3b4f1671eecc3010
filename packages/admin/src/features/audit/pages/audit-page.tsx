// nav.audit: being built.
import { Typography } from 'antd';
import { useT } from '../../../i18n/labels';

export function AuditPage() {
  const t = useT();
  return <Typography.Title level={3}>{t('nav.audit')}</Typography.Title>;
}
