/**
 * Finding 9: a reply cut short (crash, shutdown) keeps its words as a FAILED "interrupted"
 * reply and is refunded; nothing writes it again from scratch. Finding 8's server side:
 * shutdown finishes or settles open replies. Also the SSE streams' idle maximum.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { INTERRUPTED_BY_RESTART, INTERRUPTED_BY_SHUTDOWN } from '../chats/reply-states.ts';
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

  it('settles the reply being written (words kept) and the one queued behind it', async () => {
    Object.assign(script, { words: ['slow ', 'slow ', 'slow ', 'slow ', 'slow '], delayMs: 100 });
    const me = await session(t, 'user@angels.local');
    const chat = await openChat(t, me, [10, 11]);
    const before = await balance(t, me);
    const { replies } = await send(t, me, chat.chatHash, { text: 'both of you', responders: 2 });
    expect(replies).toHaveLength(2);
    const following = readEvents(await streamOf(t, me.token, chat.chatHash, replies[1]!.id));
    await expect.poll(() => t.app.replyJobs.liveText(replies[0]!.id)).toMatch(/^slow /);
    expect(await t.app.replyJobs.shutdown(50)).toBe(2);
    const ids = replies.map((r) => r.id);
    const rows = (await page(t, me, chat.chatHash)).items.filter((m) => ids.includes(m.id));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.status).toBe('FAILED');
      expect(row.error).toBe(INTERRUPTED_BY_SHUTDOWN);
    }
    expect(rows.find((r) => r.id === replies[0]!.id)?.text).toMatch(/^slow /);
    expect(await balance(t, me)).toBe(before);
    // Whoever followed the queued reply is told it is over.
    expect(doneMessage(await following)).toMatchObject({ status: 'FAILED' });
  });
});
