// The operator's own account: role and permissions, changing the password, and the optional TOTP second
// factor — scan the QR (or type the key) into an authenticator app, confirm with its code (the recovery
// codes are shown once); from then on sign-in asks for a code. Turning it off takes a code too.
import { type Permission, permissions } from '@fair28/shared';
import { Alert, App, Button, Card, Descriptions, Form, Input, Space, Tag, Typography } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { errorText } from '@/api/error-text';
import { useMe } from '@/api/staff/get-me';
import { useT } from '@/i18n/labels';
import { useChangePassword } from '../api/change-password';
import { useEnrolTwoFactor, useSwitchTwoFactor } from '../api/two-factor';
import { signInCodeRule } from '../lib/sign-in-code-rule';

type CodeFormProps = { okText: string; isOn: boolean; onDone: (recoveryCodes: string[]) => void };

function CodeForm({ okText, isOn, onDone }: CodeFormProps) {
  const t = useT();
  const { message } = App.useApp();
  const switchTwoFactor = useSwitchTwoFactor();
  return (
    <Form
      layout="inline"
      onFinish={({ code }: { code: string }) =>
        switchTwoFactor.mutate(
          { code, isOn },
          {
            onSuccess: (answer) => {
              void message.success(t(isOn ? 'twoFactor.enabled' : 'twoFactor.disabled'));
              onDone('recoveryCodes' in answer ? answer.recoveryCodes : []);
            },
          },
        )
      }
    >
      <Form.Item
        name="code"
        label={t('signIn.code')}
        rules={
          isOn
            ? [{ required: true, pattern: /^\d{6}$/, message: t('twoFactor.codeFormat') }]
            : [signInCodeRule(t('signIn.codeFormat'))]
        }
      >
        <Input
          inputMode={isOn ? 'numeric' : 'text'}
          maxLength={isOn ? 6 : 16}
          autoComplete="one-time-code"
          style={{ width: 160 }}
        />
      </Form.Item>
      <Button
        htmlType="submit"
        type={isOn ? 'primary' : 'default'}
        danger={!isOn}
        loading={switchTwoFactor.isPending}
      >
        {okText}
      </Button>
      {switchTwoFactor.error && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={errorText(switchTwoFactor.error, t)}
          style={{ marginTop: 8 }}
        />
      )}
    </Form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useT();
  return (
    <Space orientation="vertical" size="middle">
      <Alert
        type="warning"
        showIcon
        title={t('twoFactor.recoveryTitle')}
        description={t('twoFactor.recoveryHint')}
      />
      <Typography.Paragraph copyable={{ text: codes.join('\n') }} style={{ margin: 0 }}>
        <code>{codes.join('  ')}</code>
      </Typography.Paragraph>
      <Button type="primary" onClick={onDone}>
        {t('twoFactor.savedCodes')}
      </Button>
    </Space>
  );
}

function TwoFactorCard({ isEnabled }: { isEnabled: boolean }) {
  const t = useT();
  const enrol = useEnrolTwoFactor();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>([]);
  const finish = (codes: string[]) => {
    enrol.reset();
    setRecoveryCodes(codes);
  };
  return (
    <Card title={t('twoFactor.title')}>
      {recoveryCodes.length > 0 ? (
        <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes([])} />
      ) : isEnabled ? (
        <Space orientation="vertical">
          <Tag color="green">{t('twoFactor.on')}</Tag>
          <Typography.Paragraph>{t('twoFactor.offIntro')}</Typography.Paragraph>
          <CodeForm okText={t('twoFactor.turnOff')} isOn={false} onDone={finish} />
        </Space>
      ) : enrol.data ? (
        <Space orientation="vertical" size="middle">
          <Typography.Paragraph>{t('twoFactor.scan')}</Typography.Paragraph>
          <QRCodeSVG value={enrol.data.uri} size={180} marginSize={2} title={t('twoFactor.qr')} />
          <Typography.Text>
            {t('twoFactor.key')}{' '}
            <Typography.Text code copyable>
              {enrol.data.secret}
            </Typography.Text>
          </Typography.Text>
          <CodeForm okText={t('twoFactor.confirm')} isOn onDone={finish} />
        </Space>
      ) : (
        <Space orientation="vertical">
          <Tag>{t('twoFactor.off')}</Tag>
          <Typography.Paragraph>{t('twoFactor.intro')}</Typography.Paragraph>
          <Button type="primary" loading={enrol.isPending} onClick={() => enrol.mutate()}>
            {t('twoFactor.setUp')}
          </Button>
          {enrol.error && <Alert type="error" showIcon title={errorText(enrol.error, t)} />}
        </Space>
      )}
    </Card>
  );
}

function PasswordCard() {
  const t = useT();
  const change = useChangePassword();
  return (
    <Card title={t('password.change')}>
      <Form
        layout="vertical"
        style={{ maxWidth: 360 }}
        onFinish={({ oldPassword, newPassword }: { oldPassword: string; newPassword: string }) =>
          change.mutate({ oldPassword, newPassword })
        }
      >
        <Form.Item label={t('password.old')} name="oldPassword" rules={[{ required: true }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          label={t('password.new')}
          name="newPassword"
          rules={[{ required: true }]}
          extra={t('password.signInAgain')}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        {change.error && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={errorText(change.error, t)}
            style={{ marginBottom: 16 }}
          />
        )}
        <Button htmlType="submit" loading={change.isPending}>
          {t('password.submit')}
        </Button>
      </Form>
    </Card>
  );
}

export function AccountPage() {
  const t = useT();
  const me = useMe().data;
  if (!me) return null;
  const held = new Set<Permission>(me.permissions);
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card title={t('nav.account')}>
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('signIn.account')}>{me.account}</Descriptions.Item>
          <Descriptions.Item label={t('operators.role')}>{t(`role.${me.role}`)}</Descriptions.Item>
          <Descriptions.Item label={t('account.permissions')}>
            <Space wrap>
              {permissions
                .filter((permission) => held.has(permission))
                .map((permission) => (
                  <Tag key={permission}>{permission}</Tag>
                ))}
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label={t('account.fourEyes')}>{me.fourEyesAbove}</Descriptions.Item>
          <Descriptions.Item label={t('account.idle')}>
            {t('account.idleMinutes', me.idleMinutes)}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <TwoFactorCard isEnabled={me.hasTwoFactor} />
      <PasswordCard />
    </Space>
  );
}
