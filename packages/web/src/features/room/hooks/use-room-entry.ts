// Whether the player may stay in the room (spec §4): a balance below the room's entry minimum gets the
// spec's message and leaves after 3 s, counting down; leaving the room, however it happens, tells the server.

import { displayMoney, ROOM_EXIT_DELAY_MS, type TRoom, type TUserInfo } from '@fair28/shared';
import { useEffect, useState } from 'react';
import { routes } from '@/config/routes';
import { translateMessage } from '@/i18n/i18n';
import { canGoBack, navigateBack, redirectTo } from '@/lib/navigation';
import { showToast } from '@/lib/notify';
import { exitRoom } from '../api/exit-room';
import { meetsEntryMinimum } from '../lib/bet-slip';

export type RoomEntry = 'checking' | 'inside' | 'refused';

function leaveRoom(): void {
  void (canGoBack() ? navigateBack() : redirectTo(routes.game.path));
}

export function useRoomEntry(roomId: number, room: TRoom | null, user: TUserInfo | undefined) {
  const [entry, setEntry] = useState<RoomEntry>('checking');
  const [leavingIn, setLeavingIn] = useState(ROOM_EXIT_DELAY_MS / 1000);

  useEffect(() => {
    if (entry !== 'checking' || !room || !user) return;
    if (meetsEntryMinimum(user.point, room.entryMin)) {
      setEntry('inside');
      return;
    }
    setEntry('refused');
    showToast(translateMessage('form.balanceNeedsAtLeast', displayMoney(room.entryMin)));
  }, [entry, room, user]);

  useEffect(() => {
    if (entry !== 'refused') return;
    const timer = setTimeout(leaveRoom, ROOM_EXIT_DELAY_MS);
    const tick = setInterval(() => setLeavingIn((seconds) => Math.max(0, seconds - 1)), 1000);
    return () => {
      clearTimeout(timer);
      clearInterval(tick);
    };
  }, [entry]);

  useEffect(() => () => void exitRoom(roomId), [roomId]);

  return { entry, leavingIn };
}
