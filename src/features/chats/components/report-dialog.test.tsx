import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REPORT_NOTE_MAX, REPORT_REASONS } from '@contract/constants.ts';
import type { Message } from '@contract/chats.ts';
import { ApiRequestError } from '@/lib/api-client';
import type { History } from '../api/message-cache';
import { chatKeys } from '../api/query-keys';
import { toast } from '@/lib/toast/toast-store';
import { closeReport, openReport } from '../report/report-store';
import { REPORT_THANKS, ReportDialog } from './report-dialog';

const post = vi.fn<(path: string, body: unknown) => Promise<unknown>>();
vi.mock('@/lib/auth/auth-client', () => ({
  authClient: { post: (path: string, body: unknown) => post(path, body) },
}));

const messageId = '0b8f3a52-58c4-4a4c-9d3a-6d3f0e0a1c11';

function setup(client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })) {
  render(
    <QueryClientProvider client={client}>
      <ReportDialog chatHash="h1" />
    </QueryClientProvider>,
  );
  act(() => openReport({ chatHash: 'h1', messageId, about: "Mia's reply" }));
  return client;
}

const dialog = () => screen.getByRole('dialog', { name: 'Report this reply' });
const sendButton = () => screen.getByRole('button', { name: 'Send report' });
const note = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: /Anything to add/ });

describe('ReportDialog', () => {
  beforeEach(() => {
    post.mockReset();
    toast.clear();
  });
  afterEach(() => {
    act(closeReport);
    cleanup();
  });

  it('is a labelled dialog asking why, with every reason as a radio', () => {
    setup();
    expect(dialog()).toBeTruthy();
    const group = screen.getByRole('group', { name: "Why are you reporting Mia's reply?" });
    expect(group.querySelectorAll('input[type="radio"]').length).toBe(REPORT_REASONS.length);
    expect(screen.getByRole('radio', { name: 'Harassment or bullying' })).toBeTruthy();
  });

  it('asks for a reason before sending, and refuses a note over the limit', async () => {
    setup();
    await userEvent.click(sendButton());
    expect(screen.getByText('Choose a reason.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('radio', { name: 'Spam or scam' }));
    expect(screen.queryByText('Choose a reason.')).toBeNull();
    fireEvent.change(note(), { target: { value: 'x'.repeat(REPORT_NOTE_MAX + 1) } });
    expect(note().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/please shorten the note/)).toBeTruthy();
    await userEvent.click(sendButton());
    expect(post).not.toHaveBeenCalled();
  });

  it('sends the reason and the trimmed note, closes and thanks the user', async () => {
    post.mockResolvedValue({ received: true });
    setup();
    await userEvent.click(screen.getByRole('radio', { name: 'Hate speech' }));
    await userEvent.type(note(), '  It insulted me  ');
    expect(screen.getByText(`18 / ${REPORT_NOTE_MAX} characters`)).toBeTruthy();
    await userEvent.click(sendButton());
    expect(post).toHaveBeenCalledExactlyOnceWith('/chats/h1/reports', {
      messageId,
      reason: 'hate',
      note: 'It insulted me',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toast.getSnapshot().map((t) => [t.severity, t.summary])).toEqual([
      ['success', REPORT_THANKS],
    ]);
  });

  it('shows a refusal inline and keeps everything the user chose and typed', async () => {
    post.mockRejectedValueOnce(new ApiRequestError('Chat not found', 404, 'NOT_FOUND'));
    setup();
    await userEvent.click(screen.getByRole('radio', { name: 'Something else' }));
    await userEvent.type(note(), 'Odd reply');
    await userEvent.click(sendButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Chat not found');
    expect(dialog()).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Something else' }).checked).toBe(
      true,
    );
    expect(note().value).toBe('Odd reply');
    expect(toast.getSnapshot()).toEqual([]);

    post.mockResolvedValueOnce({ received: true });
    await userEvent.click(sendButton());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(post).toHaveBeenLastCalledWith('/chats/h1/reports', {
      messageId,
      reason: 'other',
      note: 'Odd reply',
    });
  });

  it('reports the whole chat without a message, and stays shut for another chat', () => {
    setup();
    act(() => openReport({ chatHash: 'other', about: 'this chat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => openReport({ chatHash: 'h1', about: 'this chat' }));
    expect(screen.getByRole('dialog', { name: 'Report this chat' })).toBeTruthy();
  });
  it('offers "the reply makes no sense" for a reply, and marks the reply reported once sent', async () => {
    post.mockResolvedValue({ received: true });
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    const reply: Message = {
      id: messageId,
      chatHash: 'h1',
      avatarId: 7,
      text: "I've wondered about favourite thing bake too.",
      status: 'COMPLETE',
      replyTo: null,
      createdAt: '2026-01-01T10:00:00.000Z',
      error: null,
    };
    client.setQueryData<History>(chatKeys.messages('h1'), {
      pages: [{ items: [reply], nextCursor: null, revision: 0 }],
      pageParams: [null],
    });
    setup(client);
    await userEvent.click(screen.getByRole('radio', { name: 'The reply makes no sense' }));
    await userEvent.click(sendButton());
    expect(post).toHaveBeenCalledExactlyOnceWith('/chats/h1/reports', {
      messageId,
      reason: 'nonsense',
      note: undefined,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const held = client.getQueryData<History>(chatKeys.messages('h1'));
    expect(held?.pages[0]?.items[0]).toEqual({ ...reply, reported: true });
  });

  it('does not offer "the reply makes no sense" for the whole chat', () => {
    setup();
    act(() => openReport({ chatHash: 'h1', about: 'this chat' }));
    expect(screen.getByRole('radio', { name: 'Spam or scam' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'The reply makes no sense' })).toBeNull();
  });
});
