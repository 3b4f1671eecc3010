// The room's side of the socket: every kind of room content turned into feed entries, and the queries it
// makes stale — the round on status and draw events, the bets and balance on the player's bets and results.
// Socket data is untrusted: the socket hands each content on read once with its shared schema.

import { syncServerClock } from '@fair28/client';
import {
  displayMoney,
  displaySignedMoney,
  formatMinor,
  parseMinor,
  type TRedPacketListResponse,
} from '@fair28/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { userDetailsQueryKey } from '@/api/account/get-user-details';
import { useTranslation } from '@/i18n/use-translation';
import { showToast } from '@/lib/notify';
import { redPacketDetailQueryKey, redPacketsQueryKey } from '../api/get-red-packets';
import { roomBetsQueryKey } from '../api/get-room-bets';
import { roomOddsQueryKey } from '../api/get-room-odds';
import { roomOpenInfoQueryKey } from '../api/get-room-open-info';
import { useRoomFeed } from './use-room-feed';
import { useRoomSocket } from './use-room-socket';

type RoomEventsOptions = {
  roomId: number;
  /** The player's user id, to tell their own bets and chat from others'. */
  myId: number | undefined;
  /** Only a player let into the room connects. */
  isInside: boolean;
};

export function useRoomEvents({ roomId, myId, isInside }: RoomEventsOptions) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  /** Rounds whose draw reached the room: they no longer wait for results. */
  const [drawn, setDrawn] = useState<ReadonlySet<number>>(() => new Set());
  const feed = useRoomFeed();
  const invalidate = useCallback(
    (...keys: ReadonlyArray<readonly unknown[]>) => {
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    },
    [queryClient],
  );
  const socketState = useRoomSocket(isInside ? roomId : null, {
    RedPacket: (packet, message) => {
      invalidate(redPacketsQueryKey(roomId), redPacketDetailQueryKey(packet.packetId));
      // The server answers a player on a break no red packets (and says so): none reaches the feed either.
      const packets = queryClient.getQueryData<TRedPacketListResponse>(redPacketsQueryKey(roomId));
      if (packets?.paused) return;
      const name = packet.nickName ?? '';
      feed.add(
        {
          kind: 'redPacket',
          action: packet.action,
          packetId: packet.packetId,
          total: packet.total,
          shareCount: packet.shareCount,
          claimedCount: packet.claimedCount,
          name,
          amount: packet.amount ?? '',
          isMine: packet.userId !== undefined && packet.userId === myId,
        },
        message.createTime,
      );
      if (packet.action === 'claimed' && packet.userId === myId) invalidate(userDetailsQueryKey);
      if (packet.action === 'sent') showToast(t('redPacket.arrived', { total: displayMoney(packet.total) }));
    },
    Text: (content, message) =>
      feed.add(
        { kind: 'chat', name: content.nickName, text: content.text, isMine: content.userId === myId },
        message.createTime,
      ),
    BetPlaced: (event, message) => {
      if (event.roomId !== roomId) return;
      const isMine = event.userId === myId;
      if (event.action === 'placed') {
        feed.add(
          { kind: 'bet', name: event.nickName, isMine, issue: event.issue, bets: event.bets },
          message.createTime,
        );
      } else {
        feed.add(
          {
            kind: 'cancel',
            name: event.nickName,
            isMine,
            issue: event.issue,
            count: event.betIds.length,
            refunded: event.refunded,
          },
          message.createTime,
        );
      }
      // Bets from this player's other devices show in "my bets" too.
      if (isMine) invalidate(roomBetsQueryKey(roomId), userDetailsQueryKey);
    },
    BetSettled: (result, message) => {
      invalidate(userDetailsQueryKey);
      if (result.roomId !== roomId) return;
      const back = formatMinor(parseMinor(result.payout) + parseMinor(result.refund));
      feed.add(
        { kind: 'result', issue: result.issue, stake: result.stake, back, profit: result.profit },
        message.createTime,
      );
      showToast(
        t('room.feedResult', {
          issue: result.issue,
          stake: displayMoney(result.stake),
          back: displayMoney(back),
          profit: displaySignedMoney(result.profit),
        }),
      );
      invalidate(roomBetsQueryKey(roomId));
    },
    RoundStatus: (round, message) => {
      const { status, issue } = round;
      if (status === 'voided') {
        // Every bet of the round came back: the balance and "my bets" change, and the player is told why.
        const reason = round.reason ?? '';
        feed.add({ kind: 'void', issue, reason }, message.createTime);
        showToast(t('room.feedVoided', { issue, reason }));
        invalidate(roomOpenInfoQueryKey(roomId), roomBetsQueryKey(roomId), userDetailsQueryKey);
        return;
      }
      if (status !== 'settled') feed.add({ kind: 'round', status, issue }, message.createTime);
      invalidate(roomOpenInfoQueryKey(roomId));
      // A new round may play under the room's next rule version (odds changed by an operator).
      if (status === 'opened') invalidate(roomOddsQueryKey(roomId));
      if (status === 'settled') invalidate(roomBetsQueryKey(roomId));
    },
    DrawResult: (draw, message) => {
      setDrawn((current) => new Set(current).add(draw.roundId));
      feed.add(
        {
          kind: 'draw',
          issue: draw.issue,
          roundId: draw.roundId,
          a: draw.a,
          b: draw.b,
          c: draw.c,
          sum: draw.sum,
        },
        message.createTime,
      );
      invalidate(roomOpenInfoQueryKey(roomId), roomBetsQueryKey(roomId));
    },
    onServerTime: (serverTime) => syncServerClock(serverTime),
  });

  // Whatever happened while the socket was connecting or away, the round and the bets are asked again.
  useEffect(() => {
    if (socketState === 'loggedIn') invalidate(roomOpenInfoQueryKey(roomId), roomBetsQueryKey(roomId));
  }, [socketState, invalidate, roomId]);

  return { feed: feed.items, drawn, socketState };
}
