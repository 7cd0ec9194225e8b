import { QueryClient, QueryClientProvider, type InfiniteData } from '@tanstack/react-query';
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { TranscriptMessage, TranscriptPage } from '@contract/moderation.ts';
import { adminKeys } from '../api/query-keys';
import { TRANSCRIPT_POLL_MS, useFreshTranscript } from './use-fresh-transcript';

const get = vi.fn();
vi.mock('@/lib/auth/auth-client', () => ({
  authClient: { get: (...args: unknown[]) => get(...args) },
}));

const message = (id: string) => ({ id, chatHash: 'c1', text: id }) as unknown as TranscriptMessage;
type Transcript = InfiniteData<TranscriptPage, string | null>;

let queryClient: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);
const ids = () =>
  queryClient
    .getQueryData<Transcript>(adminKeys.transcript('c1'))
    ?.pages.flatMap((page) => page.items.map((item) => item.id));

beforeEach(() => {
  vi.useFakeTimers();
  queryClient = new QueryClient();
  get.mockReset();
  get.mockResolvedValue({ items: [message('m2'), message('m1')], nextCursor: null });
  queryClient.setQueryData<Transcript>(adminKeys.transcript('c1'), {
    pages: [{ items: [message('m1')], nextCursor: null }],
    pageParams: [null],
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

it('reads the newest page while visible, and again on focus', async () => {
  renderHook(() => useFreshTranscript('c1'), { wrapper });
  expect(get).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(TRANSCRIPT_POLL_MS);
  expect(get).toHaveBeenCalledTimes(1);
  expect(ids()).toEqual(['m2', 'm1']);
  window.dispatchEvent(new Event('focus'));
  await vi.advanceTimersByTimeAsync(0);
  expect(get).toHaveBeenCalledTimes(2);
});

it('stops when the page unmounts', async () => {
  const { unmount } = renderHook(() => useFreshTranscript('c1'), { wrapper });
  unmount();
  await vi.advanceTimersByTimeAsync(TRANSCRIPT_POLL_MS * 2);
  expect(get).not.toHaveBeenCalled();
});
