/**
 * /metrics under load: after requests, a streamed reply, a mail, payments and a failed model
 * call, every series of the metric table is in the scrape with samples, and the HTTP series
 * hold route templates, never the ids of the paths asked.
 */
import { describe, expect, it, vi } from 'vitest';
import { createOpenAiEngine } from '../engines/reply/openai-engine.ts';
import { fulfilOrder } from '../money/fulfilment.ts';
import { openOrder, recordDecline } from '../money/orders.ts';
import { call, newAccount } from '../testing/auth-helpers.ts';
import { openChat, send, session } from '../testing/chat-helpers.ts';
import { oneMessageRequest } from '../testing/reply-request.ts';
import { scriptedEngine } from '../testing/scripted-engine.ts';
import { readEvents } from '../testing/sse-client.ts';
import { useTestApp } from '../testing/test-app.ts';
import { METRICS } from './metric-table.ts';

const TOKEN = 'metrics-series-token-0123456789';
const { engine, script } = scriptedEngine();

/** The value of the first sample whose name and labels match. */
function sample(body: string, name: string, labels: Record<string, string> = {}): number | null {
  for (const line of body.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`))) {
      return Number(line.slice(line.lastIndexOf(' ') + 1));
    }
  }
  return null;
}

describe('the series of /metrics under load', () => {
  const t = useTestApp({ METRICS_TOKEN: TOKEN }, { replies: engine });
  const scrape = async () => {
    const res = await t.app.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    return res.text();
  };

  it('has every series of the metric table, with samples, after the app was used', async () => {
    const me = await session(t, 'user@angels.local');
    const chat = await openChat(t, me, [1]);
    // A reply followed on its stream (an event stream while it lasts), then settled.
    script.delayMs = 2;
    const sent = await send(t, me, chat.chatHash, { text: 'Hello there' });
    const stream = await t.app.request(
      `/api/chats/${chat.chatHash}/messages/${sent.replies[0]!.id}/stream`,
      { headers: { Authorization: `Bearer ${me.token}` } },
    );
    const during = await scrape();
    expect(sample(during, METRICS.eventStreams.name, { kind: 'reply' })).toBeGreaterThanOrEqual(1);
    await readEvents(stream, (events) => events.some((e) => e.event === 'done'));
    await t.app.replyJobs.idle();
    // The stream's end (after `done`, once its handler returns) takes it off the gauge.
    const open = sample(during, METRICS.eventStreams.name, { kind: 'reply' }) ?? 0;
    await vi.waitFor(async () => {
      expect(sample(await scrape(), METRICS.eventStreams.name, { kind: 'reply' })).toBe(open - 1);
    });
    // A mail (the confirmation of a new account).
    await newAccount(t, `metrics-${Date.now()}@example.com`);
    // Payments through fulfilment: completed, then the same event again, and a decline.
    const order = () =>
      openOrder(t.database.db, {
        userId: me.id,
        type: 'tokens',
        productId: 'tokens-100',
        couponCode: null,
        currency: 'USD',
        provider: 'sandbox',
      });
    const paid = await order();
    await fulfilOrder(t.database.db, paid.id, 'paid', 'ch_1');
    await fulfilOrder(t.database.db, paid.id, 'paid', 'ch_1');
    await recordDecline(t.database.db, (await order()).id, 'Card declined.');
    // A model provider that cannot be reached.
    const dead = createOpenAiEngine({
      baseUrl: 'http://127.0.0.1:9',
      apiKey: null,
      model: 'm',
      timeoutMs: 2000,
      log: () => {},
    });
    await expect(async () => {
      for await (const chunk of dead.generate(oneMessageRequest('Hi'))) void chunk;
    }).rejects.toThrow(/could not be reached/);

    const body = await scrape();
    for (const metric of Object.values(METRICS)) {
      expect(body, metric.name).toContain(`# HELP ${metric.name} ${metric.help}`);
      expect(body, metric.name).toContain(`# TYPE ${metric.name} ${metric.type}`);
      // Push deliveries are recorded by server/push (no subscription here): declared only.
      if (metric === METRICS.pushDeliveries) continue;
      const name = metric.type === 'histogram' ? `${metric.name}_count` : metric.name;
      expect(sample(body, name), `${name} has no sample`).not.toBeNull();
    }
    expect(sample(body, METRICS.repliesStarted.name)).toBeGreaterThanOrEqual(1);
    expect(
      sample(body, METRICS.repliesEnded.name, { outcome: 'completed' }),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(body, `${METRICS.firstToken.name}_count`)).toBeGreaterThanOrEqual(1);
    expect(sample(body, METRICS.mailDeliveries.name, { outcome: 'sent' })).toBeGreaterThanOrEqual(
      1,
    );
    for (const outcome of ['completed', 'duplicate', 'declined']) {
      expect(
        sample(body, METRICS.payments.name, { provider: 'sandbox', outcome }),
        outcome,
      ).toBeGreaterThanOrEqual(1);
    }
    expect(sample(body, METRICS.llmErrors.name, { kind: 'unreachable' })).toBeGreaterThanOrEqual(1);
    expect(sample(body, METRICS.replyJobs.name, { state: 'writing' })).toBe(0);
    expect(sample(body, METRICS.dbPoolMax.name)).toBeGreaterThanOrEqual(1);
    expect(sample(body, METRICS.dbPing.name)).toBeLessThanOrEqual(1);
    // Default process metrics.
    for (const name of [
      'process_cpu_seconds_total',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(sample(body, name), name).not.toBeNull();
    }
  });

  it('labels requests by route template and status class: ids never become labels', async () => {
    const me = await session(t, 'user@angels.local');
    const chat = await openChat(t, me, [2]);
    const path = `/api/chats/${chat.chatHash}/messages`;
    const before =
      sample(await scrape(), METRICS.httpRequests.name, {
        method: 'GET',
        route: '/api/chats/:chatHash/messages',
        status_class: '2xx',
      }) ?? 0;
    for (let i = 0; i < 3; i++) {
      expect((await call(t, 'GET', path, { token: me.token })).status).toBe(200);
    }
    await call(t, 'GET', '/api/no-such-thing/12345678-aaaa-bbbb-cccc-1234567890ab');
    const body = await scrape();
    expect(
      sample(body, METRICS.httpRequests.name, {
        method: 'GET',
        route: '/api/chats/:chatHash/messages',
        status_class: '2xx',
      }),
    ).toBe(before + 3);
    expect(
      sample(body, `${METRICS.httpDuration.name}_count`, {
        method: 'GET',
        route: '/api/chats/:chatHash/messages',
        status_class: '2xx',
      }),
    ).toBeGreaterThanOrEqual(3);
    expect(
      sample(body, METRICS.httpRequests.name, { route: '/api/*', status_class: '4xx' }),
    ).toBeGreaterThanOrEqual(1);
    expect(body).not.toContain(chat.chatHash);
    expect(body).not.toContain('12345678-aaaa');
    // Every route label is a template from the route table (or the catch-alls).
    const routes = new Set([...body.matchAll(/route="([^"]*)"/g)].map((m) => m[1]!));
    const templates = new Set(t.app.routes.map((r) => r.path.replace(/\{[^/]*\}/g, '')));
    for (const route of routes) expect(templates.has(route) || route === '*', route).toBe(true);
  });
});
