// When a round takes bets, and what phase a player sees it in. The SQL function round_takes_bets
// (rounds/sql/round-takes-bets.sql) is the same rule for the database's own paths; a test holds the two
// together.
import type { RoundRow, RoundStatus } from './queries';

type RoundTimes = Pick<RoundRow, 'status' | 'opensAt' | 'closesAt'>;

export function isTakingBets(round: RoundTimes, now: Date): boolean {
  const time = now.getTime();
  return (
    (round.status === 'scheduled' || round.status === 'open') &&
    round.opensAt.getTime() <= time &&
    time < round.closesAt.getTime()
  );
}

/** The phase by the clock: a round past its times is shown as moved on before the scheduler marks it. */
export function phaseAt(round: RoundTimes, now: Date): RoundStatus {
  if (round.status !== 'scheduled' && round.status !== 'open') return round.status;
  if (isTakingBets(round, now)) return 'open';
  return now.getTime() < round.opensAt.getTime() ? 'scheduled' : 'closed';
}
