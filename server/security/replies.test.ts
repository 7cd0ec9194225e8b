/**
 * Finding 9: a reply cut short by a crash keeps its words as a FAILED "interrupted" reply and
 * is refunded; nothing writes it again from scratch. Finding 8's server side: shutdown finishes
 * open replies, or hands them over to be continued where they stopped. Also the SSE streams'
 * idle maximum.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { chatsHandedOver, INTERRUPTED_BY_RESTART } from '../chats/reply-states.ts';
import { findChatByHash } from '../db/queries/chats.ts';
import { messages } from '../db/schema.ts';
import { balance, openChat, page, send, session, settled } from '../testing/chat-helpers.ts';
import { scriptedEngine } from '../testing/scripted-engine.ts';
import { doneMessage, readEvents } from '../testing/sse-client.ts';
import { useTestApp, type TestContext } from '../testing/test-app.ts';

const { engine, script } = scriptedEngine();

async function chatIdOf(t: TestContext, hash: string): Promise<string> {
  const found = await findChatByHash(t.database.db, hash);
  if (!found) throw new Error('chat missing');
  return found.chat.id;
}

const streamOf = (t: TestContext, token: string, chatHash: string, id: string) =>
  t.app.request(`/api/chats/${chatHash}/messages/${id}/stream`, {
    headers: { Authorization: `Bearer ${token}` },
  });

describe('a reply whose writer died', () => {
  const t = useTestApp({ SSE_HEARTBEAT_MS: '50', SSE_MAX_IDLE_MS: '300' }, { replies: engine });

  it('is settled as interrupted with its words and refunded, never written again', async () => {
    Object.assign(script, { words: ['fresh ', 'words'], delayMs: 0 });
    const me = await session(t, 'user@angels.local');
    const chat = await openChat(t, me, [7]);
    const before = await balance(t, me);
    const sent = await send(t, me, chat.chatHash, { text: 'first' });
    await t.app.replyJobs.idle();
    // Half written, STREAMING, charged, and its writer's lease still running: another
    // process, alive, is writing it, so it is left to that writer.
    const chatId = await chatIdOf(t, chat.chatHash);
    const row = eq(messages.id, sent.replies[0]!.id);
    await t.database.db
      .update(messages)
      .set({
        status: 'STREAMING',
        text: 'half a sen',
        leaseOwner: 'another-process',
        leaseUntil: new Date(Date.now() + 60_000),
      })
      .where(row);
    t.app.replyJobs.kick(chatId);
    await t.app.replyJobs.idle();
    const [held] = await t.database.db.select().from(messages).where(row);
    expect(held?.status).toBe('STREAMING');
    // That process crashed: once its lease has run out, the reply has no writer.
    await t.database.db
      .update(messages)
      .set({ leaseUntil: new Date(Date.now() - 1000) })
      .where(row);
    t.app.replyJobs.kick(chatId);
    const reply = (await settled(t, me, chat.chatHash)).find((m) => m.id === sent.replies[0]!.id);
    expect(reply).toMatchObject({ status: 'FAILED', text: 'half a sen' });
    expect(reply?.error).toBe(INTERRUPTED_BY_RESTART);
    expect(await balance(t, me)).toBe(before);
  });

  it('ends a reply stream that makes no progress for SSE_MAX_IDLE_MS, without `done`', async () => {
    Object.assign(script, { words: ['late'], delayMs: 1500 });
    const me = await session(t, 'premium@angels.local');
    const chat = await openChat(t, me, [8]);
    const { replies } = await send(t, me, chat.chatHash, { text: 'take your time' });
    const started = Date.now();
    const res = await streamOf(t, me.token, chat.chatHash, replies[0]!.id);
    const events = await readEvents(res);
    expect(doneMessage(events)).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1400);
    // The reply itself is unaffected: a reconnect gets it whole.
    await t.app.replyJobs.idle();
    const again = await readEvents(await streamOf(t, me.token, chat.chatHash, replies[0]!.id));
    expect(doneMessage(again)).toMatchObject({ status: 'COMPLETE', text: 'late' });
  });
});

describe('shutdown with a grace period long enough', () => {
  const t = useTestApp({}, { replies: engine });

  it('lets the replies being written finish', async () => {
    Object.assign(script, { words: ['quick ', 'one'], delayMs: 30 });
    const me = await session(t, 'user@angels.local');
    const chat = await openChat(t, me, [9]);
    const { replies } = await send(t, me, chat.chatHash, { text: 'hi' });
    expect(await t.app.replyJobs.shutdown(5000)).toBe(0);
    const reply = (await page(t, me, chat.chatHash)).items.find((m) => m.id === replies[0]!.id);
    expect(reply).toMatchObject({ status: 'COMPLETE', text: 'quick one' });
  });
});

describe('shutdown when the grace period ends first', () => {
  const t = useTestApp({}, { replies: engine });

  it('hands over the reply being written (words kept) and the one queued behind it; the next start continues both', async () => {
    const words = ['slow ', 'slow ', 'slower ', 'slowest ', 'done'];
    Object.assign(script, { words, delayMs: 100 });
    const me = await session(t, 'user@angels.local');
    const chat = await openChat(t, me, [10, 11]);
    const before = await balance(t, me);
    const { replies } = await send(t, me, chat.chatHash, { text: 'both of you', responders: 2 });
    expect(replies).toHaveLength(2);
    const ids = replies.map((r) => r.id);
    const following = readEvents(await streamOf(t, me.token, chat.chatHash, ids[1]!));
    await expect.poll(() => t.app.replyJobs.liveText(ids[0]!)).toMatch(/^slow /);
    expect(await t.app.replyJobs.shutdown(50)).toBe(2);

    // Still open, nothing refunded: the first keeps the words it showed, both wait for a writer.
    const open = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.chatId, await chatIdOf(t, chat.chatHash)));
    const handedOver = ids.map((id) => open.find((row) => row.id === id)!);
    for (const row of handedOver) {
      expect(['STREAMING', 'QUEUED']).toContain(row.status);
      expect(row.releasedAt).not.toBeNull();
      expect(row.leaseOwner).toBeNull();
    }
    expect(handedOver[0]!.text).toMatch(/^slow /);
    expect(await balance(t, me)).toBe(before - 2);

    // The next start (another app on the same database) takes them over and finishes them:
    // the first goes on after its words, the reply the engine writes, each word once.
    const next = createApp({
      db: t.database.db,
      config: t.config,
      info: () => {},
      replies: engine,
    });
    expect(await next.replyJobs.takeOver()).toBe(1);
    await next.replyJobs.idle();
    const rows = (await page(t, me, chat.chatHash)).items.filter((m) => ids.includes(m.id));
    expect(rows.map((row) => [row.status, row.text, row.error])).toEqual([
      ['COMPLETE', words.join(''), null],
      ['COMPLETE', words.join(''), null],
    ]);
    expect(script.requests.at(-2)?.written).toBe(handedOver[0]!.text);
    expect(await balance(t, me)).toBe(before - 2);
    // Whoever followed the queued reply on the first app sees it end, complete.
    expect(doneMessage(await following)).toMatchObject({ status: 'COMPLETE' });
  });
});

describe('a reply handed over and not yet taken', () => {
  const t = useTestApp({}, { replies: engine });

  it('is stopped where it is asked, keeping the words it showed (charged: they were delivered)', async () => {
    Object.assign(script, { words: ['slow ', 'slow ', 'slow '], delayMs: 200 });
    const me = await session(t, 'user@angels.local');
    const chat = await openChat(t, me, [12]);
    const before = await balance(t, me);
    const { replies } = await send(t, me, chat.chatHash, { text: 'hello' });
    const id = replies[0]!.id;
    await expect.poll(() => t.app.replyJobs.liveText(id)).toMatch(/^slow /);
    expect(await t.app.replyJobs.shutdown(0)).toBe(1);
    const stop = await t.app.request(`/api/chats/${chat.chatHash}/messages/${id}/stop`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${me.token}` },
    });
    expect(stop.status).toBe(200);
    const { reply } = (await stop.json()) as { reply: { status: string; text: string } };
    expect(reply.status).toBe('STOPPED');
    expect(reply.text).toMatch(/^slow /);
    expect(await balance(t, me)).toBe(before - 1);
    expect(await chatsHandedOver(t.database.db)).toEqual([]);
  });
});
