import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The api-client already retries transient failures once; retrying again here would
        // only delay the error message (and repeat the list-failure toast).
        retry: false,
        staleTime: 60_000,
      },
    },
  });
}
