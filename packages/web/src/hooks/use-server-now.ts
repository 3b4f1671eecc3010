// The server's time now, as this device best knows it (its clock plus the offset the last room/open/info or
// config answer gave), ticking so countdowns move. Countdowns must follow the server: it closes the round.

import { serverClockOffset } from '@fair28/client';
import { useEffect, useState } from 'react';

export function serverNow(): number {
  return Date.now() + serverClockOffset();
}

export function useServerNow(tickMs = 250): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const timer = setInterval(() => setNow(serverNow()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}
