// The rich-text pages players open by name (about, rules, fairness…), one text per language: a table of
// every page and language, and a form with the editor beside a phone preview. A new name makes a new page;
// the player app links to pages by name.
import {
  formatDateTime,
  languageNames,
  PAGE_NAME_PATTERN,
  type TAdminTextPage,
  type WrittenLanguage,
  writtenLanguages,
} from '@fair28/shared';
import { useQuery } from '@tanstack/react-query';
import { App, Form, Input, Select, Table } from 'antd';
import { useState } from 'react';
import { CatalogueCard } from '@/components/catalogue-card/catalogue-card';
import { EditDrawer } from '@/components/edit-drawer/edit-drawer';
import { HtmlPreview } from '@/components/rich-text/html-preview';
import { RichTextEditor } from '@/components/rich-text/rich-text-editor';
import { useT } from '@/i18n/labels';
import { textPagesQuery, useSaveTextPage } from '../api/content';

type Values = { name: string; language: WrittenLanguage; title: string; body: string };

export function TextPagesPage() {
  const t = useT();
  const pages = useQuery(textPagesQuery);
  const [editing, setEditing] = useState<TAdminTextPage | 'new' | null>(null);

  return (
    <CatalogueCard
      title={t('nav.textPages')}
      addLabel={t('textPages.add')}
      onAdd={() => setEditing('new')}
      onReload={() => void pages.refetch()}
      error={pages.error}
    >
      <Table<TAdminTextPage>
        rowKey={(row) => `${row.name}:${row.language}`}
        loading={pages.isPending}
        dataSource={pages.data?.list ?? []}
        pagination={false}
        onRow={(row) => ({ onClick: () => setEditing(row), style: { cursor: 'pointer' } })}
        columns={[
          { title: t('textPages.name'), dataIndex: 'name' },
          {
            title: t('textPages.language'),
            dataIndex: 'language',
            render: (value: WrittenLanguage) => value.toUpperCase(),
          },
          { title: t('content.title'), dataIndex: 'title' },
          {
            title: t('content.updated'),
            dataIndex: 'updateTime',
            render: (value: string) => formatDateTime(value),
          },
        ]}
      />
      <TextPageDrawer
        page={editing === 'new' ? null : editing}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
    </CatalogueCard>
  );
}

function TextPageDrawer({
  page,
  open,
  onClose,
}: {
  page: TAdminTextPage | null;
  open: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveTextPage();
  const body = Form.useWatch('body', form) ?? '';
  const title = Form.useWatch('title', form) ?? '';
  const close = () => {
    save.reset();
    onClose();
  };

  return (
    <EditDrawer<Values>
      open={open}
      title={page ? t('textPages.edit', page.name) : t('textPages.add')}
      form={form}
      initialValues={page ?? { name: '', language: 'zh', title: '', body: '' }}
      onSave={(values) =>
        save.mutate(values, {
          onSuccess: () => {
            close();
            void message.success(t('content.saved'));
          },
        })
      }
      onClose={close}
      isSaving={save.isPending}
      error={save.error}
      preview={
        <>
          <div style={{ marginBottom: 8 }}>{t('editor.preview')}</div>
          <HtmlPreview html={body} title={title} />
        </>
      }
    >
      <div style={{ display: 'flex', gap: 12 }}>
        <Form.Item
          name="name"
          label={t('textPages.name')}
          extra={t('textPages.nameHelp')}
          rules={[{ required: true, pattern: PAGE_NAME_PATTERN, message: t('textPages.nameHelp') }]}
          style={{ flex: 1 }}
        >
          <Input disabled={page !== null} maxLength={40} />
        </Form.Item>
        <Form.Item name="language" label={t('textPages.language')} rules={[{ required: true }]}>
          <Select
            disabled={page !== null}
            style={{ width: 120 }}
            options={writtenLanguages.map((value) => ({ value, label: languageNames[value] }))}
          />
        </Form.Item>
      </div>
      <Form.Item name="title" label={t('content.title')} rules={[{ required: true, max: 120 }]}>
        <Input maxLength={120} showCount />
      </Form.Item>
      <Form.Item name="body" label={t('content.body')}>
        <RichTextEditor label={t('content.body')} />
      </Form.Item>
    </EditDrawer>
  );
}
