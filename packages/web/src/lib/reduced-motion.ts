// Whether the player asked their phone for less motion (prefers-reduced-motion), and following it.
// Style sheets turn CSS animations and transitions off by the media query (styles/global.css); motion
// driven from script asks here: antd-mobile's springs (lib/spring-motion.ts), home's banner autoplay and
// notice scroll.

const query = typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : null;

export function prefersReducedMotion(): boolean {
  return query?.matches ?? false;
}

/** Calls `listener` whenever the preference changes; answers the unsubscribe. */
export function onReducedMotionChange(listener: () => void): () => void {
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
}
