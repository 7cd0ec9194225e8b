import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { purgeDeleted } from '../chats/purge-deleted.ts';
import type { ChatList } from '../contract/chats.ts';
import type { AdminChat, LiveEvent, TranscriptPage } from '../contract/moderation.ts';
import { DELETED_KEPT_HOURS, deletionResultSchema } from '../contract/rewind.ts';
import type { AccountExport } from '../contract/settings.ts';
import { QUOTAS } from '../contract/quotas.ts';
import { newChatHash } from '../db/queries/chats.ts';
import { chats, moderationCases } from '../db/schema.ts';
import { userTopic } from '../live/live-events.ts';
import { call, post } from '../testing/auth-helpers.ts';
import { agentCall, chatUnderCase, claim } from '../testing/case-helpers.ts';
import { openChat, page, send, session, settled, type Session } from '../testing/chat-helpers.ts';
import { setBalance } from '../testing/ledger-helpers.ts';
import { scriptedEngine } from '../testing/scripted-engine.ts';
import { useTestApp } from '../testing/test-app.ts';

const { engine, script } = scriptedEngine();

describe('deleting a whole chat, its undo, and what a case keeps', () => {
  const t = useTestApp({}, { replies: engine });
  beforeEach(() => {
    Object.assign(script, { delayMs: 0, failAfter: null, words: ['fine '] });
  });

  const del = (me: Session, chatHash: string) =>
    t.app.request(`/api/chats/${chatHash}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${me.token}` },
    });
  async function remove(me: Session, chatHash: string) {
    const res = await del(me, chatHash);
    expect(res.status, await res.clone().text()).toBe(200);
    return deletionResultSchema.parse(await res.json());
  }
  const undo = (me: Session, chatHash: string, deletionId: string) =>
    post(t, `/api/chats/${chatHash}/deletions/${deletionId}/undo`, {}, me.token);
  const listed = async (me: Session) => {
    const res = await call(t, 'GET', '/api/chats?pageSize=50', { token: me.token });
    return ((await res.json()) as ChatList).items.map((c) => c.chatHash);
  };
  const status = async (me: Session, path: string) =>
    (await call(t, 'GET', path, { token: me.token })).status;
  const send_ = (me: Session, chatHash: string) =>
    post(t, `/api/chats/${chatHash}/messages`, { id: crypto.randomUUID(), text: 'hi' }, me.token);
  async function chatWithTurn(me: Session, avatarIds: number[]) {
    const chat = await openChat(t, me, avatarIds);
    await send(t, me, chat.chatHash, { text: 'alpha' });
    await settled(t, me, chat.chatHash);
    return chat;
  }

  it('leaves the list and every read, tells the other tabs, and undo brings it all back', async () => {
    const me = await session(t, 'user@angels.local');
    await setBalance(t.database.db, me.id, 100);
    const chat = await chatWithTurn(me, [7]);
    const before = (await page(t, me, chat.chatHash, '?limit=50')).items.map((m) => m.text);
    const heard: LiveEvent[] = [];
    const stop = t.app.live.subscribe([userTopic(me.id)], (event) => heard.push(event));
    const { deletionId, deleted } = await remove(me, chat.chatHash);
    stop();
    expect(deleted).toBe(before.length);
    expect(heard).toContainEqual({ type: 'chat', chatHash: chat.chatHash, reload: true });
    expect(await listed(me)).not.toContain(chat.chatHash);
    expect(await status(me, `/api/chats/${chat.chatHash}`)).toBe(404);
    expect(await status(me, `/api/chats/${chat.chatHash}/messages`)).toBe(404);
    expect(await status(me, `/api/memory/chats/${chat.chatHash}/marks`)).toBe(404);
    expect((await send_(me, chat.chatHash)).status).toBe(404);
    expect((await del(me, chat.chatHash)).status).toBe(404); // already deleted

    const back = await undo(me, chat.chatHash, deletionId!);
    expect(back.status).toBe(200);
    expect(await back.json()).toEqual({ restored: before.length });
    expect(await listed(me)).toContain(chat.chatHash);
    expect((await page(t, me, chat.chatHash, '?limit=50')).items.map((m) => m.text)).toEqual(
      before,
    );
    expect((await undo(me, chat.chatHash, deletionId!)).status).toBe(404); // once
  });

  it('a message deleted before stays deleted when the chat comes back', async () => {
    const me = await session(t, 'user@angels.local');
    await setBalance(t.database.db, me.id, 100);
    const chat = await chatWithTurn(me, [20, 21]);
    const [first] = await settled(t, me, chat.chatHash);
    await t.app.request(`/api/chats/${chat.chatHash}/messages/${first!.id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${me.token}` },
    });
    const { deletionId } = await remove(me, chat.chatHash);
    expect((await undo(me, chat.chatHash, deletionId!)).status).toBe(200);
    const texts = (await page(t, me, chat.chatHash, '?limit=50')).items.map((m) => m.text);
    expect(texts).not.toContain('alpha');
    expect(texts).toContain('fine ');
  });

  it("opening the Angel again starts a fresh chat; the old one's undo then answers 409", async () => {
    const me = await session(t, 'user@angels.local');
    await setBalance(t.database.db, me.id, 100);
    const old = await chatWithTurn(me, [9]);
    const { deletionId } = await remove(me, old.chatHash);
    const fresh = await openChat(t, me, [9]);
    expect(fresh.chatHash).not.toBe(old.chatHash);
    expect((await settled(t, me, fresh.chatHash)).map((m) => m.text)).toEqual([]);
    const refused = await undo(me, old.chatHash, deletionId!);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      code: 'CHAT_REOPENED',
      message: expect.stringMatching(/new chat with this Angel/),
    });
    // Once the new one is deleted, the old one can come back (and the new one cannot).
    const second = await remove(me, fresh.chatHash);
    expect((await undo(me, old.chatHash, deletionId!)).status).toBe(200);
    expect((await undo(me, fresh.chatHash, second.deletionId!)).status).toBe(409);
    expect((await openChat(t, me, [9])).chatHash).toBe(old.chatHash);
  });

  it('answers only the owner; 409 while a reply is being written', async () => {
    const me = await session(t, 'user@angels.local');
    const other = await session(t, 'agent@angels.local');
    await setBalance(t.database.db, me.id, 100);
    const chat = await chatWithTurn(me, [10]);
    expect((await del(other, chat.chatHash)).status).toBe(404);
    expect((await del(me, 'no-such-chat')).status).toBe(404);
    const { deletionId } = await remove(me, chat.chatHash);
    expect((await undo(other, chat.chatHash, deletionId!)).status).toBe(404);
    expect((await undo(me, chat.chatHash, crypto.randomUUID())).status).toBe(404);
    expect((await undo(me, chat.chatHash, 'nope')).status).toBe(404);
    expect((await undo(me, chat.chatHash, deletionId!)).status).toBe(200);

    script.delayMs = 50;
    script.words = Array.from({ length: 40 }, (_, i) => `w${i} `);
    const { replies } = await send(t, me, chat.chatHash, { text: 'a long one' });
    const busy = await del(me, chat.chatHash);
    expect(busy.status).toBe(409);
    expect(await busy.json()).toMatchObject({ code: 'REPLY_IN_PROGRESS' });
    await post(t, `/api/chats/${chat.chatHash}/messages/${replies[0]!.id}/stop`, {}, me.token);
    await settled(t, me, chat.chatHash);
    expect(await listed(me)).toContain(chat.chatHash);
  });

  it('an open case keeps the deleted chat as evidence; the purge takes it once resolved', async () => {
    const { me, agent, chat, caseId, message } = await chatUnderCase(t, 'the evidence');
    await remove(me, chat.chatHash);
    expect(await listed(me)).not.toContain(chat.chatHash);
    const transcript = () =>
      agentCall<TranscriptPage>(t, agent, 'GET', `/api/admin/chats/${chat.chatHash}/messages`);
    const kept = (await transcript()).body.items.find((m) => m.id === message.id);
    expect(kept).toMatchObject({ text: 'the evidence', deletedByUser: expect.any(String) });
    const overview = await agentCall<AdminChat>(
      t,
      agent,
      'GET',
      `/api/admin/chats/${chat.chatHash}`,
    );
    expect(overview.body).toMatchObject({ deletedByUser: expect.any(String) });
    expect(overview.body.openCase?.id).toBe(caseId);
    // Read, yes; written into, no: even by the agent holding the case.
    await claim(t, agent, caseId);
    const written = await agentCall(t, agent, 'POST', `/api/admin/chats/${chat.chatHash}/replies`, {
      text: 'Are you still there?',
    });
    expect(written.status).toBe(409);
    expect(written.body).toMatchObject({
      code: 'CHAT_DELETED',
      message: expect.stringMatching(/deleted this chat/),
    });
    expect((await transcript()).body.items.map((m) => m.text)).not.toContain(
      'Are you still there?',
    );

    const later = new Date(Date.now() + (DELETED_KEPT_HOURS + 1) * 3_600_000);
    await purgeDeleted(t.database.db, later);
    expect((await transcript()).body.items.map((m) => m.id)).toContain(message.id);
    await t.database.db.execute(
      sql`update moderation_cases set status = 'resolved', resolved_at = now() where id = ${caseId}`,
    );
    expect(await purgeDeleted(t.database.db, new Date())).toBe(0); // the undo has not passed
    expect(await purgeDeleted(t.database.db, later)).toBeGreaterThanOrEqual(2);
    expect((await transcript()).status).toBe(404);
    const [held] = await t.database.db
      .select({ chatId: moderationCases.chatId })
      .from(moderationCases)
      .where(eq(moderationCases.id, caseId));
    expect(held).toEqual({ chatId: null }); // the case stays, without the chat
  });

  it('a deleted chat comes back only while the account is under its chat quota', async () => {
    const me = await session(t, 'user@angels.local');
    await setBalance(t.database.db, me.id, 100);
    const chat = await chatWithTurn(me, [12]);
    const { deletionId } = await remove(me, chat.chatHash);
    // Chats opened meanwhile fill the quota (written directly: a thousand opens would be slow).
    await t.database.db.insert(chats).values(
      Array.from({ length: QUOTAS.chats }, () => ({
        chatHash: newChatHash(),
        userId: me.id,
        type: 'GROUP' as const,
      })),
    );
    const refused = await undo(me, chat.chatHash, deletionId!);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'QUOTA_REACHED' });
    await t.database.db.execute(
      sql`delete from chats where user_id = ${me.id} and deleted_at is null`,
    );
    expect((await undo(me, chat.chatHash, deletionId!)).status).toBe(200);
  });

  it('the export leaves a deleted chat out, and has it again after the undo', async () => {
    const me = await session(t, 'user@angels.local');
    await setBalance(t.database.db, me.id, 100);
    const chat = await chatWithTurn(me, [11]);
    const exported = async () => {
      const res = await call(t, 'GET', `/api/users/${me.id}/export`, { token: me.token });
      return ((await res.json()) as AccountExport).chats.map((c) => c.chatHash);
    };
    const { deletionId } = await remove(me, chat.chatHash);
    expect(await exported()).not.toContain(chat.chatHash);
    await undo(me, chat.chatHash, deletionId!);
    expect(await exported()).toContain(chat.chatHash);
  });
});
