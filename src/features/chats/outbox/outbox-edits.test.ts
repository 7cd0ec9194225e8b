import { describe, expect, it } from 'vitest';
import {
  flushOutbox,
  queueAction,
  requeueEntry,
  type OutboxEntry,
  type SendOutcome,
} from './outbox-model';
import { edit, memoryStorage, message } from './outbox-fixture';

const ids = (entries: OutboxEntry[]) => entries.map((e) => e.id);

describe('edits queued in the outbox', () => {
  it('are applied in order with the messages, once, when back online', async () => {
    let entries = queueAction([message('m1')], edit('e1', 'r1', 'new words'));
    entries = [...entries, message('m2')];
    const storage = memoryStorage(entries);
    const sent: OutboxEntry[] = [];
    let online = false;
    const send = (entry: OutboxEntry): Promise<SendOutcome> => {
      if (!online) return Promise.resolve({ kind: 'retry-later', reason: 'offline' });
      sent.push(entry);
      return Promise.resolve({ kind: 'sent' });
    };
    expect(await flushOutbox(storage, send)).toBe('stalled');
    expect(ids(storage.entries)).toEqual(['m1', 'e1', 'm2']);
    online = true;
    expect(await flushOutbox(storage, send)).toBe('done');
    expect(ids(sent)).toEqual(['m1', 'e1', 'm2']);
    expect(sent[1]?.action).toEqual({ type: 'edit', messageId: 'r1', text: 'new words' });
    expect(await flushOutbox(storage, send)).toBe('done');
    expect(ids(sent)).toEqual(['m1', 'e1', 'm2']);
  });

  it('a lost answer sends the same edit again, with the same id (the server’s key)', async () => {
    const storage = memoryStorage([edit('e1', 'mine', 'dogs'), message('m1')]);
    const tries: string[] = [];
    let lose = true;
    const send = (entry: OutboxEntry): Promise<SendOutcome> => {
      tries.push(entry.id);
      if (lose) {
        lose = false;
        return Promise.resolve({ kind: 'retry-later', reason: 'Network error' });
      }
      return Promise.resolve({ kind: 'sent' });
    };
    expect(await flushOutbox(storage, send)).toBe('stalled');
    expect(await flushOutbox(storage, send)).toBe('done');
    // Not overtaken by the message after it; the same entry, so the same editId.
    expect(tries).toEqual(['e1', 'e1', 'm1']);
    expect(storage.entries).toEqual([]);
  });

  it('a refused edit stays, failed with the server’s reason and its words, and the flush goes on', async () => {
    const storage = memoryStorage([edit('e1', 'mine', 'I like dogs'), message('m1')]);
    const failed: OutboxEntry[] = [];
    const reason = 'Only your last message can be edited: the conversation has gone on since.';
    const outcome = await flushOutbox(
      storage,
      (entry) =>
        Promise.resolve(
          entry.action
            ? { kind: 'failed', error: reason, code: 'NOT_STEERABLE' }
            : { kind: 'sent' },
        ),
      { onFailed: (entry) => failed.push(entry) },
    );
    expect(outcome).toBe('done');
    expect(ids(failed)).toEqual(['e1']);
    expect(storage.entries).toEqual([
      {
        ...edit('e1', 'mine', 'I like dogs'),
        state: 'failed',
        error: reason,
        errorCode: 'NOT_STEERABLE',
      },
    ]);
    // Retry puts it back in the queue, words unchanged.
    const again = requeueEntry(storage.entries, 'e1');
    expect(again[0]).toMatchObject({ state: 'queued', action: { text: 'I like dogs' } });
  });

  it('a refusal by moderation is a failed edit (its words stay), not a blocked message', async () => {
    const storage = memoryStorage([edit('e1', 'r1', 'rude words')]);
    await flushOutbox(storage, () =>
      Promise.resolve({
        kind: 'failed',
        error: 'This edit was not saved',
        code: 'CONTENT_BLOCKED',
      }),
    );
    expect(storage.entries[0]).toMatchObject({ state: 'failed', action: { text: 'rude words' } });
  });

  it('a newer edit of a message replaces the one still queued or refused, not others', () => {
    let entries = queueAction([], edit('e1', 'r1', 'one'));
    entries = queueAction(entries, edit('e2', 'r2', 'other message'));
    entries = queueAction(entries, edit('e3', 'r1', 'two'));
    expect(ids(entries)).toEqual(['e2', 'e3']);
    const refused = entries.map((e) => (e.id === 'e3' ? { ...e, state: 'failed' as const } : e));
    expect(ids(queueAction(refused, edit('e4', 'r1', 'three')))).toEqual(['e2', 'e4']);
  });
});
