import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { WritesFirst } from '../contract/proactive.ts';
import { findChatByHash } from '../db/queries/chats.ts';
import { spendingLimits, tokenLedger } from '../db/schema.ts';
import { freshBuyer } from '../money/money-test-helpers.ts';
import { balance, openChat, send, session, type Session } from '../testing/chat-helpers.ts';
import { setBalance } from '../testing/ledger-helpers.ts';
import { scriptedEngine } from '../testing/scripted-engine.ts';
import { useTestApp } from '../testing/test-app.ts';
import { hoursAround, later, optIn, remember, setCap, unasked } from './proactive-test-helpers.ts';
import { WritesFirstScheduler } from './scheduler.ts';

const { engine, script, reset } = scriptedEngine();
const t = useTestApp({}, { replies: engine });

/** Every reply of the test before finished, then a clean script. */
async function fresh(overrides?: Parameters<typeof reset>[0]) {
  await t.app.replyJobs.idle();
  reset(overrides);
}

/** A one-to-one chat with `angel`, the user's cap out of the way unless a test sets it. */
async function chatWith(me: Session, angel: number) {
  const chat = await openChat(t, me, [angel]);
  const found = await findChatByHash(t.database.db, chat.chatHash);
  return { chatHash: chat.chatHash, id: found!.chat.id };
}

const written = (messages: { writtenBy?: unknown; replyTo: string | null }[]) =>
  messages.length - 1; // the greeting is the chat's first unasked message

