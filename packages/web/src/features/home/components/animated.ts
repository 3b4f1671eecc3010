// Pull to refresh, the banner swiper and the payouts' tabs bring @use-gesture and @react-spring, ~20 KB on
// a phone's first screen that needs none of them to show: home renders its content plainly, and within
// them once their chunk has loaded (the router asks for it once the first screen is up, as for Toast).

import { useEffect, useSyncExternalStore } from 'react';

type AnimatedParts = typeof import('./animated-parts');

let parts: AnimatedParts | null = null;
let isLoading = false;
let hasFailed = false;
const listeners = new Set<() => void>();

/** Loads the animated parts; a chunk that failed to load is asked again at the next call. */
export function preloadAnimatedParts(): void {
  if (parts || isLoading) return;
  isLoading = true;
  void import('./animated-parts').then(
    (loaded) => {
      parts = loaded;
      for (const listener of listeners) listener();
    },
    () => {
      isLoading = false;
      hasFailed = true;
    },
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The animated parts once loaded, else null (render the content without them). */
export function useAnimatedParts(): AnimatedParts | null {
  const loaded = useSyncExternalStore(subscribe, () => parts);
  // Home opened again after a failed load (offline at start) asks once more.
  useEffect(() => {
    if (hasFailed) preloadAnimatedParts();
  }, []);
  return loaded;
}
