// The dashboard's charts (@ant-design/plots, loaded only when the dashboard shows them): money in the game
// by day, and money in and out by day.
import { Column, Line } from '@ant-design/plots';
import type { TDashboardDay } from '@fair28/shared';
import { Card, Col, Row } from 'antd';
import { useT } from '@/i18n/labels';

const money = (text: string) => Number(text);

export function DashboardCharts({ series }: { series: TDashboardDay[] }) {
  const t = useT();
  const game = series.flatMap((day) => [
    { date: day.date.slice(5), figure: t('dash.stakes'), value: money(day.stakes) },
    { date: day.date.slice(5), figure: t('dash.payouts'), value: money(day.payouts) },
    { date: day.date.slice(5), figure: t('dash.ggr'), value: money(day.grossGamingRevenue) },
  ]);
  const cash = series.flatMap((day) => [
    { date: day.date.slice(5), figure: t('dash.deposits'), value: money(day.deposits) },
    { date: day.date.slice(5), figure: t('dash.withdrawals'), value: money(day.withdrawals) },
  ]);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <Card title={t('dash.chartGame')}>
          <Line data={game} xField="date" yField="value" colorField="figure" height={280} />
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card title={t('dash.chartMoney')}>
          <Column data={cash} xField="date" yField="value" colorField="figure" group height={280} />
        </Card>
      </Col>
    </Row>
  );
}
