import type { Message } from '@contract/chats.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '@/lib/api-client';
import { applyDelta, followReply } from './follow-reply';
import { fakeStreamServer } from './sse-test-server';

vi.mock('@/lib/auth/token-refresh', () => ({ getAccessToken: async () => 'access-token' }));
// The session's reactions stay out; a refusal is mapped as the real client maps it.
vi.mock('@/lib/auth/auth-client', async () => {
  const { responseError } = await vi.importActual<typeof ApiClient>('@/lib/api-client');
  return { handleAuthFailure: vi.fn(), refusal: responseError };
});

const pieces = ['Bonjour', ', je suis ', 'Zoé', ' — ravie', ' de te voir !'];
const whole = pieces.join('');
const final: Message = {
  id: '00000000-0000-4000-8000-000000000002',
  chatHash: 'chat-1',
  avatarId: 7,
  text: whole,
  status: 'COMPLETE',
  replyTo: '00000000-0000-4000-8000-000000000001',
  createdAt: '2026-01-01T00:00:00.000Z',
  error: null,
};

/** Where the first connection drops: in the middle of the event that carries `piece`. */
function midEventOf(piece: string) {
  return (connection: number, body: string) =>
    connection === 0 ? body.indexOf(JSON.stringify({ text: piece })) + 5 : undefined;
}

/** Every text the follower reported must extend the one before: no gap filled late, no repeat. */
function expectGrowingPrefixes(seen: string[]) {
  expect(seen.length).toBeGreaterThan(0);
  seen.forEach((text, i) => {
    expect(whole.startsWith(text)).toBe(true);
    if (i > 0) expect(text.length).toBeGreaterThanOrEqual(seen[i - 1]!.length);
  });
}

beforeEach(() => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true));
afterEach(() => vi.unstubAllGlobals());

describe('followReply over a connection that drops', () => {
  it('reconnects with Last-Event-ID after the last whole delta, without gap or repeat', async () => {
    const server = fakeStreamServer({ pieces, final, dropAfter: midEventOf('Zoé') });
    vi.stubGlobal('fetch', server.fetch);
    const seen: string[] = [];

    const message = await followReply('chat-1', final.id, {
      text: '',
      onText: (text) => seen.push(text),
    });

    expect(server.connections.map((c) => c.lastEventId)).toEqual([
      null,
      String('Bonjour, je suis '.length),
    ]);
    expect(server.connections[1]!.url).toBe(`/api/chats/chat-1/messages/${final.id}/stream`);
    expect(seen.at(-1)).toBe(whole);
    expectGrowingPrefixes(seen);
    expect(message).toEqual(final);
  });

  it('keeps reconnecting while connections keep dropping, each time from where it got', async () => {
    // Every connection but the last delivers one event more, then drops in the next one.
    const server = fakeStreamServer({
      pieces,
      final,
      dropAfter: (n, body) => {
        if (n >= 3) return undefined;
        const second = body.indexOf('event:', body.indexOf('event:') + 1);
        return second + 8;
      },
    });
    vi.stubGlobal('fetch', server.fetch);
    const seen: string[] = [];

    await followReply('chat-1', final.id, { text: '', onText: (text) => seen.push(text) });

    const ends = [7, 17, 20]; // after 'Bonjour', ', je suis ', 'Zoé'
    expect(server.connections.map((c) => c.lastEventId)).toEqual([
      null,
      ...ends.map((end) => String(end)),
    ]);
    expect(seen.at(-1)).toBe(whole);
    expectGrowingPrefixes(seen);
  });

  it('resumes after the text already shown, from the first request', async () => {
    const server = fakeStreamServer({ pieces, final });
    vi.stubGlobal('fetch', server.fetch);
    const seen: string[] = [];

    await followReply('chat-1', final.id, {
      text: 'Bonjour',
      onText: (text) => seen.push(text),
    });

    expect(server.connections.map((c) => c.lastEventId)).toEqual(['7']);
    expect(seen[0]).toBe('Bonjour, je suis ');
    expect(seen.at(-1)).toBe(whole);
  });

  it('does not double text when a server replays deltas it had already sent', async () => {
    const server = fakeStreamServer({
      pieces,
      final,
      replayAll: true,
      dropAfter: midEventOf(' — ravie'),
    });
    vi.stubGlobal('fetch', server.fetch);
    const seen: string[] = [];

    await followReply('chat-1', final.id, { text: '', onText: (text) => seen.push(text) });

    expect(server.connections).toHaveLength(2);
    expect(server.connections[1]!.lastEventId).toBe('20');
    expect(seen.at(-1)).toBe(whole);
    expect(seen.every((text) => whole.startsWith(text))).toBe(true);
  });
});

describe('applyDelta', () => {
  it('places a delta at the end its id names', () => {
    expect(applyDelta('Hello', ' world', '11')).toBe('Hello world');
    expect(applyDelta('Hello world', ' world', '11')).toBe('Hello world');
    expect(applyDelta('Hello', ' world', undefined)).toBe('Hello world');
  });
});
