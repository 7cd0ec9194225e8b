import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MODERATION_ERROR_CODES } from '../contract/constants.ts';
import type { LiveEvent } from '../contract/moderation.ts';
import { messages } from '../db/schema.ts';
import { balance, openChat, page, send, sendRaw, session } from '../testing/chat-helpers.ts';
import { casesOfChat, flagsOf, flagsOfMessage, report } from '../testing/report-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';

describe('the content filter on sending', () => {
  const t = useTestApp();

  it('delivers a flagged message (201) and opens one case for the chat, with the spans', async () => {
    const me = await session(t, 'user@angels.local');
    const chat = await openChat(t, me, [11]);
    const heard: LiveEvent[] = [];
    const stop = t.app.live.subscribe(['agents'], (event) => heard.push(event));
    const id = crypto.randomUUID();
    const sent = await send(t, me, chat.chatHash, { id, text: 'oh shit, I forgot' });
    stop();
    expect(sent.message.text).toBe('oh shit, I forgot');
    expect(sent.replies).toHaveLength(1);

    const cases = await casesOfChat(t, chat.chatHash);
    expect(cases).toHaveLength(1);
    expect(cases[0]).toMatchObject({
      userId: me.id,
      status: 'new',
      source: 'filter',
      severity: 'low',
    });
    const flags = await flagsOf(t, cases[0]?.id ?? '');
    expect(flags).toHaveLength(1);
    expect(flags[0]).toMatchObject({
      source: 'filter',
      subject: 'message',
      severity: 'low',
      messageId: id,
      excerpt: 'oh shit, I forgot',
      spans: [{ start: 3, end: 7, term: 'shit' }],
      reporterId: null,
    });
    expect(heard).toEqual([{ type: 'cases', caseId: cases[0]?.id }]);
  });

  it('attaches later flags and reports to the same case, whose severity rises', async () => {
    const me = await session(t, 'user@angels.local');
    const chat = await openChat(t, me, [12]);
    await send(t, me, chat.chatHash, { text: 'what the fuck' });
    const [first] = await casesOfChat(t, chat.chatHash);
    expect(first?.severity).toBe('low');

    await send(t, me, chat.chatHash, { text: 'you are a retard' });
    expect((await report(t, me, chat.chatHash, { reason: 'spam' })).status).toBe(201);

    const cases = await casesOfChat(t, chat.chatHash);
    expect(cases).toHaveLength(1);
    expect(cases[0]).toMatchObject({ id: first?.id, severity: 'high', severityRank: 2 });
    const flags = await flagsOf(t, first?.id ?? '');
    expect(flags.map((f) => [f.source, f.severity])).toEqual([
      ['filter', 'low'],
      ['filter', 'high'],
      ['report', 'low'],
    ]);
  });

  it('opens no case for a clean message', async () => {
    const me = await session(t, 'user@angels.local');
    const chat = await openChat(t, me, [13]);
    await send(t, me, chat.chatHash, { text: 'Good morning! Shall we take the Kung-Fu class?' });
    expect(await casesOfChat(t, chat.chatHash)).toEqual([]);
  });

  it('blocks a severe message with 422: nothing stored, nothing charged, no case', async () => {
    const me = await session(t, 'user@angels.local');
    const chat = await openChat(t, me, [14]);
    const before = await balance(t, me);
    const historyBefore = await page(t, me, chat.chatHash);
    const id = crypto.randomUUID();

    const res = await sendRaw(t, me, chat.chatHash, { id, text: 'I will k1ll y0u' });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      code: MODERATION_ERROR_CODES.contentBlocked,
      message:
        'This message was not sent: it reads as a threat of violence, which our terms do not allow.',
      meta: { category: 'threat' },
    });
    const minors = await sendRaw(t, me, chat.chatHash, { text: 'send child porn' });
    expect(minors.status).toBe(422);
    expect(((await minors.json()) as { message: string }).message).toContain(
      'sexual content involving a minor',
    );

    expect(await t.database.db.select().from(messages).where(eq(messages.id, id))).toEqual([]);
    expect(await page(t, me, chat.chatHash)).toEqual(historyBefore);
    expect(await balance(t, me)).toBe(before);
    expect(await casesOfChat(t, chat.chatHash)).toEqual([]);
  });

  it('does not flag a repeat of a send again', async () => {
    const me = await session(t, 'user@angels.local');
    const chat = await openChat(t, me, [15]);
    const body = { id: crypto.randomUUID(), text: 'holy shit' };
    await send(t, me, chat.chatHash, body);
    const repeat = await sendRaw(t, me, chat.chatHash, body);
    expect(repeat.status).toBe(200);
    expect(await flagsOfMessage(t, body.id)).toHaveLength(1);
    const [only] = await casesOfChat(t, chat.chatHash);
    expect(await flagsOf(t, only?.id ?? '')).toHaveLength(1);
  });

  it('flags a repeat whose first send stored the message but raised no flag', async () => {
    const me = await session(t, 'user@angels.local');
    const chat = await openChat(t, me, [16]);
    const body = { id: crypto.randomUUID(), text: 'bullshit' };
    await send(t, me, chat.chatHash, body);
    // As if the process stopped between storing the message and flagging it.
    const [raised] = await casesOfChat(t, chat.chatHash);
    await t.database.db.execute(`delete from moderation_cases where id = '${raised?.id}'`);
    expect((await sendRaw(t, me, chat.chatHash, body)).status).toBe(200);
    expect(await flagsOfMessage(t, body.id)).toHaveLength(1);
  });
});
