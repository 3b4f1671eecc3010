// True once `active` has stayed true for `delayMs`: quick loads never flash a spinner (spec §9).

import { useEffect, useState } from 'react';

export function useDelayed(active: boolean, delayMs: number): boolean {
  const [isDue, setIsDue] = useState(false);
  useEffect(() => {
    if (!active) {
      setIsDue(false);
      return;
    }
    const timer = setTimeout(() => setIsDue(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  return active && isDue;
}
