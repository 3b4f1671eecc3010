// Shown instead of every page while the operator still has a one-time password: the server refuses every
// other call until it is changed.
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { errorText } from '@/api/error-text';
import { useT } from '@/i18n/labels';
import { useChangePassword } from '../api/change-password';

type PasswordForm = { oldPassword: string; newPassword: string; repeat: string };

export function ChangePasswordPage() {
  const t = useT();
  const change = useChangePassword();
  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f5f5f5' }}>
      <Card style={{ width: 420 }}>
        <Typography.Title level={3}>{t('password.title')}</Typography.Title>
        <Typography.Paragraph>{t('password.intro')}</Typography.Paragraph>
        {change.error && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={errorText(change.error, t)}
            style={{ marginBottom: 16 }}
          />
        )}
        <Form<PasswordForm>
          layout="vertical"
          onFinish={({ oldPassword, newPassword }) => change.mutate({ oldPassword, newPassword })}
        >
          <Form.Item label={t('password.old')} name="oldPassword" rules={[{ required: true }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item label={t('password.new')} name="newPassword" rules={[{ required: true }]}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            label={t('password.repeat')}
            name="repeat"
            dependencies={['newPassword']}
            rules={[
              { required: true },
              ({ getFieldValue }) => ({
                validator: (_rule, value) =>
                  value === getFieldValue('newPassword')
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('password.mismatch'))),
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={change.isPending}>
            {t('password.submit')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
