// What saving the pack will change, before it is saved: each text added, changed (before → after) or
// removed. Players see the saved wording from their app's next start.
import { Alert, List, Typography } from 'antd';
import { useT } from '@/i18n/labels';
import type { PackChange } from '../lib/pack-rows';

const quoted = (text: string) => (text === '' ? '""' : text);

export function PackChanges({ changes }: { changes: readonly PackChange[] }) {
  const t = useT();
  if (changes.length === 0) return null;
  return (
    <Alert
      type="info"
      title={t('languagePack.changes', changes.length)}
      description={
        <List
          size="small"
          dataSource={[...changes]}
          rowKey="key"
          renderItem={(change) => (
            <List.Item>
              <Typography.Text code>{change.key}</Typography.Text>{' '}
              {change.before === null ? (
                <Typography.Text type="success">+ {quoted(change.after ?? '')}</Typography.Text>
              ) : change.after === null ? (
                <Typography.Text delete type="danger">
                  {quoted(change.before)}
                </Typography.Text>
              ) : (
                <>
                  <Typography.Text delete type="secondary">
                    {quoted(change.before)}
                  </Typography.Text>
                  {' → '}
                  <Typography.Text strong>{quoted(change.after)}</Typography.Text>
                </>
              )}
            </List.Item>
          )}
        />
      }
    />
  );
}
