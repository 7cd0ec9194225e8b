import { beforeEach, describe, expect, it } from 'vitest';
import { replyResultSchema, type Message } from '../contract/chats.ts';
import { call, post } from '../testing/auth-helpers.ts';
import {
  balance,
  openChat,
  send,
  session,
  settled,
  type Session,
} from '../testing/chat-helpers.ts';
import { scriptedEngine } from '../testing/scripted-engine.ts';
import { deltaText, doneMessage, readEvents } from '../testing/sse-client.ts';
import { setBalance } from '../testing/ledger-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';

const { engine, script, reset } = scriptedEngine();

describe('replies: failure, stop, regenerate and the SSE stream', () => {
  const t = useTestApp({}, { replies: engine });
  beforeEach(() => reset());

  const stream = (me: Session, chatHash: string, id: string, lastEventId?: string) =>
    t.app.request(`/api/chats/${chatHash}/messages/${id}/stream`, {
      headers: {
        Authorization: `Bearer ${me.token}`,
        ...(lastEventId === undefined ? {} : { 'Last-Event-ID': lastEventId }),
      },
    });
  const whenWritten = async (id: string, chars: number) => {
    while ((t.app.replyJobs.liveText(id)?.length ?? 0) < chars) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };

  it('marks a failed reply FAILED with a readable error and refunds its token', async () => {
    const me = await session(t, 'user@angels.local');
    const chat = await openChat(t, me, [1]);
    const before = await balance(t, me);
    script.failAfter = 3;
    const { replies } = await send(t, me, chat.chatHash, { text: 'hi' });
    expect(await balance(t, me)).toBe(before - 1);
    const [, reply] = await settled(t, me, chat.chatHash);
    expect(reply).toMatchObject({
      id: replies[0]?.id,
      status: 'FAILED',
      text: 'w0 w1 w2 ',
      error: 'The test engine failed. Your tokens were refunded.',
    });
    expect(await balance(t, me)).toBe(before);
  });

  it('resumes a stream after a dropped connection with no gap and no repeat', async () => {
    const me = await session(t, 'user@angels.local');
    const chat = await openChat(t, me, [2]);
    script.delayMs = 3;
    const { replies } = await send(t, me, chat.chatHash, { text: 'tell me a story' });
    const id = replies[0]!.id;
    const res = await stream(me, chat.chatHash, id);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/event-stream');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const first = await readEvents(res, (events) => events.length >= 5);
    expect(doneMessage(first)).toBeUndefined();
    const text = deltaText(first);
    expect(first.at(-1)?.id).toBe(String(text.length));
    const rest = await readEvents(await stream(me, chat.chatHash, id, first.at(-1)?.id));
    const done = doneMessage(rest) as Message;
    expect(done.status).toBe('COMPLETE');
    expect(text + deltaText(rest)).toBe(done.text);
    expect(done.text).toBe(script.words.join(''));
    const [, stored] = await settled(t, me, chat.chatHash);
    expect(stored?.text).toBe(done.text);
    // A finished reply answers at once: what is missing, then done.
    const late = await readEvents(await stream(me, chat.chatHash, id, '10'));
    expect(deltaText(late)).toBe(done.text.slice(10));
    expect(doneMessage(late)).toEqual(done);
    expect(t.app.replyJobs.liveText(id)).toBeUndefined();
  });

  it('streams a QUEUED reply once its turn comes, to its owner only', async () => {
    const me = await session(t, 'user@angels.local');
    const chat = await openChat(t, me, [3, 4]);
    script.delayMs = 1;
    const { replies } = await send(t, me, chat.chatHash, { text: 'both of you' });
    expect(replies.map((r) => r.status)).toEqual(['STREAMING', 'QUEUED']);
    const second = replies[1]!.id;
    const other = await session(t, 'newbie@angels.local');
    expect((await stream(other, chat.chatHash, second)).status).toBe(404);
    const agent = await session(t, 'agent@angels.local');
    expect((await stream(agent, chat.chatHash, second)).status).toBe(404);
    const mine = await readEvents(await stream(me, chat.chatHash, second));
    expect(deltaText(mine)).toBe(doneMessage(mine)?.text);
    // The second speaker saw the first one's reply.
    expect(script.requests[1]?.history.at(-1)).toMatchObject({
      avatarId: 3,
      text: script.words.join(''),
    });
    expect((await stream(me, chat.chatHash, crypto.randomUUID())).status).toBe(404);
    const bad = await stream(me, chat.chatHash, second, 'abc');
    expect(bad.status).toBe(400);
  });

  it('stops a reply keeping the text so far; the token stays spent', async () => {
    const me = await session(t, 'user@angels.local');
    const chat = await openChat(t, me, [5]);
    script.delayMs = 5;
    const before = await balance(t, me);
    const { replies } = await send(t, me, chat.chatHash, { text: 'go on' });
    const id = replies[0]!.id;
    await whenWritten(id, 9);
    const res = await post(
      t,
      `/api/chats/${chat.chatHash}/messages/${id}/stop`,
      undefined,
      me.token,
    );
    expect(res.status).toBe(200);
    const { reply, balance: after } = replyResultSchema.parse(await res.json());
    expect(reply.status).toBe('STOPPED');
    expect(reply.text.length).toBeGreaterThanOrEqual(9);
    expect(reply.text.length).toBeLessThan(script.words.join('').length);
    expect(after).toBe(before - 1);
    const [, stored] = await settled(t, me, chat.chatHash);
    expect(stored).toMatchObject({ status: 'STOPPED', text: reply.text });
    // Stopping again changes nothing; a follower gets done at once.
    const again = await post(
      t,
      `/api/chats/${chat.chatHash}/messages/${id}/stop`,
      undefined,
      me.token,
    );
    expect((await again.json()).reply).toEqual(reply);
    expect(doneMessage(await readEvents(await stream(me, chat.chatHash, id)))).toEqual(reply);
  });

  it('stopping a reply still waiting for its turn refunds it', async () => {
    const me = await session(t, 'user@angels.local');
    const chat = await openChat(t, me, [6, 7]);
    script.delayMs = 5;
    const before = await balance(t, me);
    const { replies } = await send(t, me, chat.chatHash, { text: 'hi' });
    const queued = replies[1]!.id;
    const res = await post(
      t,
      `/api/chats/${chat.chatHash}/messages/${queued}/stop`,
      undefined,
      me.token,
    );
    const { reply, balance: after } = replyResultSchema.parse(await res.json());
    expect(reply).toMatchObject({ status: 'STOPPED', text: '' });
    expect(after).toBe(before - 1);
    const all = await settled(t, me, chat.chatHash);
    expect(all.map((m) => m.status)).toEqual(['SENT', 'COMPLETE', 'STOPPED']);
  });

  it('regenerates only the last reply, charging again, never while one is being written', async () => {
    const me = await session(t, 'premium@angels.local');
    const chat = await openChat(t, me, [8]);
    const base = `/api/chats/${chat.chatHash}`;
    const first = await send(t, me, chat.chatHash, { text: 'one' });
    script.delayMs = 2;
    const second = await send(t, me, chat.chatHash, { text: 'two' });
    const busy = await post(t, `${base}/regenerate`, undefined, me.token);
    expect(busy.status).toBe(409);
    expect((await busy.json()).code).toBe('REPLY_IN_PROGRESS');
    await settled(t, me, chat.chatHash);
    script.delayMs = 0;
    for (const id of [first.replies[0]!.id, second.message.id]) {
      const res = await post(t, `${base}/messages/${id}/regenerate`, undefined, me.token);
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({
        code: 'NOT_REGENERABLE',
        message: 'Only the last reply of a chat can be written again.',
      });
    }
    const unknown = await post(
      t,
      `${base}/messages/${crypto.randomUUID()}/regenerate`,
      undefined,
      me.token,
    );
    expect(unknown.status).toBe(404);
    const before = await balance(t, me);
    script.words = ['fresh ', 'words'];
    const res = await post(
      t,
      `${base}/messages/${second.replies[0]!.id}/regenerate`,
      undefined,
      me.token,
    );
    expect(res.status).toBe(200);
    const { reply, balance: after } = replyResultSchema.parse(await res.json());
    expect(reply).toMatchObject({ id: second.replies[0]!.id, status: 'STREAMING', text: '' });
    expect(after).toBe(before - 1);
    const all = await settled(t, me, chat.chatHash);
    expect(all.at(-1)).toMatchObject({ status: 'COMPLETE', text: 'fresh words' });
    expect(all).toHaveLength(4);
    await setBalance(t.database.db, me.id, 0);
    const broke = await post(t, `${base}/regenerate`, undefined, me.token);
    expect(broke.status).toBe(402);
    expect((await settled(t, me, chat.chatHash)).at(-1)?.status).toBe('COMPLETE');
    script.words = Array.from({ length: 40 }, (_, i) => `w${i} `);
    const agent = await session(t, 'agent@angels.local');
    expect((await call(t, 'POST', `${base}/regenerate`, { token: agent.token })).status).toBe(404);
  });

  it('a stream followed after the reply ended gives it with its versions, as the writer does', async () => {
    const me = await session(t, 'user@angels.local');
    const chat = await openChat(t, me, [2]);
    script.words = ['first '];
    const { replies } = await send(t, me, chat.chatHash, { text: 'hello' });
    await settled(t, me, chat.chatHash);
    script.words = ['second '];
    const res = await post(t, `/api/chats/${chat.chatHash}/regenerate`, undefined, me.token);
    const { reply } = replyResultSchema.parse(await res.json());
    expect(reply.id).toBe(replies[0]!.id);
    await t.app.replyJobs.idle();
    // Followed late (a slow connection): the reply is read from the store, not from its writer.
    const done = doneMessage(await readEvents(await stream(me, chat.chatHash, reply.id)));
    expect(done?.text).toBe('second ');
    expect(done?.alternatives?.map((version) => version.text)).toEqual(['first ', 'second ']);
  });
});
