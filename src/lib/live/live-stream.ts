/**
 * One tab's connection to GET /api/events, kept up whatever the network does: fetch (not
 * EventSource, which cannot send the Authorization header) with the token the authenticated
 * client uses; after a drop, a new request after a growing pause (./backoff), reset only once a
 * connection has stayed up a while: a server or proxy that accepts and closes at once must not
 * make every tab re-read everything each second. Offline it waits for the connection to
 * return, and a connection silent for longer than the server's heartbeat allows is taken for
 * dead. Every connection after the first reports a reconnect: hints sent meanwhile are lost,
 * so features re-read what they show. The very first one reports an account hint: a sanction
 * may have come between the page's first reads and the stream.
 */
import { onlineManager } from '@tanstack/react-query';
import type { LiveEvent } from '@contract/moderation';
import { createSseParser } from '@contract/sse-parser.ts';
import { AUTH_ERROR_CODES } from '@contract/account-constants.ts';
import { responseError, type ApiRequestError } from '@/lib/api-client';
import { getAccessToken } from '@/lib/auth/token-refresh';
import { backoffDelay } from './backoff';
import { parseLiveEvent } from './live-wire';
import { untilReady, wait } from './live-waits';

export const LIVE_EVENTS_URL = '/api/events';

/** The server comments every 15 s; three missed heartbeats mean a dead connection. */
export const SILENCE_LIMIT_MS = 45_000;

/** A connection up this long (one heartbeat) is stable: the next drop starts the backoff anew. */
export const STABLE_AFTER_MS = 15_000;

export type LiveStreamOptions = {
  signal: AbortSignal;
  /** The first connection is a reconnect too (another tab's connection had the hints). */
  catchUpFirst: boolean;
  onEvent: (event: LiveEvent) => void;
  onReconnect: () => void;
  /**
   * 401 or 403 ACCOUNT_SUSPENDED: the stream stops; the session code decides what follows.
   * Any other refusal (a proxy's 403, say) is retried like a server error.
   */
  onAuthFailure: (error: ApiRequestError) => void;
};

async function readEvents(
  body: ReadableStream<BufferSource>,
  o: LiveStreamOptions,
  heard: () => void,
  signal: AbortSignal,
) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  const parser = createSseParser();
  // Fetch ends the body on abort too; this does not depend on it.
  const cancel = () => void reader.cancel().catch(() => undefined);
  signal.addEventListener('abort', cancel);
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      heard();
      for (const { event, data } of parser.push(value)) {
        const hint = event === 'live' ? parseLiveEvent(data) : undefined;
        if (hint) o.onEvent(hint);
      }
    }
  } finally {
    signal.removeEventListener('abort', cancel);
    cancel();
  }
}

/** Whether a refusal ends the session (as opposed to a failure worth retrying). */
async function sessionRefused(response: Response): Promise<ApiRequestError | undefined> {
  if (response.status !== 401 && response.status !== 403) return undefined;
  const error = await responseError(response);
  if (response.status === 401 || error.code === AUTH_ERROR_CODES.suspended) return error;
  return undefined;
}

/** One connection, until it ends: 'stop' when the server refused the session. */
async function connectOnce(o: LiveStreamOptions, opened: () => void): Promise<'ended' | 'stop'> {
  const attempt = new AbortController();
  const abort = () => attempt.abort();
  o.signal.addEventListener('abort', abort);
  const stopOffline = onlineManager.subscribe((online) => (online ? undefined : abort()));
  let silence: ReturnType<typeof setTimeout> | undefined;
  const heard = () => {
    clearTimeout(silence);
    silence = setTimeout(abort, SILENCE_LIMIT_MS);
  };
  try {
    const token = await getAccessToken();
    heard(); // also bounds a request that never answers
    const response = await fetch(LIVE_EVENTS_URL, {
      headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
      signal: attempt.signal,
      cache: 'no-store',
    });
    if (response.ok && response.body) {
      opened();
      await readEvents(response.body, o, heard, attempt.signal);
    } else {
      const refused = await sessionRefused(response);
      if (refused) {
        o.onAuthFailure(refused);
        return 'stop';
      }
      void response.body?.cancel().catch(() => undefined);
    }
  } catch {
    // A dropped connection, a refresh that could not reach the server, no tokens: try again.
  } finally {
    clearTimeout(silence);
    stopOffline();
    o.signal.removeEventListener('abort', abort);
  }
  return 'ended';
}

/** Runs until `signal` aborts or the server refuses the session. */
export async function runLiveStream(o: LiveStreamOptions): Promise<void> {
  let attempt = 0;
  let connected = false;
  while (!o.signal.aborted) {
    await untilReady(o.signal);
    if (o.signal.aborted) return;
    let openedAt: number | undefined;
    const result = await connectOnce(o, () => {
      openedAt = Date.now();
      if (connected || o.catchUpFirst) o.onReconnect();
      else o.onEvent({ type: 'account' });
      connected = true;
    });
    if (result === 'stop') return;
    if (openedAt !== undefined && Date.now() - openedAt >= STABLE_AFTER_MS) attempt = 0;
    // Offline, the wait is for the network (untilReady), and the return needs no pause.
    if (onlineManager.isOnline()) await wait(backoffDelay(attempt++), o.signal);
  }
}
