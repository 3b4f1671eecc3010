// Runs the chain walk of check-round.ts for the page, reporting progress; a new hash starts it over.

import { useEffect, useState } from 'react';
import { type ChainWalk, walkChain } from '../lib/check-round';

export type ChainWalkState = { status: 'running'; steps: number } | ({ status: 'done' } & ChainWalk);

export function useChainWalk(roundHash: string, anchorHash: string, maxSteps: number): ChainWalkState {
  const [state, setState] = useState<ChainWalkState>({ status: 'running', steps: 0 });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'running', steps: 0 });
    walkChain(roundHash, anchorHash, maxSteps, {
      signal: controller.signal,
      onProgress: (steps) => setState({ status: 'running', steps }),
    }).then(
      (walk) => {
        if (!controller.signal.aborted) setState({ status: 'done', ...walk });
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [roundHash, anchorHash, maxSteps]);
  return state;
}
