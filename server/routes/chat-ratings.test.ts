import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deleteAccount } from '../account/delete-account.ts';
import type { Message } from '../contract/chats.ts';
import type { ApiError } from '../contract/errors.ts';
import type { LiveEvent } from '../contract/moderation.ts';
import {
  RATING_ERROR_CODES,
  replyQualitySchema,
  replyRatingSchema,
  type RateReplyBody,
} from '../contract/ratings.ts';
import { accountExportSchema } from '../contract/settings.ts';
import { messages, replyRatings } from '../db/schema.ts';
import { DEMO_PASSWORD } from '../db/seed/demo-accounts.ts';
import { userTopic } from '../live/live-events.ts';
import { call, newAccount } from '../testing/auth-helpers.ts';
import { openChat, page, send, session, settled, type Session } from '../testing/chat-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';

describe('rating a reply: /api/chats/:chatHash/messages/:id/rating', () => {
  const t = useTestApp();
  const path = (hash: string, id: string) => `/api/chats/${hash}/messages/${id}/rating`;

  async function rate(who: Session | null, hash: string, id: string, body: unknown) {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (who) headers.Authorization = `Bearer ${who.token}`;
    const res = await t.app.request(path(hash, id), {
      method: 'PUT',
      headers,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as unknown };
  }
  async function unrate(who: Session | null, hash: string, id: string) {
    const headers: Record<string, string> = who ? { Authorization: `Bearer ${who.token}` } : {};
    const res = await t.app.request(path(hash, id), { method: 'DELETE', headers });
    return res.status;
  }
  const shown = async (who: Session, hash: string, id: string): Promise<Message | undefined> =>
    (await page(t, who, hash, '?limit=200')).items.find((m) => m.id === id);
  async function quality(who: Session, avatarId: number) {
    const res = await call(t, 'GET', `/api/admin/avatars/${avatarId}/reply-quality`, {
      token: who.token,
    });
    return { status: res.status, body: (await res.json()) as unknown };
  }
  /** A new settled reply of `avatarId` in the user's one-to-one chat with it. */
  async function replyOf(me: Session, avatarId: number) {
    const chat = await openChat(t, me, [avatarId]);
    const { message: mine } = await send(t, me, chat.chatHash, { text: 'Tell me about your day' });
    const all = await settled(t, me, chat.chatHash);
    const reply = all.find((m) => m.replyTo === mine.id && m.status === 'COMPLETE');
    if (!reply) throw new Error('No reply');
    return { chat, reply, mine };
  }
  const ratingsOfReply = (id: string) =>
    t.database.db.select().from(replyRatings).where(eq(replyRatings.messageId, id));

  it('rates, changes and removes a rating; the chat shows it on the reply each time', async () => {
    const me = await session(t, 'user@angels.local');
    const { chat, reply } = await replyOf(me, 31);

    const up = await rate(me, chat.chatHash, reply.id, { value: 'up' });
    expect(up.status).toBe(200);
    expect(replyRatingSchema.parse(up.body)).toMatchObject({ value: 'up', reason: null });
    expect((await shown(me, chat.chatHash, reply.id))?.rating).toMatchObject({ value: 'up' });

    const body: RateReplyBody = { value: 'down', reason: 'repetitive', note: '  Said it twice ' };
    const down = await rate(me, chat.chatHash, reply.id, body);
    expect(down.status).toBe(200);
    expect((await shown(me, chat.chatHash, reply.id))?.rating).toMatchObject({
      value: 'down',
      reason: 'repetitive',
      note: 'Said it twice',
    });
    // A repeat (the offline queue may send one twice) changes nothing.
    expect((await rate(me, chat.chatHash, reply.id, body)).status).toBe(200);

    expect(await unrate(me, chat.chatHash, reply.id)).toBe(204);
    expect((await shown(me, chat.chatHash, reply.id))?.rating).toBeUndefined();
    expect(await unrate(me, chat.chatHash, reply.id)).toBe(204);
  });

  it('rates in a group chat, each Angel’s reply on its own', async () => {
    const me = await session(t, 'user@angels.local');
    const chat = await openChat(t, me, [32, 33]);
    await send(t, me, chat.chatHash, { text: 'Hello you two' });
    const replies = (await settled(t, me, chat.chatHash)).filter((m) => m.avatarId !== null);
    expect(replies.length).toBe(2);
    expect((await rate(me, chat.chatHash, replies[0]!.id, { value: 'up' })).status).toBe(200);
    expect((await shown(me, chat.chatHash, replies[0]!.id))?.rating?.value).toBe('up');
    expect((await shown(me, chat.chatHash, replies[1]!.id))?.rating).toBeUndefined();
  });

  it('rates the version on screen: a regenerated reply starts unrated, the earlier keeps its own', async () => {
    const me = await session(t, 'user@angels.local');
    const { chat, reply } = await replyOf(me, 30);
    expect((await rate(me, chat.chatHash, reply.id, { value: 'down' })).status).toBe(200);
    const again = await call(t, 'POST', `/api/chats/${chat.chatHash}/regenerate`, {
      token: me.token,
    });
    expect(again.status, await again.clone().text()).toBe(200);
    await t.app.replyJobs.idle();
    expect((await shown(me, chat.chatHash, reply.id))?.rating).toBeUndefined();
    expect((await rate(me, chat.chatHash, reply.id, { value: 'up' })).status).toBe(200);
    const back = await call(t, 'POST', `/api/chats/${chat.chatHash}/messages/${reply.id}/choose`, {
      token: me.token,
      body: { alternative: 0 },
    });
    expect(back.status, await back.clone().text()).toBe(200);
    expect((await shown(me, chat.chatHash, reply.id))?.rating?.value).toBe('down');
    expect(await ratingsOfReply(reply.id)).toHaveLength(2);
  });

  it('is its owner’s alone: 404 for another user or an agent, 401 anonymous', async () => {
    const me = await session(t, 'user@angels.local');
    const other = await session(t, 'premium@angels.local');
    const agent = await session(t, 'agent@angels.local');
    const { chat, reply } = await replyOf(me, 34);
    const elsewhere = await replyOf(me, 35);
    for (const who of [other, agent]) {
      expect((await rate(who, chat.chatHash, reply.id, { value: 'down' })).status).toBe(404);
      expect(await unrate(who, chat.chatHash, reply.id)).toBe(404);
    }
    expect((await rate(null, chat.chatHash, reply.id, { value: 'up' })).status).toBe(401);
    expect(await unrate(null, chat.chatHash, reply.id)).toBe(401);
    // A reply of another chat, an unknown id, a non-uuid: no such message in this chat.
    for (const id of [elsewhere.reply.id, crypto.randomUUID(), 'not-a-uuid']) {
      expect((await rate(me, chat.chatHash, id, { value: 'up' })).status).toBe(404);
    }
    expect(await ratingsOfReply(reply.id)).toEqual([]);
  });

  it('refuses bad input with a readable 400, never a 500', async () => {
    const me = await session(t, 'user@angels.local');
    const { chat, reply } = await replyOf(me, 36);
    const cases: [unknown, string][] = [
      [{}, 'The rating must be "up" or "down"'],
      [{ value: 'sideways' }, 'The rating must be "up" or "down"'],
      [{ value: 'up', reason: 'repetitive' }, 'Only a thumbs down takes a reason'],
      [{ value: 'down', reason: 'boring' }, 'The reason must be one of'],
      [{ value: 'down', note: 'x'.repeat(301) }, 'A note has at most 300 characters'],
      [{ value: 'down', note: 'a\u0000b' }, 'cannot be stored'],
      [{ value: 'down', note: 5 }, 'The note must be text'],
      ['{"value":', 'valid JSON'],
    ];
    for (const [body, message] of cases) {
      const res = await rate(me, chat.chatHash, reply.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((res.body as ApiError).message).toContain(message);
    }
  });

  it('refuses what is not a finished Angel reply shown to the user (409 NOT_RATEABLE)', async () => {
    const me = await session(t, 'user@angels.local');
    const { chat, reply, mine } = await replyOf(me, 37);
    const refused = async (id: string, words: string) => {
      const res = await rate(me, chat.chatHash, id, { value: 'down' });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: RATING_ERROR_CODES.notRateable });
      expect((res.body as ApiError).message).toContain(words);
    };
    await refused(mine.id, 'Only an Angel’s reply');
    const db = t.database.db;
    const setReply = (values: Partial<typeof messages.$inferInsert>) =>
      db.update(messages).set(values).where(eq(messages.id, reply.id));
    await setReply({ status: 'STREAMING' });
    await refused(reply.id, 'still being written');
    await setReply({ status: 'FAILED' });
    await refused(reply.id, 'failed');
    await setReply({ status: 'COMPLETE', hiddenAt: new Date(), hiddenReason: 'Rules' });
    await refused(reply.id, 'removed by moderation');
    await setReply({ hiddenAt: null, deletedAt: new Date() });
    await refused(reply.id, 'no longer in the chat');
    await setReply({ deletedAt: null });
    expect(await ratingsOfReply(reply.id)).toEqual([]);
    // STOPPED is finished: what was written can be rated.
    await setReply({ status: 'STOPPED' });
    expect((await rate(me, chat.chatHash, reply.id, { value: 'up' })).status).toBe(200);
  });

  it('counts per Angel for the agents: ups, downs, reasons most given first', async () => {
    const me = await session(t, 'user@angels.local');
    const agent = await session(t, 'agent@angels.local');
    const a = await replyOf(me, 38);
    const b = await replyOf(me, 38);
    const c = await replyOf(me, 38);
    const d = await replyOf(me, 38);
    expect(replyQualitySchema.parse((await quality(agent, 38)).body)).toEqual({
      avatarId: 38,
      up: 0,
      down: 0,
      reasons: [],
    });
    await rate(me, a.chat.chatHash, a.reply.id, { value: 'down', reason: 'wrong-facts' });
    await rate(me, b.chat.chatHash, b.reply.id, { value: 'down', reason: 'too-short' });
    await rate(me, c.chat.chatHash, c.reply.id, { value: 'down', reason: 'too-short' });
    await rate(me, d.chat.chatHash, d.reply.id, { value: 'down' });
    expect((await quality(agent, 38)).body).toEqual({
      avatarId: 38,
      up: 0,
      down: 4,
      reasons: [
        { reason: 'too-short', count: 2 },
        { reason: 'wrong-facts', count: 1 },
      ],
    });
    // Changed and taken back: the counts follow.
    await rate(me, a.chat.chatHash, a.reply.id, { value: 'up' });
    expect(await unrate(me, d.chat.chatHash, d.reply.id)).toBe(204);
    await rate(me, b.chat.chatHash, b.reply.id, { value: 'down', reason: 'too-short', note: 'x' });
    expect((await quality(agent, 38)).body).toEqual({
      avatarId: 38,
      up: 1,
      down: 2,
      reasons: [{ reason: 'too-short', count: 2 }],
    });
    // A reply an agent wrote as the Angel is rated for the user, but not counted as the Angel's.
    const byAgent = await replyOf(me, 38);
    await t.database.db
      .update(messages)
      .set({ writtenBy: agent.id })
      .where(eq(messages.id, byAgent.reply.id));
    await rate(me, byAgent.chat.chatHash, byAgent.reply.id, { value: 'up' });
    expect((await shown(me, byAgent.chat.chatHash, byAgent.reply.id))?.rating?.value).toBe('up');
    expect((await quality(agent, 38)).body).toMatchObject({ up: 1, down: 2 });
  });

  it('the agents’ view: users 403, an unknown Angel 404, a bad id 400', async () => {
    const me = await session(t, 'user@angels.local');
    const agent = await session(t, 'agent@angels.local');
    expect((await quality(me, 1)).status).toBe(403);
    expect((await quality(agent, 999_999)).status).toBe(404);
    expect((await quality(agent, 'x' as unknown as number)).status).toBe(400);
  });

  it('tells the user’s other tabs (a live hint on the message)', async () => {
    const me = await session(t, 'user@angels.local');
    const { chat, reply } = await replyOf(me, 39);
    const heard: LiveEvent[] = [];
    const stop = t.app.live.subscribe([userTopic(me.id)], (event) => heard.push(event));
    try {
      await rate(me, chat.chatHash, reply.id, { value: 'up' });
      await unrate(me, chat.chatHash, reply.id);
    } finally {
      stop();
    }
    const hint = { type: 'chat', chatHash: chat.chatHash, messageId: reply.id };
    expect(heard).toEqual([hint, hint]);
  });

  it('is in the export; deleting the account removes the ratings, the counts stay', async () => {
    const { email } = await newAccount(t, 'rater@example.com', DEMO_PASSWORD);
    const me = await session(t, email);
    const agent = await session(t, 'agent@angels.local');
    const { chat, reply } = await replyOf(me, 40);
    await rate(me, chat.chatHash, reply.id, { value: 'down', reason: 'repetitive', note: 'Hm' });

    const res = await call(t, 'GET', `/api/users/${me.id}/export`, { token: me.token });
    expect(res.status).toBe(200);
    const data = accountExportSchema.parse(await res.json());
    expect(data.ratings).toEqual([
      {
        chatHash: chat.chatHash,
        messageId: reply.id,
        alternative: 0,
        angel: expect.any(String) as string,
        value: 'down',
        reason: 'repetitive',
        note: 'Hm',
        ratedAt: expect.any(String) as string,
      },
    ]);

    expect(await deleteAccount(t.database.db, me.id)).toBe(true);
    const left = await t.database.db
      .select()
      .from(replyRatings)
      .where(eq(replyRatings.userId, me.id));
    expect(left).toEqual([]);
    expect((await quality(agent, 40)).body).toMatchObject({
      down: 1,
      reasons: [{ reason: 'repetitive', count: 1 }],
    });
  });
});
