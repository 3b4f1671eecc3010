// Every catalogue the console edits (pay channels, receiving accounts, service channels, goods): all its
// rows in the players' order with whether each is shown, an edit button per row and an add button, and the
// drawer that adds or changes one beside a preview of how players will see it. A save says so by name and
// closes the drawer; a refusal stays in it. The editor loads the list, holds the form and saves; each
// catalogue gives its list and save calls, its columns, its fields, its form and request.

import type { UseMutationResult } from '@tanstack/react-query';
import { type QueryKey, type UseQueryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { App, Button, Form, type FormInstance, InputNumber, Space, Switch, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useState } from 'react';
import { type Translate, useT } from '@/i18n/labels';
import { FieldError } from '@/lib/field-error';
import { CatalogueCard } from '../catalogue-card/catalogue-card';
import { EditDrawer } from '../edit-drawer/edit-drawer';

/** What every catalogue row has: shown to players or not, and its place among them. */
export type CatalogueRow = { id: number; isEnabled: boolean; sortOrder: number };
/** What every catalogue form ends with. */
export type CatalogueForm = { isEnabled: boolean; sortOrder: number };

/** The form's values as they are being filled (every field may be missing while the drawer opens). */
export type Filling<Values> = Partial<Values> | undefined;

/** Another list a catalogue is read with (a receiving account's channels), from the page's own query. */
type ReadWith = Pick<UseQueryResult, 'isFetching' | 'error' | 'refetch'>;

export type CatalogueEditorProps<
  Row extends CatalogueRow,
  Values extends CatalogueForm,
  Request,
  Saved,
  Key extends QueryKey,
> = {
  title: string;
  addLabel: string;
  /** The drawer's title for a saved row. */
  editTitle: (row: Row) => string;
  /** The list call: every row, hidden ones too. */
  query: UseQueryOptions<{ list: Row[] }, Error, { list: Row[] }, Key>;
  /** Lists the rows are read with: the table loads, fails and reloads with them. */
  readWith?: readonly ReadWith[];
  /** The rows the table shows (the page's own filter); all of them when absent. */
  shows?: (row: Row) => boolean;
  /** Before the reload and add buttons. */
  filters?: ReactNode;
  /** The catalogue's own columns; whether shown, the order and the edit button follow them. */
  columns: ColumnsType<Row>;
  /** The save call's hook. */
  useSave: () => UseMutationResult<Saved, Error, Request>;
  formOf: (row: Row) => Values;
  newForm: () => Values;
  /** The save request; `row` null: a new one. A FieldError it throws shows under its field, and nothing is sent. */
  requestOf: (values: Values, row: Row | null) => Request;
  /** The saved row's name, in the message that it was saved. */
  savedName: (saved: Saved) => string;
  /** Beside the form: how players will see it; `row` null while adding, `rows` the saved ones. */
  preview: (values: Filling<Values>, row: Row | null, rows: readonly Row[]) => ReactNode;
  /** The catalogue's own fields, from the values being filled (a field that depends on another). */
  fields: (values: Filling<Values>) => ReactNode;
  /** On the last line of the form, before the order and the switch. */
  besideOrder?: ReactNode;
};

/** The two name columns of a catalogue whose rows are named in both languages. */
export function nameColumns<Row extends { nameZh: string; nameEn: string }>(t: Translate): ColumnsType<Row> {
  return [
    { key: 'nameZh', title: t('catalogue.nameZh'), dataIndex: 'nameZh' },
    { key: 'nameEn', title: t('catalogue.nameEn'), dataIndex: 'nameEn' },
  ];
}

/** Whether a row is shown to players. */
function EnabledTag({ isEnabled }: { isEnabled: boolean }) {
  const t = useT();
  return isEnabled ? <Tag color="green">{t('catalogue.on')}</Tag> : <Tag>{t('catalogue.off')}</Tag>;
}

export function CatalogueEditor<
  Row extends CatalogueRow,
  Values extends CatalogueForm,
  Request,
  Saved,
  Key extends QueryKey,
>(props: CatalogueEditorProps<Row, Values, Request, Saved, Key>) {
  const t = useT();
  const { message } = App.useApp();
  const list = useQuery(props.query);
  const save = props.useSave();
  const [form] = Form.useForm<Values>();
  const values = Form.useWatch([], form) as Filling<Values>;
  /** Which row the drawer edits: a new one (null), or a saved one; the drawer is closed while undefined. */
  const [editing, setEditing] = useState<{ row: Row | null } | null>(null);

  const lists = [list, ...(props.readWith ?? [])];
  const rows = list.data?.list ?? [];
  const open = (row: Row | null) => {
    save.reset();
    setEditing({ row });
  };
  const close = () => {
    save.reset();
    setEditing(null);
  };
  const row = editing?.row ?? null;

  const send = (filled: Values) => {
    let request: Request;
    try {
      request = props.requestOf(filled, row);
    } catch (error) {
      if (!(error instanceof FieldError)) throw error;
      // By name: the field is one of the form's own, which requestOf read.
      const named: FormInstance = form;
      named.setFields([{ name: error.field, errors: [t(error.label)] }]);
      return;
    }
    save.mutate(request, {
      onSuccess: (saved) => {
        void message.success(t('catalogue.saved', props.savedName(saved)));
        close();
      },
    });
  };

  return (
    <CatalogueCard
      title={props.title}
      addLabel={props.addLabel}
      onAdd={() => open(null)}
      onReload={() => void Promise.all(lists.map((query) => query.refetch()))}
      error={lists.find((query) => query.error)?.error}
      filters={props.filters}
    >
      <Table<Row>
        rowKey="id"
        loading={lists.some((query) => query.isFetching)}
        dataSource={props.shows ? rows.filter(props.shows) : rows}
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
        form={form}
        initialValues={row ? props.formOf(row) : props.newForm()}
        isSaving={save.isPending}
        error={save.error}
        onClose={close}
        preview={props.preview(values, row, rows)}
        onSave={send}
      >
        {props.fields(values)}
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
