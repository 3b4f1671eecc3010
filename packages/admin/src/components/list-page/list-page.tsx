// Every list of the console: filters run on the server and live in the page address, pages and page size,
// newest or oldest first (the ordered column's header), a reload, and a CSV export of the whole filtered
// list through the same call (api/all-pages.ts says why).
import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import type { ListOrder } from '@fair28/shared';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Form,
  Input,
  Select,
  Space,
  Table,
  type TableProps,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type Key, type ReactNode, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { collectPages, type Page } from '@/api/all-pages';
import { errorText } from '@/api/error-text';
import { useT } from '@/i18n/labels';
import { type CsvColumn, csvFileName, downloadCsv, toCsv } from '@/lib/csv';
import {
  ANY,
  type ListState,
  listRequest,
  pageSizeOptions,
  readListState,
  withFilters,
  writeListState,
} from '@/lib/list-query';
import { DaysFilter, type DaysValue } from './days-filter';

export type ListFilter =
  | { kind: 'text'; name: string; label: string; width?: number }
  | { kind: 'select'; name: string; label: string; options: Array<{ value: string; label: string }> }
  /** A range of days kept as two address fields, both ends included. */
  | { kind: 'days'; from: string; to: string; label: string };

export type ListRequest = Record<string, string | number>;

export type ListPageProps<Row> = {
  title: ReactNode;
  /** Root of the query key; the request is added to it. */
  queryKey: readonly unknown[];
  load: (request: ListRequest, signal?: AbortSignal) => Promise<Page<Row>>;
  filters: ListFilter[];
  columns: ColumnsType<Row>;
  csv: { name: string; columns: CsvColumn<Row>[] };
  rowKey: (row: Row) => Key;
  /** The list's order when the address names none; absent: the list has no order to choose. */
  defaultOrder?: ListOrder;
  /** The column whose header switches between newest and oldest first. */
  orderColumnKey?: string;
  /** Filters in force while the address names none (a queue's pending status). */
  defaultFilters?: Readonly<Record<string, string>>;
  /** Refetch while open (queues whose waiting times move), in ms. */
  refetchInterval?: number;
  expandable?: TableProps<Row>['expandable'];
  toolbar?: ReactNode;
  /**
   * Shown with the list, from the rows it holds now: a drawer of one of them, which then follows each
   * refetch of the list.
   */
  withRows?: (rows: readonly Row[]) => ReactNode;
};

/** The key of a list's column of row buttons (review, edit…), pinned to the table's right edge. */
const ACTIONS_COLUMN = 'actions';

const filterNames = (filters: ListFilter[]) =>
  filters.flatMap((filter) => (filter.kind === 'days' ? [filter.from, filter.to] : [filter.name]));

type FormValues = Record<string, string | DaysValue | undefined>;

function formValues(filters: ListFilter[], state: ListState): FormValues {
  const values: FormValues = {};
  for (const filter of filters) {
    if (filter.kind === 'days') {
      const from = state.filters[filter.from];
      const to = state.filters[filter.to];
      values[filter.from] = from || to ? [from || null, to || null] : null;
    } else {
      const value = state.filters[filter.name];
      values[filter.name] = value === ANY ? undefined : value;
    }
  }
  return values;
}

function filtersOf(filters: ListFilter[], values: FormValues): Record<string, string | undefined> {
  const result: Record<string, string | undefined> = {};
  for (const filter of filters) {
    if (filter.kind === 'days') {
      const range = values[filter.from] as DaysValue | undefined;
      result[filter.from] = range?.[0] ?? undefined;
      result[filter.to] = range?.[1] ?? undefined;
    } else {
      const value = values[filter.name];
      result[filter.name] = typeof value === 'string' ? value : undefined;
    }
  }
  return result;
}

