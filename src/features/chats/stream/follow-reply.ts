/**
 * Follows one reply over SSE until its `done` event, whatever the network does: fetch (not
 * EventSource, which cannot send the Authorization header), and after a dropped connection a
 * new request with `Last-Event-ID` = the reply's length so far, so nothing is lost or doubled.
 * Offline it waits for the `online` event; a finished reply answers `done` at once, so the
 * same request also picks up a reply completed while we were away. The first connection can be
 * one already open: the send's own answer carries its first reply.
 */
import type { Message, StreamDelta } from '@contract/chats.ts';
import { ApiRequestError } from '@/lib/api-client';
import { refusal } from '@/lib/auth/auth-client';
import { getAccessToken } from '@/lib/auth/token-refresh';
import { announceReplyFinished } from '@/lib/reply-events';
import { readEvents, type EventReader } from './sse-events';

export type FollowOptions = {
  /** What is already shown (e.g. the stored text after a reload): resume after it. */
  text: string;
  onText: (text: string) => void;
  signal?: AbortSignal;
  /** The reply's events already arriving (the send's answer): read before any request. */
  opened?: EventReader;
};

const BACKOFF_MS = [250, 500, 1000, 2000, 4000];

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
}

function whenOnline(signal?: AbortSignal): Promise<void> {
  if (navigator.onLine) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => (window.removeEventListener('online', done), resolve());
    window.addEventListener('online', done);
    signal?.addEventListener('abort', done, { once: true });
  });
}

/** Applies a delta at the position its event id says, so a repeated delta cannot double text. */
export function applyDelta(text: string, delta: string, eventId: string | undefined): string {
  const end = eventId === undefined ? NaN : Number(eventId);
  if (!Number.isInteger(end) || end < delta.length) return text + delta;
  return text.slice(0, end - delta.length) + delta;
}

async function readStream(
  events: EventReader,
  state: { text: string },
  options: FollowOptions,
): Promise<Message | undefined> {
  for (;;) {
    const event = await events.next();
    if (!event) return undefined; // closed without `done`: reconnect and resume
    if (event.event === 'delta') {
      state.text = applyDelta(state.text, (JSON.parse(event.data) as StreamDelta).text, event.id);
      options.onText(state.text);
    } else if (event.event === 'done') {
      events.cancel();
      // Heard by the offer of notifications (a reply that ended while the app was away).
      announceReplyFinished();
      return JSON.parse(event.data) as Message;
    }
  }
}

/** A request resuming after `state`; undefined: a server hiccup worth another try. */
async function connect(url: string, state: { text: string }, options: FollowOptions) {
  const headers: Record<string, string> = {
    Accept: 'text/event-stream',
    Authorization: `Bearer ${await getAccessToken()}`,
  };
  if (state.text.length > 0) headers['Last-Event-ID'] = String(state.text.length);
  const response = await fetch(url, { headers, signal: options.signal, cache: 'no-store' });
  if (response.ok && response.body) return readEvents(response.body);
  if (response.status < 500 && response.status !== 408 && response.status !== 429) {
    throw await refusal(response);
  }
  return undefined;
}

export async function followReply(
  chatHash: string,
  messageId: string,
  options: FollowOptions,
): Promise<Message> {
  const url = `/api/chats/${encodeURIComponent(chatHash)}/messages/${messageId}/stream`;
  const state = { text: options.text };
  let opened = options.opened;
  let attempt = 0;
  for (;;) {
    if (options.signal?.aborted) {
      opened?.cancel();
      throw new DOMException('Stopped following', 'AbortError');
    }
    try {
      let events = opened;
      opened = undefined;
      if (!events) {
        await whenOnline(options.signal);
        events = await connect(url, state, options);
      }
      if (events) {
        const before = state.text.length;
        const final = await readStream(events, state, options);
        if (final) return final;
        if (state.text.length > before) attempt = 0;
      }
    } catch (error) {
      if (error instanceof ApiRequestError || options.signal?.aborted) throw error;
      // A dropped connection or a refresh that could not reach the server: try again.
    }
    await wait(BACKOFF_MS[Math.min(attempt++, BACKOFF_MS.length - 1)]!, options.signal);
  }
}
