// Operator accounts (admins only): who they are, their role and status, and the changes an admin makes —
// a new account (its one-time password shown once), disable or enable, a password reset, another role.
// Each change asks a reason and lands in the audit log; the server keeps at least one active admin.
import { PlusOutlined } from '@ant-design/icons';
import {
  formatDateTime,
  type StaffRole,
  staffRoles,
  type TIssuedPassword,
  type TStaffAccount,
} from '@fair28/shared';
import { Alert, App, Button, Card, Form, Input, Modal, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { errorText } from '@/api/error-text';
import { useMe } from '@/api/staff/get-me';
import { OneTimePassword } from '@/components/one-time-password';
import { type ReasonForm, ReasonModal } from '@/components/reason-modal';
import { useT } from '@/i18n/labels';
import { csvFileName, downloadCsv, toCsv } from '@/lib/csv';
import {
  useChangeOperatorRole,
  useCreateOperator,
  useOperators,
  useResetOperator,
  useSetOperatorEnabled,
} from '../api/operators';

type Change = { kind: 'disable' | 'enable' | 'reset' | 'role'; operator: TStaffAccount };

function CreateOperatorModal({
  open,
  onClose,
  onIssued,
}: {
  open: boolean;
  onClose: () => void;
  onIssued: (issued: TIssuedPassword) => void;
}) {
  const t = useT();
  const [form] = Form.useForm<{ account: string; role: StaffRole }>();
  const create = useCreateOperator();
  return (
    <Modal
      open={open}
      title={t('operators.create')}
      okText={t('operators.create')}
      okButtonProps={{ loading: create.isPending }}
      onCancel={() => {
        create.reset();
        onClose();
      }}
      onOk={() =>
        void form.validateFields().then(
          (values) =>
            create.mutate(values, {
              onSuccess: (issued) => {
                form.resetFields();
                onIssued(issued);
              },
            }),
          // What is missing is said under its field.
          () => undefined,
        )
      }
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={{ role: 'support' }}>
        <Form.Item
          name="account"
          label={t('signIn.account')}
          rules={[{ required: true }]}
          extra={t('operators.accountHelp')}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="role" label={t('operators.role')} rules={[{ required: true }]}>
          <Select options={staffRoles.map((role) => ({ value: role, label: t(`role.${role}`) }))} />
        </Form.Item>
      </Form>
      {create.error && <Alert type="error" showIcon role="alert" title={errorText(create.error, t)} />}
    </Modal>
  );
}

export function OperatorsPage() {
  const t = useT();
  const { message } = App.useApp();
  const me = useMe().data;
  const operators = useOperators();
  const [isCreating, setIsCreating] = useState(false);
  const [issued, setIssued] = useState<TIssuedPassword | null>(null);
  const [change, setChange] = useState<Change | null>(null);
  const reset = useResetOperator();
  const setEnabled = useSetOperatorEnabled();
  const changeRole = useChangeOperatorRole();
  const active = change?.kind === 'reset' ? reset : change?.kind === 'role' ? changeRole : setEnabled;

  const close = () => {
    reset.reset();
    setEnabled.reset();
    changeRole.reset();
    setChange(null);
  };

  const submit = ({ reason, role }: ReasonForm) => {
    if (!change) return;
    const { id } = change.operator;
    const done = () => {
      void message.success(t('operators.changed'));
      close();
    };
    if (change.kind === 'reset') {
      reset.mutate(
        { id, reason },
        {
          onSuccess: (answer) => {
            close();
            setIssued(answer);
          },
        },
      );
    } else if (change.kind === 'role' && role) {
      changeRole.mutate({ id, reason, role }, { onSuccess: done });
    } else {
      setEnabled.mutate({ id, reason, isEnabled: change.kind === 'enable' }, { onSuccess: done });
    }
  };

  const rows = operators.data?.list ?? [];
  const exportCsv = () =>
    downloadCsv(
      csvFileName('operators'),
      toCsv(rows, [
        { header: 'id', value: (row) => row.id },
        { header: t('signIn.account'), value: (row) => row.account },
        { header: t('operators.role'), value: (row) => row.role },
        { header: t('common.status'), value: (row) => row.status },
        { header: t('operators.oneTimePending'), value: (row) => row.mustChangePassword },
        { header: t('operators.created'), value: (row) => row.createTime },
        { header: t('operators.lastSignIn'), value: (row) => row.lastLoginTime },
      ]),
    );

  return (
    <Card
      title={t('nav.operators')}
      extra={
        <Space>
          <Button onClick={exportCsv}>{t('list.exportCsv')}</Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setIsCreating(true)}>
            {t('operators.create')}
          </Button>
        </Space>
      }
    >
      {operators.error && <Alert type="error" showIcon title={errorText(operators.error, t)} />}
      <Table<TStaffAccount>
        rowKey="id"
        loading={operators.isFetching}
        dataSource={rows}
        pagination={false}
        columns={[
          {
            key: 'account',
            title: t('signIn.account'),
            render: (_, row) => (
              <>
                {row.account} {row.id === me?.userId && <Tag>{t('operators.you')}</Tag>}
              </>
            ),
          },
          {
            key: 'role',
            title: t('operators.role'),
            render: (_, row) => <Tag color="blue">{t(`role.${row.role}`)}</Tag>,
          },
          {
            key: 'status',
            title: t('common.status'),
            render: (_, row) => (
              <>
                <Tag color={row.status === 'active' ? 'green' : 'default'}>
                  {t(`operators.status.${row.status}`)}
                </Tag>
                {row.mustChangePassword && <Tag color="gold">{t('operators.oneTimePending')}</Tag>}
              </>
            ),
          },
          {
            key: 'created',
            title: t('operators.created'),
            render: (_, row) => formatDateTime(row.createTime),
          },
          {
            key: 'lastLogin',
            title: t('operators.lastSignIn'),
            render: (_, row) => (row.lastLoginTime ? formatDateTime(row.lastLoginTime) : '—'),
          },
          {
            key: 'actions',
            title: t('common.actions'),
            render: (_, row) => (
              <Space wrap>
                {row.status === 'active' ? (
                  <Button size="small" danger onClick={() => setChange({ kind: 'disable', operator: row })}>
                    {t('operators.disable')}
                  </Button>
                ) : (
                  <Button size="small" onClick={() => setChange({ kind: 'enable', operator: row })}>
                    {t('operators.enable')}
                  </Button>
                )}
                <Button size="small" onClick={() => setChange({ kind: 'reset', operator: row })}>
                  {t('operators.reset')}
                </Button>
                <Button size="small" onClick={() => setChange({ kind: 'role', operator: row })}>
                  {t('operators.changeRole')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <CreateOperatorModal
        open={isCreating}
        onClose={() => setIsCreating(false)}
        onIssued={(answer) => {
          setIsCreating(false);
          setIssued(answer);
        }}
      />
      <ReasonModal
        open={change !== null}
        title={
          change
            ? `${t(`operators.${change.kind === 'role' ? 'changeRole' : change.kind}`)} · ${change.operator.account}`
            : ''
        }
        okText={change ? t(`operators.${change.kind === 'role' ? 'changeRole' : change.kind}`) : ''}
        isDanger={change?.kind === 'disable'}
        {...(change?.kind === 'role' ? { role: change.operator.role } : {})}
        error={active.error}
        isPending={active.isPending}
        onSubmit={submit}
        onCancel={close}
      />
      <OneTimePassword issued={issued} onClose={() => setIssued(null)} />
    </Card>
  );
}
