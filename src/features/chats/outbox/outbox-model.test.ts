import type { SendMessageResult } from '@contract/chats.ts';
import { describe, expect, it } from 'vitest';
import { ApiRequestError, type RequestErrorCode } from '@/lib/api-client';
import {
  appendEntry,
  classifySendError,
  flushOutbox,
  requeueEntry,
  type OutboxEntry,
  type SendOutcome,
} from './outbox-model';
import { memoryStorage, message } from './outbox-fixture';
import { msg } from '../api/history-fixture';

function result(id: string): SendMessageResult {
  return { message: msg(id, ''), replies: [], balance: 1 };
}

/** A fake server that remembers ids, as the real one's idempotency key does. */
function fakeServer(script: (id: string, attempt: number) => SendOutcome | 'ok') {
  const stored: string[] = [];
  const attempts = new Map<string, number>();
  const send = (e: OutboxEntry): Promise<SendOutcome> => {
    const attempt = (attempts.get(e.id) ?? 0) + 1;
    attempts.set(e.id, attempt);
    const outcome = script(e.id, attempt);
    if (outcome !== 'ok') return Promise.resolve(outcome);
    if (!stored.includes(e.id)) stored.push(e.id);
    return Promise.resolve({ kind: 'sent', result: result(e.id) });
  };
  return { stored, attempts, send };
}

describe('flushOutbox', () => {
  it('sends every queued entry in the order written and empties the outbox', async () => {
    const storage = memoryStorage([message('a'), message('b'), message('c')]);
    const server = fakeServer(() => 'ok');
    expect(await flushOutbox(storage, server.send)).toBe('done');
    expect(server.stored).toEqual(['a', 'b', 'c']);
    expect(storage.entries).toEqual([]);
  });

  it('stops at a network failure so later messages never overtake, and resumes in order', async () => {
    const storage = memoryStorage([message('a'), message('b')]);
    let offline = true;
    const server = fakeServer((id) =>
      offline && id === 'a' ? { kind: 'retry-later', reason: 'offline' } : 'ok',
    );
    expect(await flushOutbox(storage, server.send)).toBe('stalled');
    expect(server.stored).toEqual([]);
    expect(storage.entries.map((e) => e.id)).toEqual(['a', 'b']);
    offline = false;
    expect(await flushOutbox(storage, server.send)).toBe('done');
    expect(server.stored).toEqual(['a', 'b']);
  });

  it('never duplicates a message whose answer was lost: the id is the idempotency key', async () => {
    const storage = memoryStorage([message('a')]);
    const stored: string[] = [];
    let lose = true;
    const send = (e: OutboxEntry): Promise<SendOutcome> => {
      if (!stored.includes(e.id)) stored.push(e.id);
      if (lose) {
        lose = false; // the server stored it, but the answer never arrived
        return Promise.resolve({ kind: 'retry-later', reason: 'network' });
      }
      return Promise.resolve({ kind: 'sent', result: result(e.id) });
    };
    expect(await flushOutbox(storage, send)).toBe('stalled');
    expect(await flushOutbox(storage, send)).toBe('done');
    expect(stored).toEqual(['a']);
    expect(storage.entries).toEqual([]);
  });

  it('sends an entry whose removal failed again, by its id, and it is stored once', async () => {
    // The runner shows a sent message and follows its replies before the entry is removed
    // (outbox-runner deliver): a failed removal must cost nothing but a repeated send.
    const storage = memoryStorage([message('a'), message('b')]);
    const server = fakeServer(() => 'ok');
    const update = storage.update;
    storage.update = () => Promise.reject(new Error('storage full'));
    await expect(flushOutbox(storage, server.send)).rejects.toThrow('storage full');
    expect(storage.entries.map((e) => e.id)).toEqual(['a', 'b']);

    storage.update = update;
    expect(await flushOutbox(storage, server.send)).toBe('done');
    expect(server.stored).toEqual(['a', 'b']);
    expect(server.attempts.get('a')).toBe(2);
    expect(storage.entries).toEqual([]);
  });

  it('marks a refused message failed with the reason, keeps it, and sends the rest', async () => {
    const storage = memoryStorage([message('a'), message('b')]);
    const server = fakeServer((id) =>
      id === 'a'
        ? { kind: 'failed', error: 'Not enough tokens', code: 'INSUFFICIENT_TOKENS' }
        : 'ok',
    );
    const failed: string[] = [];
    expect(await flushOutbox(storage, server.send, { onFailed: (e) => failed.push(e.id) })).toBe(
      'done',
    );
    expect(server.stored).toEqual(['b']);
    expect(failed).toEqual(['a']);
    expect(storage.entries).toEqual([
      {
        ...message('a'),
        state: 'failed',
        error: 'Not enough tokens',
        errorCode: 'INSUFFICIENT_TOKENS',
      },
    ]);
    // A failed entry is not sent again until the user retries it.
    expect(await flushOutbox(storage, server.send)).toBe('done');
    expect(server.attempts.get('a')).toBe(1);
  });

  it('keeps a message moderation blocked aside (never sent again) and sends the rest', async () => {
    const storage = memoryStorage([message('a', 'I will kill you'), message('b')]);
    const reason = 'This message was not sent: it reads as a threat of violence.';
    const server = fakeServer((id) =>
      id === 'a' ? { kind: 'failed', error: reason, code: 'CONTENT_BLOCKED' } : 'ok',
    );
    expect(await flushOutbox(storage, server.send)).toBe('done');
    expect(server.stored).toEqual(['b']);
    expect(storage.entries).toEqual([
      {
        ...message('a', 'I will kill you'),
        state: 'blocked',
        error: reason,
        errorCode: 'CONTENT_BLOCKED',
      },
    ]);
    expect(await flushOutbox(storage, server.send)).toBe('done');
    expect(server.attempts.get('a')).toBe(1);
    // Retrying it would only be refused again: it is not requeued.
    expect(requeueEntry(storage.entries, 'a')).toEqual(storage.entries);
  });

  it('re-reads the outbox between sends, so entries added meanwhile go out too', async () => {
    const storage = memoryStorage([message('a')]);
    const server = fakeServer(() => 'ok');
    await flushOutbox(storage, server.send, {
      onSent: (e) => {
        if (e.id === 'a') void storage.update((all) => appendEntry(all, message('b')));
      },
    });
    expect(server.stored).toEqual(['a', 'b']);
  });
});

