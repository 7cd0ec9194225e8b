import { QueryClient } from '@tanstack/react-query';
import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError, CLIENT_ERROR_CODES } from './api-client';
import { ensureFound, ensureFresh } from './ensure-found';

const options = (queryFn: () => Promise<string>) => ({
  queryKey: ['subject'],
  queryFn,
  staleTime: 0,
});

describe('route loader reads', () => {
  it('answer with the kept copy at once and read a stale one again behind it', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['subject'], 'kept');
    const queryFn = vi.fn(async () => 'fresh');
    expect(await ensureFresh(queryClient, options(queryFn))).toBe('kept');
    await vi.waitFor(() => expect(queryClient.getQueryData(['subject'])).toBe('fresh'));
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('read a fresh kept copy only once', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['subject'], 'kept');
    const queryFn = vi.fn(async () => 'fresh');
    const fresh = { ...options(queryFn), staleTime: 60_000 };
    expect(await ensureFresh(queryClient, fresh)).toBe('kept');
    expect(queryFn).not.toHaveBeenCalled();
  });

  it("turn the server's 404 into the route's not-found view, and nothing else", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const missing = new ApiRequestError('Not found', 404, 'NOT_FOUND');
    await expect(
      ensureFound(
        queryClient,
        options(() => Promise.reject(missing)),
      ),
    ).rejects.toSatisfy(isNotFound);
    const down = new ApiRequestError('Down', 503, CLIENT_ERROR_CODES.http);
    queryClient.clear();
    await expect(
      ensureFound(
        queryClient,
        options(() => Promise.reject(down)),
      ),
    ).rejects.toBe(down);
  });
});
