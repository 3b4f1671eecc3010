// The drawer every catalogue form opens in: the form on the left, an optional preview beside it, the
// server's refusal above the buttons, Save and Cancel. Whoever opens it (the catalogue editor, a page) owns
// the form and the save call; the drawer starts the form from `initialValues` each time it opens. Below, the
// fields several catalogues share.
import { Alert, Button, Drawer, Form, type FormInstance, Input, Space } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ReactNode } from 'react';
import { errorText } from '@/api/error-text';
import { useT } from '@/i18n/labels';
import { priceRule } from '@/lib/price-rule';

type EditDrawerProps<Values> = {
  open: boolean;
  title: string;
  form: FormInstance<Values>;
  initialValues: Values;
  onSave: (values: Values) => void;
  onClose: () => void;
  isSaving: boolean;
  /** The save call's failure, shown in place. */
  error: unknown;
  /** Beside the form: how players will see it. */
  preview?: ReactNode;
  children: ReactNode;
};

export function EditDrawer<Values extends object>(props: EditDrawerProps<Values>) {
  const t = useT();
  return (
    <Drawer
      open={props.open}
      title={props.title}
      size={props.preview ? 920 : 560}
      onClose={props.onClose}
      destroyOnHidden
      footer={
        <Space orientation="vertical" style={{ width: '100%' }}>
          {props.error ? (
            <Alert type="error" showIcon role="alert" title={errorText(props.error, t)} />
          ) : null}
          <Space>
            <Button type="primary" loading={props.isSaving} onClick={() => props.form.submit()}>
              {t('common.save')}
            </Button>
            <Button onClick={props.onClose}>{t('common.cancel')}</Button>
          </Space>
        </Space>
      }
    >
      <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Form<Values>
          form={props.form}
          layout="vertical"
          preserve={false}
          initialValues={props.initialValues}
          onFinish={props.onSave}
          style={{ flex: '1 1 420px', minWidth: 0 }}
        >
          {props.children}
        </Form>
        {props.preview ? <div style={{ flex: '0 0 360px' }}>{props.preview}</div> : null}
      </div>
    </Drawer>
  );
}

/** The names players read, in both languages, side by side (`nameZh`, `nameEn`; 64 characters each). */
export function NameFields() {
  const t = useT();
  const rules = [{ required: true, whitespace: true }, { max: 64 }];
  return (
    <div style={{ display: 'flex', gap: 12 }}>
      <Form.Item name="nameZh" label={t('catalogue.nameZh')} rules={rules} style={{ flex: 1 }}>
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item name="nameEn" label={t('catalogue.nameEn')} rules={rules} style={{ flex: 1 }}>
        <Input maxLength={64} />
      </Form.Item>
    </div>
  );
}

type PriceFieldProps = {
  name: string;
  label: string;
  /** Fields whose change checks this one again (a channel's most, against its least). */
  dependencies?: string[];
  /** Checked after the amount's own format. */
  rules?: Rule[];
};

/** An amount in yuan players pay or see: above zero, at most two decimals (a price, a channel's limits). */
export function PriceField({ name, label, dependencies, rules = [] }: PriceFieldProps) {
  const t = useT();
  return (
    <Form.Item
      name={name}
      label={label}
      dependencies={dependencies}
      rules={[priceRule(t('catalogue.amountFormat')), ...rules]}
    >
      <Input prefix="¥" style={{ width: 160 }} inputMode="decimal" />
    </Form.Item>
  );
}
