import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { findChatByHash } from '../db/queries/chats.ts';
import { messagePage } from '../db/queries/messages.ts';
import { avatars, messages } from '../db/schema.ts';
import { balance, openChat, page, session } from '../testing/chat-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';
import { reserveReplies } from './reply-ledger.ts';
import {
  AFTER_EVERY_LEASE,
  chatsHandedOver,
  claimReply,
  failStaleReplies,
  INTERRUPTED_BY_RESTART,
  releaseReply,
  renewLease,
  saveProgress,
} from './reply-states.ts';

describe('chat storage', () => {
  const t = useTestApp();

  async function chatId(hash: string): Promise<string> {
    const found = await findChatByHash(t.database.db, hash);
    if (!found) throw new Error('chat missing');
    return found.chat.id;
  }

  it('marks replies left open by a crash FAILED at start-up and refunds them', async () => {
    const me = await session(t, 'user@angels.local');
    const chat = await openChat(t, me, [30]);
    const id = await chatId(chat.chatHash);
    const { db } = t.database;
    const before = await balance(t, me);
    const replyIds = [crypto.randomUUID(), crypto.randomUUID()];
    await db.transaction((tx) =>
      reserveReplies(
        tx,
        me.id,
        replyIds.map((replyId) => ({ id: replyId, avatarName: 'Test' })),
      ),
    );
    expect(await balance(t, me)).toBe(before - 2);
    const userMessage = crypto.randomUUID();
    await db.insert(messages).values([
      { id: userMessage, chatId: id, text: 'hi', status: 'SENT' },
      ...(['STREAMING', 'QUEUED'] as const).map((status, i) => ({
        id: replyIds[i]!,
        chatId: id,
        avatarId: 30,
        text: i === 0 ? 'half a sen' : '',
        status,
        replyTo: userMessage,
        charged: 1,
      })),
    ]);
    expect(await failStaleReplies(db, new Date(Date.now() + 1000))).toBe(2);
    const items = (await page(t, me, chat.chatHash)).items.reverse();
    const [avatar] = await db.select().from(avatars).where(eq(avatars.id, 30));
    expect(items.map((m) => [m.status, m.text])).toEqual([
      ['COMPLETE', avatar?.greeting], // the chat opened with it
      ['SENT', 'hi'],
      ['FAILED', 'half a sen'],
      ['FAILED', ''],
    ]);
    expect(items[2]?.error).toBe(INTERRUPTED_BY_RESTART);
    expect(await balance(t, me)).toBe(before);
    // Running it again finds nothing and refunds nothing twice.
    expect(await failStaleReplies(db, new Date(Date.now() + 1000))).toBe(0);
    expect(await balance(t, me)).toBe(before);
  });

  it('leaves a reply queued behind a live one alone, however long it has waited', async () => {
    const me = await session(t, 'user@angels.local');
    const chat = await openChat(t, me, [32]);
    const id = await chatId(chat.chatHash);
    const { db } = t.database;
    const longAgo = new Date(Date.now() - 10 * 60_000);
    const userMessage = crypto.randomUUID();
    const queued = crypto.randomUUID();
    await db.insert(messages).values([
      { id: userMessage, chatId: id, text: 'hi', status: 'SENT' },
      // Written to a moment ago by a live writer.
      {
        id: crypto.randomUUID(),
        chatId: id,
        avatarId: 32,
        text: 'still',
        status: 'STREAMING',
        replyTo: userMessage,
        charged: 1,
      },
      // Queued ten minutes ago, waiting for its turn.
      {
        id: queued,
        chatId: id,
        avatarId: 32,
        text: '',
        status: 'QUEUED',
        replyTo: userMessage,
        charged: 1,
        createdAt: longAgo,
        updatedAt: longAgo,
      },
    ]);
    expect(await failStaleReplies(db, new Date(Date.now() - 60_000))).toBe(0);
    const [row] = await db.select().from(messages).where(eq(messages.id, queued));
    expect(row?.status).toBe('QUEUED');
  });

  /** A chat of `avatarId` with one reply being written, its lease and last write as given. */
  async function replyBeingWritten(
    avatarId: number,
    lease: { owner: string; until: Date },
    updatedAt: Date,
  ) {
    const me = await session(t, 'user@angels.local');
    const chat = await openChat(t, me, [avatarId]);
    const id = await chatId(chat.chatHash);
    const { db } = t.database;
    const reply = crypto.randomUUID();
    await db.transaction((tx) => reserveReplies(tx, me.id, [{ id: reply, avatarName: 'Test' }]));
    const userMessage = crypto.randomUUID();
    await db.insert(messages).values([
      { id: userMessage, chatId: id, text: 'hi', status: 'SENT' },
      {
        id: reply,
        chatId: id,
        avatarId,
        text: 'half a ',
        status: 'STREAMING',
        replyTo: userMessage,
        charged: 1,
        leaseOwner: lease.owner,
        leaseUntil: lease.until,
        updatedAt,
      },
    ]);
    return { me, reply };
  }

  it('settles a reply whose writer’s lease ran out, however recently it wrote', async () => {
    const justNow = new Date();
    const { me, reply } = await replyBeingWritten(
      33,
      { owner: 'a-process-that-died', until: new Date(Date.now() - 1000) },
      justNow,
    );
    const before = await balance(t, me);
    expect(await failStaleReplies(t.database.db, new Date(Date.now() - 60_000))).toBe(1);
    const [row] = await t.database.db.select().from(messages).where(eq(messages.id, reply));
    expect([row?.status, row?.text, row?.error]).toEqual([
      'FAILED',
      'half a ',
      INTERRUPTED_BY_RESTART,
    ]);
    expect(await balance(t, me)).toBe(before + 1);
  });

  it('leaves a reply alone while its writer holds the lease, however long it has been quiet', async () => {
    const longAgo = new Date(Date.now() - 10 * 60_000);
    const { reply } = await replyBeingWritten(
      34,
      { owner: 'a-live-process', until: new Date(Date.now() + 5000) },
      longAgo,
    );
    // A slow provider's reply: quiet for ten minutes, its writer still renewing.
    expect(await failStaleReplies(t.database.db, new Date(Date.now() - 60_000))).toBe(0);
    const { db } = t.database;
    // Only the lease's owner may go on writing it; another is refused.
    const mine = { owner: 'a-live-process', until: new Date(Date.now() + 10_000) };
    const theirs = { owner: 'another-process', until: new Date(Date.now() + 10_000) };
    expect(await saveProgress(db, reply, 'half a sentence', theirs)).toBe(false);
    expect(await renewLease(db, reply, theirs)).toBe(false);
    expect(await saveProgress(db, reply, 'half a sentence', mine)).toBe(true);
    expect(await renewLease(db, reply, mine)).toBe(true);
    // Alone on the database (PGlite's start), no lease of the last run holds.
    expect(await failStaleReplies(db, new Date(), AFTER_EVERY_LEASE)).toBeGreaterThanOrEqual(1);
    const [row] = await db.select().from(messages).where(eq(messages.id, reply));
    expect(row?.status).toBe('FAILED');
  });

  it('lets a reply handed over be claimed once, with its words, and never settles it as abandoned', async () => {
    const { db } = t.database;
    const writer = { owner: 'a-process-shutting-down', until: new Date(Date.now() + 5000) };
    const { me, reply } = await replyBeingWritten(35, writer, new Date());
    const before = await balance(t, me);
    const other = { owner: 'another-process', until: new Date(Date.now() + 10_000) };
    // Held: nobody else may claim it, words or not.
    expect(await claimReply(db, reply, other)).toBeUndefined();

    expect(await releaseReply(db, reply, 'half a sentence ', writer)).toBe(true);
    // Its writer's renewal in flight does not take it back.
    expect(await renewLease(db, reply, writer)).toBe(false);
    expect(await saveProgress(db, reply, 'half a sentence more', writer)).toBe(false);
    // Waiting for a writer is not abandoned, even for a process alone on its database.
    expect(await failStaleReplies(db, new Date(), AFTER_EVERY_LEASE)).toBe(0);
    const [released] = await db.select().from(messages).where(eq(messages.id, reply));
    expect(await chatsHandedOver(db)).toContain(released!.chatId);

    const claimed = await claimReply(db, reply, other);
    expect([claimed?.text, claimed?.leaseOwner, claimed?.releasedAt]).toEqual([
      'half a sentence ',
      other.owner,
      null,
    ]);
    // Once: a second process asking for it gets nothing.
    expect(await claimReply(db, reply, { ...other, owner: 'a-third-process' })).toBeUndefined();
    expect(await chatsHandedOver(db)).not.toContain(claimed!.chatId);
    expect(await balance(t, me)).toBe(before);
  });

  it('pages 20,000 messages by an index range scan', async () => {
    const me = await session(t, 'premium@angels.local');
    const chat = await openChat(t, me, [31]);
    const id = await chatId(chat.chatHash);
    const { db } = t.database;
    const rows = Array.from({ length: 20_000 }, (_, i) => ({
      id: crypto.randomUUID(),
      chatId: id,
      text: `message ${i}`,
      status: 'SENT' as const,
    }));
    for (let i = 0; i < rows.length; i += 2000)
      await db.insert(messages).values(rows.slice(i, i + 2000));
    await db.execute(sql`analyze messages`);
    const deep = (await messagePage(db, id, null, 15_000)).rows.at(-1)?.seq ?? 0;
    const result = await db.execute(
      sql`explain select * from messages where chat_id = ${id} and seq < ${deep} order by seq desc limit 51`,
    );
    const plan = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows)
      .map((row) => Object.values(row as Record<string, string>)[0])
      .join('\n');
    expect(plan).toMatch(/Index Scan Backward using messages_chat_seq_idx/);
    expect(plan).not.toMatch(/Sort|Seq Scan/);
    const started = performance.now();
    const { rows: deepPage } = await messagePage(db, id, deep, 50);
    const elapsed = performance.now() - started;
    expect(deepPage[0]?.text).toBe('message 4999');
    console.info(`A history page 15,000 messages deep took ${elapsed.toFixed(1)} ms`);
  });
});
