// The room's round on the server's clock: the open-info answer read into a phase every tick, asked again
// while the socket has not said what came next (no round known, a draw late, nothing scheduled).

import { useEffect } from 'react';
import { useServerNow } from '@/hooks/use-server-now';
import { useRoomOpenInfo } from '../api/get-room-open-info';
import { type RoundPhase, roundPhase } from '../lib/round-phase';

/** How often the room asks for the round again while it waits for a draw the socket has not brought. */
const ROUND_POLL_MS = 3000;

/** `drawn`: rounds whose draw the socket brought, which no longer wait for results. */
export function useRoomRound(roomId: number, isInside: boolean, drawn: ReadonlySet<number>) {
  const openInfo = useRoomOpenInfo(roomId, isInside);
  const now = useServerNow();
  const phase: RoundPhase = openInfo.data ? roundPhase(openInfo.data, now, drawn) : { kind: 'unknown' };

  const needsRound =
    isInside &&
    (phase.kind === 'unknown' ||
      phase.kind === 'preparing' ||
      phase.kind === 'drawing' ||
      (phase.kind === 'closed' && phase.next === null));
  const refetchOpenInfo = openInfo.refetch;
  useEffect(() => {
    if (!needsRound) return;
    const timer = setInterval(() => void refetchOpenInfo(), ROUND_POLL_MS);
    return () => clearInterval(timer);
  }, [needsRound, refetchOpenInfo]);

  return { openInfo, phase };
}
