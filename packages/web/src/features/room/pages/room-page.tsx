// /pages/game/gameRoom/pc28room?roomId=… — one room of a pc28 game: the balance, the round with its
// countdowns on the server's clock, the last results, the live feed over the room socket with chat, the
// bet panel with every bet type's odds and RTP, a confirmation before bets are placed, the player's bets
// with cancel while the round is open, the result once the round is settled, and auto-bet plans. A balance below the
// room's entry minimum gets the spec's message and leaves after 3 s (spec §4); leaving tells the server.

import { useUserDetails } from '@/api/account/get-user-details';
import { useRoom } from '@/api/game/get-rooms';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError, Loading } from '@/components/ui/load-state';
import { Page } from '@/components/ui/page';
import { routes } from '@/config/routes';
import { useGameWords } from '@/hooks/use-game-words';
import { translateMessage } from '@/i18n/i18n';
import { useTranslation } from '@/i18n/use-translation';
import { useSearchParams } from '@/lib/router/router-context';
import { useRoomBets } from '../api/get-room-bets';
import { useRoomOdds } from '../api/get-room-odds';
import { AutoBetCard } from '../components/auto-bet-card';
import { BetSheet } from '../components/bet-sheet';
import { ConnectionStatus } from '../components/connection-status';
import { EntryRefused } from '../components/entry-refused';
import { LiveFeed } from '../components/live-feed';
import { MyBets } from '../components/my-bets';
import { RedPackets } from '../components/red-packets';
import { RoomBar } from '../components/room-bar';
import { RoundPanel } from '../components/round-panel';
import { useBetSlip } from '../hooks/use-bet-slip';
import { useCancelMyBets } from '../hooks/use-cancel-my-bets';
import { useRoomEntry } from '../hooks/use-room-entry';
import { useRoomEvents } from '../hooks/use-room-events';
import { useRoomRound } from '../hooks/use-room-round';
import { roomSocket } from '../hooks/use-room-socket';
import type { RoundPhase } from '../lib/round-phase';
import styles from './room-page.module.css';

function parseRoomId(text: string | null): number | null {
  return text && /^\d{1,10}$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

export function RoomPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const roomId = parseRoomId(params.get('roomId'));
  if (roomId === null) {
    return (
      <Page title={t('route.gameRoom')} backTo={routes.game.path}>
        <EmptyState
          text={t('room.notFound')}
          action={{ label: t('room.chooseRoom'), to: routes.game.path }}
        />
      </Page>
    );
  }
  return <Room key={roomId} roomId={roomId} />;
}

/** Why bets cannot be placed now, in the catalogue's words, or null while they can. */
function closedReasonOf(room: { isOpen: boolean; isConfigured: boolean }, phase: RoundPhase): string | null {
  if (!room.isOpen) return translateMessage('error.RoomClosed');
  if (!room.isConfigured) return translateMessage('error.RoomNotConfigured');
  return phase.kind === 'open' ? null : translateMessage('error.BettingClosed');
}

function Room({ roomId }: { roomId: number }) {
  const { t } = useTranslation();
  const { nameOf } = useGameWords();
  const room = useRoom(roomId);
  const user = useUserDetails();
  const roomData = room.data ?? null;
  const balance = user.data?.point;
  const { entry, leavingIn } = useRoomEntry(roomId, roomData, user.data);
  const isInside = entry === 'inside';

  const canTakeBets = isInside && roomData?.isOpen === true && roomData.isConfigured;
  const odds = useRoomOdds(roomId, canTakeBets);
  const bets = useRoomBets(roomId, isInside);
  const { feed, drawn, socketState } = useRoomEvents({ roomId, myId: user.data?.id, isInside });
  const { openInfo, phase } = useRoomRound(roomId, isInside, drawn);
  const slip = useBetSlip({ roomId, room: roomData, balance, phase, odds: odds.data });
  const { cancel, isCancelling } = useCancelMyBets(roomId);

  const title = roomData ? nameOf(roomData) : t('route.gameRoom');
  if (room.isError || user.isError) {
    const failure = room.isError ? room : user;
    return (
      <Page title={title} backTo={routes.game.path}>
        <LoadError error={failure.error} onRetry={() => void failure.refetch()} />
      </Page>
    );
  }
  if (room.data === null) {
    return (
      <Page title={title} backTo={routes.game.path}>
        <EmptyState
          text={t('room.notFound')}
          action={{ label: t('room.chooseRoom'), to: routes.game.path }}
        />
      </Page>
    );
  }
  if (!roomData || !user.data) {
    return (
      <Page title={title} backTo={routes.game.path}>
        <Loading />
      </Page>
    );
  }

  return (
    <div className={styles.room}>
      <Page
        title={title}
        backTo={routes.game.path}
        right={isInside ? <ConnectionStatus state={socketState} /> : undefined}
        hero={
          <RoundPanel
            balance={balance}
            phase={isInside ? phase : null}
            results={openInfo.data?.gameOpenInfo ?? []}
          />
        }
      >
        {entry === 'refused' ? <EntryRefused entryMin={roomData.entryMin} leavingIn={leavingIn} /> : null}
        {isInside && openInfo.isError ? (
          <LoadError error={openInfo.error} onRetry={() => void openInfo.refetch()} />
        ) : null}
        {isInside && !roomData.isConfigured ? (
          <p className={styles.notice} role="alert">
            {translateMessage('error.RoomNotConfigured')}
          </p>
        ) : null}
        {isInside ? (
          <>
            {bets.isError ? <LoadError error={bets.error} onRetry={() => void bets.refetch()} /> : null}
            <RedPackets roomId={roomId} />
            <AutoBetCard roomId={roomId} odds={odds.data} betMin={roomData.betMin} />
            <MyBets
              records={bets.data?.list ?? []}
              phase={phase}
              balance={balance}
              onCancel={(records) => void cancel(records)}
              isCancelling={isCancelling}
            />
            <LiveFeed items={feed} />
          </>
        ) : null}
      </Page>
      {isInside ? (
        <RoomBar
          onSend={(text) => roomSocket().sendChat(text)}
          onOpenBets={slip.openPanel}
          canBet={canTakeBets}
        />
      ) : null}
      <BetSheet
        slip={slip}
        odds={odds}
        limits={roomData}
        canTakeBets={canTakeBets}
        closedReason={closedReasonOf(roomData, phase)}
        phase={phase}
      />
    </div>
  );
}
