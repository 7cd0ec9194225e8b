/**
 * The log: every request has an id (kept from a sane X-Request-Id, else made) that its reply
 * job's and provider call's lines carry; nothing a person wrote and no credential reaches a
 * line at info.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiEngine } from '../engines/reply/openai-engine.ts';
import { openChat, session } from '../testing/chat-helpers.ts';
import { oneMessageRequest } from '../testing/reply-request.ts';
import { scriptedEngine } from '../testing/scripted-engine.ts';
import { useTestApp } from '../testing/test-app.ts';
import { captureLogs, logger } from './logger.ts';
import { REDACTED } from './redaction.ts';
import { withContext } from './request-context.ts';

const { engine } = scriptedEngine();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids and the log', () => {
  const t = useTestApp({}, { replies: engine });

  it('keeps a sane X-Request-Id, replaces anything else, and echoes it', async () => {
    const idOf = async (headers: Record<string, string>) =>
      (await t.app.request('/api/health', { headers })).headers.get('X-Request-Id') ?? '';
    expect(await idOf({ 'X-Request-Id': 'edge-7f3a.1:2' })).toBe('edge-7f3a.1:2');
    // Also on an answer the response cache gives (a Response of its own).
    for (let i = 0; i < 2; i++) {
      const res = await t.app.request('/api/avatars?page=1', {
        headers: { 'X-Request-Id': `cached-${i}` },
      });
      expect(res.headers.get('X-Request-Id')).toBe(`cached-${i}`);
    }
    expect(await idOf({})).toMatch(UUID);
    for (const insane of ['a b', 'x'.repeat(65), '<script>', 'line\u0085break']) {
      expect(await idOf({ 'X-Request-Id': insane })).toMatch(UUID);
    }
    expect(await idOf({})).not.toBe(await idOf({}));
  });

  it("carries the send's request id into its reply job's line; no text or token at info", async () => {
    const me = await session(t, 'user@angels.local');
    const chat = await openChat(t, me, [3]);
    const secretText = 'my-very-private-words-4711';
    const capture = captureLogs('info');
    let replyId = '';
    try {
      const res = await t.app.request(`/api/chats/${chat.chatHash}/messages`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${me.token}`,
          'Content-Type': 'application/json',
          'X-Request-Id': 'req-propagation-1',
        },
        body: JSON.stringify({ id: crypto.randomUUID(), text: secretText }),
      });
      expect(res.status).toBe(201);
      expect(res.headers.get('X-Request-Id')).toBe('req-propagation-1');
      replyId = ((await res.json()) as { replies: { id: string }[] }).replies[0]!.id;
      await t.app.replyJobs.idle();
    } finally {
      capture.stop();
    }
    const records = capture.records();
    const ended = records.find((r) => r.msg === 'reply ended' && r.replyId === replyId);
    expect(ended).toMatchObject({
      level: 'info',
      requestId: 'req-propagation-1',
      outcome: 'completed',
    });
    const access = records.find((r) => r.msg === 'request' && r.requestId === 'req-propagation-1');
    expect(access).toMatchObject({
      method: 'POST',
      route: '/api/chats/:chatHash/messages',
      status: 201,
    });
    const all = capture.lines.join('\n');
    expect(all).not.toContain(secretText);
    expect(all).not.toContain(me.token);
    expect(all).not.toContain(chat.chatHash);
  });

  it('logs requests at info, the probes (health, readiness) at debug only', async () => {
    const capture = captureLogs('info');
    try {
      await t.app.request('/api/health', { headers: { 'X-Request-Id': 'probe-1' } });
      await t.app.request('/api/vars', { headers: { 'X-Request-Id': 'page-1' } });
    } finally {
      capture.stop();
    }
    const ids = capture
      .records()
      .filter((r) => r.msg === 'request')
      .map((r) => r.requestId);
    expect(ids).toEqual(['page-1']);
  });

  it('redacts credentials, addresses and texts passed as fields', () => {
    const capture = captureLogs('info');
    try {
      logger.info(
        {
          text: 'words a person wrote',
          headers: { authorization: 'Bearer abc.def.ghi' },
          user: { email: 'someone@example.com', password: 'hunter2' },
          apiKey: 'sk-live-123',
          chars: 20,
        },
        'fields',
      );
    } finally {
      capture.stop();
    }
    const [line] = capture.lines;
    for (const secret of [
      'words a person wrote',
      'abc.def.ghi',
      'someone@example.com',
      'hunter2',
      'sk-live-123',
    ]) {
      expect(line).not.toContain(secret);
    }
    expect(capture.records()[0]).toMatchObject({
      text: REDACTED,
      headers: { authorization: REDACTED },
      user: { email: REDACTED, password: REDACTED },
      chars: 20,
    });
  });
});

describe('a model provider call', () => {
  const seen: http.IncomingHttpHeaders[] = [];
  const server = http.createServer((req, res) => {
    seen.push(req.headers);
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: 'Hi.' } }] })}\n\n`);
      res.end(
        `data: ${JSON.stringify({ choices: [{ delta: {}, finish_reason: 'stop' }] })}\n\ndata: [DONE]\n\n`,
      );
    });
  });
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('carries the request id in its header and its log line', async () => {
    const llm = createOpenAiEngine({
      baseUrl: base,
      apiKey: 'sk-secret-key',
      model: 'm',
      timeoutMs: 5000,
      log: () => {},
    });
    const capture = captureLogs('debug');
    let text = '';
    try {
      await withContext({ requestId: 'req-provider-1' }, async () => {
        for await (const chunk of llm.generate(oneMessageRequest('Hello'))) text += chunk;
      });
    } finally {
      capture.stop();
    }
    expect(text).toBe('Hi.');
    expect(seen.at(-1)?.['x-request-id']).toBe('req-provider-1');
    const call = capture.records().find((r) => r.msg === 'provider call');
    expect(call).toMatchObject({ requestId: 'req-provider-1', status: 200, model: 'm' });
    expect(capture.lines.join('\n')).not.toContain('sk-secret-key');
  });
});
