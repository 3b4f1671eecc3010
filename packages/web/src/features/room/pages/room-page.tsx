// /pages/game/gameRoom/pc28room?roomId=… — one room of a pc28 game: the balance, the round with its
// countdowns on the server's clock, the last results, the live feed over the room socket with chat, the
// bet panel with every bet type's odds and RTP, a confirmation before bets are placed, the player's bets
// with cancel while the round is open, and the result once the round is settled. A balance below the
// room's entry minimum gets the spec's message and leaves after 3 s (spec §4); leaving tells the server.

import {
  type BetType,
  displayMoney,
  newIdempotencyKey,
  parseMinor,
  ROOM_EXIT_DELAY_MS,
  type TBetRecord,
} from '@fair28/shared';
import { Dialog, Popup } from 'antd-mobile';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useUserDetails } from '../../../api/account/get-user-details';
import { isApiError } from '../../../api/api-error';
import { showError } from '../../../api/error-text';
import { useRoom } from '../../../api/game/get-rooms';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError, Loading } from '../../../components/ui/load-state';
import { Page } from '../../../components/ui/page';
import { routes } from '../../../config/routes';
import { useGameWords } from '../../../hooks/use-game-words';
import { translateMessage } from '../../../i18n/i18n';
import { canGoBack, navigateBack, redirectTo } from '../../../lib/navigation';
import { confirmAction, showToast } from '../../../lib/notify';
import { useCancelBets } from '../api/cancel-bet';
import { exitRoom } from '../api/exit-room';
import { useRoomBets } from '../api/get-room-bets';
import { useRoomOdds } from '../api/get-room-odds';
import { useRoomOpenInfo } from '../api/get-room-open-info';
import { type PlaceBetInput, usePlaceBet } from '../api/place-bet';
import { BetConfirmation } from '../components/bet-confirmation';
import { BetPanel } from '../components/bet-panel';
import { LiveFeed } from '../components/live-feed';
import { MyBets } from '../components/my-bets';
import { RoomBar } from '../components/room-bar';
import { RoundPanel } from '../components/round-panel';
import { useRoomEvents } from '../hooks/use-room-events';
import { roomSocket } from '../hooks/use-room-socket';
import { useServerNow } from '../hooks/use-server-now';
import { checkBetSlip, chipAmounts, meetsEntryMinimum } from '../lib/bet-slip';
import { roundPhase } from '../lib/round-phase';
import styles from './room-page.module.css';

/** How often the room asks for the round again while it waits for a draw the socket has not brought. */
const ROUND_POLL_MS = 3000;

function parseRoomId(text: string | null): number | null {
  return text && /^\d{1,10}$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

/** Failures after which the bets may or may not have been placed: only a retry with the same key tells. */
function isUncertain(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'http');
}

function leaveRoom(): void {
  void (canGoBack() ? navigateBack() : redirectTo(routes.game.path));
}

export function RoomPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const roomId = parseRoomId(params.get('roomId'));
  if (roomId === null) {
    return (
      <Page title={t('route.gameRoom')} backTo={routes.game.path}>
        <EmptyState text={t('room.notFound')} />
      </Page>
    );
  }
  return <Room key={roomId} roomId={roomId} />;
}

type Entry = 'checking' | 'inside' | 'refused';

