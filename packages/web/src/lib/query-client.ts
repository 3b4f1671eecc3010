// The one TanStack Query client. No automatic retries: the API client already fails over to another
// line when one stops answering, and a server's refusal does not change on a second try — pages offer
// a retry button instead.

import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: false },
    mutations: { retry: false },
  },
});
