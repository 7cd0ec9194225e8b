import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiClient, send, withQuery } from './api-client';
import { jsonResponse } from './auth/test-helpers';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

type Call = { url: string; init: RequestInit };

/** A fake server answering each call with the next of `answers` (an Error rejects the fetch). */
function answer(...answers: Array<Response | Error>): Call[] {
  const calls: Call[] = [];
  globalThis.fetch = ((input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push({ url: url.replace(/^https?:\/\/[^/]+/, ''), init });
    const next = answers.shift() ?? new Error('no answer left');
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  }) as typeof fetch;
  return calls;
}

describe('reads (fetch itself)', () => {
  it('asks /api with the query, leaving out what is unset', async () => {
    const calls = answer(jsonResponse(200, { items: [] }));
    const body = await apiClient.get('/avatars', {
      query: { gender: 'FEMALE', page: 2, ethnicity: undefined, tags: ['a', 'b'], x: null },
    });
    expect(body).toEqual({ items: [] });
    expect(calls.map((call) => call.url)).toEqual([
      '/api/avatars?gender=FEMALE&page=2&tags=a&tags=b',
    ]);
  });

  it('tries once more after a retryable status or a network error, never a third time', async () => {
    let calls = answer(
      jsonResponse(503, { code: 'UNAVAILABLE', message: 'busy' }),
      jsonResponse(200, 1),
    );
    await expect(apiClient.get('/vars')).resolves.toBe(1);
    expect(calls).toHaveLength(2);

    calls = answer(new TypeError('Failed to fetch'), new TypeError('Failed to fetch'));
    await expect(apiClient.get('/vars')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
    expect(calls).toHaveLength(2);
  });

  it('waits out a short Retry-After before its retry, and fails at once on a long one', async () => {
    vi.useFakeTimers();
    try {
      const limited = (seconds: string) =>
        new Response(JSON.stringify({ code: 'RATE_LIMITED', message: 'wait' }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': seconds },
        });
      let calls = answer(limited('2'), jsonResponse(200, 1));
      const read = apiClient.get('/chats');
      await vi.advanceTimersByTimeAsync(1900);
      expect(calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(200);
      await expect(read).resolves.toBe(1);
      expect(calls).toHaveLength(2);

      calls = answer(limited('60'), jsonResponse(200, 1));
      await expect(apiClient.get('/chats')).rejects.toMatchObject({
        status: 429,
        code: 'RATE_LIMITED',
      });
      expect(calls).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("turns the API's error body into an ApiRequestError, without retrying a 404", async () => {
    const calls = answer(jsonResponse(404, { code: 'NOT_FOUND', message: 'Angel not found' }));
    const error: unknown = await apiClient.get('/avatars/9').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Angel not found' });
    expect(calls).toHaveLength(1);
  });

  it('an answer without the API body is an HTTP error; an empty one reads as undefined', async () => {
    answer(new Response('<html>proxy</html>', { status: 502 }), new Response('', { status: 502 }));
    await expect(apiClient.get('/vars')).rejects.toMatchObject({ status: 502, code: 'HTTP_ERROR' });
    answer(new Response(null, { status: 204 }));
    await expect(apiClient.get('/vars')).resolves.toBeUndefined();
  });
});

it('a read whose body is cut on its way fails as the network', async () => {
  const cut = new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"items": ['));
      controller.error(new TypeError('network error'));
    },
  });
  answer(new Response(cut, { status: 200 }));
  await expect(apiClient.get('/avatars')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
});

describe('writes (ofetch, loaded with the first one)', () => {
  it('sends JSON and never retries', async () => {
    const calls = answer(jsonResponse(503, { code: 'UNAVAILABLE', message: 'busy' }));
    await expect(apiClient.post('/auth/login', { email: 'a@b.c' })).rejects.toMatchObject({
      status: 503,
      code: 'UNAVAILABLE',
      message: 'busy',
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/auth/login');
    expect(calls[0]!.init.body).toBe(JSON.stringify({ email: 'a@b.c' }));
  });

  it('a write that gets no answer is a network error', async () => {
    answer(new TypeError('Failed to fetch'));
    await expect(send('/chats', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK',
    });
  });
});

describe('withQuery', () => {
  it('appends to a path that already has a query, and leaves an empty one alone', () => {
    expect(withQuery('/a?x=1', { y: 2 })).toBe('/a?x=1&y=2');
    expect(withQuery('/a', { y: undefined })).toBe('/a');
    expect(withQuery('/a')).toBe('/a');
  });
});

describe('a write client that cannot load', () => {
  afterEach(() => {
    vi.doUnmock('ofetch');
    vi.doUnmock('@/lib/pwa/chunk-recovery');
    vi.resetModules();
  });

  it('online (its file gone after a deploy): a reload is asked for, and the failure is no answer (status 0), so no session ends over it', async () => {
    vi.resetModules();
    vi.doMock('ofetch', () => {
      throw new Error('Failed to fetch dynamically imported module: /assets/vendor-write.js');
    });
    const recover = vi.fn(() => true);
    vi.doMock('@/lib/pwa/chunk-recovery', () => ({ recoverFromChunkFailure: recover }));
    const fresh = await import('./api-client');
    await expect(fresh.apiClient.post('/auth/login', {})).rejects.toMatchObject({
      status: 0,
      code: 'UNKNOWN',
    });
    expect(recover).toHaveBeenCalledOnce();
  });
});