function Room({ roomId }: { roomId: number }) {
  const { t } = useTranslation();
  const { nameOf, betLabel } = useGameWords();
  const room = useRoom(roomId);
  const user = useUserDetails();
  const [entry, setEntry] = useState<Entry>('checking');
  const isInside = entry === 'inside';
  const roomData = room.data ?? null;
  const balance = user.data?.point;

  // Spec §4: below the room's minimum the player is told so and leaves after 3 s.
  useEffect(() => {
    if (entry !== 'checking' || !roomData || !user.data) return;
    if (meetsEntryMinimum(user.data.point, roomData.entryMin)) {
      setEntry('inside');
      return;
    }
    setEntry('refused');
    showToast(translateMessage('form.balanceNeedsAtLeast', displayMoney(roomData.entryMin)));
  }, [entry, roomData, user.data]);
  const [leavingIn, setLeavingIn] = useState(ROOM_EXIT_DELAY_MS / 1000);
  useEffect(() => {
    if (entry !== 'refused') return;
    const timer = setTimeout(leaveRoom, ROOM_EXIT_DELAY_MS);
    const tick = setInterval(() => setLeavingIn((seconds) => Math.max(0, seconds - 1)), 1000);
    return () => {
      clearTimeout(timer);
      clearInterval(tick);
    };
  }, [entry]);
  // Leaving the room, however the player goes, tells the server.
  useEffect(() => () => void exitRoom(roomId), [roomId]);

  const canTakeBets = isInside && roomData?.isOpen === true && roomData.isConfigured;
  const odds = useRoomOdds(roomId, canTakeBets);
  const openInfo = useRoomOpenInfo(roomId, isInside);
  const bets = useRoomBets(roomId, isInside);
  const now = useServerNow();
  const { feed, drawn, socketState } = useRoomEvents({ roomId, myId: user.data?.id, isInside });
  const phase = openInfo.data ? roundPhase(openInfo.data, now, drawn) : ({ kind: 'unknown' } as const);

  // The socket says when rounds change; without it (or while a draw is late) the room asks again.
  const needsRound =
    isInside &&
    (phase.kind === 'unknown' ||
      phase.kind === 'drawing' ||
      (phase.kind === 'closed' && phase.next === null));
  const refetchOpenInfo = openInfo.refetch;
  useEffect(() => {
    if (!needsRound) return;
    const timer = setInterval(() => void refetchOpenInfo(), ROUND_POLL_MS);
    return () => clearInterval(timer);
  }, [needsRound, refetchOpenInfo]);

  // ---- Bets ----
  const [isPanelOpen, setIsPanelOpen] = useState(false);
  const [selected, setSelected] = useState<BetType[]>([]);
  const [amount, setAmount] = useState('');
  const placeBet = usePlaceBet();
  const cancelBets = useCancelBets();
  const isPlacing = useRef(false);

  useEffect(() => {
    // Start the amount at the room's smallest quick amount, once the room is known.
    if (roomData && amount === '')
      setAmount(chipAmounts(roomData.betMin, roomData.betMax)[0]?.replace(/\.00$/, '') ?? '');
  }, [roomData, amount]);

  const oddsOf = useMemo(
    () => new Map((odds.data?.list ?? []).map((line) => [line.betType, line.odds] as const)),
    [odds.data],
  );

  const toggle = (betType: BetType) =>
    setSelected((current) =>
      current.includes(betType) ? current.filter((type) => type !== betType) : [...current, betType],
    );

  const send = async (input: PlaceBetInput): Promise<void> => {
    try {
      await placeBet.mutateAsync(input);
      showToast(t('room.placed'), 'success');
      setSelected([]);
      setIsPanelOpen(false);
    } catch (error) {
      if (!isUncertain(error)) {
        showError(error);
        return;
      }
      const retry = await Dialog.confirm({
        title: t('room.retryTitle'),
        content: t('room.retryBody'),
        confirmText: t('common.retry'),
        cancelText: t('common.cancel'),
      });
      // The same key: if the first call went through, the server answers it and bets nothing more.
      if (retry) await send(input);
    }
  };

  const submit = async () => {
    if (!roomData || !user.data || isPlacing.current) return;
    const check = checkBetSlip(selected, amount, {
      betMin: roomData.betMin,
      betMax: roomData.betMax,
      balance: user.data.point,
    });
    if (!check.ok) {
      showToast(translateMessage(check.message, ...check.args.map(displayMoney)));
      return;
    }
    const issue = phase.kind === 'open' ? phase.issue : '';
    const confirmed = await Dialog.confirm({
      title: t('room.confirmTitle'),
      content: (
        <BetConfirmation
          round={t('round.issue', { issue })}
          lines={check.items.map((item) => ({
            key: item.betType,
            label: betLabel(item.betType),
            odds: oddsOf.get(item.betType) ?? '',
            amount: displayMoney(item.amount),
          }))}
          totalLabel={t('room.total')}
          total={displayMoney(check.totalMinor)}
        />
      ),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    isPlacing.current = true;
    try {
      // One key per confirmation, kept for its retries.
      await send({ roomId, items: check.items, idempotencyKey: newIdempotencyKey() });
    } finally {
      isPlacing.current = false;
    }
  };

  const cancel = async (records: TBetRecord[]) => {
    const refund = displayMoney(records.reduce((sum, bet) => sum + parseMinor(bet.amount), 0n));
    if (
      records.length > 1 &&
      !(await confirmAction(t('room.cancelConfirm', { count: records.length, amount: refund })))
    ) {
      return;
    }
    cancelBets.mutate(
      { roomId, betIds: records.map((bet) => bet.betId) },
      {
        onSuccess: (answer) =>
          showToast(t('room.cancelled', { amount: displayMoney(answer.refunded) }), 'success'),
        onError: showError,
      },
    );
  };

  const sendChat = (text: string) => roomSocket().sendChat(text);

  // ---- Layout ----
  const title = roomData ? nameOf(roomData) : t('route.gameRoom');
  const connection = (
    <span
      className={`${styles.connection} ${styles[socketState] ?? ''}`}
      role="status"
      aria-label={`${t('room.connection')}: ${
        socketState === 'loggedIn'
          ? t('room.live')
          : socketState === 'waiting'
            ? t('room.reconnecting')
            : t('room.connecting')
      }`}
    />
  );

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
        <EmptyState text={t('room.notFound')} />
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

  const closedReason = !roomData.isOpen
    ? translateMessage('error.RoomClosed')
    : !roomData.isConfigured
      ? translateMessage('error.roomNotConfigured')
      : phase.kind === 'open'
        ? null
        : translateMessage('error.BettingClosed');

  return (
    <div className={styles.room}>
      <Page
        title={title}
        backTo={routes.game.path}
        right={isInside ? connection : undefined}
        hero={
          <RoundPanel
            balance={balance}
            phase={isInside ? phase : null}
            results={openInfo.data?.gameOpenInfo ?? []}
          />
        }
      >
        {entry === 'refused' ? (
          <div className={styles.refused} role="alert">
            <p>{translateMessage('form.balanceNeedsAtLeast', displayMoney(roomData.entryMin))}</p>
            <p className={styles.leaving}>{t('room.leavingIn', { seconds: leavingIn })}</p>
          </div>
        ) : null}
        {isInside && openInfo.isError ? (
          <LoadError error={openInfo.error} onRetry={() => void openInfo.refetch()} />
        ) : null}
        {isInside && !roomData.isConfigured ? (
          <p className={styles.notice} role="alert">
            {translateMessage('error.roomNotConfigured')}
          </p>
        ) : null}
        {isInside ? (
          <>
            {bets.isError ? <LoadError error={bets.error} onRetry={() => void bets.refetch()} /> : null}
            <MyBets
              records={bets.data?.list ?? []}
              phase={phase}
              balance={balance}
              onCancel={(records) => void cancel(records)}
              isCancelling={cancelBets.isPending}
            />
            <LiveFeed items={feed} />
          </>
        ) : null}
      </Page>
      {isInside ? (
        <RoomBar onSend={sendChat} onOpenBets={() => setIsPanelOpen(true)} canBet={canTakeBets} />
      ) : null}
      <Popup
        visible={isPanelOpen}
        onMaskClick={() => setIsPanelOpen(false)}
        onClose={() => setIsPanelOpen(false)}
        showCloseButton
        bodyClassName={styles.sheet}
      >
        <div role="dialog" aria-modal="true" aria-labelledby="bet-panel-title">
          <h2 id="bet-panel-title" className={styles.sheetTitle}>
            {t('room.betPanel')}
          </h2>
          {odds.isError ? <LoadError error={odds.error} onRetry={() => void odds.refetch()} /> : null}
          {odds.isPending && canTakeBets ? <Loading /> : null}
          {odds.data ? (
            <BetPanel
              odds={odds.data}
              betMin={roomData.betMin}
              betMax={roomData.betMax}
              selected={selected}
              onToggle={toggle}
              amount={amount}
              onAmount={setAmount}
              onClear={() => setSelected([])}
              onSubmit={() => void submit()}
              isBusy={placeBet.isPending}
              closedReason={closedReason}
            />
          ) : null}
        </div>
      </Popup>
    </div>
  );
}
