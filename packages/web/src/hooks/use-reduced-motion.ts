// True while the phone asks for reduced motion: a component that moves by script stays still then.
import { useSyncExternalStore } from 'react';
import { onReducedMotionChange, prefersReducedMotion } from '../lib/reduced-motion';

export function useReducedMotion(): boolean {
  return useSyncExternalStore(onReducedMotionChange, prefersReducedMotion, () => false);
}
