// /pages/records/export — a player's bets and account statement as CSV files for the days they pick (the
// period chips and calendar of the record lists); each bet line carries the link that verifies its round.

import { downloadCsv } from '@fair28/client/download';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { showError } from '@/api/error-text';
import { type PeriodChoice, PeriodFilter, rangeOfPeriod } from '@/components/records/period-filter';
import { Page } from '@/components/ui/page';
import { routes } from '@/config/routes';
import { useTranslation } from '@/i18n/use-translation';
import { showToast } from '@/lib/notify';
import { type ExportKind, useExportCsv } from '../api/export-csv';
import styles from './export-page.module.css';

const LAST_30_DAYS: PeriodChoice = { period: 'month', customRange: null };

export function ExportPage() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<PeriodChoice>(LAST_30_DAYS);
  const exporter = useExportCsv();
  const [busy, setBusy] = useState<ExportKind | null>(null);

  const save = (kind: ExportKind) => {
    const range = rangeOfPeriod(period, new Date());
    if (!range) return;
    setBusy(kind);
    exporter.mutate(
      { kind, range },
      {
        onSuccess: (file) => {
          downloadCsv(file.fileName, file.csv);
          showToast(t('export.done', { count: file.rowCount, file: file.fileName }), 'success');
        },
        onError: showError,
        onSettled: () => setBusy(null),
      },
    );
  };

  return (
    <Page title={t('route.exportRecords')} backTo={routes.mine.path}>
      <p className={styles.intro}>{t('export.intro')}</p>
      <PeriodFilter value={period} onChange={setPeriod} offersAllTime={false} />
      <div className={styles.actions}>
        {(['bets', 'statement'] as const).map((kind) => (
          <Button
            key={kind}
            block
            size="large"
            shape="rounded"
            color="primary"
            fill={kind === 'bets' ? 'solid' : 'outline'}
            loadingText={t(kind === 'bets' ? 'export.bets' : 'export.statement')}
            loading={busy === kind}
            disabled={busy !== null}
            onClick={() => save(kind)}
          >
            {t(kind === 'bets' ? 'export.bets' : 'export.statement')}
          </Button>
        ))}
      </div>
    </Page>
  );
}
