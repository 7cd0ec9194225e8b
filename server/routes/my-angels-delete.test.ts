import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ChatList } from '../contract/chats.ts';
import { ERROR_CODES } from '../contract/errors.ts';
import { chats, moderationCases } from '../db/schema.ts';
import { createOwn, request } from '../angels/test-helpers.ts';
import { flaggedChat } from '../testing/case-helpers.ts';
import { balance, openChat, send, session } from '../testing/chat-helpers.ts';
import { scriptedEngine } from '../testing/scripted-engine.ts';
import { useTestApp } from '../testing/test-app.ts';

const { engine, script } = scriptedEngine();

describe('Deleting an Angel (DELETE /api/my-angels/{id})', () => {
  const t = useTestApp({}, { replies: engine });

  it('refuses while a chat of the Angel is under review, and keeps the case', async () => {
    const me = await session(t, 'user@angels.local');
    const mia = await createOwn(t, me, 'Mia');
    const { chatId, caseId } = await flaggedChat(t, me, [mia.id, 1]);
    const res = await request(t, 'DELETE', `/api/my-angels/${mia.id}`, { token: me.token });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      code: ERROR_CODES.angelUnderReview,
      message:
        "Mia's chats are being reviewed by our team; you can delete her once the review is over.",
    });
    const db = t.database.db;
    const [kept] = await db
      .select({ chatId: moderationCases.chatId })
      .from(moderationCases)
      .where(eq(moderationCases.id, caseId));
    expect(kept?.chatId).toBe(chatId);
    expect((await request(t, 'GET', `/api/my-angels/${mia.id}`, { token: me.token })).status).toBe(
      200,
    );
    // Once the review is over, the Angel and its chats may go.
    await db
      .update(moderationCases)
      .set({ status: 'resolved', assigneeId: null, resolvedAt: sql`now()` })
      .where(eq(moderationCases.id, caseId));
    const gone = await request(t, 'DELETE', `/api/my-angels/${mia.id}`, { token: me.token });
    expect(gone.status).toBe(200);
    expect(await gone.json()).toEqual({ deletedChats: 1 });
  });

  it('refunds the replies still being written and stops their writers', async () => {
    const me = await session(t, 'premium@angels.local');
    const ava = await createOwn(t, me, 'Ava');
    const chat = await openChat(t, me, [ava.id, 2]);
    const before = await balance(t, me);
    script.delayMs = 50;
    try {
      await send(t, me, chat.chatHash, { text: 'Tell me a long story, both of you.' });
      expect(await balance(t, me)).toBeLessThan(before);
      const res = await request(t, 'DELETE', `/api/my-angels/${ava.id}`, { token: me.token });
      expect(await res.json()).toEqual({ deletedChats: 1 });
      await t.app.replyJobs.idle();
    } finally {
      script.delayMs = 0;
    }
    // The message sent was free; both replies were reserved and are given back.
    expect(await balance(t, me)).toBe(before);
    const db = t.database.db;
    const left = await db.select().from(chats).where(eq(chats.chatHash, chat.chatHash));
    expect(left).toHaveLength(0);
  });

  it('says how many of the chats the user still has went: not one they deleted before', async () => {
    const me = await session(t, 'user@angels.local');
    const lea = await createOwn(t, me, 'Lea');
    const first = await openChat(t, me, [lea.id]);
    const del = await request(t, 'DELETE', `/api/chats/${first.chatHash}`, { token: me.token });
    expect(del.status).toBe(200);
    const second = await openChat(t, me, [lea.id]);
    expect(second.chatHash).not.toBe(first.chatHash);
    // What Delete's warning reads: the Angel's chats in the list.
    const listed = await request(t, 'GET', `/api/chats?avatarId=${lea.id}&pageSize=1`, {
      token: me.token,
    });
    expect(((await listed.json()) as ChatList).total).toBe(1);
    const res = await request(t, 'DELETE', `/api/my-angels/${lea.id}`, { token: me.token });
    expect(await res.json()).toEqual({ deletedChats: 1 });
    // The deleted one went with the Angel all the same.
    const left = await t.database.db
      .select({ id: chats.id })
      .from(chats)
      .where(inArray(chats.chatHash, [first.chatHash, second.chatHash]));
    expect(left).toHaveLength(0);
  });
});
