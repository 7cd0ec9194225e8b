import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '../contract/moderation.ts';
import { suspendUser } from '../db/queries/users.ts';
import { userTopic, type LiveTopic } from '../live/live-events.ts';
import { decodeClaims, login, newAccount } from '../testing/auth-helpers.ts';
import { session, type Session } from '../testing/chat-helpers.ts';
import { readEvents } from '../testing/sse-client.ts';
import { useTestApp } from '../testing/test-app.ts';

describe('GET /api/events: live hints', () => {
  // A short heartbeat, so the periodic account check shows within a test.
  const t = useTestApp({ SSE_HEARTBEAT_MS: '50' });

  const connect = (me?: Session) =>
    t.app.request('/api/events', {
      headers: me ? { Authorization: `Bearer ${me.token}` } : {},
    });
  const publish = (topic: LiveTopic, event: LiveEvent) => t.app.live.publish(topic, event);
  const hints = (events: { data: string }[]) => events.map((e) => JSON.parse(e.data) as LiveEvent);
  const freshSession = async (email: string): Promise<Session> => {
    const { password } = await newAccount(t, email);
    const { accessToken } = await login(t, email, password);
    return { token: accessToken, id: String(decodeClaims(accessToken).sub) };
  };
  const closed = async () => {
    await expect.poll(() => t.app.live.size).toBe(0);
  };

  it("streams the caller's own hints, not another user's", async () => {
    const me = await session(t, 'user@angels.local');
    const other = await session(t, 'premium@angels.local');
    const res = await connect(me);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/event-stream');
    expect(res.headers.get('X-Accel-Buffering')).toBe('no');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    publish(userTopic(other.id), { type: 'chat', chatHash: 'theirs' });
    publish('agents', { type: 'cases', caseId: 'queue' });
    publish(userTopic(me.id), { type: 'chat', chatHash: 'mine' });
    publish(userTopic(me.id), { type: 'account' });
    const events = await readEvents(res, (all) => all.length >= 2);
    expect(events.map((e) => e.event)).toEqual(['live', 'live']);
    expect(hints(events)).toEqual([{ type: 'chat', chatHash: 'mine' }, { type: 'account' }]);
    await closed();
  });

  it("gives agents the queue's hints as well as their own", async () => {
    const agent = await session(t, 'agent@angels.local');
    const res = await connect(agent);
    expect(res.status).toBe(200);
    publish('agents', { type: 'cases', caseId: 'c1' });
    publish(userTopic(agent.id), { type: 'chat', chatHash: 'h1' });
    const events = await readEvents(res, (all) => all.length >= 2);
    expect(hints(events)).toEqual([
      { type: 'cases', caseId: 'c1' },
      { type: 'chat', chatHash: 'h1' },
    ]);
    await closed();
  });

  it('keeps one copy of a hint still waiting to be written', async () => {
    const me = await session(t, 'user@angels.local');
    const res = await connect(me);
    // Published before the stream is read: the copies wait together.
    for (let i = 0; i < 50; i++) publish(userTopic(me.id), { type: 'chat', chatHash: 'same' });
    publish(userTopic(me.id), { type: 'account' });
    const events = await readEvents(res, (all) => hints(all).some((e) => e.type === 'account'));
    expect(hints(events).length).toBeLessThanOrEqual(2);
    await closed();
  });

  it('refuses anonymous callers (401) and suspended accounts (403)', async () => {
    expect((await connect()).status).toBe(401);
    const me = await freshSession('live-suspended@example.com');
    await suspendUser(t.database.db, me.id, new Date(Date.now() + 3_600_000));
    const res = await connect(me);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'ACCOUNT_SUSPENDED' });
    expect(t.app.live.size).toBe(0);
  });

  it('ends an open stream with an account hint once the account is suspended', async () => {
    const me = await freshSession('live-suspended-later@example.com');
    const res = await connect(me);
    expect(res.status).toBe(200);
    await suspendUser(t.database.db, me.id, new Date(Date.now() + 3_600_000));
    // No event is published: the heartbeat's check of the account finds the suspension.
    const events = await readEvents(res);
    expect(hints(events)).toEqual([{ type: 'account' }]);
    await closed();
  });

  it('unsubscribes when the client goes away', async () => {
    const me = await session(t, 'user@angels.local');
    const agent = await session(t, 'agent@angels.local');
    const streams = await Promise.all([connect(me), connect(me), connect(agent)]);
    expect(t.app.live.size).toBe(3); // user:me, user:agent and agents
    await Promise.all(streams.map((res) => res.body!.cancel()));
    await closed();
  });
});
