// Asks the reason for a change to an operator account (and, for a role change, the new role); the reason
// goes into the audit log.
import { type StaffRole, staffRoles } from '@fair28/shared';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { errorText } from '../../../api/error-text';
import { useT } from '../../../i18n/labels';

export type ReasonForm = { reason: string; role?: StaffRole };

type ReasonModalProps = {
  open: boolean;
  title: string;
  okText: string;
  isDanger?: boolean;
  /** Ask for a new role too, starting from this one. */
  role?: StaffRole;
  error: unknown;
  isPending: boolean;
  onSubmit: (form: ReasonForm) => void;
  onCancel: () => void;
};

export function ReasonModal(props: ReasonModalProps) {
  const t = useT();
  const [form] = Form.useForm<ReasonForm>();
  return (
    <Modal
      open={props.open}
      title={props.title}
      okText={props.okText}
      okButtonProps={{ danger: props.isDanger ?? false, loading: props.isPending }}
      onOk={() => void form.validateFields().then(props.onSubmit)}
      onCancel={props.onCancel}
      destroyOnHidden
    >
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
