// Banners, notices and events: one tab each, newest order first as players see them, and one form to add
// or change an item — titles and summaries in both languages, the body in the rich-text editor beside a
// phone preview, a picture, a link inside the app or to an https page, a showing window and whether it
// shows at all. The server sanitises the body and logs every change.
import { type ContentKind, contentKinds, formatDateTime, type TAdminContentItem } from '@fair28/shared';
import { useQuery } from '@tanstack/react-query';
import { App, Image, Switch, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CatalogueCard } from '@/components/catalogue-card/catalogue-card';
import { useT } from '@/i18n/labels';
import { contentQuery } from '../api/content';
import { ContentDrawer } from '../components/content-drawer';

export function ContentPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const kind: ContentKind = (contentKinds as readonly string[]).includes(params.get('kind') ?? '')
    ? (params.get('kind') as ContentKind)
    : 'banner';
  const items = useQuery(contentQuery(kind));
  const [editing, setEditing] = useState<TAdminContentItem | 'new' | null>(null);
  const { message } = App.useApp();

  return (
    <CatalogueCard
      title={t('nav.content')}
      addLabel={t(`content.add.${kind}`)}
      onAdd={() => setEditing('new')}
      onReload={() => void items.refetch()}
      error={items.error}
    >
      <Tabs
        activeKey={kind}
        onChange={(next) => setParams({ kind: next })}
        items={contentKinds.map((value) => ({ key: value, label: t(`content.kind.${value}`) }))}
      />
      <Table<TAdminContentItem>
        rowKey="id"
        loading={items.isPending}
        dataSource={items.data?.list ?? []}
        pagination={false}
        onRow={(row) => ({ onClick: () => setEditing(row), style: { cursor: 'pointer' } })}
        columns={[
          {
            title: t('content.picture'),
            key: 'picture',
            width: 120,
            render: (_, row) =>
              row.imageUrl ? <Image src={row.imageUrl} width={96} preview={false} alt="" /> : '—',
          },
          {
            title: t('content.title'),
            key: 'title',
            render: (_, row) => (
              <>
                <div>{row.titleZh}</div>
                <Typography.Text type="secondary">{row.titleEn}</Typography.Text>
              </>
            ),
          },
          {
            title: t('content.window'),
            key: 'window',
            render: (_, row) =>
              row.startTime || row.endTime
                ? `${row.startTime ? formatDateTime(row.startTime) : '…'} – ${row.endTime ? formatDateTime(row.endTime) : '…'}`
                : t('content.always'),
          },
          { title: t('content.order'), dataIndex: 'sortOrder', width: 90 },
          {
            title: t('content.shown'),
            key: 'isEnabled',
            width: 100,
            render: (_, row) => <Switch checked={row.isEnabled} disabled size="small" />,
          },
          {
            title: t('content.updated'),
            key: 'updateTime',
            width: 180,
            render: (_, row) => formatDateTime(row.updateTime),
          },
          {
            title: t('content.link'),
            key: 'link',
            render: (_, row) => (row.link ? <Tag>{row.link}</Tag> : '—'),
          },
        ]}
      />
      <ContentDrawer
        kind={kind}
        item={editing === 'new' ? null : editing}
        open={editing !== null}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void message.success(t('content.saved'));
        }}
      />
    </CatalogueCard>
  );
}
