import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '../contract/paging.ts';
import type { PushDevice, PushPayload } from '../contract/push.ts';
import { pushDeliveries, pushSubscriptions } from '../db/schema.ts';
import { call, post } from '../testing/auth-helpers.ts';
import { flaggedChat, claim } from '../testing/case-helpers.ts';
import { openChat, page, send, session } from '../testing/chat-helpers.ts';
import { firstWords } from '../push/notify.ts';
import { setBalance } from '../testing/ledger-helpers.ts';
import { LocalPushService, type TestSubscription } from '../testing/push-service.ts';
import { freshUser, warn, type Person } from '../testing/sanction-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';
import { registry } from '../observability/metrics.ts';

/** angels_push_deliveries_total{outcome} as /metrics would serve it now. */
async function deliveries(outcome: string): Promise<number> {
  const metric = await registry.getSingleMetric('angels_push_deliveries_total')?.get();
  return metric?.values.find((v) => v.labels.outcome === outcome)?.value ?? 0;
}

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

describe('/api/push: devices, and what reaches them', () => {
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

  it('gives the public key to a signed-in user only', async () => {
    const me = await freshUser(t, 'key');
    const res = await call(t, 'GET', '/api/push/key', { token: me.token });
    expect(res.status).toBe(200);
    expect((await res.json()) as { publicKey: string }).toEqual({
      publicKey: expect.stringMatching(/^[\w-]{87}$/),
    });
    expect((await call(t, 'GET', '/api/push/key')).status).toBe(401);
  });

  it('turns a device on once per endpoint, names it, lists it, and turns it off', async () => {
    const me = await freshUser(t, 'devices');
    const sub = service.subscribe();
    const first = await turnOn(me, sub);
    expect(first.status).toBe(201);
    const device = (await first.json()) as PushDevice;
    expect(device).toMatchObject({
      device: 'Chrome on Android',
      lastDeliveredAt: null,
      endpointHash: createHash('sha256').update(sub.endpoint).digest('base64url'),
    });
    // The same browser again (new keys after a reinstall, say): the same device, updated.
    const again = await turnOn(me, { ...sub, keys: service.subscribe().keys });
    expect(again.status).toBe(200);
    expect(((await again.json()) as PushDevice).id).toBe(device.id);
    expect((await devices(me)).items.map((d) => d.id)).toEqual([device.id]);

    // Another account cannot see or remove it: the same 404 as a device that does not exist.
    const other = await freshUser(t, 'other');
    expect((await devices(other)).items).toEqual([]);
    const notYours = await remove(other, device.id);
    expect(notYours.status).toBe(404);
    expect(await notYours.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await remove(me, randomUUID())).status).toBe(404);
    expect((await remove(me, 'not-a-uuid')).status).toBe(400);

    expect((await remove(me, device.id)).status).toBe(204);
    expect((await devices(me)).items).toEqual([]);
  });

  it('refuses endpoints that are no push service, and keys that are not keys', async () => {
    const me = await freshUser(t, 'refused');
    const sub = service.subscribe();
    for (const endpoint of ['http://10.0.0.1/push/x', 'https://example.com/push', 'not a url']) {
      const res = await turnOn(me, { ...sub, endpoint });
      expect(res.status, endpoint).toBe(400);
      expect(await res.json()).toMatchObject({
        code: 'BAD_REQUEST',
        issues: [{ path: 'endpoint' }],
      });
    }
    const badKeys = await turnOn(me, { ...sub, keys: { p256dh: 'short', auth: sub.keys.auth } });
    expect(badKeys.status).toBe(400);
    expect(await badKeys.json()).toMatchObject({ issues: [{ path: 'keys.p256dh' }] });
    expect((await devices(me)).total).toBe(0);
  });

  it('pages the devices, newest first', async () => {
    const me = await freshUser(t, 'pages');
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      ids.push(((await (await turnOn(me, service.subscribe())).json()) as PushDevice).id);
    }
    const first = await devices(me, '?pageSize=2');
    expect(first).toMatchObject({ firstPage: true, lastPage: false, total: 3 });
    expect(first.items).toHaveLength(2);
    const second = await devices(me, '?page=2&pageSize=2');
    expect(second).toMatchObject({ firstPage: false, lastPage: true });
    expect([...first.items, ...second.items].map((d) => d.id).sort()).toEqual([...ids].sort());
    const tooMany = await call(t, 'GET', '/api/push/devices?pageSize=51', { token: me.token });
    expect(tooMany.status).toBe(400);
  });

  it('sends a finished reply to the device when no tab is in view: name, portrait, first words, the chat', async () => {
    const { me, sub } = await subscribed();
    const chat = await openChat(t, me, [1]);
    await exchange(me, chat.chatHash);
    const [received, ...more] = service.for(sub.endpoint);
    expect(more).toEqual([]);
    const angel = chat.avatars[0];
    expect(received?.payload).toEqual({
      tag: `chat:${chat.chatHash}`,
      title: angel?.name,
      body: expect.any(String),
      icon: expect.stringMatching(/^\/api\//),
      url: `/chat/${chat.chatHash}`,
      chatHash: chat.chatHash,
    });
    expect((received?.payload as PushPayload).body?.length).toBeGreaterThan(0);
    expect(received?.topic).toMatch(/^[\w-]{32}$/);
    expect(received?.ttl).toBeGreaterThan(0);
    const key = (await (await call(t, 'GET', '/api/push/key', { token: me.token })).json()) as {
      publicKey: string;
    };
    expect(received?.vapid).toMatchObject({
      publicKey: key.publicKey,
      aud: new URL(sub.endpoint).origin,
      sub: expect.stringMatching(/^mailto:/),
    });
    expect((await devices(me)).items[0]?.lastDeliveredAt).not.toBeNull();
  });

  it('sends nothing while a tab is in view, and again once it is hidden', async () => {
    const { me, sub } = await subscribed();
    const chat = await openChat(t, me, [2]);
    const tab = randomUUID();
    expect((await presence(me, tab, true)).status).toBe(204);
    await exchange(me, chat.chatHash);
    expect(service.for(sub.endpoint)).toEqual([]);
    expect((await presence(me, tab, false)).status).toBe(204);
    await exchange(me, chat.chatHash);
    expect(service.for(sub.endpoint)).toHaveLength(1);
    // Someone else's tab says nothing about this user.
    const other = await freshUser(t, 'other-tab');
    expect((await presence(other, randomUUID(), true)).status).toBe(204);
    await exchange(me, chat.chatHash);
    expect(service.for(sub.endpoint)).toHaveLength(2);
  });

  it('keeps one notification per chat: the same tag, and a waiting one replaced by the newer', async () => {
    const { me, sub } = await subscribed();
    const chat = await openChat(t, me, [3]);
    await exchange(me, chat.chatHash, 'First question');
    // The service asks to wait a second: the next reply waits for its retry...
    service.answer(sub.endpoint, { status: 429, retryAfter: 1 });
    await exchange(me, chat.chatHash, 'Second question');
    // ...and a third replaces it while it waits: one row, the newest payload.
    await send(t, me, chat.chatHash, { text: 'Third question' });
    await t.app.replyJobs.idle();
    expect(await t.database.db.select().from(pushDeliveries)).toHaveLength(1);
    await until(() => service.for(sub.endpoint).length >= 2);
    await t.app.pushJobs.idle();
    const [first, last] = payloads(sub);
    expect(first?.tag).toBe(`chat:${chat.chatHash}`);
    const replies = (await page(t, me, chat.chatHash)).items.filter((m) => m.avatarId !== null);
    // The newest reply's words, not the second's (which never left).
    expect(last?.body).toBe(firstWords(replies[0]?.text ?? ''));
    expect(last?.tag).toBe(first?.tag);
    const topics = new Set(service.for(sub.endpoint).map((m) => m.topic));
    expect(topics.size).toBe(1);
    // Two notifications for three replies: the waiting one was replaced, not sent as well.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(service.for(sub.endpoint)).toHaveLength(2);
    expect(await t.database.db.select().from(pushDeliveries)).toEqual([]);
  });

  it('hides the words from lock screens when the user chooses so', async () => {
    const { me, sub } = await subscribed();
    const initial = await call(t, 'GET', '/api/push/preferences', { token: me.token });
    expect(await initial.json()).toEqual({ lockScreenText: true });
    const chosen = await t.app.request('/api/push/preferences', {
      method: 'PUT',
      headers: { Authorization: `Bearer ${me.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ lockScreenText: false }),
    });
    expect(await chosen.json()).toEqual({ lockScreenText: false });
    const chat = await openChat(t, me, [4]);
    await exchange(me, chat.chatHash);
    expect(payloads(sub)[0]).toMatchObject({ title: chat.avatars[0]?.name, body: null });
  });

  it('removes a subscription the push service no longer knows (410, 404)', async () => {
    for (const status of [410, 404]) {
      const { me, sub } = await subscribed();
      service.answer(sub.endpoint, status);
      const chat = await openChat(t, me, [5]);
      await exchange(me, chat.chatHash);
      expect((await devices(me)).total).toBe(0);
    }
    expect(await deliveries('gone')).toBeGreaterThanOrEqual(2);
  });

  it('tries again after 500 and 429, and gives up after five tries', async () => {
    const { me, sub } = await subscribed();
    const [sentBefore, failedBefore] = [await deliveries('sent'), await deliveries('failed')];
    service.answer(sub.endpoint, 500, 429);
    const chat = await openChat(t, me, [6]);
    await exchange(me, chat.chatHash);
    await until(() => service.for(sub.endpoint).length === 1);
    const tried = service.requests.filter((r) => sub.endpoint.endsWith(r.subscription));
    expect(tried.map((r) => r.status)).toEqual([500, 429, 201]);
    // Each try counted by outcome for /metrics.
    expect(await deliveries('sent')).toBe(sentBefore + 1);
    expect(await deliveries('failed')).toBe(failedBefore + 2);

    service.answer(sub.endpoint, 503, 503, 503, 503, 503);
    await exchange(me, chat.chatHash);
    await until(async () => (await t.database.db.select().from(pushDeliveries)).length === 0);
    expect(service.for(sub.endpoint)).toHaveLength(1);
    // Still subscribed: a service that was down says nothing about the device.
    expect((await devices(me)).total).toBe(1);
  });

  it("tells of an agent's words in the chat, and of a warning", async () => {
    const { me, sub } = await subscribed();
    const agent = await session(t, 'agent@angels.local');
    const { chat, caseId } = await flaggedChat(t, { id: me.id, token: me.token }, [7]);
    await claim(t, agent, caseId);
    const res = await post(
      t,
      `/api/admin/chats/${chat.chatHash}/replies`,
      { text: 'I am here for you, truly.' },
      agent.token,
    );
    expect(res.status).toBe(201);
    await t.app.pushJobs.idle();
    expect(payloads(sub)).toEqual([
      expect.objectContaining({ tag: `chat:${chat.chatHash}`, body: 'I am here for you, truly.' }),
    ]);
    const agentPerson = { ...agent, email: 'agent@angels.local', refreshToken: '' };
    expect((await warn(t, agentPerson, me.id)).status).toBe(201);
    await t.app.pushJobs.idle();
    expect(payloads(sub)[1]).toMatchObject({
      tag: 'account',
      url: '/settings/account-status',
      chatHash: null,
    });
  });

  it('turns off the devices of a logout, all at logout everywhere and account deletion', async () => {
    const { me, sub } = await subscribed();
    // The same account on a second device (its own login).
    const laptop = (await (
      await post(t, '/api/auth/login', { email: me.email, password: 'correct horse 1' })
    ).json()) as { accessToken: string; refreshToken: string };
    const laptopSub = service.subscribe();
    expect((await turnOn({ token: laptop.accessToken }, laptopSub)).status).toBe(201);
    expect((await devices(me)).total).toBe(2);
    expect((await post(t, '/api/auth/logout', { refreshToken: laptop.refreshToken })).status).toBe(
      204,
    );
    expect((await devices(me)).items.map((d) => d.endpointHash)).toEqual([
      createHash('sha256').update(sub.endpoint).digest('base64url'),
    ]);

    const out = await t.app.request(`/api/users/${me.id}/sessions`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${me.token}` },
    });
    expect(out.status).toBe(204);
    expect((await devices(me)).total).toBe(0);

    const { me: leaving } = await subscribed();
    const gone = await post(
      t,
      `/api/users/${leaving.id}/deletion`,
      { currentPassword: 'correct horse 1' },
      leaving.token,
    );
    expect(gone.status).toBe(204);
    const rows = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, leaving.id));
    expect(rows).toEqual([]);
  });
});
