// Client options (spec §4): what every client gets in the config call. An option whose key is a route of
// the app (`pages/…`) may carry that page's config — a title and a notice line in each language — which
// the app fetches from this server and shows on the page from its next start.
import { clientOptionCalls, formatDateTime, type PageConfig, type TAdminClientOption } from '@fair28/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, InputNumber, Popconfirm, Space, Switch, Table, Typography } from 'antd';
import { useState } from 'react';
import { request } from '@/api/client';
import { CatalogueCard } from '@/components/catalogue-card/catalogue-card';
import { EditDrawer } from '@/components/edit-drawer/edit-drawer';
import { useT } from '@/i18n/labels';
import { clientOptionsQuery, contentKeys } from '../api/content';
import { PageConfigPreview } from '../components/page-config-preview';
import { type PageConfigFields, pageConfigFromFields, pageConfigToFields } from '../lib/page-config-fields';

type Values = { key: string; value: string; isEnabled: boolean; sortOrder: number } & PageConfigFields;

export function ClientOptionsPage() {
  const t = useT();
  const options = useQuery(clientOptionsQuery);
  const [editing, setEditing] = useState<TAdminClientOption | 'new' | null>(null);
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: number) => request(clientOptionCalls.adminClientOptionDelete, { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: contentKeys.clientOptions }),
  });

  return (
    <CatalogueCard
      title={t('nav.clientOptions')}
      addLabel={t('options.add')}
      onAdd={() => setEditing('new')}
      onReload={() => void options.refetch()}
      error={options.error ?? remove.error}
    >
      <Typography.Paragraph type="secondary">{t('options.help')}</Typography.Paragraph>
      <Table<TAdminClientOption>
        rowKey="id"
        loading={options.isPending}
        dataSource={options.data?.list ?? []}
        pagination={false}
        columns={[
          { title: t('options.key'), dataIndex: 'key', render: (key: string) => <code>{key}</code> },
          { title: t('options.value'), dataIndex: 'value' },
          {
            title: t('options.pageConfig'),
            key: 'pageConfig',
            render: (_, row) => (row.pageConfig ? summary(row.pageConfig) : '—'),
          },
          { title: t('content.order'), dataIndex: 'sortOrder', width: 80 },
          {
            title: t('options.on'),
            key: 'isEnabled',
            width: 80,
            render: (_, row) => <Switch checked={row.isEnabled} disabled size="small" />,
          },
          {
            title: t('content.updated'),
            dataIndex: 'updateTime',
            render: (value: string) => formatDateTime(value),
          },
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_, row) => (
              <Space>
                <Button type="link" onClick={() => setEditing(row)}>
                  {t('inbox.edit')}
                </Button>
                <Popconfirm title={t('options.delete', row.key)} onConfirm={() => remove.mutate(row.id)}>
                  <Button type="link" danger>
                    {t('inbox.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <OptionDrawer
        option={editing === 'new' ? null : editing}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
    </CatalogueCard>
  );
}

function summary(config: PageConfig): string {
  const text = (value: PageConfig['title']) =>
    value === undefined ? '' : typeof value === 'string' ? value : (value.zh ?? value.en ?? '');
  return [text(config.title), text(config.notice)].filter(Boolean).join(' · ');
}

function initialValues(option: TAdminClientOption | null): Values {
  return {
    key: option?.key ?? '',
    value: option?.value ?? '',
    isEnabled: option?.isEnabled ?? true,
    sortOrder: option?.sortOrder ?? 0,
    ...pageConfigToFields(option?.pageConfig ?? null),
  };
}

function OptionDrawer({
  option,
  open,
  onClose,
}: {
  option: TAdminClientOption | null;
  open: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const key = Form.useWatch('key', form) ?? '';
  const watched = Form.useWatch([], form) as Partial<Values> | undefined;
  const isPage = key.includes('pages/');
  const save = useMutation({
    mutationFn: (values: Values) => {
      const pageConfig = pageConfigFromFields(values);
      return request(clientOptionCalls.adminClientOptionSave, {
        ...(option ? { id: option.id } : {}),
        key: values.key,
        value: values.value,
        isEnabled: values.isEnabled,
        sortOrder: values.sortOrder,
        ...(pageConfig ? { pageConfig: JSON.stringify(pageConfig) } : {}),
      });
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: contentKeys.clientOptions });
      close();
      void message.success(t('content.saved'));
    },
  });
  function close() {
    save.reset();
    onClose();
  }

  return (
    <EditDrawer<Values>
      open={open}
      title={option ? t('options.edit', option.key) : t('options.add')}
      form={form}
      initialValues={initialValues(option)}
      onSave={(values) => save.mutate(values)}
      onClose={close}
      isSaving={save.isPending}
      error={save.error}
      preview={
        isPage ? (
          <PageConfigPreview
            route={key}
            config={pageConfigFromFields(watched ?? {})}
            isEnabled={watched?.isEnabled !== false}
          />
        ) : undefined
      }
    >
      <Form.Item
        name="key"
        label={t('options.key')}
        extra={t('options.keyHelp')}
        rules={[{ required: true }]}
      >
        <Input maxLength={120} placeholder="pages/tabBar/home/home" />
      </Form.Item>
      <Form.Item name="value" label={t('options.value')}>
        <Input maxLength={500} />
      </Form.Item>
      <Space size="large">
        <Form.Item name="sortOrder" label={t('content.order')}>
          <InputNumber min={0} max={1_000_000} precision={0} />
        </Form.Item>
        <Form.Item name="isEnabled" label={t('options.on')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Space>
      {isPage ? (
        <>
          <Typography.Title level={5}>{t('options.pageConfig')}</Typography.Title>
          <Typography.Paragraph type="secondary">{t('options.pageConfigHelp')}</Typography.Paragraph>
          <Form.Item name="titleZh" label={`${t('content.title')} (中文)`}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="titleEn" label={`${t('content.title')} (English)`}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="noticeZh" label={`${t('options.notice')} (中文)`}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="noticeEn" label={`${t('options.notice')} (English)`}>
            <Input maxLength={200} />
          </Form.Item>
        </>
      ) : null}
    </EditDrawer>
  );
}
