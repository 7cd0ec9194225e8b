import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Message } from '../contract/chats.ts';
import { replyRatings } from '../db/schema.ts';
import { call } from '../testing/auth-helpers.ts';
import {
  openChat,
  page,
  send as sendMessage,
  session,
  settled,
  type Session,
} from '../testing/chat-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';

/**
 * A rating names the version it rates (`alternative`): one queued offline reaches the server
 * after the user may have chosen another version, and must rate the one they saw.
 */
describe('rating a version of a reply: alternative', () => {
  const t = useTestApp();
  const path = (hash: string, id: string) => `/api/chats/${hash}/messages/${id}/rating`;
  const send = (me: Session, method: 'PUT' | 'DELETE', url: string, body?: unknown) =>
    t.app.request(url, {
      method,
      headers: { Authorization: `Bearer ${me.token}`, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const rate = async (me: Session, hash: string, id: string, body: unknown) => {
    const res = await send(me, 'PUT', path(hash, id), body);
    return { status: res.status, text: await res.text() };
  };
  const unrate = async (me: Session, hash: string, id: string, query: string) =>
    (await send(me, 'DELETE', `${path(hash, id)}${query}`)).status;
  const shown = async (me: Session, hash: string, id: string): Promise<Message | undefined> =>
    (await page(t, me, hash, '?limit=200')).items.find((m) => m.id === id);
  const rows = (id: string) =>
    t.database.db.select().from(replyRatings).where(eq(replyRatings.messageId, id));

  /** A reply with two versions, the second (1) on screen. */
  async function twoVersions(me: Session, avatarId: number) {
    const chat = await openChat(t, me, [avatarId]);
    const { message } = await sendMessage(t, me, chat.chatHash, { text: 'Tell me a story' });
    const reply = (await settled(t, me, chat.chatHash)).find((m) => m.replyTo === message.id);
    if (!reply) throw new Error('No reply');
    const again = await call(t, 'POST', `/api/chats/${chat.chatHash}/regenerate`, {
      token: me.token,
    });
    expect(again.status, await again.clone().text()).toBe(200);
    await t.app.replyJobs.idle();
    expect((await shown(me, chat.chatHash, reply.id))?.alternative).toBe(1);
    return { chatHash: chat.chatHash, id: reply.id };
  }

  it('rates the version named, not the one on screen when the rating arrives', async () => {
    const me = await session(t, 'user@angels.local');
    const { chatHash, id } = await twoVersions(me, 32);
    const down = await rate(me, chatHash, id, {
      value: 'down',
      reason: 'repetitive',
      alternative: 0,
    });
    expect(down.status, down.text).toBe(200);
    expect((await rows(id)).map((r) => [r.alternative, r.value])).toEqual([[0, 'down']]);
    // Version 1, on screen, is unrated; version 0 shows the thumbs down once chosen again.
    expect((await shown(me, chatHash, id))?.rating).toBeUndefined();
    expect((await rate(me, chatHash, id, { value: 'up', alternative: 1 })).status).toBe(200);
    const back = await call(t, 'POST', `/api/chats/${chatHash}/messages/${id}/choose`, {
      token: me.token,
      body: { alternative: 0 },
    });
    expect(back.status).toBe(200);
    // The answer to the choice carries that version's rating, as a read of the chat does.
    expect(((await back.json()) as { message: Message }).message.rating).toMatchObject({
      value: 'down',
    });
    expect((await shown(me, chatHash, id))?.rating).toMatchObject({ value: 'down' });

    // Taking back names its version too: version 1's thumbs up goes, version 0's stays.
    expect(await unrate(me, chatHash, id, '?alternative=1')).toBe(204);
    expect((await rows(id)).map((r) => [r.alternative, r.value])).toEqual([[0, 'down']]);
  });

  it('refuses a version the reply does not have (404) and a bad one (400)', async () => {
    const me = await session(t, 'user@angels.local');
    const { chatHash, id } = await twoVersions(me, 33);
    const missing = await rate(me, chatHash, id, { value: 'up', alternative: 5 });
    expect(missing.status).toBe(404);
    expect(missing.text).toMatch(/no version 6/);
    for (const alternative of [-1, 1.5, 'first', 99]) {
      const bad = await rate(me, chatHash, id, { value: 'up', alternative });
      expect(bad.status, String(alternative)).toBe(400);
      expect(bad.text).toMatch(/alternative|versions/);
    }
    expect(await unrate(me, chatHash, id, '?alternative=x')).toBe(400);
    expect(await rows(id)).toEqual([]);
  });
});
