import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PushPayload } from '../contract/push.ts';
import { pushDeliveries } from '../db/schema.ts';
import { call, post } from '../testing/auth-helpers.ts';
import { claim, flaggedChat } from '../testing/case-helpers.ts';
import { openChat, page, send, session } from '../testing/chat-helpers.ts';
import { firstWords } from './notify.ts';
import { deliveries, usePushTestApp } from '../testing/push-helpers.ts';
import { freshUser, warn } from '../testing/sanction-helpers.ts';

describe('push delivery: what reaches the devices, and when', () => {
  const { t, service, devices, presence, subscribed, exchange, payloads, until } = usePushTestApp();

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
    // The service's Retry-After was honoured, the newer message notwithstanding.
    const tries = service.requests.filter((r) => sub.endpoint.endsWith(r.subscription));
    const [limited, resent] = tries.slice(-2);
    expect(limited?.status).toBe(429);
    expect((resent?.at ?? 0) - (limited?.at ?? 0)).toBeGreaterThanOrEqual(900);
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
});
