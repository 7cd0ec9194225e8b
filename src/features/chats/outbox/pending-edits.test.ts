import { describe, expect, it } from 'vitest';
import type { ConversationRow } from '../model';
import { msg } from '../api/history-fixture';
import { edit } from './outbox-fixture';
import type { OutboxEntry } from './outbox-model';
import { orphanedEdits, pendingEdits, withPendingEdits } from './pending-edits';

const row = (id: string, text: string): ConversationRow => ({
  message: msg(id, new Date(0).toISOString(), text),
  delivery: 'sent',
});

describe('edits waiting in the outbox, shown on their messages', () => {
  it('shows the latest edit of each message of this chat, marked as waiting, sending or refused', () => {
    const entries: OutboxEntry[] = [
      edit('e1', 'm1', 'first try'),
      edit('e2', 'm2', 'being sent'),
      { ...edit('e3', 'm1', 'second try'), state: 'failed', error: 'Refused' },
      edit('e4', 'm1', 'another chat', 'other'),
      { ...edit('c1', 'm2', ''), action: { type: 'choose', messageId: 'm2', alternative: 1 } },
    ];
    const edits = pendingEdits(entries, 'h', 'e2');
    expect([...edits.entries()]).toEqual([
      ['m1', { id: 'e3', text: 'second try', state: 'failed', error: 'Refused' }],
      ['m2', { id: 'e2', text: 'being sent', state: 'sending', error: undefined }],
    ]);
  });

  it('puts the new words on the row; other rows stay the same objects', () => {
    const rows = [row('m1', 'old words'), row('m2', 'untouched')];
    const edits = pendingEdits([edit('e1', 'm1', 'new words')], 'h', null);
    const shown = withPendingEdits(rows, edits);
    expect(shown[0]?.message.text).toBe('new words');
    expect(shown[0]?.edit).toMatchObject({ id: 'e1', state: 'queued' });
    expect(shown[1]).toBe(rows[1]);
    expect(withPendingEdits(rows, new Map())).toBe(rows);
  });

  it('a refused edit of a message no longer in the chat becomes a row of its own, words kept', () => {
    const gone: OutboxEntry = {
      ...edit('e1', 'm9', 'my lost words'),
      state: 'failed',
      error: 'This chat has no message with this id.',
      errorCode: 'NOT_FOUND',
    };
    const refusedHere: OutboxEntry = {
      ...gone,
      id: 'e2',
      action: { ...gone.action!, messageId: 'm1' },
    };
    const held = (id: string) => id === 'm1';
    const rows = orphanedEdits([gone, refusedHere, edit('e3', 'm8', 'still waiting')], 'h', held);
    expect(rows).toEqual([
      expect.objectContaining({
        message: expect.objectContaining({ id: 'e1', text: 'my lost words', avatarId: null }),
        delivery: 'failed',
        error: 'Your edit was not saved: This chat has no message with this id.',
      }),
    ]);
  });
});
