// Where the room's rounds stand at a moment of the server clock: taking bets, closed and waiting for the
// draw, or past the draw time with the result not in yet. Worked out from room/open/info and the clock,
// so the countdowns move every second without asking the server; socket events only trigger a refetch.

import type { TBeaconRef, TCurrentRound, TRoomOpenInfoResponse } from '@fair28/shared';

export type NextRound = { roundId: number; issue: string; opensInMs: number };

export type RoundPhase =
  | {
      kind: 'open';
      roundId: number;
      issue: string;
      closesInMs: number;
      drawsInMs: number;
      /** The beacon round that will decide it, null for a round drawn from its hash alone. */
      beacon: TBeaconRef | null;
    }
  /** Betting closed, the draw not due yet: "waiting for results". */
  | { kind: 'closed'; roundId: number; issue: string; drawsInMs: number; next: NextRound | null }
  /** The draw time has passed and its result has not reached the room yet. */
  | { kind: 'drawing'; roundId: number; issue: string; next: NextRound | null }
  /** No round is open or waiting: the next one opens later. */
  | { kind: 'waiting'; next: NextRound }
  /**
   * The server has no round of this game yet: a new game type, or one back from long downtime, whose
   * first round waits until its hash chain has been public a full round.
   */
  | { kind: 'preparing' }
  /** Nothing scheduled that this answer knows of: time to ask again. */
  | { kind: 'unknown' };

type Rounds = Pick<TRoomOpenInfoResponse, 'current' | 'awaitingDraw'>;

function nextOf(rounds: readonly TCurrentRound[], now: number): NextRound | null {
  const next = rounds.filter((round) => round.opensAt > now).sort((x, y) => x.opensAt - y.opensAt)[0];
  return next ? { roundId: next.roundId, issue: next.issue, opensInMs: next.opensAt - now } : null;
}

/** `drawn`: rounds whose draw already reached the room (over the socket), so they wait no longer. */
export function roundPhase(info: Rounds, now: number, drawn: ReadonlySet<number> = new Set()): RoundPhase {
  if (info.current === null && info.awaitingDraw === null) return { kind: 'preparing' };
  const rounds = [info.awaitingDraw, info.current].filter(
    (round): round is TCurrentRound => round !== null && !drawn.has(round.roundId),
  );
  const open = rounds.find((round) => round.opensAt <= now && now < round.closesAt);
  if (open) {
    return {
      kind: 'open',
      roundId: open.roundId,
      issue: open.issue,
      closesInMs: open.closesAt - now,
      drawsInMs: open.drawsAt - now,
      beacon: open.beacon,
    };
  }
  const next = nextOf(rounds, now);
  const closed = rounds.find((round) => round.closesAt <= now);
  if (closed) {
    return now < closed.drawsAt
      ? {
          kind: 'closed',
          roundId: closed.roundId,
          issue: closed.issue,
          drawsInMs: closed.drawsAt - now,
          next,
        }
      : { kind: 'drawing', roundId: closed.roundId, issue: closed.issue, next };
  }
  return next ? { kind: 'waiting', next } : { kind: 'unknown' };
}

// The countdown's text is shared with the home screen's game cards.
export { formatCountdown } from '@/lib/countdown';
