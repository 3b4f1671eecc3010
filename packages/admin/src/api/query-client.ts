// The one TanStack Query client. No automatic retries: a refusal does not change on a second try, and
// lists have a reload button. Operators work from a desk, so refetch when the window regains focus.
import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 10_000, refetchOnWindowFocus: true, retry: false, networkMode: 'always' },
    mutations: { retry: false, networkMode: 'always' },
  },
});
