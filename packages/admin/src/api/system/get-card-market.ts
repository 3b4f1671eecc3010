// The market this server binds bank cards in (FAIR28_CARD_MARKET), from the config answer the console
// reads at start-up: it decides which card fields exist (an IFSC code only where banks use one).
import type { CardMarket } from '@fair28/shared';
import { useQuery } from '@tanstack/react-query';
import { startUp } from '../client';

/** undefined until the config answer is in. */
export function useCardMarket(): CardMarket | undefined {
  return useQuery({
    queryKey: ['system', 'cardMarket'],
    queryFn: async () => (await startUp()).cardMarket,
    staleTime: Number.POSITIVE_INFINITY,
  }).data;
}
