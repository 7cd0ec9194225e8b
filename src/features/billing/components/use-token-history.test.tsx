import { QueryClient, QueryClientProvider, type InfiniteData } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LedgerPage } from '@contract/billing.ts';
import { sessionStore } from '@/lib/auth/session-store';
import { keepFirstHistoryPage } from '../api/get-history';
import { billingKeys } from '../api/query-keys';
import { useTokenHistory } from './use-token-history';

const get =
  vi.fn<(path: string, options?: { query?: { cursor?: string } }) => Promise<LedgerPage>>();
vi.mock('@/lib/auth/auth-client', () => ({
  authClient: {
    get: (path: string, options?: { query?: { cursor?: string } }) => get(path, options),
  },
}));
const refreshUser = vi.fn(() => Promise.resolve());
vi.mock('@/lib/auth/user-refresh', () => ({ refreshUser: () => refreshUser() }));

const user = {
  id: 'u1',
  email: 'a@example.com',
  avatar: null,
  isPremium: false,
  tokens: 119,
  warningCounter: 0,
  isAgent: false,
};

const page = (balance: number, reason: string, nextCursor: string | null = null): LedgerPage => ({
  balance,
  nextCursor,
  items: [
    {
      id: reason,
      amount: -1,
      kind: 'reserve',
      reason,
      createdAt: '2026-01-01T00:00:00.000Z',
    } as LedgerPage['items'][number],
  ],
});

function setup(
  client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } }),
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, ...renderHook(() => useTokenHistory(), { wrapper }) };
}

describe('useTokenHistory', () => {
  beforeEach(() => {
    get.mockReset();
    refreshUser.mockClear();
    sessionStore.set({ user, groups: ['USER'] });
  });
  afterEach(() => {
    cleanup();
    sessionStore.set({ user: null, groups: [] });
  });

  it('never writes the history balance into the session: an older one is read again instead', async () => {
    // The history was read before a reply was charged: 120 there, 119 in the user record.
    get.mockResolvedValueOnce(page(120, 'Purchase: 100 tokens'));
    get.mockResolvedValueOnce(page(119, 'Reply from Mei Lin'));
    const { result } = setup();
    await waitFor(() => expect(result.current.balance).toBe(119));
    expect(result.current.entries[0]?.reason).toBe('Reply from Mei Lin');
    expect(sessionStore.getSnapshot().user?.tokens).toBe(119);
    expect(refreshUser).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('reads again once per disagreement, not in a loop', async () => {
    get.mockResolvedValue(page(120, 'Purchase: 100 tokens'));
    const { result } = setup();
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(result.current.fetching).toBe(false));
    expect(get).toHaveBeenCalledTimes(2);
    expect(sessionStore.getSnapshot().user?.tokens).toBe(119);
  });

  it('a history that agrees with the record is not read again', async () => {
    get.mockResolvedValue(page(119, 'Reply from Mei Lin'));
    const { result } = setup();
    await waitFor(() => expect(result.current.fetched).toBe(true));
    expect(get).toHaveBeenCalledTimes(1);
    expect(refreshUser).not.toHaveBeenCalled();
  });
});

describe('keepFirstHistoryPage', () => {
  it('keeps only the newest page, so a refetch reads one page, not every page seen', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const data: InfiniteData<LedgerPage, string | undefined> = {
      pages: [page(119, 'a', '3'), page(119, 'b', '2'), page(119, 'c', '1')],
      pageParams: [undefined, '3', '2'],
    };
    client.setQueryData(billingKeys.history(), data, { updatedAt: 1234 });
    keepFirstHistoryPage(client);
    const kept = client.getQueryData<typeof data>(billingKeys.history());
    expect(kept?.pages.map((entry) => entry.items[0]?.reason)).toEqual(['a']);
    expect(kept?.pageParams).toEqual([undefined]);
    expect(client.getQueryState(billingKeys.history())?.dataUpdatedAt).toBe(1234);

    get.mockReset();
    get.mockResolvedValue(page(118, 'new', '9'));
    sessionStore.set({ user: { ...user, tokens: 118 }, groups: ['USER'] });
    const { result } = setup(client);
    await waitFor(() => expect(result.current.balance).toBe(118));
    expect(get).toHaveBeenCalledTimes(1);
    cleanup();
    sessionStore.set({ user: null, groups: [] });
  });
});
