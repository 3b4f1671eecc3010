// The one TanStack Query client.
// - No automatic retries: the API client already fails over to another line when one stops answering,
//   and a server's refusal does not change on a second try — pages offer a retry button instead.
// - networkMode 'always': TanStack would otherwise pause calls while the device is offline, but spec §8
//   wants the call to fail and the error page to open, which the API client does.

import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: false, networkMode: 'always' },
    mutations: { retry: false, networkMode: 'always' },
  },
});
