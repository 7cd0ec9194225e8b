import { QueryClient, onlineManager } from '@tanstack/react-query';
import type { ApiRequestError } from '@/lib/api-client';

/** How long a persisted query may be restored; gcTime matches so the writer still has it. */
export const PERSIST_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * Offline policy for data: reads are `offlineFirst` (the request is tried once — the service
 * worker may answer it — and an offline failure is an error to show, not a silent pause), and
 * errors are not retried here: the api-client already retries a transient failure once, and
 * what failed offline is refetched when the connection returns (refetchOnReconnect, the error
 * view's retry). Mutations fail at once offline so the UI can say so instead of spinning.
 */
export function createQueryClient(): QueryClient {
  // Query assumes "online" until an event says otherwise; a start without a network must not.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: 60_000,
        gcTime: PERSIST_MAX_AGE_MS,
        networkMode: 'offlineFirst',
      },
      mutations: { networkMode: 'always', retry: false },
    },
  });
}

declare module '@tanstack/react-query' {
  interface Register {
    /**
     * Query and mutation functions reach the API through lib/api-client, which turns every
     * failed call into this. Not a guarantee: work around the call (reading the refresh token,
     * saving tokens) can throw plain errors, so code that reads `details` or `status` of an
     * error it shows (forms, the router's error view) checks with instanceof first.
     */
    defaultError: ApiRequestError;
    queryMeta: {
      /** May be written to local storage (lib/query-persistence). */
      persist?: boolean;
    };
  }
}
