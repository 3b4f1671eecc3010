// The round monitor: every round taking bets or awaiting its draw, refreshed every two seconds, with its
// stakes and what it would pay per bet type, per room and for its biggest bettors; an admin may void a
// round before its draw (every bet refunded, the reason logged and told to the players). There is no way
// to set or change a result.
import { serverClockOffset } from '@fair28/client';
import { displayMoney, type TMonitorRound } from '@fair28/shared';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Empty,
  Row,
  Select,
  Skeleton,
  Space,
  Statistic,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorText } from '@/api/error-text';
import { useCan } from '@/api/staff/get-me';
import { ReasonModal } from '@/components/reason-modal';
import { useT } from '@/i18n/labels';
import { MONITOR_REFRESH_MS, useRoundMonitor } from '../api/get-round-monitor';
import { useVoidRound } from '../api/void-round';

/** Seconds until an instant by the server's clock, redrawn each second. */
const serverNow = () => Date.now() + serverClockOffset();

function useSecondsUntil(time: number): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const timer = setInterval(() => setNow(serverNow()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.ceil((time - now) / 1000));
}

function Countdown({ round }: { round: TMonitorRound }) {
  const t = useT();
  const toClose = useSecondsUntil(round.closesAt);
  const toDraw = useSecondsUntil(round.drawsAt);
  return (
    <Typography.Text type="secondary">
      {toClose > 0 ? t('monitor.closesIn', toClose) : t('monitor.drawsIn', toDraw)}
    </Typography.Text>
  );
}

type Slice = { betCount: number; stake: string; potentialPayout: string };

function useSliceColumns() {
  const t = useT();
  return [
    { title: t('monitor.bets'), dataIndex: 'betCount', align: 'right' as const },
    {
      title: t('monitor.stake'),
      align: 'right' as const,
      render: (_: unknown, row: Slice) => displayMoney(row.stake),
    },
    {
      title: t('monitor.exposure'),
      align: 'right' as const,
      render: (_: unknown, row: Slice) => displayMoney(row.potentialPayout),
    },
  ];
}

function RoundCard({ round, onVoid }: { round: TMonitorRound; onVoid?: () => void }) {
  const t = useT();
  const slices = useSliceColumns();
  return (
    <Card
      title={
        <Space>
          <span>
            {round.gameName} · {t('monitor.issue', round.issue)}
          </span>
          <Tag color={round.status === 'open' ? 'green' : 'orange'}>{t(`round.status.${round.status}`)}</Tag>
          <Countdown round={round} />
        </Space>
      }
      extra={
        onVoid ? (
          <Button danger onClick={onVoid}>
            {t('monitor.void')}
          </Button>
        ) : null
      }
    >
      <Row gutter={16} style={{ marginBottom: 16 }}>
        <Col span={6}>
          <Statistic title={t('monitor.stake')} value={displayMoney(round.stake)} />
        </Col>
        <Col span={6}>
          <Statistic title={t('monitor.exposure')} value={displayMoney(round.potentialPayout)} />
        </Col>
        <Col span={6}>
          <Statistic title={t('monitor.bets')} value={round.betCount} />
        </Col>
        <Col span={6}>
          <Statistic title={t('monitor.players')} value={round.playerCount} />
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={8}>
          <Typography.Title level={5}>{t('monitor.byBetType')}</Typography.Title>
          <Table
            rowKey="betType"
            size="small"
            pagination={false}
            dataSource={round.byBetType}
            columns={[{ title: t('editor.bet'), dataIndex: 'label' }, ...slices]}
          />
        </Col>
        <Col xs={24} xl={8}>
          <Typography.Title level={5}>{t('monitor.byRoom')}</Typography.Title>
          <Table
            rowKey="roomId"
            size="small"
            pagination={false}
            dataSource={round.byRoom}
            columns={[
              { title: t('monitor.room'), dataIndex: 'roomName' },
              ...slices,
              {
                title: t('monitor.cap'),
                align: 'right' as const,
                render: (_, row) => (row.payoutCap ? displayMoney(row.payoutCap) : '—'),
              },
            ]}
          />
        </Col>
        <Col xs={24} xl={8}>
          <Typography.Title level={5}>{t('monitor.topPlayers')}</Typography.Title>
          <Table
            rowKey="userId"
            size="small"
            pagination={false}
            dataSource={round.topPlayers}
            columns={[{ title: t('player.account'), dataIndex: 'account' }, ...slices]}
          />
        </Col>
      </Row>
    </Card>
  );
}

export function RoundMonitorPage() {
  const t = useT();
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const gameTypeId = Number(params.get('gameTypeId')) || undefined;
  const monitor = useRoundMonitor(gameTypeId ? { gameTypeId } : {});
  const canVoid = useCan('rounds.void');
  const voidRound = useVoidRound();
  const [voiding, setVoiding] = useState<TMonitorRound | null>(null);

  if (monitor.isError && !monitor.data) return <Alert type="error" title={errorText(monitor.error, t)} />;
  if (!monitor.data) return <Skeleton active />;
  const games = [...new Map(monitor.data.list.map((round) => [round.gameTypeId, round.gameName]))];

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('nav.roundMonitor')}
        </Typography.Title>
        <Space>
          <Typography.Text type="secondary">{t('monitor.live', MONITOR_REFRESH_MS / 1000)}</Typography.Text>
          <Select
            aria-label={t('monitor.game')}
            style={{ width: 200 }}
            value={gameTypeId ?? 0}
            onChange={(value: number) => setParams(value ? { gameTypeId: String(value) } : {})}
            options={[
              { value: 0, label: t('monitor.all') },
              ...games.map(([id, name]) => ({ value: id, label: name })),
            ]}
          />
        </Space>
      </Space>
      <Alert type="info" title={t('monitor.noResultChange')} />
      {monitor.data.list.length === 0 ? <Empty description={t('monitor.none')} /> : null}
      {monitor.data.list.map((round) => (
        <RoundCard
          key={round.roundId}
          round={round}
          {...(canVoid ? { onVoid: () => setVoiding(round) } : {})}
        />
      ))}
      {voiding ? (
        <ReasonModal
          open
          title={t('monitor.voidTitle', voiding.issue)}
          description={t('monitor.voidText', voiding.betCount, displayMoney(voiding.stake))}
          okText={t('monitor.void')}
          isDanger
          isPending={voidRound.isPending}
          error={voidRound.error}
          onCancel={() => {
            setVoiding(null);
            voidRound.reset();
          }}
          onSubmit={async ({ reason }) => {
            const voided = await voidRound
              .mutateAsync({ roundId: voiding.roundId, reason })
              .catch(() => null);
            if (!voided) return;
            message.success(
              t('monitor.voided', voided.issue, voided.refundedBets, displayMoney(voided.refunded)),
            );
            setVoiding(null);
          }}
        />
      ) : null}
    </Space>
  );
}
