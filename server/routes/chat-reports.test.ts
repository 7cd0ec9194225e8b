import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../contract/errors.ts';
import { openChat, send, session, settled } from '../testing/chat-helpers.ts';
import { casesOfChat, flagsOf, report } from '../testing/report-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';
import { WRITE_LIMITS } from '../http/write-limits.ts';
import { WHOLE_CHAT_EXCERPT } from './chat-reports.ts';

describe('POST /api/chats/:chatHash/reports', () => {
  const t = useTestApp();

  it('reports a reply: 201, and a case with the reply, the reason and the note', async () => {
    const me = await session(t, 'user@angels.local');
    const chat = await openChat(t, me, [21]);
    await send(t, me, chat.chatHash, { text: 'Tell me about your day' });
    const reply = (await settled(t, me, chat.chatHash)).at(-1);
    expect(reply?.avatarId).toBe(21);

    const res = await report(t, me, chat.chatHash, {
      messageId: reply?.id,
      reason: 'minor-safety',
      note: 'It said it was fourteen',
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ received: true });

    const cases = await casesOfChat(t, chat.chatHash);
    expect(cases).toHaveLength(1);
    expect(cases[0]).toMatchObject({ userId: me.id, source: 'report', severity: 'high' });
    expect(await flagsOf(t, cases[0]?.id ?? '')).toMatchObject([
      {
        source: 'report',
        subject: 'message',
        severity: 'high',
        messageId: reply?.id,
        excerpt: reply?.text,
        reason: 'minor-safety',
        note: 'It said it was fourteen',
        reporterId: me.id,
        spans: [],
      },
    ]);
  });

  it('reports the whole chat, its severity following the reason', async () => {
    const me = await session(t, 'user@angels.local');
    const chat = await openChat(t, me, [22]);
    expect((await report(t, me, chat.chatHash, { reason: 'harassment' })).status).toBe(201);
    const [only] = await casesOfChat(t, chat.chatHash);
    expect(only?.severity).toBe('medium');
    expect(await flagsOf(t, only?.id ?? '')).toMatchObject([
      { messageId: null, excerpt: WHOLE_CHAT_EXCERPT, reason: 'harassment', note: null },
    ]);
  });

  it('answers 404 for a chat that is not yours, and for a message not in the chat', async () => {
    const me = await session(t, 'user@angels.local');
    const other = await session(t, 'premium@angels.local');
    const chat = await openChat(t, me, [23]);
    const elsewhere = await openChat(t, me, [24]);

    expect((await report(t, other, chat.chatHash, { reason: 'spam' })).status).toBe(404);
    expect((await report(t, me, 'no-such-chat', { reason: 'spam' })).status).toBe(404);
    const unknown = await report(t, me, chat.chatHash, {
      reason: 'spam',
      messageId: crypto.randomUUID(),
    });
    expect(unknown.status).toBe(404);
    // A message of the user's other chat is not a message of this one.
    const sent = await send(t, me, elsewhere.chatHash, { text: 'hello there' });
    const foreign = await report(t, me, chat.chatHash, {
      reason: 'spam',
      messageId: sent.message.id,
    });
    expect(foreign.status).toBe(404);
    expect(await casesOfChat(t, chat.chatHash)).toEqual([]);
  });

  it('an agent cannot report a chat for its owner: to them it is no chat (404)', async () => {
    const me = await session(t, 'user@angels.local');
    const agent = await session(t, 'agent@angels.local');
    const chat = await openChat(t, me, [25]);
    expect((await report(t, agent, chat.chatHash, { reason: 'spam' })).status).toBe(404);
  });

  it('answers 400 with a readable message for a bad reason, note or id', async () => {
    const me = await session(t, 'user@angels.local');
    const chat = await openChat(t, me, [26]);
    for (const body of [
      {},
      { reason: 'boring' },
      { reason: 'spam', note: 'x'.repeat(501) },
      { reason: 'spam', messageId: 'not-an-id' },
    ]) {
      const res = await report(t, me, chat.chatHash, body as never);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const error = (await res.json()) as { code: string; message: string };
      expect(error.code).toBe(ERROR_CODES.badRequest);
      expect(error.message.length).toBeGreaterThan(5);
    }
    expect(await casesOfChat(t, chat.chatHash)).toEqual([]);
  });

  it('gathers reports made at once on one chat into one case', async () => {
    const me = await session(t, 'user@angels.local');
    const chat = await openChat(t, me, [27]);
    const reasons = ['spam', 'hate', 'other', 'self-harm', 'harassment'] as const;
    const answers = await Promise.all(
      reasons.map((reason) => report(t, me, chat.chatHash, { reason })),
    );
    expect(answers.map((res) => res.status)).toEqual(reasons.map(() => 201));
    const cases = await casesOfChat(t, chat.chatHash);
    expect(cases).toHaveLength(1);
    expect(cases[0]?.severity).toBe('high');
    expect(await flagsOf(t, cases[0]?.id ?? '')).toHaveLength(reasons.length);
  });
});

describe('POST /api/chats/:chatHash/reports at its write limit', () => {
  // The real limits (the suite's default raises them).
  const t = useTestApp({ WRITE_LIMIT_SCALE: '1' });

  it('limits how many reports one account makes in an hour (429)', async () => {
    const me = await session(t, 'newbie@angels.local');
    const chat = await openChat(t, me, [28]);
    for (let n = 0; n < WRITE_LIMITS.report.perAccount; n += 1) {
      expect((await report(t, me, chat.chatHash, { reason: 'other' })).status).toBe(201);
    }
    const refused = await report(t, me, chat.chatHash, { reason: 'other' });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { code: string }).code).toBe(ERROR_CODES.rateLimited);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Another account is not held back.
    const other = await session(t, 'premium@angels.local');
    const theirs = await openChat(t, other, [28]);
    expect((await report(t, other, theirs.chatHash, { reason: 'other' })).status).toBe(201);
  });
  it('takes "the reply makes no sense" on a reply, and marks that reply as reported for its reporter', async () => {
    const me = await session(t, 'user@angels.local');
    const chat = await openChat(t, me, [29]);
    await send(t, me, chat.chatHash, { text: 'How was your week?' });
    await send(t, me, chat.chatHash, { text: 'And what are you reading?' });
    const replies = (await settled(t, me, chat.chatHash)).filter((m) => m.avatarId !== null);
    expect(replies.length).toBeGreaterThanOrEqual(2);
    const [garbled, fine] = replies;
    expect(garbled?.reported).toBeUndefined();

    const res = await report(t, me, chat.chatHash, { messageId: garbled?.id, reason: 'nonsense' });
    expect(res.status).toBe(201);
    const [only] = await casesOfChat(t, chat.chatHash);
    expect(only?.severity).toBe('low');
    expect(await flagsOf(t, only?.id ?? '')).toMatchObject([
      { messageId: garbled?.id, reason: 'nonsense', reporterId: me.id },
    ]);

    // The mark comes with the chat's messages, on any device and after any reload.
    const after = await settled(t, me, chat.chatHash);
    expect(after.find((m) => m.id === garbled?.id)?.reported).toBe(true);
    expect(after.find((m) => m.id === fine?.id)?.reported).toBeUndefined();
    expect(after.filter((m) => m.reported)).toHaveLength(1);
  });

  it('refuses "the reply makes no sense" for the whole chat, saying why', async () => {
    const me = await session(t, 'user@angels.local');
    const chat = await openChat(t, me, [30]);
    const res = await report(t, me, chat.chatHash, { reason: 'nonsense' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toMatch(/about one reply/);
    expect(await casesOfChat(t, chat.chatHash)).toEqual([]);
  });
});
