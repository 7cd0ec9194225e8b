import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '@contract/moderation';
import type { ApiRequestError } from '@/lib/api-client';
import { jsonResponse } from '@/lib/auth/test-helpers';
import { AUTH_TOKENS_KEY } from '@/lib/auth/token-storage';
import {
  runLiveStream,
  SILENCE_LIMIT_MS,
  STABLE_AFTER_MS,
  type LiveStreamOptions,
} from './live-stream';

vi.mock('@/lib/auth/token-refresh', () => ({ getAccessToken: () => Promise.resolve('access-1') }));
const backoffDelay = vi.fn((_attempt: number) => 0);
vi.mock('./backoff', () => ({ backoffDelay: (attempt: number) => backoffDelay(attempt) }));

/** A stream response the test writes to, chunk by chunk, and ends. */
function sseResponse() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

const hint = (event: LiveEvent) => `event: live\ndata: ${JSON.stringify(event)}\n\n`;

describe('runLiveStream', () => {
  let answers: Array<() => Response>;
  let requests: Array<{ url: string; init: RequestInit }>;
  let events: LiveEvent[];
  let reconnects: number;
  let refusals: ApiRequestError[];
  let stop: AbortController;
  let running: Promise<void> | undefined;

  const start = (extra: Partial<LiveStreamOptions> = {}) => {
    running = runLiveStream({
      signal: stop.signal,
      catchUpFirst: false,
      onEvent: (event) => events.push(event),
      onReconnect: () => (reconnects += 1),
      onAuthFailure: (error) => refusals.push(error),
      ...extra,
    });
    return running;
  };
  /** The next request is answered with `make()`; resolves once it was made. */
  const answerNext = (make: () => Response) => answers.push(make);
  const requested = (count: number) => expect.poll(() => requests.length).toBe(count);

  beforeEach(() => {
    answers = [];
    requests = [];
    events = [];
    reconnects = 0;
    refusals = [];
    stop = new AbortController();
    backoffDelay.mockClear();
    onlineManager.setOnline(true);
    localStorage.setItem(AUTH_TOKENS_KEY, JSON.stringify({ accessToken: 'a', refreshToken: 'r' }));
    globalThis.fetch = ((url: string, init: RequestInit) => {
      requests.push({ url, init });
      const answer = answers.shift();
      return new Promise<Response>((resolve, reject) => {
        // Like fetch: an abort rejects a request still waiting (none planned: it hangs till then).
        init.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError')));
        if (answer) resolve(answer());
      });
    }) as typeof fetch;
  });
  afterEach(async () => {
    stop.abort();
    await running;
    vi.useRealTimers();
    localStorage.clear();
  });

  it('delivers the hints it reads, whatever the chunks, with the bearer token', async () => {
    const stream = sseResponse();
    answerNext(() => stream.response);
    void start();
    await requested(1);
    expect(requests[0]!.url).toBe('/api/events');
    expect(new Headers(requests[0]!.init.headers).get('Authorization')).toBe('Bearer access-1');
    const text = `: connected\n\n${hint({ type: 'chat', chatHash: 'h1' })}: keep-alive\n\n`;
    stream.write(text.slice(0, 20));
    stream.write(text.slice(20));
    stream.write('event: live\ndata: {"type":"unknown"}\n\nevent: other\ndata: {}\n\n');
    stream.write(hint({ type: 'cases', caseId: 'c1' }));
    await expect.poll(() => events.length).toBe(3);
    expect(events).toEqual([
      // The first connection catches the account up: a sanction may predate the stream.
      { type: 'account' },
      { type: 'chat', chatHash: 'h1' },
      { type: 'cases', caseId: 'c1' },
    ]);
    expect(reconnects).toBe(0);
  });

  it('reconnects after a dropped stream or a server error, reporting the reconnect', async () => {
    const first = sseResponse();
    answerNext(() => first.response);
    answerNext(() => jsonResponse(502, {}));
    const third = sseResponse();
    answerNext(() => third.response);
    void start();
    await requested(1);
    first.end();
    await requested(3);
    await expect.poll(() => reconnects).toBe(1);
    third.write(hint({ type: 'chat', chatHash: 'h2' }));
    await expect
      .poll(() => events)
      .toEqual([{ type: 'account' }, { type: 'chat', chatHash: 'h2' }]);
  });

  it('keeps backing off while connections drop at once, and starts over after a stable one', async () => {
    vi.useFakeTimers();
    const streams = Array.from({ length: 4 }, () => sseResponse());
    for (const stream of streams) answerNext(() => stream.response);
    void start();
    await vi.advanceTimersByTimeAsync(0);
    streams[0]!.end(); // accepted, then closed at once
    await vi.advanceTimersByTimeAsync(0);
    streams[1]!.end();
    await vi.advanceTimersByTimeAsync(0);
    expect(requests).toHaveLength(3);
    expect(backoffDelay.mock.calls.map(([attempt]) => attempt)).toEqual([0, 1]);
    await vi.advanceTimersByTimeAsync(STABLE_AFTER_MS);
    streams[2]!.write(': keep-alive\n\n');
    streams[2]!.end();
    await vi.advanceTimersByTimeAsync(0);
    expect(requests).toHaveLength(4);
    expect(backoffDelay.mock.calls.map(([attempt]) => attempt)).toEqual([0, 1, 0]);
  });

  it('catches up on its first connection when another tab had the hints', async () => {
    answerNext(() => sseResponse().response);
    void start({ catchUpFirst: true });
    await expect.poll(() => reconnects).toBe(1);
    expect(events).toEqual([]);
  });

  it('retries a 403 that is not a suspension (a proxy, say), backing off', async () => {
    answerNext(() => jsonResponse(403, { code: 'FORBIDDEN', message: 'No.' }));
    answerNext(() => new Response('<html>Forbidden</html>', { status: 403 }));
    answerNext(() => sseResponse().response);
    void start();
    await requested(3);
    expect(refusals).toEqual([]);
    expect(backoffDelay.mock.calls.map(([attempt]) => attempt)).toEqual([0, 1]);
    await expect.poll(() => events).toEqual([{ type: 'account' }]);
  });

  it('stops on 401 and on 403 ACCOUNT_SUSPENDED, handing over the error with its details', async () => {
    const meta = { suspendedUntil: null, warningCounter: 3 };
    answerNext(() =>
      jsonResponse(403, {
        code: 'ACCOUNT_SUSPENDED',
        message: 'Your account has been closed.',
        meta,
      }),
    );
    await start();
    expect(requests).toHaveLength(1);
    expect(refusals[0]).toMatchObject({ status: 403, code: 'ACCOUNT_SUSPENDED' });
    expect(refusals[0]!.details.meta).toEqual(meta);
    answerNext(() => jsonResponse(401, { code: 'UNAUTHORIZED', message: 'Log in.' }));
    await start();
    expect(requests).toHaveLength(2);
    expect(refusals[1]).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });

  it('waits while offline or logged out, and connects again when that ends', async () => {
    const first = sseResponse();
    answerNext(() => first.response);
    void start();
    await requested(1);
    onlineManager.setOnline(false);
    // Going offline drops the open stream; nothing is tried until the network returns.
    await expect.poll(() => (requests[0]!.init.signal as AbortSignal).aborted).toBe(true);
    localStorage.removeItem(AUTH_TOKENS_KEY);
    onlineManager.setOnline(true);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(requests).toHaveLength(1);
    localStorage.setItem(AUTH_TOKENS_KEY, JSON.stringify({ accessToken: 'a', refreshToken: 'r' }));
    window.dispatchEvent(new StorageEvent('storage', { key: AUTH_TOKENS_KEY }));
    await requested(2);
  });

  it('takes a stream silent past the heartbeats for dead, and ends when stopped', async () => {
    vi.useFakeTimers();
    const first = sseResponse();
    answerNext(() => first.response);
    void start();
    await vi.advanceTimersByTimeAsync(0);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(SILENCE_LIMIT_MS - 1000);
    first.write(': keep-alive\n\n'); // a heartbeat: still alive
    await vi.advanceTimersByTimeAsync(SILENCE_LIMIT_MS - 1000);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(requests).toHaveLength(2);
    stop.abort();
    await running;
    expect((requests[1]!.init.signal as AbortSignal).aborted).toBe(true);
  });
});
