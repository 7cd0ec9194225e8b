import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatAvatar, Message } from '@contract/chats.ts';
import type { PendingRating } from '../ratings/rating-queue';
import { closeRatingDialog } from '../ratings/rating-dialog-store';
import { MessageRow, type RowActions } from './message-row';
import { RatingDialog } from './rating-dialog';

// The queue keeps ratings in IndexedDB and sends them: here it only records what it is given.
const queue = vi.hoisted(() => ({
  queued: [] as Omit<PendingRating, 'at'>[],
  pending: new Map<string, PendingRating>(),
}));
vi.mock('../ratings/rating-queue', () => ({
  queueRating: (next: Omit<PendingRating, 'at'>) => {
    queue.queued.push(next);
    return Promise.resolve();
  },
  usePendingRating: (id: string) => queue.pending.get(id),
  startRatingQueue: () => () => undefined,
}));

const mia: ChatAvatar = { id: 7, name: 'Mia', imageUrl: '/mia.png' };
const actions: RowActions = {
  retry: vi.fn(),
  discard: vi.fn(),
  stop: vi.fn(),
  regenerate: vi.fn(),
};
const reply = (patch: Partial<Message> = {}): Message => ({
  id: '3f0b7c1e-2d4a-4c55-9a8e-1b2c3d4e5f60',
  chatHash: 'h1',
  avatarId: 7,
  text: 'Hello, you!',
  status: 'COMPLETE',
  replyTo: '9e8d7c6b-5a49-4382-a1b0-c9d8e7f6a5b4',
  createdAt: new Date().toISOString(),
  error: null,
  ...patch,
});
// The version on screen when the user rated (a reply of one version: 0).
const target = { chatHash: 'h1', messageId: reply().id, alternative: 0 };

function renderReply(message: Message) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MessageRow
        row={{ message, delivery: message.avatarId === null ? 'sent' : null }}
        author={mia}
        isLastReply={false}
        actions={actions}
      />
      <RatingDialog chatHash="h1" />
    </QueryClientProvider>,
  );
}
const thumb = (name: 'Good reply' | 'Bad reply') => screen.getByRole('button', { name });
const pressed = (name: 'Good reply' | 'Bad reply') => thumb(name).getAttribute('aria-pressed');

describe('ReplyRating', () => {
  beforeEach(() => {
    queue.queued.length = 0;
    queue.pending.clear();
  });
  afterEach(() => {
    act(closeRatingDialog);
    cleanup();
  });

  it('offers thumbs up and down on a finished reply, as 44px toggle buttons in a named group', () => {
    renderReply(reply());
    expect(screen.getByRole('group', { name: "Rate Mia's reply" })).toBeTruthy();
    for (const name of ['Good reply', 'Bad reply'] as const) {
      expect(pressed(name)).toBe('false');
      expect(thumb(name).className).toContain('min-h-11');
      expect(thumb(name).className).toContain('min-w-11');
    }
  });

  it('is not offered on the user’s message, a reply being written or one that failed', () => {
    for (const message of [
      reply({ avatarId: null, replyTo: null }),
      reply({ status: 'STREAMING' }),
      reply({ status: 'QUEUED', text: '' }),
      reply({ status: 'FAILED', text: '', error: 'The engine failed' }),
    ]) {
      const { unmount } = renderReply(message);
      expect(screen.queryByRole('button', { name: 'Good reply' })).toBeNull();
      unmount();
    }
  });

  it('thumbs up is saved at once; tapping it again takes it back', async () => {
    const { rerender } = renderReply(reply());
    await userEvent.click(thumb('Good reply'));
    expect(queue.queued).toEqual([
      { ...target, rating: { value: 'up', reason: null, note: null } },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(
      <QueryClientProvider client={new QueryClient()}>
        <MessageRow
          row={{ message: reply({ rating: upRating }), delivery: null }}
          author={mia}
          isLastReply={false}
          actions={actions}
        />
      </QueryClientProvider>,
    );
    expect(pressed('Good reply')).toBe('true');
    expect(screen.getByRole('button', { name: /^Add a note/ })).toBeTruthy();
    await userEvent.click(thumb('Good reply'));
    expect(queue.queued.at(-1)).toEqual({ ...target, rating: null });
  });

  it('thumbs down asks why: a reason and a note, saved with it; Esc keeps the thumb', async () => {
    renderReply(reply());
    await userEvent.click(thumb('Bad reply'));
    expect(queue.queued).toEqual([
      { ...target, rating: { value: 'down', reason: null, note: null } },
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Why not a good reply?' });
    expect(dialog).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Repetitive' }));
    await userEvent.type(screen.getByLabelText(/A note/), '  Said it twice  ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(queue.queued.at(-1)).toEqual({
      ...target,
      rating: { value: 'down', reason: 'repetitive', note: 'Said it twice' },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the user’s rating with its reason, and a change still waiting over it', () => {
    const { unmount } = renderReply(reply({ rating: downRating }));
    expect(pressed('Bad reply')).toBe('true');
    expect(pressed('Good reply')).toBe('false');
    expect(screen.getByRole('button', { name: /^Too short: why you rated/ })).toBeTruthy();
    unmount();
    // Changed offline to a thumbs up: shown at once, and said to be waiting.
    queue.pending.set(target.messageId, {
      ...target,
      rating: { value: 'up', reason: null, note: null },
      at: 1,
    });
    renderReply(reply({ rating: downRating }));
    expect(pressed('Good reply')).toBe('true');
    expect(pressed('Bad reply')).toBe('false');
    expect(document.querySelector('[data-rating-pending]')).toBeTruthy();
  });

  it('a rating names the version on screen, so one sent later rates what the user saw', async () => {
    const versions = ['first', 'second', 'third'].map((text) => ({
      text,
      status: 'COMPLETE' as const,
      error: null,
    }));
    renderReply(reply({ text: 'second', alternatives: versions, alternative: 1 }));
    await userEvent.click(thumb('Good reply'));
    expect(queue.queued).toEqual([
      { ...target, alternative: 1, rating: { value: 'up', reason: null, note: null } },
    ]);
  });

  it('opens the reasons from the reason button, with the rating’s reason chosen', async () => {
    renderReply(reply({ rating: downRating }));
    await userEvent.click(screen.getByRole('button', { name: /^Too short/ }));
    const chosen = await screen.findByRole('radio', { name: 'Too short' });
    expect((chosen as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'No reason in particular' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(queue.queued.at(-1)).toEqual({
      ...target,
      rating: { value: 'down', reason: null, note: null },
    });
  });
});

const upRating = {
  value: 'up',
  reason: null,
  note: null,
  ratedAt: '2026-01-01T00:00:00Z',
} as const;
const downRating = {
  value: 'down',
  reason: 'too-short',
  note: null,
  ratedAt: '2026-01-01T00:00:00Z',
} as const;
