// Client options (spec §4): what every client gets in the config call. An option whose key is a route of
// the app (`pages/…`) may carry that page's config — a title and a notice line in each language — which
// the app fetches from this server and shows on the page from its next start.
import { PlusOutlined } from '@ant-design/icons';
import { calls, formatDateTime, type PageConfig, type TAdminClientOption } from '@fair28/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Drawer,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Space,
  Switch,
  Table,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { request } from '../../../api/client';
import { errorText } from '../../../api/error-text';
import { useT } from '../../../i18n/labels';
import { clientOptionsQuery, contentKeys } from '../api/content';
import { type PageConfigFields, pageConfigFromFields, pageConfigToFields } from '../lib/page-config-fields';

type Values = { key: string; value: string; isEnabled: boolean; sortOrder: number } & PageConfigFields;

export function ClientOptionsPage() {
  const t = useT();
  const options = useQuery(clientOptionsQuery);
  const [editing, setEditing] = useState<TAdminClientOption | 'new' | null>(null);
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: number) => request(calls.adminClientOptionDelete, { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: contentKeys.clientOptions }),
  });

  return (
    <>
      <Typography.Title level={4}>{t('nav.clientOptions')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('options.help')}</Typography.Paragraph>
      <Button
        type="primary"
        icon={<PlusOutlined />}
        onClick={() => setEditing('new')}
        style={{ marginBottom: 12 }}
      >
        {t('options.add')}
      </Button>
      {options.isError || remove.isError ? (
        <Alert type="error" showIcon message={errorText(options.error ?? remove.error, t)} />
      ) : null}
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
    </>
  );
}

function summary(config: PageConfig): string {
  const text = (value: PageConfig['title']) =>
    value === undefined ? '' : typeof value === 'string' ? value : (value.zh ?? value.en ?? '');
  return [text(config.title), text(config.notice)].filter(Boolean).join(' · ');
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
  const save = useMutation({
    mutationFn: (values: Values) => {
      const pageConfig = pageConfigFromFields(values);
      return request(calls.adminClientOptionSave, {
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
      onClose();
      void message.success(t('content.saved'));
    },
  });

  useEffect(() => {
    if (!open) return;
    form.setFieldsValue({
      key: option?.key ?? '',
      value: option?.value ?? '',
      isEnabled: option?.isEnabled ?? true,
      sortOrder: option?.sortOrder ?? 0,
      ...pageConfigToFields(option?.pageConfig ?? null),
    });
    save.reset();
  }, [open, option, form, save.reset]);

  const isRoute = key.includes('pages/');
  return (
    <Drawer
      title={option ? t('options.edit', option.key) : t('options.add')}
      open={open}
      onClose={onClose}
      width={560}
      destroyOnHidden
      extra={
        <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
          {t('common.save')}
        </Button>
      }
    >
      {save.isError ? (
        <Alert type="error" showIcon message={errorText(save.error, t)} style={{ marginBottom: 12 }} />
      ) : null}
      <Form<Values> form={form} layout="vertical" onFinish={(values) => save.mutate(values)}>
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
        {isRoute ? (
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
      </Form>
    </Drawer>
  );
}
