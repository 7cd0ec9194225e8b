import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { flushOutbox, queueAction, type OutboxEntry, type SendOutcome } from './outbox-model';
import { choice, memoryStorage, message } from './outbox-fixture';

describe('changes queued in the outbox (a choice of version)', () => {
  it('keeps only the last choice for a reply, after the messages before it', () => {
    let entries = queueAction([message('m1')], choice('c1', 'r1', 0));
    entries = queueAction(entries, choice('c2', 'r2', 1));
    entries = queueAction(entries, choice('c3', 'r1', 2));
    expect(entries.map((e) => e.id)).toEqual(['m1', 'c2', 'c3']);
    expect(entries.at(-1)?.action?.alternative).toBe(2);
  });

  it('applies choices in order with the messages, once, when back online', async () => {
    const storage = memoryStorage([choice('c1', 'r1', 1), message('m1')]);
    const sent: string[] = [];
    let online = false;
    const send = (entry: OutboxEntry): Promise<SendOutcome> => {
      if (!online) return Promise.resolve({ kind: 'retry-later', reason: 'offline' });
      sent.push(entry.id);
      return Promise.resolve({ kind: 'sent' });
    };
    expect(await flushOutbox(storage, send)).toBe('stalled');
    expect(storage.entries).toHaveLength(2);
    online = true;
    expect(await flushOutbox(storage, send)).toBe('done');
    expect(sent).toEqual(['c1', 'm1']);
    expect(await flushOutbox(storage, send)).toBe('done');
    expect(sent).toEqual(['c1', 'm1']);
  });

  it('drops a choice the server refuses, and moves on to the next message', async () => {
    const storage = memoryStorage([choice('c1', 'r1', 1), message('m1')]);
    const refused = new ApiRequestError('Later messages follow it.', 409, 'NOT_STEERABLE');
    const failed: string[] = [];
    const outcome = await flushOutbox(
      storage,
      (entry) =>
        Promise.resolve(
          entry.action
            ? { kind: 'failed', error: refused.message, code: refused.code }
            : { kind: 'sent' },
        ),
      { onFailed: (entry) => failed.push(entry.id) },
    );
    expect(outcome).toBe('done');
    expect(failed).toEqual(['c1']);
    expect(storage.entries).toEqual([]);
  });
});
