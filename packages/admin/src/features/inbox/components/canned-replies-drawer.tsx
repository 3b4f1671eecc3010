// The canned replies every operator shares: add one (a short code and its text), change or delete it.
// Typing `/` and the code in the reply box offers it.
import type { TCannedReply } from '@fair28/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Form, Input, List, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '@/api/error-text';
import { useT } from '@/i18n/labels';
import { cannedQuery, useDeleteCanned, useSaveCanned } from '../api/inbox';

type Draft = { id?: number; shortCode: string; text: string };

export function CannedRepliesDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const canned = useQuery(cannedQuery);
  const save = useSaveCanned();
  const remove = useDeleteCanned();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [form] = Form.useForm<Draft>();

  function edit(reply: TCannedReply | null) {
    const next = reply
      ? { id: reply.id, shortCode: reply.shortCode, text: reply.text }
      : { shortCode: '', text: '' };
    setDraft(next);
    save.reset();
    form.setFieldsValue(next);
  }

  return (
    <Drawer title={t('inbox.cannedTitle')} open={open} onClose={onClose} size={480}>
      <Typography.Paragraph type="secondary">{t('inbox.cannedHelp')}</Typography.Paragraph>
      {draft ? (
        <Form<Draft>
          form={form}
          layout="vertical"
          onFinish={(values) =>
            save.mutate(
              { ...(draft.id ? { id: draft.id } : {}), shortCode: values.shortCode, text: values.text },
              { onSuccess: () => setDraft(null) },
            )
          }
        >
          {save.isError ? <Alert type="error" showIcon title={errorText(save.error, t)} /> : null}
          <Form.Item name="shortCode" label={t('inbox.shortCode')} rules={[{ required: true }]}>
            <Input prefix="/" maxLength={32} />
          </Form.Item>
          <Form.Item name="text" label={t('inbox.cannedText')} rules={[{ required: true }]}>
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={1000} showCount />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('common.save')}
            </Button>
            <Button onClick={() => setDraft(null)}>{t('common.cancel')}</Button>
          </Space>
        </Form>
      ) : (
        <Button type="primary" onClick={() => edit(null)}>
          {t('inbox.cannedAdd')}
        </Button>
      )}
      {canned.isError ? <Alert type="error" showIcon title={errorText(canned.error, t)} /> : null}
      {remove.isError ? <Alert type="error" showIcon title={errorText(remove.error, t)} /> : null}
      <List
        style={{ marginTop: 16 }}
        loading={canned.isPending}
        dataSource={canned.data?.list ?? []}
        rowKey="id"
        locale={{ emptyText: t('inbox.cannedNone') }}
        renderItem={(reply) => (
          <List.Item
            actions={[
              <Button key="edit" type="link" onClick={() => edit(reply)}>
                {t('inbox.edit')}
              </Button>,
              <Popconfirm
                key="delete"
                title={t('inbox.cannedDelete', reply.shortCode)}
                onConfirm={() => remove.mutate(reply.id)}
              >
                <Button type="link" danger>
                  {t('inbox.delete')}
                </Button>
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta title={`/${reply.shortCode}`} description={reply.text} />
          </List.Item>
        )}
      />
    </Drawer>
  );
}