describe('outbox entries', () => {
  it('appends once per id and requeues a failed entry at the end', () => {
    const a = message('a');
    expect(appendEntry(appendEntry([], a), a)).toEqual([a]);
    const failed: OutboxEntry = { ...a, state: 'failed', error: 'x', errorCode: 'NOT_FOUND' };
    const requeued = requeueEntry([failed, message('b')], 'a');
    expect(requeued.map((e) => [e.id, e.state, e.error])).toEqual([
      ['b', 'queued', undefined],
      ['a', 'queued', undefined],
    ]);
  });

  it('classifies send failures: transient ones wait, refusals fail', () => {
    const kind = (status: number, code: RequestErrorCode = 'INTERNAL') =>
      classifySendError(new ApiRequestError('m', status, code)).kind;
    expect(kind(0, 'NETWORK')).toBe('retry-later');
    expect(kind(503)).toBe('retry-later');
    expect(kind(429)).toBe('retry-later');
    expect(kind(409, 'REPLY_IN_PROGRESS')).toBe('retry-later');
    expect(kind(402, 'INSUFFICIENT_TOKENS')).toBe('failed');
    expect(kind(400, 'BAD_REQUEST')).toBe('failed');
    expect(kind(404, 'NOT_FOUND')).toBe('failed');
    expect(kind(422, 'CONTENT_BLOCKED')).toBe('failed');
    expect(classifySendError(new TypeError('Failed to fetch')).kind).toBe('retry-later');
  });
});
