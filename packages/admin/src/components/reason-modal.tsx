// Asks the reason for an operator's change (an operator account's, with a new role for a role change; a
// player's freeze, a room's opening, a round's void), saying first what confirming does; the reason goes
// into the audit log. A missing reason is said under the field; a double click on OK submits once (the
// console's action guard), and `onSubmit` may return its call so the guard covers it until the answer.
import { type StaffRole, staffRoles } from '@fair28/shared';
import { Alert, Form, Input, Modal, Select, Typography } from 'antd';
import type { ReactNode } from 'react';
import { errorText } from '../api/error-text';
import { useGuardedAction } from '../hooks/use-guarded-action';
import { useT } from '../i18n/labels';

export type ReasonForm = { reason: string; role?: StaffRole };

type ReasonModalProps = {
  open: boolean;
  title: string;
  /** What confirming does, said plainly. */
  description?: ReactNode;
  okText: string;
  isDanger?: boolean;
  /** Ask for a new role too, starting from this one. */
  role?: StaffRole;
  error: unknown;
  isPending: boolean;
  /** May return its call (a promise): the guard then covers it until the answer. */
  onSubmit: (form: ReasonForm) => unknown;
  onCancel: () => void;
};

export function ReasonModal(props: ReasonModalProps) {
  const t = useT();
  const [form] = Form.useForm<ReasonForm>();
  const guard = useGuardedAction();
  const submit = () =>
    guard.run(async () => {
      const values = await form.validateFields().catch(() => null);
      if (values) await props.onSubmit(values);
    });
  return (
    <Modal
      open={props.open}
      title={props.title}
      okText={props.okText}
      okButtonProps={{ danger: props.isDanger ?? false, loading: props.isPending || guard.isBusy }}
      onOk={() => void submit()}
      onCancel={props.onCancel}
      destroyOnHidden
    >
      {props.description ? <Typography.Paragraph>{props.description}</Typography.Paragraph> : null}
      <Form form={form} layout="vertical" preserve={false} initialValues={{ role: props.role }}>
        {props.role && (
          <Form.Item name="role" label={t('operators.role')} rules={[{ required: true }]}>
            <Select options={staffRoles.map((role) => ({ value: role, label: t(`role.${role}`) }))} />
          </Form.Item>
        )}
        <Form.Item
          name="reason"
          label={t('common.reason')}
          rules={[{ required: true, whitespace: true, message: t('review.reasonNeeded') }, { max: 200 }]}
        >
          <Input.TextArea rows={2} maxLength={200} />
        </Form.Item>
      </Form>
      {props.error !== null && props.error !== undefined && (
        <Alert type="error" showIcon role="alert" title={errorText(props.error, t)} />
      )}
    </Modal>
  );
}
