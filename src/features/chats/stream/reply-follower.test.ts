import type { Message } from '@contract/chats.ts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '@/lib/api-client';
import { chronological, type History } from '../api/message-cache';
import { chatKeys } from '../api/query-keys';
import { followReplies } from './reply-follower';
import { replyStore } from './reply-store';
import { fakeStreamServer } from './sse-test-server';

vi.mock('@/lib/auth/token-refresh', () => ({ getAccessToken: async () => 'access-token' }));
// The session's reactions stay out; a refusal is mapped as the real client maps it.
vi.mock('@/lib/auth/auth-client', async () => {
  const { responseError } = await vi.importActual<typeof ApiClient>('@/lib/api-client');
  return { handleAuthFailure: vi.fn(), refusal: responseError };
});

const pieces = ['Привет! ', 'Я Анна, ', 'и я рада ', 'тебя видеть.'];
const whole = pieces.join('');
const reply = (text: string, status: Message['status']): Message => ({
  id: '00000000-0000-4000-8000-00000000000a',
  chatHash: 'chat-2',
  avatarId: 3,
  text,
  status,
  replyTo: '00000000-0000-4000-8000-000000000009',
  createdAt: '2026-01-01T00:00:01.000Z',
  error: null,
});

function finished(id: string): Promise<Message> {
  return new Promise((resolve) => {
    const stop = replyStore.onReplyFinished((message) => {
      if (message.id !== id) return;
      stop();
      resolve(message);
    });
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('followReplies when the stream drops', () => {
  it('resumes with Last-Event-ID and puts the whole reply, once, in the history', async () => {
    const streaming = reply('Привет! ', 'STREAMING');
    const final = reply(whole, 'COMPLETE');
    const server = fakeStreamServer({
      pieces,
      final,
      // The first connection drops inside the event that carries 'и я рада '.
      dropAfter: (n, body) => (n === 0 ? body.indexOf('и я') + 2 : undefined),
    });
    vi.stubGlobal('fetch', server.fetch);
    const queryClient = new QueryClient();
    const history: History = {
      pages: [{ items: [streaming], nextCursor: null, revision: 0 }],
      pageParams: [],
    };
    queryClient.setQueryData(chatKeys.messages('chat-2'), history);
    const live: string[] = [];
    const stop = replyStore.subscribe(streaming.id, () => {
      const text = replyStore.get(streaming.id)?.text;
      if (text !== undefined) live.push(text);
    });
    const done = finished(streaming.id);

    followReplies(queryClient, [streaming]);
    // Following a reply twice would open a second stream and double its text.
    followReplies(queryClient, [streaming]);
    expect(await done).toEqual(final);
    stop();

    // Resumed after the stored text, then after the last whole delta of the dropped connection.
    expect(server.connections.map((c) => c.lastEventId)).toEqual([
      String('Привет! '.length),
      String('Привет! Я Анна, '.length),
    ]);
    expect(live.at(-1)).toBe(whole);
    live.forEach((text) => expect(whole.startsWith(text)).toBe(true));
    const messages = chronological(queryClient.getQueryData(chatKeys.messages('chat-2')));
    expect(messages).toEqual([final]);
    expect(replyStore.get(streaming.id)).toBeUndefined();
  });
});

describe('followReplies says how a reply finished', () => {
  it('read when its stream said done (the server marks the chat read first), not when it was gone', async () => {
    const heard: Array<[Message['status'], boolean]> = [];
    const stop = replyStore.onReplyFinished((message, { read }) =>
      heard.push([message.status, read]),
    );
    const streaming = reply('', 'STREAMING');
    const queryClient = new QueryClient();
    vi.stubGlobal('fetch', fakeStreamServer({ pieces, final: reply(whole, 'COMPLETE') }).fetch);
    const done = finished(streaming.id);
    followReplies(queryClient, [streaming]);
    await done;

    const missing = { code: 'CHAT_NOT_FOUND', message: 'No such chat' };
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(missing), { status: 404 }));
    const gone = finished(streaming.id);
    followReplies(queryClient, [streaming]);
    await gone;
    stop();
    expect(heard).toEqual([
      ['COMPLETE', true],
      ['STREAMING', false],
    ]);
  });
});
