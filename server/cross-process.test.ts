import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { replyRequest } from './chats/reply-request.ts';
import type { Message, SendMessageResult } from './contract/chats.ts';
import { openDatabase, type Database } from './db/client.ts';
import { messages } from './db/schema.ts';
import { composeReply } from './engines/reply/persona-engine.ts';
import { userTopic } from './live/live-events.ts';
import { balance, openChat, session } from './testing/chat-helpers.ts';
import { deltaText, doneMessage, readEvents, type TestSseEvent } from './testing/sse-client.ts';
import { useTestApp, type TestContext } from './testing/test-app.ts';

/** A reply stream's reading is over at its `done`. */
const ended = (events: TestSseEvent[]) => events.at(-1)?.event === 'done';

/** A chat of the premium demo user with `avatarId`, opened through `on`, and how to call it. */
async function chatOn(on: TestContext, avatarId: number) {
  const me = await session(on, 'premium@angels.local');
  const chat = await openChat(on, me, [avatarId]);
  const headers = { authorization: `Bearer ${me.token}`, 'content-type': 'application/json' };
  return { chatHash: chat.chatHash, headers };
}

/**
 * Sends `text` through `on` with the reply streamed on the send's answer: the reply's id (its
 * first event names it) and all of that stream's events.
 */
async function sendOn(
  on: TestContext,
  chat: { chatHash: string; headers: Record<string, string> },
  text: string,
) {
  const sent = await on.app.request(`/api/chats/${chat.chatHash}/messages`, {
    method: 'POST',
    headers: { ...chat.headers, accept: 'text/event-stream' },
    body: JSON.stringify({ id: crypto.randomUUID(), text }),
  });
  let opened: (event: TestSseEvent) => void = () => {};
  const opening = new Promise<TestSseEvent>((resolve) => (opened = resolve));
  const events = readEvents(sent, (received) => (opened(received[0]!), ended(received)));
  const replyId = (JSON.parse((await opening).data) as SendMessageResult).replies[0]!.id;
  return { replyId, events };
}

