// Game types, their areas and rooms: each room's rule version in effect and any waiting for the next
// round, its odds, limits and opening; edit the rules (a new version) or open or close it from the next round.
import { displayMoney, type GameLayout, PLAIN_BET_TYPES, type TAdminRoom } from '@fair28/shared';
import { Alert, App, Button, Card, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '@/api/error-text';
import { useCan } from '@/api/staff/get-me';
import { ReasonModal } from '@/components/reason-modal';
import { useT } from '@/i18n/labels';
import { useLanguage } from '@/i18n/language';
import { useGames } from '../api/get-games';
import { useSetRoomOpen } from '../api/set-room-open';
import { RoomEditor } from '../components/room-editor';

type Editing = { room: TAdminRoom; layout: GameLayout };

export function GamesPage() {
  const t = useT();
  const language = useLanguage();
  const { message } = App.useApp();
  const games = useGames();
  const canManage = useCan('rooms.manage');
  const setOpen = useSetRoomOpen();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [opening, setOpening] = useState<TAdminRoom | null>(null);
  const nameOf = (row: { nameZh: string; nameEn: string }) => (language === 'zh' ? row.nameZh : row.nameEn);

  if (games.isError) return <Alert type="error" title={errorText(games.error, t)} />;
  if (!games.data) return <Skeleton active />;
  const newest = (room: TAdminRoom) => room.next ?? room.current;

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('nav.games')}
      </Typography.Title>
      {games.data.list.map((gameType) => (
        <Card
          key={gameType.id}
          title={`${nameOf(gameType)} · ${gameType.code}`}
          extra={
            <Space>
              {gameType.isEnabled ? null : <Tag>{t('games.disabled')}</Tag>}
              <Typography.Text type="secondary">
                {t('games.currentIssue', gameType.currentIssue)}
              </Typography.Text>
            </Space>
          }
        >
          {gameType.areas.map((area) => (
            <div key={area.id} style={{ marginBottom: 16 }}>
              <Typography.Title level={5}>{nameOf(area)}</Typography.Title>
              <Table<TAdminRoom>
                rowKey="id"
                size="small"
                pagination={false}
                dataSource={area.rooms}
                columns={[
                  { title: t('games.room'), render: (_, room) => nameOf(room) },
                  {
                    title: t('common.status'),
                    render: (_, room) => (
                      <Space orientation="vertical" size={0}>
                        <Tag color={room.current.isOpen ? 'green' : 'default'}>
                          {room.current.isOpen ? t('games.open') : t('games.closed')}
                        </Tag>
                        <Typography.Text type="secondary">
                          {t('games.version', room.current.version, room.current.fromIssue)}
                        </Typography.Text>
                        {room.next ? (
                          <Tag color="gold">
                            {t('games.waiting', room.next.version, room.next.fromIssue)} ·{' '}
                            {room.next.isOpen ? t('games.open') : t('games.closed')}
                          </Tag>
                        ) : null}
                      </Space>
                    ),
                  },
                  {
                    title: t('games.limits'),
                    render: (_, room) =>
                      `${displayMoney(room.current.betMin)} – ${displayMoney(room.current.betMax)}`,
                  },
                  { title: t('games.entryMin'), render: (_, room) => displayMoney(room.current.entryMin) },
                  {
                    title: t('editor.odds'),
                    render: (_, room) =>
                      PLAIN_BET_TYPES.map((betType) => room.current.odds[betType])
                        .filter(Boolean)
                        .join(' / '),
                  },
                  {
                    title: t('common.actions'),
                    render: (_, room) =>
                      canManage ? (
                        <Space>
                          <Button onClick={() => setEditing({ room, layout: gameType.layout })}>
                            {t('games.edit')}
                          </Button>
                          <Button danger={newest(room).isOpen} onClick={() => setOpening(room)}>
                            {newest(room).isOpen ? t('games.closeRoom') : t('games.openRoom')}
                          </Button>
                        </Space>
                      ) : null,
                  },
                ]}
              />
            </div>
          ))}
        </Card>
      ))}
      {editing ? (
        <RoomEditor room={editing.room} layout={editing.layout} onClose={() => setEditing(null)} />
      ) : null}
      {opening ? (
        <ReasonModal
          open
          title={nameOf(opening)}
          description={t(
            newest(opening).isOpen ? 'games.closeConfirm' : 'games.openConfirm',
            nameOf(opening),
          )}
          okText={newest(opening).isOpen ? t('games.closeRoom') : t('games.openRoom')}
          isDanger={newest(opening).isOpen}
          isPending={setOpen.isPending}
          error={setOpen.error}
          onCancel={() => {
            setOpening(null);
            setOpen.reset();
          }}
          onSubmit={async ({ reason }) => {
            const saved = await setOpen
              .mutateAsync({ roomId: opening.id, isOpen: newest(opening).isOpen ? '0' : '1', reason })
              .catch(() => null);
            if (!saved) return;
            message.success(t('editor.saved', saved.version, saved.fromIssue));
            setOpening(null);
          }}
        />
      ) : null}
    </Space>
  );
}
