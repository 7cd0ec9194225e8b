import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { replyResultSchema, type Message } from '../contract/chats.ts';
import { MAX_ALTERNATIVES } from '../contract/constants.ts';
import { steerResultSchema } from '../contract/steering.ts';
import type { LiveEvent } from '../contract/moderation.ts';
import { messages, tokenLedger } from '../db/schema.ts';
import { userTopic } from '../live/live-events.ts';
import { REPEATED_VERSION } from '../chats/reply-finish.ts';
import { NOTHING_MORE } from '../chats/continue-reply.ts';
import { post } from '../testing/auth-helpers.ts';
import {
  balance,
  openChat,
  send,
  session,
  settled,
  steer,
  type Session,
} from '../testing/chat-helpers.ts';
import { setBalance } from '../testing/ledger-helpers.ts';
import { scriptedEngine, wordsOf } from '../testing/scripted-engine.ts';
import { useTestApp } from '../testing/test-app.ts';

const { engine, script, reset } = scriptedEngine();

describe('steering: versions of a reply, edits, continue', () => {
  const t = useTestApp({}, { replies: engine });
  beforeEach(() => reset());

  const regenerate = async (me: Session, chatHash: string) => {
    const res = await post(t, `/api/chats/${chatHash}/regenerate`, undefined, me.token);
    expect(res.status, await res.clone().text()).toBe(200);
    return replyResultSchema.parse(await res.json()).reply;
  };
  const last = async (me: Session, chatHash: string): Promise<Message> =>
    (await settled(t, me, chatHash)).at(-1)!;
  const ledgerOf = (id: string) =>
    t.database.db
      .select({ kind: tokenLedger.kind, amount: tokenLedger.amount })
      .from(tokenLedger)
      .where(eq(tokenLedger.refId, id))
      .orderBy(tokenLedger.id);

  it('regenerate keeps each earlier reply as a version, charged one reply each', async () => {
    const me = await session(t, 'premium@angels.local');
    const chat = await openChat(t, me, [1]);
    script.words = wordsOf('first answer');
    const { replies } = await send(t, me, chat.chatHash, { text: 'hello' });
    const id = replies[0]!.id;
    await settled(t, me, chat.chatHash);
    const before = await balance(t, me);
    script.words = wordsOf('second answer');
    await regenerate(me, chat.chatHash);
    await t.app.replyJobs.idle();
    script.words = wordsOf('third answer');
    const heard: LiveEvent[] = [];
    const stop = t.app.live.subscribe([userTopic(me.id)], (event) => heard.push(event));
    const started = await regenerate(me, chat.chatHash);
    stop();
    // The owner's other tabs hear of the new version and follow it.
    expect(heard).toEqual([{ type: 'chat', chatHash: chat.chatHash, messageId: id }]);
    // Started: the new version is empty, the two before it already reachable.
    expect(started.alternatives?.map((v) => v.text)).toEqual(['first answer', 'second answer', '']);
    expect(started.alternative).toBe(2);
    const reply = await last(me, chat.chatHash);
    expect(reply).toMatchObject({ id, text: 'third answer', alternative: 2 });
    expect(reply.alternatives?.map((v) => [v.text, v.status])).toEqual([
      ['first answer', 'COMPLETE'],
      ['second answer', 'COMPLETE'],
      ['third answer', 'COMPLETE'],
    ]);
    expect(await balance(t, me)).toBe(before - 2);
    expect((await ledgerOf(id)).map((e) => `${e.kind}${e.amount}`)).toEqual([
      'reserve-1',
      'charge0',
      'reserve-1',
      'charge0',
      'reserve-1',
      'charge0',
    ]);
  });

  it('the version chosen is what the next reply reads; choosing is free and owner-only', async () => {
    const me = await session(t, 'premium@angels.local');
    const chat = await openChat(t, me, [2]);
    script.words = wordsOf('apples are red');
    const { replies } = await send(t, me, chat.chatHash, { text: 'tell me' });
    const id = replies[0]!.id;
    await settled(t, me, chat.chatHash);
    script.words = wordsOf('pears are green');
    await regenerate(me, chat.chatHash);
    await t.app.replyJobs.idle();
    const before = await balance(t, me);
    const res = await steer(t, me, chat.chatHash, id, 'choose', { alternative: 0 });
    expect(res.status).toBe(200);
    const chosen = steerResultSchema.parse(await res.json());
    expect(chosen.message).toMatchObject({ text: 'apples are red', alternative: 0 });
    expect(chosen.balance).toBe(before);
    script.requests.length = 0;
    script.words = wordsOf('ok');
    await send(t, me, chat.chatHash, { text: 'and then?' });
    await t.app.replyJobs.idle();
    const history = script.requests[0]!.history.map((turn) => turn.text);
    expect(history).toContain('apples are red');
    expect(history).not.toContain('pears are green');
    // The turn is over: its versions stay, but choosing them would rewrite what followed.
    const late = await steer(t, me, chat.chatHash, id, 'choose', { alternative: 1 });
    expect(late.status).toBe(409);
    expect((await late.json()).code).toBe('NOT_STEERABLE');
    // Someone else's chat, or an agent, is simply not found; bad input is a 400.
    const other = await session(t, 'newbie@angels.local');
    expect((await steer(t, other, chat.chatHash, id, 'choose', { alternative: 0 })).status).toBe(
      404,
    );
    const agent = await session(t, 'agent@angels.local');
    expect((await steer(t, agent, chat.chatHash, id, 'choose', { alternative: 0 })).status).toBe(
      404,
    );
    for (const body of [{ alternative: -1 }, { alternative: 'x' }, {}, { alternative: 1.5 }]) {
      expect((await steer(t, me, chat.chatHash, id, 'choose', body)).status).toBe(400);
    }
    const tooFar = { alternative: MAX_ALTERNATIVES };
    expect((await steer(t, me, chat.chatHash, id, 'choose', tooFar)).status).toBe(400);
    expect((await steer(t, me, chat.chatHash, 'nope', 'choose', { alternative: 0 })).status).toBe(
      404,
    );
  });

  it('a version that repeats an earlier one is not charged, and its slot is reused', async () => {
    const me = await session(t, 'premium@angels.local');
    const chat = await openChat(t, me, [3]);
    script.words = wordsOf('always the same');
    const { replies } = await send(t, me, chat.chatHash, { text: 'hi' });
    const id = replies[0]!.id;
    await settled(t, me, chat.chatHash);
    const before = await balance(t, me);
    await regenerate(me, chat.chatHash);
    const repeated = await last(me, chat.chatHash);
    expect(repeated).toMatchObject({ status: 'FAILED', text: '', error: REPEATED_VERSION });
    expect(await balance(t, me)).toBe(before);
    expect((await ledgerOf(id)).map((e) => `${e.kind}${e.amount}`)).toEqual([
      'reserve-1',
      'charge0',
      'reserve-1',
      'refund1',
    ]);
    script.words = wordsOf('something new');
    await regenerate(me, chat.chatHash);
    const fresh = await last(me, chat.chatHash);
    expect(fresh.alternatives?.map((v) => v.text)).toEqual(['always the same', 'something new']);
    expect(await balance(t, me)).toBe(before - 1);
  });

  it('a reply hidden by moderation stays hidden in every version and cannot be changed', async () => {
    const me = await session(t, 'premium@angels.local');
    const chat = await openChat(t, me, [4]);
    script.words = wordsOf('one');
    const { replies } = await send(t, me, chat.chatHash, { text: 'hi' });
    const id = replies[0]!.id;
    await settled(t, me, chat.chatHash);
    script.words = wordsOf('two');
    await regenerate(me, chat.chatHash);
    await t.app.replyJobs.idle();
    await t.database.db
      .update(messages)
      .set({ hiddenAt: new Date(), hiddenReason: 'test' })
      .where(eq(messages.id, id));
    const hidden = await last(me, chat.chatHash);
    expect(hidden.removed).toBe(true);
    expect(hidden.alternatives?.map((v) => v.text)).toEqual(['', '']);
    for (const [action, body] of [
      ['choose', { alternative: 0 }],
      ['edit', { text: 'nicer words' }],
      ['continue', undefined],
    ] as const) {
      const res = await steer(t, me, chat.chatHash, id, action, body);
      expect(res.status, action).toBe(409);
    }
  });

  it('editing my last message answers it again as a new version; the old answer stays', async () => {
    const me = await session(t, 'premium@angels.local');
    const chat = await openChat(t, me, [5, 6]);
    script.words = wordsOf('answer to cats');
    const first = await send(t, me, chat.chatHash, { text: 'I like cats' });
    await settled(t, me, chat.chatHash);
    const before = await balance(t, me);
    script.words = wordsOf('answer to dogs');
    const res = await steer(t, me, chat.chatHash, first.message.id, 'edit', {
      text: 'I like dogs',
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const edited = steerResultSchema.parse(await res.json());
    expect(edited.message).toMatchObject({
      text: 'I like dogs',
      edited: true,
      originalText: 'I like cats',
    });
    // Both Angels of the group answer again, each charged as a reply.
    expect(edited.replies.map((r) => r.status)).toEqual(['STREAMING', 'QUEUED']);
    expect(edited.balance).toBe(before - 2);
    const all = await settled(t, me, chat.chatHash);
    for (const reply of all.slice(1)) {
      expect(reply.alternatives?.map((v) => v.text)).toEqual(['answer to cats', 'answer to dogs']);
    }
    expect(script.requests.at(-1)?.history.some((h) => h.text === 'I like dogs')).toBe(true);
    // Not enough tokens: nothing is edited.
    await setBalance(t.database.db, me.id, 1);
    const broke = await steer(t, me, chat.chatHash, first.message.id, 'edit', { text: 'birds' });
    expect(broke.status).toBe(402);
    expect((await settled(t, me, chat.chatHash))[0]?.text).toBe('I like dogs');
    // An earlier message cannot be edited once another follows it.
    await setBalance(t.database.db, me.id, 50);
    await send(t, me, chat.chatHash, { text: 'next' });
    await t.app.replyJobs.idle();
    const old = await steer(t, me, chat.chatHash, first.message.id, 'edit', { text: 'x' });
    expect(old.status).toBe(409);
    for (const body of [{}, { text: '' }, { text: '   ' }, { text: 'x'.repeat(5000) }]) {
      expect((await steer(t, me, chat.chatHash, first.message.id, 'edit', body)).status).toBe(400);
    }
  });

  it('continue appends to the last reply, charged as a reply; nothing more is refunded', async () => {
    const me = await session(t, 'premium@angels.local');
    const chat = await openChat(t, me, [9]);
    script.words = wordsOf('once upon ');
    const { replies } = await send(t, me, chat.chatHash, { text: 'a story' });
    const id = replies[0]!.id;
    await settled(t, me, chat.chatHash);
    const before = await balance(t, me);
    script.words = wordsOf('once upon a time there was');
    const res = await steer(t, me, chat.chatHash, id, 'continue');
    expect(res.status, await res.clone().text()).toBe(200);
    const started = steerResultSchema.parse(await res.json());
    expect(started.message).toMatchObject({ status: 'STREAMING', text: 'once upon ' });
    expect(started.balance).toBe(before - 1);
    expect(script.requests.length).toBeLessThanOrEqual(1);
    const done = await last(me, chat.chatHash);
    expect(done).toMatchObject({ id, status: 'COMPLETE', text: 'once upon a time there was' });
    expect(script.requests.at(-1)?.written).toBe('once upon ');
    expect(await balance(t, me)).toBe(before - 1);
    // The engine has nothing to add: the reply stays as it was and the tokens come back.
    const again = await steer(t, me, chat.chatHash, id, 'continue');
    expect(again.status).toBe(200);
    const same = await last(me, chat.chatHash);
    expect(same).toMatchObject({
      status: 'COMPLETE',
      text: 'once upon a time there was',
      error: NOTHING_MORE,
    });
    expect(await balance(t, me)).toBe(before - 1);
    expect((await ledgerOf(id)).map((e) => `${e.kind}${e.amount}`)).toEqual([
      'reserve-1',
      'charge0',
      'reserve-1',
      'charge0',
      'reserve-1',
      'refund1',
    ]);
    // Only the last message goes on; a user's message does not.
    const mine = await send(t, me, chat.chatHash, { text: 'more' });
    await t.app.replyJobs.idle();
    expect((await steer(t, me, chat.chatHash, id, 'continue')).status).toBe(409);
    expect((await steer(t, me, chat.chatHash, mine.message.id, 'continue')).status).toBe(409);
    const agent = await session(t, 'agent@angels.local');
    const reply = mine.replies[0]!.id;
    expect((await steer(t, agent, chat.chatHash, reply, 'continue')).status).toBe(404);
  });
});
