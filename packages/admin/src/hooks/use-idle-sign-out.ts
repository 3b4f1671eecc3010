// Idle sign-out: no key, click or pointer movement for the configured minutes (FAIR28_STAFF_IDLE_MINUTES,
// sent with the operator's profile) signs the console out. The server ends such a session by itself too;
// this only makes the screen follow without waiting for the next call.
import { useEffect } from 'react';
import { useMe } from '../api/staff/get-me';
import { signOut } from '../api/staff/sign-out';

const ACTIVITY = ['keydown', 'pointerdown', 'pointermove', 'wheel'] as const;

export function useIdleSignOut(isActive: boolean): void {
  const idleMinutes = useMe().data?.idleMinutes;
  useEffect(() => {
    if (!isActive || !idleMinutes) return;
    const limitMs = idleMinutes * 60_000;
    let last = Date.now();
    const touch = () => {
      last = Date.now();
    };
    for (const name of ACTIVITY) window.addEventListener(name, touch, { passive: true });
    const timer = window.setInterval(() => {
      if (Date.now() - last >= limitMs) void signOut('idle');
    }, 5_000);
    return () => {
      for (const name of ACTIVITY) window.removeEventListener(name, touch);
      window.clearInterval(timer);
    };
  }, [isActive, idleMinutes]);
}
