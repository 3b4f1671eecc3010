// A one-time password, shown once: the operator copies it and hands it over (a new operator's, or a
// player's who lost theirs); it is never shown again.
import type { TIssuedPassword } from '@fair28/shared';
import { Alert, Modal, Typography } from 'antd';
import { useT } from '../i18n/labels';

export function OneTimePassword({
  issued,
  onClose,
  warning,
}: {
  issued: TIssuedPassword | null;
  onClose: () => void;
  /** Who must change it, and when; an operator's first sign-in unless said otherwise. */
  warning?: string;
}) {
  const t = useT();
  return (
    <Modal
      open={issued !== null}
      title={t('operators.oneTimeTitle', issued?.account ?? '')}
      onOk={onClose}
      onCancel={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
      okText={t('operators.passwordNoted')}
      maskClosable={false}
    >
      <Alert
        type="warning"
        showIcon
        title={warning ?? t('operators.oneTimeWarning')}
        style={{ marginBottom: 16 }}
      />
      <Typography.Paragraph copyable={{ text: issued?.oneTimePassword ?? '' }}>
        <Typography.Text code strong style={{ fontSize: 20 }} data-testid="one-time-password">
          {issued?.oneTimePassword}
        </Typography.Text>
      </Typography.Paragraph>
    </Modal>
  );
}
