// The round taking bets, per game type, as the place-bet path reads it: fixed until it closes, so it is
// kept in memory per app; concurrent calls share one load. The bet batch re-checks it under a lock anyway.
import { perApp } from '../../kernel/per-app';
import type { RoundRow } from './queries';
import { isTakingBets } from './round-rules';

export const bettingRoundCache = perApp(() => {
  const rounds = new Map<number, RoundRow>();
  const loads = new Map<number, Promise<RoundRow | undefined>>();
  return {
    async get(gameTypeId: number, now: Date, load: () => Promise<RoundRow | undefined>) {
      const cached = rounds.get(gameTypeId);
      if (cached && isTakingBets(cached, now)) return cached;
      let loading = loads.get(gameTypeId);
      if (!loading) {
        loading = load().finally(() => loads.delete(gameTypeId));
        loads.set(gameTypeId, loading);
      }
      const round = await loading;
      if (round) rounds.set(gameTypeId, round);
      return round;
    },
  };
});
