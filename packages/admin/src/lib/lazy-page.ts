// Pages load on first visit: each named export becomes a lazy component the route table can hold.
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export function lazyPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
