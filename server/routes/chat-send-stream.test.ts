import { beforeEach, describe, expect, it } from 'vitest';
import { MODERATION_ERROR_CODES } from '../contract/constants.ts';
import { sendMessageResultSchema, type Message } from '../contract/chats.ts';
import { balance, openChat, settled, session, type Session } from '../testing/chat-helpers.ts';
import { setBalance } from '../testing/ledger-helpers.ts';
import { casesOfChat } from '../testing/report-helpers.ts';
import { scriptedEngine } from '../testing/scripted-engine.ts';
import { deltaText, doneMessage, readEvents, type TestSseEvent } from '../testing/sse-client.ts';
import { useTestApp } from '../testing/test-app.ts';

const { engine, script, reset } = scriptedEngine();

const sentResult = (events: TestSseEvent[]) => {
  expect(events[0]?.event).toBe('sent');
  return sendMessageResultSchema.parse(JSON.parse(events[0]!.data));
};

describe('sending with Accept: text/event-stream: the result, then the first reply', () => {
  const t = useTestApp({}, { replies: engine });
  beforeEach(() => reset());

  const sendStreaming = (me: Session, chatHash: string, body: Record<string, unknown>) =>
    t.app.request(`/api/chats/${chatHash}/messages`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${me.token}`,
        'Content-Type': 'application/json',
        Accept: 'text/event-stream',
      },
      body: JSON.stringify({ id: crypto.randomUUID(), ...body }),
    });
  const stream = (me: Session, chatHash: string, id: string, lastEventId?: string) =>
    t.app.request(`/api/chats/${chatHash}/messages/${id}/stream`, {
      headers: {
        Authorization: `Bearer ${me.token}`,
        ...(lastEventId === undefined ? {} : { 'Last-Event-ID': lastEventId }),
      },
    });

  it('answers 201 with `sent`, then the reply as it is written, then `done`', async () => {
    const me = await session(t, 'user@angels.local');
    const chat = await openChat(t, me, [1]);
    const before = await balance(t, me);
    script.delayMs = 5;
    const id = crypto.randomUUID();
    const res = await sendStreaming(me, chat.chatHash, { id, text: 'Hello there' });
    expect(res.status).toBe(201);
    expect(res.headers.get('Content-Type')).toBe('text/event-stream');
    expect(res.headers.get('Cache-Control')).toBe('no-store');

    // The first words come on this answer while the reply is still being written.
    const head = await readEvents(res, (events) => events.some((e) => e.event === 'delta'));
    const result = sentResult(head);
    expect(result.message).toMatchObject({ id, text: 'Hello there', status: 'SENT' });
    expect(result.replies).toHaveLength(1);
    expect(result.balance).toBe(before - 1);
    const reply = result.replies[0]!;
    expect(head.at(-1)).toMatchObject({ event: 'delta', id: String(deltaText(head).length) });
    expect(t.app.replyJobs.liveText(reply.id)).toBeDefined();

    // The rest, resumed where that answer was left (a dropped connection).
    const rest = await readEvents(await stream(me, chat.chatHash, reply.id, head.at(-1)!.id));
    const done = doneMessage(rest) as Message;
    expect(done).toMatchObject({ id: reply.id, status: 'COMPLETE' });
    expect(deltaText(head) + deltaText(rest)).toBe(script.words.join(''));
    const [, stored] = await settled(t, me, chat.chatHash);
    expect(stored).toEqual(done);
  });

  it('streams the whole reply, and a repeat of the send (200) gets the same result and reply', async () => {
    const me = await session(t, 'user@angels.local');
    const chat = await openChat(t, me, [2]);
    const id = crypto.randomUUID();
    const events = await readEvents(await sendStreaming(me, chat.chatHash, { id, text: 'Hi' }));
    const result = sentResult(events);
    const done = doneMessage(events) as Message;
    expect(done).toMatchObject({ id: result.replies[0]!.id, status: 'COMPLETE' });
    expect(deltaText(events)).toBe(done.text);
    expect(events.at(-1)?.event).toBe('done');

    const after = await balance(t, me);
    const again = await sendStreaming(me, chat.chatHash, { id, text: 'Hi' });
    expect(again.status).toBe(200);
    const repeat = await readEvents(again);
    expect(sentResult(repeat).message).toEqual(result.message);
    expect(doneMessage(repeat)).toEqual(done);
    expect(deltaText(repeat)).toBe(done.text);
    expect(await balance(t, me)).toBe(after);
    expect((await settled(t, me, chat.chatHash)).filter((m) => m.avatarId === null)).toHaveLength(
      1,
    );
  });

  it('streams only the first reply of a group; the next is followed on its own stream', async () => {
    const me = await session(t, 'user@angels.local');
    const chat = await openChat(t, me, [3, 4]);
    const events = await readEvents(
      await sendStreaming(me, chat.chatHash, { text: 'both of you', responders: 2 }),
    );
    const { replies } = sentResult(events);
    expect(replies.map((r) => r.status)).toEqual(['STREAMING', 'QUEUED']);
    expect(events.filter((e) => e.event === 'done')).toHaveLength(1);
    expect(doneMessage(events)?.id).toBe(replies[0]!.id);
    const second = await readEvents(await stream(me, chat.chatHash, replies[1]!.id));
    expect(doneMessage(second)).toMatchObject({ id: replies[1]!.id, status: 'COMPLETE' });
  });

  it('streams the reply to a message the filter flags, and the flag reaches its case', async () => {
    const me = await session(t, 'user@angels.local');
    const chat = await openChat(t, me, [6]);
    const events = await readEvents(
      await sendStreaming(me, chat.chatHash, { text: 'oh shit, I forgot' }),
    );
    expect(sentResult(events).message.text).toBe('oh shit, I forgot');
    expect(doneMessage(events)).toMatchObject({ status: 'COMPLETE', text: deltaText(events) });
    expect(await casesOfChat(t, chat.chatHash)).toHaveLength(1);
  });

  it('refuses as before, in JSON: moderation 422 and 402 without tokens store nothing', async () => {
    const me = await session(t, 'user@angels.local');
    const chat = await openChat(t, me, [5]);
    const blocked = await sendStreaming(me, chat.chatHash, { text: 'I will k1ll y0u' });
    expect(blocked.status).toBe(422);
    expect(blocked.headers.get('Content-Type')).toContain('application/json');
    expect((await blocked.json()).code).toBe(MODERATION_ERROR_CODES.contentBlocked);

    await setBalance(t.database.db, me.id, 0);
    const broke = await sendStreaming(me, chat.chatHash, { text: 'Hello?' });
    expect(broke.status).toBe(402);
    expect((await broke.json()).code).toBe('INSUFFICIENT_TOKENS');
    expect(await settled(t, me, chat.chatHash)).toEqual([]);

    const stranger = await session(t, 'newbie@angels.local');
    expect((await sendStreaming(stranger, chat.chatHash, { text: 'Hi' })).status).toBe(404);
  });
});
