// The console's sign-in: staff accounts only (the server refuses a player account and says so), with the
// authenticator code once the account has a second factor.
import { isApiError } from '@fair28/client';
import { ErrorCode, SIGN_IN_CODE_MAX_TYPED } from '@fair28/shared';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { errorText } from '@/api/error-text';
import { signOutReason } from '@/api/staff/sign-out';
import { useT } from '@/i18n/labels';
import { useHasSession } from '@/lib/session';
import { useSignIn } from '../api/sign-in';
import { signInCodeRule } from '../lib/sign-in-code-rule';

type SignInForm = { account: string; password: string; code?: string };

export function SignInPage() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const hasSession = useHasSession();
  const signIn = useSignIn();
  const [notice] = useState(signOutReason);
  const [needsCode, setNeedsCode] = useState(false);
  const from = (location.state as { from?: string } | null)?.from ?? '/';

  if (hasSession && !signIn.isPending) return <Navigate to={from} replace />;

  const error = signIn.error;
  const isCodeAsked = isApiError(error) && error.code === ErrorCode.TwoFactorRequired;
  // The server's "enter the code" is a step, not a failure: the field below says it.
  const failure = error && !isCodeAsked ? errorText(error, t) : null;

  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f5f5f5' }}>
      <Card style={{ width: 380 }}>
        <Typography.Title level={3}>{t('signIn.title')}</Typography.Title>
        {notice && !failure && (
          <Alert
            type={notice === 'idle' ? 'info' : 'success'}
            showIcon
            title={t(notice === 'idle' ? 'app.idleSignedOut' : 'password.changed')}
            style={{ marginBottom: 16 }}
          />
        )}
        {failure && <Alert type="error" showIcon title={failure} role="alert" style={{ marginBottom: 16 }} />}
        <Form<SignInForm>
          layout="vertical"
          onFinish={(form) =>
            signIn.mutate(form, {
              onSuccess: () => navigate(from, { replace: true }),
              onError: (failed) => {
                if (isApiError(failed) && failed.code === ErrorCode.TwoFactorRequired) setNeedsCode(true);
              },
            })
          }
        >
          <Form.Item label={t('signIn.account')} name="account" rules={[{ required: true }]}>
            <Input autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item label={t('signIn.password')} name="password" rules={[{ required: true }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          {needsCode && (
            <Form.Item
              label={t('signIn.code')}
              name="code"
              extra={t('signIn.codeHelp')}
              rules={[signInCodeRule(t('signIn.codeFormat'))]}
            >
              <Input autoComplete="one-time-code" maxLength={SIGN_IN_CODE_MAX_TYPED} autoFocus />
            </Form.Item>
          )}
          <Button type="primary" htmlType="submit" block loading={signIn.isPending}>
            {t('signIn.submit')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
