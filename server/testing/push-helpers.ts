/** The push tests' app, local push service and requests (routes/push.test, push/delivery.test). */
import { expect, afterAll, beforeAll } from 'vitest';
import type { Paged } from '../contract/paging.ts';
import type { PushDevice, PushPayload } from '../contract/push.ts';
import { registry } from '../observability/metrics.ts';
import { call } from './auth-helpers.ts';
import { send } from './chat-helpers.ts';
import { setBalance } from './ledger-helpers.ts';
import { LocalPushService, type TestSubscription } from './push-service.ts';
import { freshUser, type Person } from './sanction-helpers.ts';
import { useTestApp } from './test-app.ts';

export const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** angels_push_deliveries_total{outcome} as /metrics would serve it now. */
export async function deliveries(outcome: string): Promise<number> {
  const metric = await registry.getSingleMetric('angels_push_deliveries_total')?.get();
  return metric?.values.find((v) => v.labels.outcome === outcome)?.value ?? 0;
}

/** Call at the top of a test file: an app that may send to the local push service. */
export function usePushTestApp() {
  const t = useTestApp({ PUSH_SERVICE_ORIGINS: 'http://127.0.0.1', PUSH_RETRY_BASE_MS: '30' });
  const service = new LocalPushService();
  beforeAll(async () => {
    await service.start();
  });
  afterAll(async () => {
    await t.app.pushJobs.stop();
    await service.close();
  });

  const turnOn = (who: { token: string }, sub: TestSubscription, ua = ANDROID_CHROME) =>
    call(t, 'POST', '/api/push/devices', {
      body: sub,
      token: who.token,
      headers: { 'User-Agent': ua },
    });
  const devices = async (who: { token: string }, query = '') => {
    const res = await call(t, 'GET', `/api/push/devices${query}`, { token: who.token });
    expect(res.status).toBe(200);
    return (await res.json()) as Paged<PushDevice>;
  };
  const remove = (who: { token: string }, id: string) =>
    t.app.request(`/api/push/devices/${id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${who.token}` },
    });
  const presence = (who: { token: string }, tabId: string, visible: boolean) =>
    t.app.request('/api/push/presence', {
      method: 'PUT',
      headers: { Authorization: `Bearer ${who.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ tabId, visible }),
    });
  /** A fresh user with tokens and one device turned on. */
  async function subscribed(): Promise<{ me: Person; sub: TestSubscription }> {
    const me = await freshUser(t, 'push');
    await setBalance(t.database.db, me.id, 50);
    const sub = service.subscribe();
    expect((await turnOn(me, sub)).status).toBe(201);
    return { me, sub };
  }
  /** Sends a message and waits until its reply is written and its push queued and sent. */
  async function exchange(me: Person, chatHash: string, text = 'Tell me about your day') {
    await send(t, me, chatHash, { text });
    await t.app.replyJobs.idle();
    await t.app.pushJobs.idle();
  }
  const payloads = (sub: TestSubscription) =>
    service.for(sub.endpoint).map((m) => m.payload as PushPayload);
  async function until(check: () => boolean | Promise<boolean>, ms = 5000) {
    const end = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > end) throw new Error('Timed out waiting');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  return { t, service, turnOn, devices, remove, presence, subscribed, exchange, payloads, until };
}
