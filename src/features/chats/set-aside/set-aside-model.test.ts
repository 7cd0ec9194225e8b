import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '@contract/chats.ts';
import { toast } from '@/lib/toast/toast-store';
import type { ConversationRow } from '../model';
import { deletionNotice, messageActions, restoreNotice, rewindNotice } from './set-aside-model';
import { closeUndoOffers, dismissUndo, offerUndo, undoOffersOf } from './undo-notices';

const message = (over: Partial<Message> = {}): Message => ({
  id: '00000000-0000-4000-8000-000000000001',
  chatHash: 'chat-a',
  avatarId: 3,
  text: 'Hello',
  status: 'COMPLETE',
  replyTo: '00000000-0000-4000-8000-000000000002',
  createdAt: '2026-11-27T07:00:00.000Z',
  error: null,
  ...over,
});
const row = (over: Partial<Message> = {}, delivery: ConversationRow['delivery'] = null) => ({
  message: message(over),
  delivery,
});

describe('the message menu', () => {
  it('offers going back and deleting on what the server holds', () => {
    expect(messageActions(row())).toEqual(['rewind', 'delete']);
    expect(messageActions(row({ avatarId: null, status: 'SENT' }, 'sent'))).toEqual([
      'rewind',
      'delete',
    ]);
    expect(messageActions(row({ status: 'FAILED' }))).toEqual(['rewind', 'delete']);
  });

  it('offers nothing on a message still in the outbox, one being written, or one removed', () => {
    for (const delivery of ['queued', 'sending', 'failed'] as const) {
      expect(messageActions(row({ avatarId: null, status: 'SENT' }, delivery))).toEqual([]);
    }
    expect(messageActions(row({ status: 'STREAMING' }))).toEqual([]);
    expect(messageActions(row({ status: 'QUEUED' }))).toEqual([]);
    expect(messageActions(row({ removed: true, text: '' }))).toEqual([]);
  });

  it('says what happened, in words', () => {
    expect(rewindNotice(1)).toMatch(/^Went back: 1 later message set aside\./);
    expect(rewindNotice(5)).toMatch(/5 later messages set aside.*Earlier versions/);
    expect(rewindNotice(0)).toMatch(/Nothing comes after/);
    expect(deletionNotice(1)).toBe('Message deleted.');
    expect(deletionNotice(12)).toBe('12 messages deleted.');
    expect(restoreNotice(3, false)).toBe('3 messages back.');
    expect(restoreNotice(1, true)).toMatch(/^1 message back\. What followed is kept/);
  });
});

describe('undo offers', () => {
  afterEach(() => {
    toast.clear();
    closeUndoOffers('chat-a');
    closeUndoOffers('chat-b');
    vi.useRealTimers();
  });

  it('a rewind’s undo stays until its chat closes; a delete’s is a toast for a moment', () => {
    vi.useFakeTimers();
    const undo = vi.fn();
    offerUndo('chat-a', 'Went back', undo, { untilChatCloses: true });
    offerUndo('chat-a', 'Message deleted.', undo);
    offerUndo('chat-b', 'Went back elsewhere', undo, { untilChatCloses: true });
    expect(toast.getSnapshot().map((t) => t.summary)).toEqual(['Message deleted.']);
    toast.getSnapshot()[0]!.action!.onAction();
    expect(undo).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(toast.getSnapshot()).toEqual([]);
    expect(undoOffersOf('chat-a').map((o) => o.summary)).toEqual(['Went back']);
    closeUndoOffers('chat-a');
    expect(undoOffersOf('chat-a')).toEqual([]);
    expect(undoOffersOf('chat-b').map((o) => o.summary)).toEqual(['Went back elsewhere']);
  });

  it('closing one banner leaves the others', () => {
    offerUndo('chat-a', 'one', () => undefined, { untilChatCloses: true });
    offerUndo('chat-a', 'two', () => undefined, { untilChatCloses: true });
    const [newest] = undoOffersOf('chat-a');
    expect(newest?.summary).toBe('two');
    dismissUndo(newest!.id);
    expect(undoOffersOf('chat-a').map((o) => o.summary)).toEqual(['one']);
  });
});
