// One request under review: its details (and a certificate beside them), then approve or reject with a
// reason. What the operator may not do is not offered, and the drawer says why (the server refuses it
// anyway): a role that only reads, one's own request, a second approval that must come from someone else.
// A decision goes through the console's action guard: a double click sends it once and shows one outcome.
import { Alert, App, Button, Drawer, Form, Input, Space } from 'antd';
import type { ReactNode } from 'react';
import { errorText } from '@/api/error-text';
import { type ConfirmWords, useGuardedAction } from '@/hooks/use-guarded-action';
import { useT } from '@/i18n/labels';
import { useDecide } from '../api/decide';
import type { ReviewKind } from '../api/review-lists';
import type { DecisionView } from '../lib/decision';

export type ReviewDrawerProps = {
  kind: ReviewKind;
  id: number | null;
  title: ReactNode;
  view: DecisionView;
  details: ReactNode;
  /** Shown beside the details: the payment certificate. */
  aside?: ReactNode;
  approveLabel: string;
  rejectLabel: string;
  /** Asked before an approval that moves money: what happens, to whom, how much. */
  confirmApproval?: ConfirmWords | undefined;
  onClose: () => void;
};

function Notice({ view }: { view: DecisionView }) {
  const t = useT();
  switch (view.kind) {
    case 'readOnly':
      return <Alert type="info" showIcon title={t('review.readOnly')} />;
    case 'ownRequest':
      return <Alert type="warning" showIcon title={t('review.ownRequest')} />;
    case 'awaitingOtherOperator':
      return <Alert type="warning" showIcon title={t('review.awaitingOtherOperator')} />;
    case 'open':
      return view.isSecondApproval ? <Alert type="info" showIcon title={t('review.secondApproval')} /> : null;
    default:
      return null;
  }
}

export function ReviewDrawer(props: ReviewDrawerProps) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const decide = useDecide(props.kind);

  const guard = useGuardedAction();

  const submit = (isApproval: boolean) =>
    guard.run(async ({ signal }) => {
      if (props.id === null) return;
      // A missing reason is said under the field, in the console's language.
      const values = await form.validateFields().catch(() => null);
      if (!values) return;
      if (isApproval && props.confirmApproval && !(await guard.confirm(props.confirmApproval, signal)))
        return;
      // A refusal shows in the drawer (decide.error).
      const decided = await decide
        .mutateAsync({ id: props.id, reason: values.reason, isApproval })
        .catch(() => null);
      if (!decided) return;
      void message.success(t(isApproval ? 'review.approved' : 'review.rejected'));
      form.resetFields();
      props.onClose();
    });

  return (
    <Drawer
      open={props.id !== null}
      title={props.title}
      size={props.aside ? 960 : 560}
      onClose={() => {
        decide.reset();
        props.onClose();
      }}
      destroyOnHidden
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Notice view={props.view} />
        <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <div style={{ flex: '1 1 380px', minWidth: 0 }}>{props.details}</div>
          {props.aside && <div style={{ flex: '0 0 380px' }}>{props.aside}</div>}
        </div>
        {decide.error && <Alert type="error" showIcon role="alert" title={errorText(decide.error, t)} />}
        {props.view.kind === 'open' && (
          <Form form={form} layout="vertical">
            <Form.Item
              name="reason"
              label={t('common.reason')}
              rules={[{ required: true, whitespace: true, message: t('review.reasonNeeded') }, { max: 200 }]}
            >
              <Input.TextArea rows={3} maxLength={200} showCount />
            </Form.Item>
            <Space>
              <Button type="primary" loading={guard.isBusy} onClick={() => void submit(true)}>
                {props.approveLabel}
              </Button>
              <Button danger loading={guard.isBusy} onClick={() => void submit(false)}>
                {props.rejectLabel}
              </Button>
            </Space>
          </Form>
        )}
      </Space>
    </Drawer>
  );
}
