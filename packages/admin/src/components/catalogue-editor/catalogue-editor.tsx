// Every catalogue the console edits (pay channels, receiving accounts, service channels, goods): all its
// rows in the players' order with whether each is shown, an edit button per row and an add button, and the
// drawer that adds or changes one beside a preview of how players will see it. A save says so by name and
// closes the drawer; a refusal stays in it. Each catalogue gives its columns, its fields, its form and
// request, and its save call.
import type { UseMutationResult } from '@tanstack/react-query';
import { App, Button, Form, type FormInstance, InputNumber, Space, Switch, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useState } from 'react';
import { useT } from '@/i18n/labels';
import { FieldError } from '@/lib/field-error';
import { CatalogueCard } from '../catalogue-card/catalogue-card';
import { EditDrawer } from '../edit-drawer/edit-drawer';

/** What every catalogue row has: shown to players or not, and its place among them. */
export type CatalogueRow = { id: number; isEnabled: boolean; sortOrder: number };
/** What every catalogue form ends with. */
export type CatalogueForm = { isEnabled: boolean; sortOrder: number };

export type CatalogueEditorProps<Row extends CatalogueRow, Values extends CatalogueForm, Request, Saved> = {
  title: string;
  addLabel: string;
  /** The drawer's title for a saved row. */
  editTitle: (row: Row) => string;
  rows: readonly Row[];
  isLoading: boolean;
  /** The list's load failure, shown above it. */
  error: unknown;
  onReload: () => void;
  /** Before the reload and add buttons. */
  filters?: ReactNode;
  /** The catalogue's own columns; whether shown, the order and the edit button follow them. */
  columns: ColumnsType<Row>;
  /** The page's form, so it can watch its fields. */
  form: FormInstance<Values>;
  formOf: (row: Row) => Values;
  newForm: () => Values;
  save: UseMutationResult<Saved, Error, Request>;
  /** The save request; `row` null: a new one. A FieldError it throws shows under its field, and nothing is sent. */
  requestOf: (values: Values, row: Row | null) => Request;
  /** The saved row's name, in the message that it was saved. */
  savedName: (saved: Saved) => string;
  /** Beside the form: how players will see it; `row` null while adding. */
  preview: (row: Row | null) => ReactNode;
  /** The catalogue's own fields. */
  fields: ReactNode;
  /** On the last line of the form, before the order and the switch. */
  besideOrder?: ReactNode;
};

/** Whether a row is shown to players. */
function EnabledTag({ isEnabled }: { isEnabled: boolean }) {
  const t = useT();
  return isEnabled ? <Tag color="green">{t('catalogue.on')}</Tag> : <Tag>{t('catalogue.off')}</Tag>;
}

export function CatalogueEditor<Row extends CatalogueRow, Values extends CatalogueForm, Request, Saved>(
  props: CatalogueEditorProps<Row, Values, Request, Saved>,
) {
  const t = useT();
  const { message } = App.useApp();
  const { save } = props;
  /** Which row the drawer edits: a new one (null), or a saved one; the drawer is closed while undefined. */
  const [editing, setEditing] = useState<{ row: Row | null } | null>(null);

  const open = (row: Row | null) => {
    save.reset();
    setEditing({ row });
  };
  const close = () => {
    save.reset();
    setEditing(null);
  };
  const row = editing?.row ?? null;

  return (
    <CatalogueCard
      title={props.title}
      addLabel={props.addLabel}
      onAdd={() => open(null)}
      onReload={props.onReload}
      error={props.error}
      filters={props.filters}
    >
      <Table<Row>
        rowKey="id"
        loading={props.isLoading}
        dataSource={[...props.rows]}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          ...props.columns,
          {
            key: 'enabled',
            title: t('catalogue.enabled'),
            render: (_, saved) => <EnabledTag isEnabled={saved.isEnabled} />,
          },
          { key: 'order', title: t('catalogue.sortOrder'), dataIndex: 'sortOrder', align: 'right' },
          {
            key: 'actions',
            title: t('common.actions'),
            render: (_, saved) => (
              <Button size="small" onClick={() => open(saved)}>
                {t('catalogue.edit')}
              </Button>
            ),
          },
        ]}
      />
      <EditDrawer<Values>
        open={editing !== null}
        title={row ? props.editTitle(row) : props.addLabel}
        form={props.form}
        initialValues={row ? props.formOf(row) : props.newForm()}
        isSaving={save.isPending}
        error={save.error}
        onClose={close}
        preview={props.preview(row)}
        onSave={(values) => {
          let request: Request;
          try {
            request = props.requestOf(values, row);
          } catch (error) {
            if (!(error instanceof FieldError)) throw error;
            // By name: the field is one of the form's own, which requestOf read.
            const form: FormInstance = props.form;
            form.setFields([{ name: error.field, errors: [t(error.label)] }]);
            return;
          }
          save.mutate(request, {
            onSuccess: (saved) => {
              void message.success(t('catalogue.saved', props.savedName(saved)));
              close();
            },
          });
        }}
      >
        {props.fields}
        <Space wrap size="large" align="start">
          {props.besideOrder}
          <Form.Item name="sortOrder" label={t('catalogue.sortOrder')} extra={t('catalogue.sortOrderHelp')}>
            <InputNumber min={0} max={1_000_000} precision={0} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="isEnabled" label={t('catalogue.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
      </EditDrawer>
    </CatalogueCard>
  );
}
