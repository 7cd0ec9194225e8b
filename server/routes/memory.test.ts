import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Fact, FactPage, MemoryMarks } from '../contract/memory.ts';
import { MEMORY_LIMITS } from '../contract/memory.ts';
import { chatMemory } from '../db/schema.ts';
import { chatFiller, memoryCall, memoryIdle } from '../memory/memory-test-helpers.ts';
import { openChat, send, session, type Session } from '../testing/chat-helpers.ts';
import { scriptedEngine } from '../testing/scripted-engine.ts';
import { useTestApp } from '../testing/test-app.ts';

const { engine, script } = scriptedEngine();
const t = useTestApp({}, { replies: engine });
const ANGEL = 22;

const list = async (me: Session, query = '') =>
  (await (await memoryCall(t, me, 'GET', `/api/memory/${ANGEL}${query}`)).json()) as FactPage;
const add = (me: Session, body: Record<string, unknown>) =>
  memoryCall(t, me, 'POST', `/api/memory/${ANGEL}/facts`, { id: crypto.randomUUID(), ...body });
let lastReply: string | undefined;
/** What the next reply in the chat is given to remember. */
async function recalled(me: Session, chatHash: string, text: string) {
  script.requests.length = 0;
  const sent = await send(t, me, chatHash, { text });
  await memoryIdle(t);
  lastReply = sent.replies[0]?.id;
  return script.requests[0]?.memory;
}

