import { QueryClient, QueryClientProvider, type InfiniteData } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminChat, TranscriptMessage, TranscriptPage } from '@contract/moderation.ts';
import { dispatchLiveEvent, dispatchLiveReconnect } from '@/lib/live/live-handlers';
import { adminKeys } from '../api/query-keys';
import { HINT_COALESCE_MS, useLiveCases } from './use-live-cases';

const get = vi.fn();
vi.mock('@/lib/auth/auth-client', () => ({
  authClient: { get: (...args: unknown[]) => get(...args) },
}));

const message = (id: string, text: string): TranscriptMessage => ({
  id,
  chatHash: 'c1',
  avatarId: null,
  text,
  status: 'SENT',
  replyTo: null,
  createdAt: '2026-03-10T12:00:00Z',
  error: null,
  hidden: null,
  writtenBy: null,
  spans: [],
  reports: [],
});

const chat = (caseId: string | null) =>
  ({
    chat: { chatHash: 'c1', type: 'ONE', avatars: [], createdAt: '', updatedAt: '' },
    user: { id: 'u1', email: 'u@x' },
    openCase: caseId ? { id: caseId } : null,
  }) as unknown as AdminChat;

let queryClient: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);
type Transcript = InfiniteData<TranscriptPage, string | null>;
const transcript = () => queryClient.getQueryData<Transcript>(adminKeys.transcript('c1'));

beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  get.mockReset();
  queryClient.setQueryData(adminKeys.chat('c1'), chat('case-1'));
  queryClient.setQueryData<Transcript>(adminKeys.transcript('c1'), {
    pages: [{ items: [message('m2', 'second'), message('m1', 'first')], nextCursor: null }],
    pageParams: [null],
  });
  queryClient.setQueryData(adminKeys.caseList({ filter: 'open' }), { pages: [], pageParams: [] });
});
afterEach(cleanup);

describe('useLiveCases', () => {
  it("marks the queue stale and merges the newest messages of the case's chat", async () => {
    get.mockResolvedValue({
      items: [message('m3', 'third'), { ...message('m2', 'second'), text: 'edited' }],
      nextCursor: 'm2',
    });
    renderHook(() => useLiveCases(), { wrapper });
    dispatchLiveEvent({ type: 'cases', caseId: 'case-1' });
    expect(queryClient.getQueryState(adminKeys.caseList({ filter: 'open' }))?.isInvalidated).toBe(
      true,
    );
    await waitFor(() =>
      expect(transcript()?.pages[0]!.items.map((m) => m.id)).toEqual(['m3', 'm2', 'm1']),
    );
    expect(transcript()?.pages[0]!.items[1]!.text).toBe('edited');
    expect(get).toHaveBeenCalledWith('/admin/chats/c1/messages', expect.anything());
  });

  it("leaves a transcript alone when the case is another chat's", async () => {
    renderHook(() => useLiveCases(), { wrapper });
    dispatchLiveEvent({ type: 'cases', caseId: 'case-9' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(get).not.toHaveBeenCalledWith('/admin/chats/c1/messages', expect.anything());
  });

  it('starts over from the newest page when it shares nothing with what is loaded', async () => {
    get.mockResolvedValue({ items: [message('m9', 'much later')], nextCursor: 'm9' });
    renderHook(() => useLiveCases(), { wrapper });
    dispatchLiveEvent({ type: 'cases', caseId: 'case-1' });
    await waitFor(() => expect(transcript()?.pages).toHaveLength(1));
    await waitFor(() => expect(transcript()?.pages[0]!.items.map((m) => m.id)).toEqual(['m9']));
    expect(transcript()?.pages[0]!.nextCursor).toBe('m9');
  });

  it('answers a burst of hints at once and then together, not one by one', async () => {
    get.mockResolvedValue({ items: [message('m2', 'second')], nextCursor: null });
    renderHook(() => useLiveCases(), { wrapper });
    const reads = () =>
      get.mock.calls.filter(([path]) => path === '/admin/chats/c1/messages').length;
    for (let i = 0; i < 5; i++) dispatchLiveEvent({ type: 'cases', caseId: 'case-1' });
    await waitFor(() => expect(reads()).toBe(1));
    await waitFor(() => expect(reads()).toBe(2), { timeout: HINT_COALESCE_MS * 4 });
    await new Promise((resolve) => setTimeout(resolve, HINT_COALESCE_MS * 1.5));
    expect(reads()).toBe(2);
  });

  it('reads everything again after a reconnect, and stops listening when unmounted', () => {
    const { unmount } = renderHook(() => useLiveCases(), { wrapper });
    dispatchLiveReconnect();
    expect(queryClient.getQueryState(adminKeys.caseList({ filter: 'open' }))?.isInvalidated).toBe(
      true,
    );
    unmount();
    queryClient.setQueryData(adminKeys.caseList({ filter: 'new' }), { pages: [], pageParams: [] });
    dispatchLiveEvent({ type: 'cases', caseId: 'case-1' });
    expect(queryClient.getQueryState(adminKeys.caseList({ filter: 'new' }))?.isInvalidated).toBe(
      false,
    );
  });
});
