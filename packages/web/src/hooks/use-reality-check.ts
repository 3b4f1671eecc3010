// Asks for the play session every minute while a player is signed in (which keeps the session going
// while the app is open) and shows the reality check each time another of the player's intervals has
// passed in this session. The first ask waits until the first screen is up: the reality check is not on it.

import { useEffect, useRef } from 'react';
import { usePlaySession } from '../api/play-safe/get-play-session';
import { dueCheck, showRealityCheck } from '../lib/reality-check';
import { hasSession } from '../lib/session';
import { useFirstScreenUp } from './use-first-screen-up';

export function useRealityCheck(): void {
  const session = usePlaySession(useFirstScreenUp() && hasSession());
  const shown = useRef<{ startedAt: number; check: number } | null>(null);
  const data = session.data;
  useEffect(() => {
    if (!data) return;
    const check = dueCheck(data);
    const last = shown.current;
    const lastCheck = last && last.startedAt === data.startedAt ? last.check : 0;
    if (check > lastCheck) {
      shown.current = { startedAt: data.startedAt, check };
      void showRealityCheck(data);
    } else if (!last || last.startedAt !== data.startedAt) {
      shown.current = { startedAt: data.startedAt, check };
    }
  }, [data]);
}
