// The frame of a catalogue page (goods, channels, receiving accounts, content): its title, any filters,
// the reload and add buttons, and the list's load failure in place above the table it holds.
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Space } from 'antd';
import type { ReactNode } from 'react';
import { errorText } from '@/api/error-text';
import { useT } from '@/i18n/labels';

type CatalogueCardProps = {
  title: ReactNode;
  addLabel: string;
  onAdd: () => void;
  onReload: () => void;
  /** The list's load failure, shown in place. */
  error: unknown;
  /** Before the buttons: the page's own filters. */
  filters?: ReactNode;
  children: ReactNode;
};

export function CatalogueCard({
  title,
  addLabel,
  onAdd,
  onReload,
  error,
  filters,
  children,
}: CatalogueCardProps) {
  const t = useT();
  return (
    <Card
      title={title}
      extra={
        <Space>
          {filters}
          <Button icon={<ReloadOutlined />} aria-label={t('list.reload')} onClick={onReload} />
          <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
            {addLabel}
          </Button>
        </Space>
      }
    >
      {error ? (
        <Alert type="error" showIcon title={errorText(error, t)} style={{ marginBottom: 16 }} />
      ) : null}
      {children}
    </Card>
  );
}
