/**
 * Finding 3 over a real socket: a huge declared body is answered 413 before it is sent, and
 * the connection closes. Also: the request timeout, and names (finding 5).
 */
import { connect } from 'node:net';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestTimeout } from '../http/request-rules.ts';
import { session } from '../testing/chat-helpers.ts';
import { call } from '../testing/auth-helpers.ts';
import { listenOnLoopback } from '../testing/listen.ts';
import { useTestApp } from '../testing/test-app.ts';

describe('body limits on a real connection', () => {
  const t = useTestApp();
  let port = 0;
  let close = () => Promise.resolve();
  beforeAll(async () => {
    ({ port, close } = await listenOnLoopback(t.app.fetch));
  });
  afterAll(() => close());

  /** Sends the head and a first KB of a 600 MB body; resolves with all the server said. */
  function hugeUpload(path: string): Promise<{ answer: string; closed: boolean }> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('error', reject);
      socket.on('close', () => resolve({ answer, closed: true }));
      socket.on('connect', () => {
        socket.write(
          `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
            `Content-Length: ${600 * 1024 * 1024}\r\n\r\n{"email":"${'a'.repeat(1000)}`,
        );
      });
      setTimeout(() => (socket.destroy(), resolve({ answer, closed: false })), 5000);
    });
  }

  it('answers 413 at once and closes, without waiting for the 600 MB', async () => {
    const started = Date.now();
    const { answer, closed } = await hugeUpload('/api/auth/forgot-password');
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('"code":"PAYLOAD_TOO_LARGE"');
    expect(closed).toBe(true);
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('a route added later without a rule gets the smallest limit', async () => {
    const { answer } = await hugeUpload('/api/some-future-route');
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
  });
});

describe('the request timeout', () => {
  it('answers 503 with the standard error body when a handler takes too long', async () => {
    const app = new Hono()
      .use(requestTimeout(50))
      .get('/slow', async (c) => {
        await new Promise((resolve) => setTimeout(resolve, 500));
        return c.text('late');
      })
      .onError((error, c) => {
        const body = (error as { body?: unknown }).body;
        return c.json(body ?? null, (error as { status?: 503 }).status ?? 500);
      });
    const res = await app.request('/slow');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      code: 'TIMEOUT',
      message: 'The server took too long to answer. Please try again.',
    });
  });
});

describe('names people see', () => {
  const t = useTestApp();
  const rename = async (name: string) => {
    const me = await session(t, 'newbie@angels.local');
    return call(t, 'PATCH', `/api/users/${me.id}`, {
      token: me.token,
      body: { avatar: { name, portraitKey: 'willow' } },
    });
  };

  it.each([
    ['a right-to-left override', 'Robin\u202Egnp.exe'],
    ['a zero-width space', 'Ro\u200Bbin'],
    ['a zero-width joiner', 'Ro\u200Dbin'],
    ['a bidi isolate', '\u2066Robin\u2069'],
    ['a control character', 'Ro\u0007bin'],
    ['a line break', 'Ro\nbin'],
    ['a NUL', 'Ro\u0000bin'],
    ['a lone surrogate', 'Ro\uD800bin'],
  ])('refuses %s with 400 naming the field', async (_, name) => {
    const res = await rename(name);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { issues: { path: string }[] };
    expect(body.issues.map((i) => i.path)).toContain('avatar.name');
  });

  it('stores names NFC-normalised and trimmed', async () => {
    const res = await rename('  Zoe\u0301 ');
    expect(res.status).toBe(200);
    const user = (await res.json()) as { avatar: { name: string } };
    expect(user.avatar.name).toBe('Zo\u00E9');
  });
});
