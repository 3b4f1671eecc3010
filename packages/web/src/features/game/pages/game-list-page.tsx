// /pages/game/pc28/pc28 — the pc28 games and their rooms: each game with its round length and close time,
// its areas, and each room with its entry minimum, bet limits and whether it takes bets. A room opens
// /pages/game/gameRoom/pc28room?roomId=…; rooms that are closed or not configured say so.

import type { TGameArea, TGameType, THomeGame, TRoom } from '@fair28/shared';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import ChartIcon from 'lucide-react/icons/chart-column';
import ShieldCheckIcon from 'lucide-react/icons/shield-check';
import type { ReactNode } from 'react';
import { useGameTypes } from '@/api/game/get-game-types';
import { useRooms } from '@/api/game/get-rooms';
import { useHomePage } from '@/api/home/get-home-page';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError, Loading } from '@/components/ui/load-state';
import { Page } from '@/components/ui/page';
import { routes } from '@/config/routes';
import { useGameWords } from '@/hooks/use-game-words';
import { useTranslation } from '@/i18n/use-translation';
import { withQuery } from '@/lib/navigation';
import { Link } from '@/lib/router/link';
import { useGameAreas } from '../api/get-game-areas';
import { LiveRound } from '../components/live-round';
import { RoomCard } from '../components/room-card';
import styles from './game-list-page.module.css';

export function GameListPage() {
  const { t } = useTranslation();
  const gameTypes = useGameTypes();
  const areas = useGameAreas();
  const rooms = useRooms();
  // The live rounds are a bonus on this page: without them the rooms still show.
  const home = useHomePage();
  const queries = [gameTypes, areas, rooms];
  const failed = queries.find((query) => query.isError);

  const refresh = async () => {
    await Promise.all([...queries.map((query) => query.refetch()), home.refetch()]);
  };

  let content: ReactNode;
  if (failed) content = <LoadError error={failed.error} onRetry={() => void refresh()} />;
  else if (!gameTypes.data || !areas.data || !rooms.data) content = <Loading />;
  else if (gameTypes.data.list.length === 0) content = <EmptyState text={t('game.noGames')} />;
  else {
    content = gameTypes.data.list.map((gameType) => (
      <GameSection
        key={gameType.id}
        gameType={gameType}
        areas={areas.data.list.filter((area) => area.gameTypeId === gameType.id)}
        rooms={rooms.data.list.filter((room) => room.gameTypeId === gameType.id)}
        live={home.data?.games.find((game) => game.gameTypeId === gameType.id)}
      />
    ));
  }

  return (
    <Page title={t('route.game')} backTo={routes.home.path}>
      <PullToRefresh onRefresh={refresh}>
        <p className={styles.fair}>
          <ShieldCheckIcon aria-hidden="true" /> {t('game.fairNote')}
        </p>
        {content}
      </PullToRefresh>
    </Page>
  );
}

function GameSection({
  gameType,
  areas,
  rooms,
  live,
}: {
  gameType: TGameType;
  areas: TGameArea[];
  rooms: TRoom[];
  live: THomeGame | undefined;
}) {
  const { t } = useTranslation();
  const { nameOf, duration } = useGameWords();
  const name = nameOf(gameType);
  const headingId = `game-${gameType.id}`;
  return (
    <section className={styles.game} aria-labelledby={headingId}>
      <div className={styles.gameHead}>
        <div>
          <h2 id={headingId} className={styles.gameName}>
            {name}
          </h2>
          <p className={styles.meta}>
            {t('game.roundEvery', { time: duration(gameType.roundSeconds) })} ·{' '}
            {t('game.closeBefore', { seconds: gameType.closeBeforeDrawSeconds })} ·{' '}
            {t(`layout.${gameType.layout}`)}
          </p>
        </div>
        <Link
          className={styles.trend}
          to={withQuery(routes.trend.path, { gameTypeId: gameType.id })}
          replace
          aria-label={t('game.trendLink', { game: name })}
        >
          <ChartIcon aria-hidden="true" />
          <span>{t('route.trend')}</span>
        </Link>
      </div>
      {live ? <LiveRound game={live} /> : null}
      {areas.length === 0 ? <EmptyState text={t('game.noRooms')} /> : null}
      {areas.map((area) => {
        const areaRooms = rooms.filter((room) => room.areaId === area.id);
        return (
          <div key={area.id} className={styles.area}>
            <h3 className={styles.areaName}>{nameOf(area)}</h3>
            {areaRooms.length === 0 ? (
              <EmptyState text={t('game.noRooms')} />
            ) : (
              <ul className={styles.rooms}>
                {areaRooms.map((room) => (
                  <li key={room.id}>
                    <RoomCard room={room} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </section>
  );
}