// Two processes on one PostgreSQL, each with its own connections and its own LISTEN.
describe.runIf(Boolean(process.env.DATABASE_URL))('two processes on one database', () => {
  // A natural pace, so a stop lands while the reply is still being written, even on a busy machine.
  const t = useTestApp({ REPLY_WORD_DELAY_MS: '40' });
  const databases: Database[] = [];
  let a: TestContext;
  let b: TestContext;

  /** A process of its own: its own connections and LISTEN, on the shared database. */
  const processOn = async (): Promise<TestContext> => {
    const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL! });
    databases.push(database);
    const app = createApp({
      db: database.db,
      notifications: database.notifications,
      // One secret for all, as a deployment has: a token from one is good on the others.
      config: { ...t.config, jwtSecret: 'a-secret-both-processes-share-0123456789' },
      info: () => {},
    });
    await app.listening;
    return { ...t, app };
  };

  beforeAll(async () => {
    a = await processOn();
    b = await processOn();
  });
  afterAll(async () => {
    await Promise.all([a?.app.replyJobs.idle(), b?.app.replyJobs.idle()]);
    await Promise.all(databases.map((database) => database.close()));
  });

  it('a reply written on one is followed live on the other: every delta, in order, no gap', async () => {
    const chat = await chatOn(a, 3);
    const { replyId, events: onA } = await sendOn(a, chat, 'Tell me a long story, please');
    // The other process follows the reply from there.
    const onB = await readEvents(
      await b.app.request(`/api/chats/${chat.chatHash}/messages/${replyId}/stream`, {
        headers: chat.headers,
      }),
      ended,
    );
    const seenOnA = await onA;

    const done = doneMessage(onB)!;
    expect(onB.at(-1)!.event).toBe('done');
    expect(done.status).toBe('COMPLETE');
    const deltas = onB.filter((event) => event.event === 'delta');
    // Live, not one catch-up at the end: many pieces, each continuing the last exactly.
    expect(deltas.length).toBeGreaterThan(5);
    let text = '';
    for (const delta of deltas) {
      const piece = (JSON.parse(delta.data) as { text: string }).text;
      text += piece;
      expect(Number(delta.id)).toBe(text.length);
    }
    expect(text).toBe(done.text);
    // The sender's own stream ended with the same reply.
    expect(doneMessage(seenOnA)).toEqual(done);
  });

  it('a stop asked through the other process stops the job where it runs, keeping what was followed', async () => {
    const chat = await chatOn(a, 4);
    const { replyId, events: onA } = await sendOn(a, chat, 'Tell me everything about you');
    const { headers } = chat;

    // Followed through B; once a few words have arrived there, B is asked to stop it.
    let followed: () => void = () => {};
    const underway = new Promise<void>((resolve) => (followed = resolve));
    const onB = readEvents(
      await b.app.request(`/api/chats/${chat.chatHash}/messages/${replyId}/stream`, { headers }),
      (received) => {
        if (received.filter((event) => event.event === 'delta').length >= 3) followed();
        return ended(received);
      },
    );
    await underway;
    const stop = await b.app.request(`/api/chats/${chat.chatHash}/messages/${replyId}/stop`, {
      method: 'POST',
      headers,
    });
    expect(stop.status).toBe(200);
    const stopped = ((await stop.json()) as { reply: Message }).reply;
    expect(stopped.status).toBe('STOPPED');
    // The job on A is gone, and what is stored is exactly what B's follower was shown.
    expect(a.app.replyJobs.liveText(replyId)).toBeUndefined();
    expect(deltaText(await onB)).toBe(stopped.text);
    expect(stopped.text.length).toBeGreaterThan(0);
    expect(doneMessage(await onA)?.status).toBe('STOPPED');
  });

  it('a reply written on one is written again through the other, and followed live on the first', async () => {
    const chat = await chatOn(a, 5);
    const { headers } = chat;
    const { events } = await sendOn(a, chat, 'What do you like to do?');
    const first = doneMessage(await events)!;
    expect(first.status).toBe('COMPLETE');

    const again = await b.app.request(
      `/api/chats/${chat.chatHash}/messages/${first.id}/regenerate`,
      { method: 'POST', headers },
    );
    expect(again.status).toBe(200);
    // B writes it now; a follower on A sees it arrive word by word, ending in what B stored.
    const onA = await readEvents(
      await a.app.request(`/api/chats/${chat.chatHash}/messages/${first.id}/stream`, { headers }),
      ended,
    );
    const rewritten = doneMessage(onA)!;
    expect(rewritten.status).toBe('COMPLETE');
    const deltas = onA.filter((event) => event.event === 'delta');
    expect(deltas.length).toBeGreaterThan(5);
    expect(deltaText(deltas)).toBe(rewritten.text);
  });

  it('a reply left unfinished by a shutdown is continued on another: the same reply, followed without a gap, charged once', async () => {
    const leaving = await processOn();
    const chat = await chatOn(leaving, 6);
    const me = await session(leaving, 'premium@angels.local');
    const before = await balance(leaving, me);
    const { replyId, events: onLeaving } = await sendOn(leaving, chat, 'Tell me a long story');
    const onB = readEvents(
      await b.app.request(`/api/chats/${chat.chatHash}/messages/${replyId}/stream`, {
        headers: chat.headers,
      }),
      ended,
    );
    await expect
      .poll(() => leaving.app.replyJobs.liveText(replyId)?.length ?? 0)
      .toBeGreaterThan(0);
    // The deploy: no grace at all, so the reply is surely cut mid-way and handed over.
    expect(await leaving.app.replyJobs.shutdown(0)).toBe(1);

    const followed = await onB;
    const done = doneMessage(followed)!;
    expect(done).toMatchObject({ status: 'COMPLETE', error: null });
    let text = '';
    for (const delta of followed.filter((event) => event.event === 'delta')) {
      text += (JSON.parse(delta.data) as { text: string }).text;
      expect(Number(delta.id)).toBe(text.length);
    }
    expect(text).toBe(done.text);
    // Exactly the reply one writer alone would have written: the engine's words for it.
    const [row] = await t.database.db.select().from(messages).where(eq(messages.id, replyId));
    const request = await replyRequest(t.database.db, row!, new AbortController().signal);
    expect(done.text).toBe(composeReply({ ...request, written: undefined }));
    // Written on from its last word by a process still running; the sender's stream ends too.
    expect(leaving.app.replyJobs.liveText(replyId)).toBeUndefined();
    expect(doneMessage(await onLeaving)).toEqual(done);
    expect(await balance(leaving, me)).toBe(before - 1);
  });

  it('a live hint published on one reaches an event stream open on the other', async () => {
    const me = await session(a, 'user@angels.local');
    const events = await b.app.request('/api/events', {
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(events.status).toBe(200);
    const reader = events.body!.pipeThrough(new TextDecoderStream()).getReader();
    // Connected (its first comment), then A publishes a hint for this user.
    expect((await reader.read()).value).toContain(': connected');
    a.app.live.publish(userTopic(me.id), { type: 'chat', chatHash: 'from-process-a' });
    let received = '';
    while (!received.includes('\n\n')) received += (await reader.read()).value ?? '';
    expect(received).toContain('event: live');
    expect(received).toContain('"chatHash":"from-process-a"');
    await reader.cancel();
  });
});
