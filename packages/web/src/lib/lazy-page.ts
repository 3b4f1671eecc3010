// Loading a page's chunk with the time-out of spec §9: a chunk that fails or takes over 120 s is a
// ChunkLoadError (spec §8), which the route error screen offers to reload.

import { CHUNK_TIMEOUT_MS } from '@fair28/shared';
import type { ComponentType } from 'react';

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

export function loadWithTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('page chunk timed out')), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error instanceof Error ? error.message : 'page chunk failed to load'));
      },
    );
  });
}

export type PageLoader = () => Promise<ComponentType>;

/** A route's page loader, with the time-out. */
export function lazyPage(load: PageLoader): PageLoader {
  return () => loadWithTimeout(load);
}
