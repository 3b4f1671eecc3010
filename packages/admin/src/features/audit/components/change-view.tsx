// What an action changed: each field of the record before and after, changed fields marked.
import type { TAuditEntry } from '@fair28/shared';
import { Table, Tag, Typography } from 'antd';
import { useT } from '@/i18n/labels';
import { changedFields, type FieldChange } from '../lib/changed-fields';

export function ChangeView({ entry }: { entry: TAuditEntry }) {
  const t = useT();
  const rows = changedFields(entry);
  if (rows.length === 0) return <Typography.Text type="secondary">{t('audit.noRecord')}</Typography.Text>;
  return (
    <Table<FieldChange>
      size="small"
      rowKey="field"
      pagination={false}
      dataSource={rows}
      columns={[
        {
          title: t('audit.field'),
          dataIndex: 'field',
          render: (field: string, row) => (row.isChanged ? <Tag color="orange">{field}</Tag> : field),
        },
        { title: t('audit.before'), dataIndex: 'before' },
        { title: t('audit.after'), dataIndex: 'after' },
      ]}
    />
  );
}