describe('/api/memory: the user reads, corrects and erases what an Angel remembers', () => {
  it('lists with sources and pages; adds once per id; edits, pins, deletes; per user only', async () => {
    const me = await session(t, 'user@angels.local');
    const other = await session(t, 'premium@angels.local');
    const chat = await openChat(t, me, [ANGEL]);
    await send(t, me, chat.chatHash, { text: 'My cat is called Tom. I live in Leeds.' });
    await memoryIdle(t);
    const learned = await list(me);
    expect(learned.items.map((f) => f.text).sort()).toEqual([
      'I live in Leeds',
      'My cat is called Tom',
    ]);
    expect(learned.items[0]?.source).toMatchObject({ chatHash: chat.chatHash });

    const id = crypto.randomUUID();
    const first = await add(me, { id, text: '  I am allergic to   peanuts ', kind: 'other' });
    expect(first.status).toBe(201);
    const fact = (await first.json()) as Fact;
    expect(fact).toMatchObject({ text: 'I am allergic to peanuts', author: 'user', source: null });
    // The outbox sending the same add again: the same fact, nothing new.
    const again = await memoryCall(t, me, 'POST', `/api/memory/${ANGEL}/facts`, {
      id,
      text: 'x y z',
    });
    expect(again.status).toBe(200);
    expect(((await again.json()) as Fact).id).toBe(fact.id);
    expect((await list(me)).total).toBe(3);
    expect(await list(me, '?pageSize=2')).toMatchObject({
      total: 3,
      firstPage: true,
      lastPage: false,
    });
    expect((await list(me, '?page=2&pageSize=2')).items).toHaveLength(1);

    for (const [body, status] of [
      [{ text: '' }, 400],
      [{ text: 'a'.repeat(MEMORY_LIMITS.factText + 1) }, 400],
      [{ text: 'ok text', kind: 'secret' }, 400],
      [{ id: 'not-a-uuid', text: 'ok text' }, 400],
    ] as const) {
      expect((await add(me, body)).status, JSON.stringify(body)).toBe(status);
    }
    expect((await memoryCall(t, me, 'GET', '/api/memory/999999')).status).toBe(404);
    expect((await memoryCall(t, me, 'GET', '/api/memory/abc')).status).toBe(400);

    const edited = await memoryCall(t, me, 'PATCH', `/api/memory/${ANGEL}/facts/${fact.id}`, {
      text: 'I am allergic to nuts',
      pinned: true,
    });
    expect(await edited.json()).toMatchObject({ text: 'I am allergic to nuts', pinned: true });
    expect((await list(me)).items[0]?.id).toBe(fact.id);

    // Another user sees none of it, and cannot touch it.
    expect((await list(other)).total).toBe(0);
    const theirs = `/api/memory/${ANGEL}/facts/${fact.id}`;
    expect((await memoryCall(t, other, 'PATCH', theirs, { pinned: false })).status).toBe(404);
    expect((await memoryCall(t, other, 'DELETE', theirs)).status).toBe(204);
    expect((await list(me)).total).toBe(3);
    expect(
      (await memoryCall(t, other, 'GET', `/api/memory/chats/${chat.chatHash}/marks`)).status,
    ).toBe(404);
  });

  it('a deleted fact is gone from later prompts and from the story so far; forget everything', async () => {
    const me = await session(t, 'user@angels.local');
    const chat = await openChat(t, me, [ANGEL]);
    await send(t, me, chat.chatHash, { text: 'My brother is called Jonas. I hate olives.' });
    await memoryIdle(t);
    const chatId = await chatFiller(t, chat.chatHash, ANGEL, 30);
    const memory = await recalled(me, chat.chatHash, 'Do you remember Jonas?');
    // After the pinned one, the most relevant to what was just said.
    expect(memory?.facts.filter((f) => !f.pinned)[0]?.text).toBe('My brother is called Jonas');
    const [story] = await t.database.db
      .select()
      .from(chatMemory)
      .where(eq(chatMemory.chatId, chatId));
    expect(story?.summary).toContain('My brother is called Jonas');

    // The mark under the reply opens the memory it drew on.
    const marks = (await (
      await memoryCall(t, me, 'GET', `/api/memory/chats/${chat.chatHash}/marks`)
    ).json()) as MemoryMarks;
    expect(marks.marks.at(0)).toEqual({
      messageId: lastReply,
      facts: [expect.objectContaining({ text: 'My brother is called Jonas' })],
    });
    // A reply just written asks for its own marks alone; another chat's reply has none here.
    const marksOf = async (reply: string, chatHash = chat.chatHash) => {
      const path = `/api/memory/chats/${chatHash}/marks?reply=${reply}`;
      const res = await memoryCall(t, me, 'GET', path);
      return { status: res.status, body: (await res.json()) as MemoryMarks };
    };
    expect(await marksOf(lastReply!)).toEqual({ status: 200, body: { marks: [marks.marks[0]] } });
    const elsewhere = await openChat(t, me, [ANGEL + 1]);
    await send(t, me, elsewhere.chatHash, { text: 'My sister is called Ada.' });
    await memoryIdle(t);
    await recalled(me, elsewhere.chatHash, 'Do you remember Ada?');
    expect((await marksOf(lastReply!, elsewhere.chatHash)).body.marks).toHaveLength(1);
    expect((await marksOf(lastReply!)).body).toEqual({ marks: [] });
    expect((await marksOf('not-a-reply')).status).toBe(400);

    const jonas = (await list(me)).items.find((f) => f.text.includes('Jonas'));
    expect(jonas).toBeDefined();
    const gone = await memoryCall(t, me, 'DELETE', `/api/memory/${ANGEL}/facts/${jonas?.id}`);
    expect(gone.status).toBe(204);
    const after = await recalled(me, chat.chatHash, 'Do you remember Jonas?');
    expect(after?.facts.map((f) => f.text)).not.toContain('My brother is called Jonas');
    expect(after?.summary ?? '').not.toContain('Jonas');

    const kept = (await list(me)).total;
    expect(kept).toBeGreaterThan(0);
    const forget = await memoryCall(t, me, 'DELETE', `/api/memory/${ANGEL}`);
    expect(await forget.json()).toEqual({ forgotten: kept });
    expect((await list(me)).total).toBe(0);
    expect((await recalled(me, chat.chatHash, 'And olives?'))?.facts).toEqual([]);
  });

  it('is part of Download my data', async () => {
    const me = await session(t, 'user@angels.local');
    await add(me, { text: 'My birthday is on 3 May', kind: 'plan' });
    const res = await memoryCall(t, me, 'GET', `/api/users/${me.id}/export`);
    const data = (await res.json()) as { memory?: { facts: { text: string }[] } };
    expect(data.memory?.facts.map((f) => f.text)).toContain('My birthday is on 3 May');
  });
});
