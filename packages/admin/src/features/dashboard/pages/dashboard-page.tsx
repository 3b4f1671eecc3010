// The dashboard: today, 7 and 30 days of the game's money and players from the ledger, the reviews waiting
// with how long the oldest has, and the last 30 days charted (the chart library loads with this page only).
import { displayMoney, formatDateTime, type TDashboardFigures, type TPendingQueue } from '@fair28/shared';
import { Alert, Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { errorText } from '@/api/error-text';
import { type Label, useT } from '@/i18n/labels';
import { LONG_WAIT_MS, waitingText } from '@/lib/waiting';
import { useDashboard } from '../api/get-dashboard';

const DashboardCharts = lazy(async () => ({
  default: (await import('../components/dashboard-charts')).DashboardCharts,
}));

const FIGURES: Array<[keyof TDashboardFigures, Label, 'money' | 'count']> = [
  ['stakes', 'dash.stakes', 'money'],
  ['payouts', 'dash.payouts', 'money'],
  ['grossGamingRevenue', 'dash.ggr', 'money'],
  ['deposits', 'dash.deposits', 'money'],
  ['withdrawals', 'dash.withdrawals', 'money'],
  ['newPlayers', 'dash.newPlayers', 'count'],
  ['activePlayers', 'dash.activePlayers', 'count'],
];

function Figures({ title, figures }: { title: Label; figures: TDashboardFigures }) {
  const t = useT();
  return (
    <Card title={t(title)} size="small">
      <Row gutter={[16, 16]}>
        {FIGURES.map(([key, label, kind]) => (
          <Col key={key} xs={12} md={8} xxl={6}>
            <Statistic
              title={t(label)}
              value={kind === 'money' ? displayMoney(String(figures[key])) : figures[key]}
            />
          </Col>
        ))}
      </Row>
    </Card>
  );
}

const QUEUES: Array<['deposits' | 'withdrawals' | 'bankChanges' | 'adjustments', Label, string]> = [
  ['deposits', 'nav.deposits', '/reviews/deposits'],
  ['withdrawals', 'nav.withdrawals', '/reviews/withdrawals'],
  ['bankChanges', 'nav.bankChanges', '/reviews/bank-changes'],
  ['adjustments', 'nav.adjustments', '/reviews/adjustments'],
];

function Queue({ label, to, queue }: { label: Label; to: string; queue: TPendingQueue }) {
  const t = useT();
  const waitedMs = queue.oldestAgeSeconds === null ? null : queue.oldestAgeSeconds * 1000;
  return (
    <Card size="small">
      <Link to={to}>
        <Statistic title={t(label)} value={queue.count} />
      </Link>
      <Typography.Text type={waitedMs !== null && waitedMs >= LONG_WAIT_MS ? 'danger' : 'secondary'}>
        {waitedMs === null
          ? t('dash.noneWaiting')
          : t(
              'dash.oldest',
              waitingText(0, waitedMs, {
                day: t('wait.day'),
                hour: t('wait.hour'),
                minute: t('wait.minute'),
                underMinute: t('wait.underMinute'),
              }),
            )}
      </Typography.Text>
    </Card>
  );
}

export function DashboardPage() {
  const t = useT();
  const dashboard = useDashboard();
  if (dashboard.isError) return <Alert type="error" title={errorText(dashboard.error, t)} />;
  const data = dashboard.data;
  if (!data) return <Skeleton active />;
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('nav.dashboard')}
      </Typography.Title>
      <Typography.Text type="secondary">
        {t('dash.asOf', formatDateTime(Date.parse(data.generatedTime), { withSeconds: true }), data.timeZone)}
      </Typography.Text>
      <Row gutter={[16, 16]}>
        {QUEUES.map(([key, label, to]) => (
          <Col key={key} xs={12} lg={6}>
            <Queue label={label} to={to} queue={data.pending[key]} />
          </Col>
        ))}
      </Row>
      <Figures title="dash.today" figures={data.today} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Figures title="dash.last7" figures={data.last7Days} />
        </Col>
        <Col xs={24} xl={12}>
          <Figures title="dash.last30" figures={data.last30Days} />
        </Col>
      </Row>
      <Suspense fallback={<Skeleton active />}>
        <DashboardCharts series={data.series} />
      </Suspense>
    </div>
  );
}