export function ListPage<Row extends object>(props: ListPageProps<Row>) {
  const t = useT();
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const names = useMemo(() => filterNames(props.filters), [props.filters]);
  const defaults = props.defaultFilters;
  const state = useMemo(() => readListState(params, names, defaults), [params, names, defaults]);
  const request = useMemo(() => listRequest(state, props.defaultOrder), [state, props.defaultOrder]);
  const [form] = Form.useForm<FormValues>();
  const [exporting, setExporting] = useState<string | null>(null);
  const order = state.order ?? props.defaultOrder;

  const list = useQuery({
    queryKey: [...props.queryKey, request],
    queryFn: ({ signal }) => props.load(request, signal),
    placeholderData: (previous) => previous,
    ...(props.refetchInterval ? { refetchInterval: props.refetchInterval } : {}),
  });

  const rows = list.data?.list ?? [];
  const go = (next: ListState) => setParams(writeListState(next, defaults));

  const exportCsv = async () => {
    setExporting(t('list.exporting', 0));
    try {
      const { rows, isCut, total } = await collectPages((page) => props.load({ ...request, ...page }), {
        onProgress: (loaded) => setExporting(t('list.exporting', loaded)),
      });
      downloadCsv(csvFileName(props.csv.name), toCsv(rows, props.csv.columns));
      if (isCut) void message.warning(t('list.exportCut', rows.length, total));
    } catch (error) {
      void message.error(errorText(error, t));
    } finally {
      setExporting(null);
    }
  };

  const columns = props.columns.map((column) =>
    props.orderColumnKey && column.key === props.orderColumnKey
      ? {
          ...column,
          sorter: true,
          sortDirections: ['descend', 'ascend'] as Array<'descend' | 'ascend'>,
          sortOrder: order === 'oldest' ? ('ascend' as const) : ('descend' as const),
          showSorterTooltip: { title: t('list.orderTip') },
        }
      : // A row's buttons stay in sight: a table wider than the window scrolls sideways under them.
        column.key === ACTIONS_COLUMN
        ? { ...column, fixed: 'right' as const }
        : column,
  );

  return (
    <Card title={props.title} extra={props.toolbar}>
      <Form
        form={form}
        layout="inline"
        initialValues={formValues(props.filters, state)}
        key={params.toString()}
        onFinish={(values) => go(withFilters(state, filtersOf(props.filters, values)))}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        {props.filters.map((filter) =>
          filter.kind === 'days' ? (
            <Form.Item key={filter.from} name={filter.from} label={filter.label}>
              <DaysFilter />
            </Form.Item>
          ) : filter.kind === 'select' ? (
            <Form.Item key={filter.name} name={filter.name} label={filter.label}>
              <Select
                allowClear
                placeholder={t('common.any')}
                options={filter.options}
                style={{ minWidth: 140 }}
              />
            </Form.Item>
          ) : (
            <Form.Item key={filter.name} name={filter.name} label={filter.label}>
              <Input allowClear style={{ width: filter.width ?? 160 }} />
            </Form.Item>
          ),
        )}
        <Space>
          <Button type="primary" htmlType="submit">
            {t('list.search')}
          </Button>
          <Button onClick={() => go({ ...state, pageNo: 1, filters: { ...defaults } })}>
            {t('list.reset')}
          </Button>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => void list.refetch()}
            aria-label={t('list.reload')}
          />
          <Button icon={<DownloadOutlined />} loading={exporting !== null} onClick={() => void exportCsv()}>
            {exporting ?? t('list.exportCsv')}
          </Button>
        </Space>
      </Form>
      {list.isError && (
        <Alert type="error" showIcon title={errorText(list.error, t)} style={{ marginBottom: 16 }} />
      )}
      <Table<Row>
        rowKey={props.rowKey}
        columns={columns}
        dataSource={rows}
        loading={list.isFetching}
        {...(props.expandable ? { expandable: props.expandable } : {})}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: state.pageNo,
          pageSize: state.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions,
          showTotal: (total) => <Typography.Text type="secondary">{t('list.total', total)}</Typography.Text>,
        }}
        onChange={(pagination, _filters, sorter) => {
          const sorted = Array.isArray(sorter) ? sorter[0] : sorter;
          const nextOrder: ListOrder | undefined =
            props.orderColumnKey && sorted?.columnKey === props.orderColumnKey
              ? sorted.order === 'ascend'
                ? 'oldest'
                : 'newest'
              : state.order;
          const pageSize = pagination.pageSize ?? state.pageSize;
          go({
            ...state,
            ...(nextOrder ? { order: nextOrder } : {}),
            pageSize,
            // A new order or page size starts again at the first page.
            pageNo: nextOrder !== order || pageSize !== state.pageSize ? 1 : (pagination.current ?? 1),
          });
        }}
      />
      {props.withRows?.(rows)}
    </Card>
  );
}
