// Back and forward return to where the player had scrolled on that page; any other arrival starts at the
// top. Positions are kept per history entry for the visit, as the player scrolls (by the time a
// navigation is noticed the next page may already have changed the scroll height).

import { useLayoutEffect } from 'react';
import { useRouterState } from './router-context';

const positions = new Map<string, number>();

export function ScrollRestoration() {
  const { entryKey, action } = useRouterState();
  useLayoutEffect(() => {
    const saved = positions.get(entryKey);
    window.scrollTo(0, action === 'pop' && saved !== undefined ? saved : 0);
    const keep = () => positions.set(entryKey, window.scrollY);
    window.addEventListener('scroll', keep, { passive: true });
    return () => window.removeEventListener('scroll', keep);
  }, [entryKey, action]);
  return null;
}