describe('an Angel who writes first', () => {
  it('writes inside the waking hours, from what it remembers, with no message of the user before it, priced like a reply', async () => {
    await fresh({ words: ['How ', 'did ', 'the ', 'interview ', 'go?'] });
    const me = await session(t, 'user@angels.local');
    await setCap(t, me, 100);
    const chat = await chatWith(me, 20);
    const fact = await remember(t, me, 20, 'I have a job interview on Friday');
    const now = later(3);
    await optIn(t, me, chat.chatHash, {
      ...hoursAround(now, 'Europe/Berlin'),
      timeZone: 'Europe/Berlin',
    });
    const before = await balance(t, me);

    expect(await t.app.writesFirst.tick(now)).toBe(1);
    const [greeting, first] = await unasked(t, chat.id);
    expect(greeting).toBeDefined();
    expect(first).toMatchObject({ status: 'COMPLETE', avatarId: 20, replyTo: null });
    expect(first?.text).toBe('How did the interview go?');
    // Nothing of the user's after the greeting: the Angel's message stands on its own.
    expect(first!.seq).toBeGreaterThan(greeting!.seq);
    const request = script.requests[0];
    expect(request?.writesFirst).toMatchObject({ weekday: expect.any(String) });
    expect(request?.memory?.facts.map((f) => f.text)).toContain(fact?.text);
    // One token, reserved and charged like a reply, and said so in the history.
    expect(await balance(t, me)).toBe(before - 1);
    const entries = await t.database.db
      .select({ kind: tokenLedger.kind, reason: tokenLedger.reason })
      .from(tokenLedger)
      .where(eq(tokenLedger.refId, first!.id));
    expect(entries).toEqual(
      expect.arrayContaining([
        { kind: 'reserve', reason: expect.stringMatching(/wrote first$/) },
        { kind: 'charge', reason: expect.stringMatching(/wrote first$/) },
      ]),
    );
    const setting = (await (
      await t.app.request(`/api/chats/${chat.chatHash}/writes-first`, {
        headers: { Authorization: `Bearer ${me.token}` },
      })
    ).json()) as WritesFirst;
    expect(setting).toMatchObject({ enabled: true, timeZone: 'Europe/Berlin', cost: 1 });
  });

  it('never writes twice without an answer, and at most the number a day', async () => {
    await fresh();
    const me = await session(t, 'user@angels.local');
    const chat = await chatWith(me, 21);
    const now = later(30);
    const hours = hoursAround(now, 'UTC');
    await optIn(t, me, chat.chatHash, { ...hours, perDay: 2 });
    expect(await t.app.writesFirst.tick(now)).toBe(1);
    // Unanswered: not again, though the day's second share of the hours has begun.
    expect(await t.app.writesFirst.tick(later(1, now))).toBe(0);
    expect(written(await unasked(t, chat.id))).toBe(1);

    await send(t, me, chat.chatHash, { text: 'It went well, thanks!' });
    await t.app.replyJobs.idle();
    // Answered: the second goes out.
    expect(await t.app.writesFirst.tick(later(1.6, now))).toBe(1);
    expect(written(await unasked(t, chat.id))).toBe(2);
    await send(t, me, chat.chatHash, { text: 'Still here.' });
    await t.app.replyJobs.idle();
    // Two a day: the third waits for tomorrow's hours.
    expect(await t.app.writesFirst.tick(later(1.9, now))).toBe(0);
    expect(await t.app.writesFirst.tick(later(24, now))).toBe(1);
  });

  it('keeps to the waking hours in the user’s zone, across a DST change', async () => {
    await fresh();
    const me = await session(t, 'premium@angels.local');
    await setCap(t, me, 100);
    const chat = await chatWith(me, 22);
    await optIn(t, me, chat.chatHash, {
      wakeStart: '09:00',
      wakeEnd: '21:00',
      timeZone: 'America/New_York',
    });
    // 13:30 UTC is 08:30 in New York on 13 March 2027 (EST) and 09:30 a day later (EDT).
    expect(await t.app.writesFirst.tick(new Date('2027-03-13T13:30:00Z'))).toBe(0);
    expect(written(await unasked(t, chat.id))).toBe(0);
    expect(await t.app.writesFirst.tick(new Date('2027-03-14T13:30:00Z'))).toBe(1);
  });

  it('spends nothing past the daily cap (0: never) and writes nothing', async () => {
    await fresh();
    const me = await session(t, 'newbie@angels.local');
    const chat = await chatWith(me, 23);
    const now = later(50);
    await optIn(t, me, chat.chatHash, hoursAround(now, 'UTC'));
    await setCap(t, me, 0);
    const before = await balance(t, me);
    expect(await t.app.writesFirst.tick(now)).toBe(0);
    expect(written(await unasked(t, chat.id))).toBe(0);
    expect(await balance(t, me)).toBe(before);

    // A cap of 1: the first goes out; another chat of the same user is past the cap today.
    await setCap(t, me, 1);
    const other = await chatWith(me, 24);
    await optIn(t, me, other.chatHash, hoursAround(now, 'UTC'));
    expect(await t.app.writesFirst.tick(later(1, now))).toBe(1);
    expect(await t.app.writesFirst.tick(later(2, now))).toBe(0);
    expect(await balance(t, me)).toBe(before - 1);
  });

  it('writes nothing and charges nothing without tokens', async () => {
    await fresh();
    const me = await session(t, 'broke@angels.local');
    await setBalance(t.database.db, me.id, 0);
    const chat = await chatWith(me, 25);
    const now = later(70);
    await optIn(t, me, chat.chatHash, hoursAround(now, 'UTC'));
    expect(await t.app.writesFirst.tick(now)).toBe(0);
    expect(written(await unasked(t, chat.id))).toBe(0);
    expect(script.requests).toHaveLength(0);
    const charged = await t.database.db
      .select()
      .from(tokenLedger)
      .where(and(eq(tokenLedger.userId, me.id), like(tokenLedger.reason, '%wrote first')));
    expect(charged).toEqual([]);
  });

  it('writes nothing past the user’s own monthly token limit (Settings → Spending)', async () => {
    await fresh();
    const me = await freshBuyer(t, 'limited');
    await setBalance(t.database.db, me.id, 100);
    const chat = await chatWith(me, 22);
    await t.database.db.insert(spendingLimits).values({ userId: me.id, monthlyTokens: 1 });
    await send(t, me, chat.chatHash, { text: 'Hello' }); // the month's one token
    await t.app.replyJobs.idle();
    const now = later(30);
    await optIn(t, me, chat.chatHash, hoursAround(now, 'UTC'));
    expect(await t.app.writesFirst.tick(now)).toBe(0);
    expect(written(await unasked(t, chat.id))).toBe(0);
  });

  it('is written once when two processes look at the same moment', async () => {
    await fresh();
    const me = await session(t, 'user@angels.local');
    const chat = await chatWith(me, 26);
    const now = later(90);
    await optIn(t, me, chat.chatHash, hoursAround(now, 'UTC'));
    const processes = [1, 2].map(
      () =>
        new WritesFirstScheduler(t.database.db, t.app.replyJobs, t.app.live, () => {}, {
          quietMinutes: 120,
        }),
    );
    const counts = await Promise.all(processes.map((p) => p.tick(now)));
    expect(counts.sort()).toEqual([0, 1]);
    expect(written(await unasked(t, chat.id))).toBe(1);
  });
});
