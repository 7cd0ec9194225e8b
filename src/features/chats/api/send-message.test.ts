import type { Message, SendMessageResult } from '@contract/chats.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '@/lib/api-client';
import { followReply } from '../stream/follow-reply';
import { fakeStreamServer, sseBody } from '../stream/sse-test-server';
import { sendMessage } from './send-message';

vi.mock('@/lib/auth/token-refresh', () => ({ getAccessToken: async () => 'access-token' }));
// The session's reactions stay out; a refusal is mapped as the real client maps it.
vi.mock('@/lib/auth/auth-client', async () => {
  const { responseError } = await vi.importActual<typeof ApiClient>('@/lib/api-client');
  return { handleAuthFailure: vi.fn(), refusal: responseError };
});

const pieces = ['Hello', ', I am ', 'Zoé', ' — glad', ' to see you!'];
const whole = pieces.join('');
const message: Message = {
  id: '00000000-0000-4000-8000-000000000001',
  chatHash: 'chat-1',
  avatarId: null,
  text: 'Hi',
  status: 'SENT',
  replyTo: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  error: null,
};
const reply: Message = {
  ...message,
  id: '00000000-0000-4000-8000-000000000002',
  avatarId: 7,
  text: '',
  status: 'STREAMING',
  replyTo: message.id,
};
const final: Message = { ...reply, text: whole, status: 'COMPLETE' };
const result: SendMessageResult = { message, replies: [reply], balance: 9 };
const sent = `event: sent\ndata: ${JSON.stringify(result)}\n\n`;

/** The send's answer, a few bytes at a time; `cut`: the connection drops after that many. */
function sendAnswer(body: string, cut?: number) {
  const bytes = new TextEncoder().encode(cut === undefined ? body : body.slice(0, cut));
  let at = 0;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (at < bytes.length) return controller.enqueue(bytes.slice(at, (at += 7)));
      if (cut === undefined) return controller.close();
      await new Promise((resolve) => setTimeout(resolve, 20));
      controller.error(new TypeError('network error'));
    },
  });
  const headers = new Headers({ 'Content-Type': 'text/event-stream' });
  return { ok: true, status: 201, headers, body: stream } as unknown as Response;
}

beforeEach(() => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true));
afterEach(() => vi.unstubAllGlobals());

describe('sendMessage: the answer streams the first reply', () => {
  it('resolves at `sent`, asking for a stream; the reply comes on the same answer', async () => {
    const fetch = vi.fn(async () => sendAnswer(sent + sseBody(pieces, 0, final)));
    vi.stubGlobal('fetch', fetch);
    const answer = await sendMessage('chat-1', { id: message.id, text: 'Hi' });
    expect(answer.result).toEqual(result);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/chats/chat-1/messages');
    expect(new Headers(init.headers).get('Accept')).toContain('text/event-stream');
    expect(JSON.parse(init.body as string)).toEqual({ id: message.id, text: 'Hi' });

    const seen: string[] = [];
    const done = await followReply('chat-1', reply.id, {
      text: '',
      onText: (text) => seen.push(text),
      opened: answer.replyEvents,
    });
    expect(done).toEqual(final);
    expect(seen.at(-1)).toBe(whole);
    // No request of its own: the words were already on their way.
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('when the answer is cut, the reply resumes on its own stream after the words it got', async () => {
    const body = sent + sseBody(pieces, 0, final);
    const answer = sendAnswer(body, body.indexOf(JSON.stringify({ text: 'Zoé' })) + 4);
    const stream = fakeStreamServer({ pieces, final });
    vi.stubGlobal('fetch', async () => answer);
    const { replyEvents } = await sendMessage('chat-1', { id: message.id, text: 'Hi' });
    vi.stubGlobal('fetch', stream.fetch);

    const seen: string[] = [];
    const done = await followReply('chat-1', reply.id, {
      text: '',
      onText: (text) => seen.push(text),
      opened: replyEvents,
    });
    expect(stream.connections).toEqual([
      {
        lastEventId: String('Hello, I am '.length),
        url: `/api/chats/chat-1/messages/${reply.id}/stream`,
      },
    ]);
    expect(done).toEqual(final);
    seen.forEach((text) => expect(whole.startsWith(text)).toBe(true));
    expect(seen.at(-1)).toBe(whole);
  });

  it('fails (to be sent again, same id) when the answer ends before `sent`', async () => {
    vi.stubGlobal('fetch', async () => sendAnswer(sent, 20));
    await expect(sendMessage('chat-1', { id: message.id, text: 'Hi' })).rejects.toThrow();
  });
});
