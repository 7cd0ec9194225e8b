import { QueryClient, QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Paged } from '@contract/paging.ts';
import { LIST_ERROR_TOAST, pagedListQueryOptions, usePagedList } from './paged-list';
import { toast } from './toast/toast-store';

function pageOf(page: number, lastPage: boolean): Paged<string> {
  return {
    firstPage: page === 1,
    lastPage,
    page,
    pageSize: 2,
    total: 5,
    items: [`item-${page}a`, `item-${page}b`],
  };
}

function setup(fetchPage: (page: number, pageSize: number) => Promise<Paged<string>>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const options = pagedListQueryOptions({ queryKey: ['test'], fetchPage, pageSize: 2 });
  return { client, options, ...renderHook(() => usePagedList(options), { wrapper }) };
}

describe('usePagedList', () => {
  beforeEach(() => toast.clear());
  afterEach(cleanup);

  it('starts at counter 0 and requests page 1 first', async () => {
    const fetchPage = vi.fn((page: number) => Promise.resolve(pageOf(page, false)));
    const { result } = setup(fetchPage);
    expect(result.current).toMatchObject({ page: 0, fetched: false, fetching: true, error: false });
    await waitFor(() => expect(result.current.fetched).toBe(true));
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(fetchPage.mock.calls[0]?.slice(0, 2)).toEqual([1, 2]);
    expect(result.current).toMatchObject({ page: 1, fetching: false, lastPage: false, total: 5 });
  });

  it('requests counter + 1 on load more and stops on the last page', async () => {
    const fetchPage = vi.fn((page: number) => Promise.resolve(pageOf(page, page === 3)));
    const { result } = setup(fetchPage);
    await waitFor(() => expect(result.current.page).toBe(1));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.page).toBe(2));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.lastPage).toBe(true));
    expect(fetchPage.mock.calls.map((call) => call[0])).toEqual([1, 2, 3]);
    expect(result.current.items).toHaveLength(6);
    act(() => result.current.loadMore());
    expect(fetchPage).toHaveBeenCalledTimes(3);
  });

  it('toasts, sets the error flag and rethrows on failure', async () => {
    const failure = new Error('boom');
    const fetchPage = vi.fn(() => Promise.reject(failure));
    const { result, client, options } = setup(fetchPage);
    await waitFor(() => expect(result.current.error).toBe(true));
    expect(result.current).toMatchObject({ fetching: false, fetched: false });
    expect(toast.getSnapshot()).toEqual([expect.objectContaining(LIST_ERROR_TOAST)]);
    expect(LIST_ERROR_TOAST).toEqual({
      severity: 'error',
      summary: 'Error message',
      detail: 'Unexpected error while fetching the data. Please try again.',
      life: 7000,
    });
    // The caller sees the original error.
    expect(client.getQueryState(options.queryKey)?.error).toBe(failure);
    await expect(client.fetchInfiniteQuery(options)).rejects.toBe(failure);
  });

  it('recovers with retry after a failed first page', async () => {
    let fail = true;
    const fetchPage = vi.fn((page: number) =>
      fail ? Promise.reject(new Error('offline')) : Promise.resolve(pageOf(page, true)),
    );
    const { result } = setup(fetchPage);
    await waitFor(() => expect(result.current.error).toBe(true));
    fail = false;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.fetched).toBe(true));
    expect(result.current).toMatchObject({ error: false, lastPage: true, page: 1 });
  });
  it('offline, fails without the error toast, and loads by itself once back online', async () => {
    onlineManager.setOnline(false);
    try {
      const fetchPage = vi.fn((page: number) =>
        onlineManager.isOnline()
          ? Promise.resolve(pageOf(page, true))
          : Promise.reject(new Error('Failed to fetch')),
      );
      const client = new QueryClient({
        defaultOptions: { queries: { retry: false, networkMode: 'offlineFirst' } },
      });
      const wrapper = ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      );
      const options = pagedListQueryOptions({ queryKey: ['offline'], fetchPage, pageSize: 2 });
      const { result } = renderHook(() => usePagedList(options), { wrapper });
      await waitFor(() => expect(result.current.error).toBe(true));
      expect(toast.getSnapshot()).toEqual([]);
      act(() => onlineManager.setOnline(true));
      await waitFor(() => expect(result.current.fetched).toBe(true));
      expect(result.current.error).toBe(false);
      expect(toast.getSnapshot()).toEqual([]);
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
