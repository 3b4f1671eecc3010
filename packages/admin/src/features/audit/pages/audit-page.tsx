// The audit log: every operator action with who, when, from where, on what, why, and what it changed.
import { formatDateTime, type TAuditEntry } from '@fair28/shared';
import { Space, Tag, Typography } from 'antd';
import { ListPage } from '@/components/list-page/list-page';
import { useT } from '@/i18n/labels';
import { auditQueryKey, fetchAuditLog } from '../api/get-audit-log';
import { ChangeView } from '../components/change-view';
import { auditActionName } from '../lib/action-name';

export function AuditPage() {
  const t = useT();
  const operatorName = (entry: TAuditEntry) => entry.operator || t('audit.commandLine');
  return (
    <ListPage<TAuditEntry>
      title={t('nav.audit')}
      queryKey={auditQueryKey}
      load={fetchAuditLog}
      rowKey={(entry) => entry.id}
      defaultOrder="newest"
      orderColumnKey="time"
      filters={[
        { kind: 'text', name: 'operator', label: t('audit.operator'), width: 140 },
        { kind: 'text', name: 'action', label: t('audit.action'), width: 180 },
        { kind: 'text', name: 'targetType', label: t('audit.targetType'), width: 130 },
        { kind: 'text', name: 'targetId', label: t('audit.targetId'), width: 100 },
        { kind: 'days', from: 'from', to: 'to', label: t('common.time') },
      ]}
      columns={[
        {
          key: 'time',
          title: t('common.time'),
          render: (_, entry) => formatDateTime(entry.createTime, { withSeconds: true }),
        },
        {
          key: 'operator',
          title: t('audit.operator'),
          render: (_, entry) => (entry.operator ? entry.operator : <Tag>{t('audit.commandLine')}</Tag>),
        },
        {
          key: 'action',
          title: t('audit.action'),
          // The words first; the code under them is what the action filter takes.
          render: (_, entry) => (
            <Space orientation="vertical" size={0}>
              {auditActionName(t, entry.action)}
              <Typography.Text type="secondary" code>
                {entry.action}
              </Typography.Text>
            </Space>
          ),
        },
        {
          key: 'target',
          title: t('audit.target'),
          render: (_, entry) => `${entry.targetType} #${entry.targetId}`,
        },
        {
          key: 'reason',
          title: t('common.reason'),
          render: (_, entry) => (
            <Typography.Text style={{ maxWidth: 320 }} ellipsis>
              {entry.reason}
            </Typography.Text>
          ),
        },
        { key: 'ip', title: t('audit.address'), render: (_, entry) => entry.ip || '—' },
      ]}
      expandable={{
        expandedRowRender: (entry) => <ChangeView entry={entry} />,
        rowExpandable: (entry) => entry.before !== null || entry.after !== null,
      }}
      csv={{
        name: 'audit',
        columns: [
          { header: 'id', value: (entry) => entry.id },
          { header: t('common.time'), value: (entry) => entry.createTime },
          { header: t('audit.operator'), value: operatorName },
          { header: t('audit.action'), value: (entry) => entry.action },
          { header: t('audit.targetType'), value: (entry) => entry.targetType },
          { header: t('audit.targetId'), value: (entry) => entry.targetId },
          { header: t('common.reason'), value: (entry) => entry.reason },
          { header: t('audit.address'), value: (entry) => entry.ip },
          { header: t('audit.before'), value: (entry) => (entry.before ? JSON.stringify(entry.before) : '') },
          { header: t('audit.after'), value: (entry) => (entry.after ? JSON.stringify(entry.after) : '') },
        ],
      }}
    />
  );
}
