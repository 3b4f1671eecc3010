// The wording the player app takes from the server, per language: the pack's keys and texts as a table
// to edit (add a row, remove one, change a text), saved whole. The app merges the pack over its own
// strings, so a key names one of the app's messages. A refusal is shown where the table is.
import { DeleteOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { formatDateTime, languageNames, type WrittenLanguage, writtenLanguages } from '@fair28/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Input, Segmented, Space, Table, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { errorText } from '@/api/error-text';
import { useT } from '@/i18n/labels';
import { languagePackQuery, useSaveLanguagePack } from '../api/language-packs';
import { PackChanges } from '../components/pack-changes';
import {
  changesOf,
  entriesOf,
  isChanged,
  newRow,
  type PackProblem,
  type PackRow,
  rowsOf,
} from '../lib/pack-rows';

export function LanguagePacksPage() {
  const t = useT();
  const { message } = App.useApp();
  const [language, setLanguage] = useState<WrittenLanguage>('zh');
  const pack = useQuery(languagePackQuery(language));
  const save = useSaveLanguagePack();
  const [rows, setRows] = useState<PackRow[]>([]);
  const [problem, setProblem] = useState<PackProblem | null>(null);
  const [search, setSearch] = useState('');
  const saved = pack.data?.entries;

  // A fetched pack (another language, or the saved one) replaces the rows being edited.
  useEffect(() => {
    setRows(saved ? rowsOf(saved) : []);
    setProblem(null);
  }, [saved]);

  const isDirty = saved ? isChanged(rows, saved) : false;
  const needle = search.trim().toLowerCase();
  const shown = useMemo(
    () =>
      needle
        ? rows.filter(
            (row) => row.key.toLowerCase().includes(needle) || row.value.toLowerCase().includes(needle),
          )
        : rows,
    [rows, needle],
  );

  const change = (rowId: number, field: 'key' | 'value', text: string) => {
    setProblem(null);
    setRows((current) => current.map((row) => (row.rowId === rowId ? { ...row, [field]: text } : row)));
  };

  const submit = () => {
    save.reset();
    const result = entriesOf(rows);
    if ('problem' in result) {
      setProblem(result.problem);
      return;
    }
    save.mutate(
      { language, entries: result.entries },
      { onSuccess: () => void message.success(t('languagePack.saved', languageNames[language])) },
    );
  };

  return (
    <Card
      title={t('nav.languagePacks')}
      extra={
        <Segmented<WrittenLanguage>
          aria-label={t('languagePack.language')}
          value={language}
          onChange={(next) => {
            save.reset();
            setSearch('');
            setLanguage(next);
          }}
          options={writtenLanguages.map((code) => ({ value: code, label: languageNames[code] }))}
        />
      }
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Text type="secondary">
          {t('languagePack.intro')}{' '}
          {pack.data?.updateTime
            ? t('languagePack.updated', formatDateTime(pack.data.updateTime))
            : t('languagePack.neverSaved')}
        </Typography.Text>
        {pack.isError ? <Alert type="error" showIcon title={errorText(pack.error, t)} /> : null}
        <Space wrap>
          <Input.Search
            allowClear
            placeholder={t('languagePack.search')}
            aria-label={t('languagePack.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            style={{ width: 260 }}
          />
          <Button
            icon={<PlusOutlined />}
            onClick={() => {
              setSearch('');
              setRows((current) => [newRow(), ...current]);
            }}
          >
            {t('languagePack.addRow')}
          </Button>
          <Button
            icon={<ReloadOutlined />}
            disabled={!isDirty}
            onClick={() => {
              save.reset();
              setRows(saved ? rowsOf(saved) : []);
              setProblem(null);
            }}
          >
            {t('languagePack.discard')}
          </Button>
          <Button type="primary" loading={save.isPending} disabled={!isDirty} onClick={submit}>
            {t('common.save')}
          </Button>
          <Typography.Text type="secondary">{t('languagePack.count', rows.length)}</Typography.Text>
        </Space>
        {problem ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={t(
              problem.kind === 'keyTwice' ? 'languagePack.keyTwice' : 'languagePack.keyMissing',
              problem.key,
            )}
          />
        ) : null}
        {save.isError ? <Alert type="error" showIcon role="alert" title={errorText(save.error, t)} /> : null}
        {saved ? <PackChanges changes={changesOf(rows, saved)} /> : null}
        <Table<PackRow>
          rowKey="rowId"
          size="small"
          loading={pack.isFetching}
          dataSource={shown}
          pagination={{ defaultPageSize: 50, showSizeChanger: true, hideOnSinglePage: true }}
          locale={{ emptyText: t('languagePack.empty') }}
          rowClassName={(row) => (row.rowId === problem?.rowId ? 'ant-table-row-selected' : '')}
          columns={[
            {
              key: 'key',
              title: t('languagePack.key'),
              width: '35%',
              render: (_, row) => (
                <Input
                  value={row.key}
                  aria-label={t('languagePack.key')}
                  status={row.rowId === problem?.rowId ? 'error' : ''}
                  maxLength={100}
                  onChange={(event) => change(row.rowId, 'key', event.target.value)}
                />
              ),
            },
            {
              key: 'value',
              title: t('languagePack.value'),
              render: (_, row) => (
                <Input.TextArea
                  value={row.value}
                  aria-label={t('languagePack.value')}
                  autoSize={{ minRows: 1, maxRows: 6 }}
                  maxLength={2000}
                  onChange={(event) => change(row.rowId, 'value', event.target.value)}
                />
              ),
            },
            {
              key: 'remove',
              width: 56,
              render: (_, row) => (
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('languagePack.removeRow', row.key)}
                  onClick={() => {
                    setProblem(null);
                    setRows((current) => current.filter((other) => other.rowId !== row.rowId));
                  }}
                />
              ),
            },
          ]}
        />
      </Space>
    </Card>
  );
}
