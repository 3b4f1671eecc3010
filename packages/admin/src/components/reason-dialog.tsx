// A confirmation that needs a reason: what the operator is about to do, in words, and why (kept in the
// audit log, and told to the player where it concerns them). Confirm stays disabled until a reason is given.
import { Alert, Input, Modal, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useT } from '../i18n/labels';

export type ReasonDialogProps = {
  title: string;
  /** What confirming does, said plainly. */
  description: ReactNode;
  confirmLabel: string;
  isDanger?: boolean;
  isBusy?: boolean;
  /** A refusal to show, from the last attempt. */
  error?: string | null;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
};

export function ReasonDialog(props: ReasonDialogProps) {
  const t = useT();
  const [reason, setReason] = useState('');
  return (
    <Modal
      open
      title={props.title}
      okText={props.confirmLabel}
      cancelText={t('common.cancel')}
      okButtonProps={{
        danger: props.isDanger ?? false,
        disabled: reason.trim() === '',
        loading: props.isBusy ?? false,
      }}
      onOk={() => props.onConfirm(reason.trim())}
      onCancel={props.onCancel}
      destroyOnHidden
    >
      <Typography.Paragraph>{props.description}</Typography.Paragraph>
      <Input.TextArea
        aria-label={t('common.reason')}
        placeholder={t('common.reason')}
        value={reason}
        maxLength={200}
        onChange={(event) => setReason(event.target.value)}
        autoFocus
      />
      {props.error ? <Alert style={{ marginTop: 12 }} type="error" title={props.error} /> : null}
    </Modal>
  );
}
