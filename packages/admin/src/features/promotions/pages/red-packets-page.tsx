// Red packets: every packet sent (room, amount, shares taken, what returned, its seed hash and, once it
// ended, its seed), and sending one to a room's chat from the promotions budget after a confirmation.
import { displayMoney, formatDateTime, type TAdminRedPacketListResponse } from '@fair28/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, InputNumber, Modal, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '@/api/error-text';
import { ListPage } from '@/components/list-page/list-page';
import { useGuardedAction } from '@/hooks/use-guarded-action';
import { useT } from '@/i18n/labels';
import { useLanguage } from '@/i18n/language';
import { priceRule } from '@/lib/price-rule';
import { fetchRedPackets, promotionKeys, roomChoicesQuery, useSendRedPacket } from '../api/promotions';

type Packet = TAdminRedPacketListResponse['list'][number];
type SendForm = { roomId: number; amount: string; shareCount: number; minutes: number; message: string };

export function RedPacketsPage() {
  const t = useT();
  const [isSending, setSending] = useState(false);
  return (
    <>
      <ListPage<Packet>
        title={t('nav.redPackets')}
        queryKey={promotionKeys.packets}
        load={fetchRedPackets}
        filters={[]}
        rowKey={(row) => row.id}
        toolbar={
          <Button type="primary" onClick={() => setSending(true)}>
            {t('packet.send')}
          </Button>
        }
        columns={[
          { key: 'id', title: '#', dataIndex: 'id' },
          { key: 'time', title: t('packet.sentAt'), render: (_, row) => formatDateTime(row.createTime) },
          { key: 'room', title: t('packet.room'), dataIndex: 'roomName' },
          {
            key: 'total',
            title: t('packet.total'),
            align: 'right',
            render: (_, row) => displayMoney(row.total),
          },
          {
            key: 'shares',
            title: t('packet.shares'),
            align: 'right',
            render: (_, row) => `${row.claimedCount}/${row.shareCount}`,
          },
          {
            key: 'claimed',
            title: t('packet.claimed'),
            align: 'right',
            render: (_, row) => displayMoney(row.claimed),
          },
          {
            key: 'returned',
            title: t('packet.returned'),
            align: 'right',
            render: (_, row) => displayMoney(row.returned),
          },
          {
            key: 'status',
            title: t('packet.status'),
            render: (_, row) =>
              row.status === 'open' ? (
                <Tag color="red">{t('packet.open')}</Tag>
              ) : (
                <Tag>{t('packet.ended')}</Tag>
              ),
          },
          {
            key: 'seed',
            title: t('packet.seed'),
            render: (_, row) => (
              <Typography.Text code copyable style={{ fontSize: 11 }}>
                {row.seed ?? row.commitment}
              </Typography.Text>
            ),
          },
        ]}
        csv={{
          name: 'red-packets',
          columns: [
            { header: 'id', value: (row) => row.id },
            { header: 'room', value: (row) => row.roomName },
            { header: 'total', value: (row) => row.total },
            { header: 'shares', value: (row) => row.shareCount },
            { header: 'claimed', value: (row) => row.claimed },
            { header: 'returned', value: (row) => row.returned },
            { header: 'commitment', value: (row) => row.commitment },
            { header: 'seed', value: (row) => row.seed ?? '' },
          ],
        }}
      />
      <SendModal open={isSending} onClose={() => setSending(false)} />
    </>
  );
}

function SendModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const language = useLanguage();
  const { message } = App.useApp();
  const rooms = useQuery({ ...roomChoicesQuery, enabled: open });
  const send = useSendRedPacket();
  const [form] = Form.useForm<SendForm>();
  // One packet per intent: a double click asks once, and a retry after a lost answer keeps its key.
  const guard = useGuardedAction();
  const submit = (values: SendForm) =>
    guard.run(async ({ signal, intend }) => {
      const body = { ...values, amount: values.amount.trim() };
      const intent = intend(body);
      const title = t('packet.confirm', displayMoney(body.amount), body.shareCount);
      if (!(await guard.confirm({ title }, signal))) return;
      // A refusal shows in the dialog (send.error).
      const packet = await intent
        .send((idempotencyKey) => send.mutateAsync({ ...body, idempotencyKey }))
        .catch(() => null);
      if (!packet) return;
      void message.success(t('packet.sent', packet.commitment.slice(0, 16)));
      form.resetFields();
      onClose();
    });
  return (
    <Modal
      open={open}
      title={t('packet.send')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('packet.send')}
      okButtonProps={{ loading: guard.isBusy }}
    >
      {send.error ? (
        <Alert type="error" title={errorText(send.error, t)} style={{ marginBottom: 12 }} />
      ) : null}
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ shareCount: 10, minutes: 30, message: '' }}
      >
        <Form.Item name="roomId" label={t('packet.room')} rules={[{ required: true }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={rooms.isPending}
            options={(rooms.data ?? []).map((room) => ({ value: room.id, label: room[language] }))}
          />
        </Form.Item>
        <Form.Item name="amount" label={t('packet.total')} rules={[priceRule(t('catalogue.amountFormat'))]}>
          <Input prefix="¥" inputMode="decimal" />
        </Form.Item>
        <Form.Item name="shareCount" label={t('packet.shares')} rules={[{ required: true }]}>
          <InputNumber min={1} max={500} precision={0} />
        </Form.Item>
        <Form.Item
          name="minutes"
          label={t('packet.minutes')}
          extra={t('packet.minutesHelp')}
          rules={[{ required: true }]}
        >
          <InputNumber min={1} max={1440} precision={0} />
        </Form.Item>
        <Form.Item name="message" label={t('packet.message')}>
          <Input maxLength={40} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
