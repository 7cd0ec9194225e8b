import { describe, expect, it } from 'vitest';
import { messagePageSchema, sendMessageResultSchema } from '../contract/chats.ts';
import { messages } from '../db/schema.ts';
import { call } from '../testing/auth-helpers.ts';
import {
  balance,
  openChat,
  page,
  send,
  sendRaw,
  session,
  settled,
  type Session,
} from '../testing/chat-helpers.ts';
import { setBalance } from '../testing/ledger-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';

describe('/api/chats/:chatHash/messages', () => {
  const t = useTestApp();
  const setTokens = (me: Session, tokens: number) => setBalance(t.database.db, me.id, tokens);

  it('sends a message and starts a reply that costs one token and completes', async () => {
    const me = await session(t, 'user@angels.local');
    const chat = await openChat(t, me, [1]);
    const before = await balance(t, me);
    const id = crypto.randomUUID();
    const result = sendMessageResultSchema.parse(
      await send(t, me, chat.chatHash, { id, text: 'Hi! How are you?' }),
    );
    expect(result.message).toMatchObject({
      id,
      text: 'Hi! How are you?',
      status: 'SENT',
      avatarId: null,
    });
    expect(result.replies).toHaveLength(1);
    expect(result.replies[0]).toMatchObject({
      avatarId: 1,
      status: 'STREAMING',
      replyTo: id,
      text: '',
    });
    expect(result.balance).toBe(before - 1);
    const [, reply] = await settled(t, me, chat.chatHash);
    expect(reply?.status).toBe('COMPLETE');
    expect(reply?.text.length).toBeGreaterThan(10);
    expect(await balance(t, me)).toBe(before - 1);
  });

  it('is idempotent by id: a repeat returns the first result with 200 and charges once', async () => {
    const me = await session(t, 'user@angels.local');
    const chat = await openChat(t, me, [2]);
    const before = await balance(t, me);
    const body = { id: crypto.randomUUID(), text: 'only once' };
    const first = await send(t, me, chat.chatHash, body);
    const repeat = await sendRaw(t, me, chat.chatHash, { ...body, text: 'changed' });
    expect(repeat.status).toBe(200);
    const again = sendMessageResultSchema.parse(await repeat.json());
    expect(again.message).toEqual(first.message);
    expect(again.replies.map((r) => r.id)).toEqual(first.replies.map((r) => r.id));
    // Identical sends at the same moment: still one message, one reply, one charge.
    const twin = { id: crypto.randomUUID(), text: 'twins' };
    const statuses = await Promise.all(
      Array.from({ length: 5 }, () => sendRaw(t, me, chat.chatHash, twin).then((r) => r.status)),
    );
    expect(statuses.sort()).toEqual([200, 200, 200, 200, 201]);
    const all = await settled(t, me, chat.chatHash);
    expect(all.filter((m) => m.avatarId === null).map((m) => m.text)).toEqual([
      'only once',
      'twins',
    ]);
    expect(all).toHaveLength(4);
    expect(await balance(t, me)).toBe(before - 2);
    // The same id in another chat is not a repeat: it is refused.
    const other = await openChat(t, me, [3]);
    const taken = await sendRaw(t, me, other.chatHash, body);
    expect(taken.status).toBe(409);
    expect((await taken.json()).code).toBe('MESSAGE_ID_TAKEN');
  });

  it('never overspends: with 3 tokens, 3 of 10 parallel sends succeed and 7 get 402', async () => {
    const me = await session(t, 'newbie@angels.local');
    const chat = await openChat(t, me, [4]);
    await setTokens(me, 3);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        sendRaw(t, me, chat.chatHash, { text: `parallel ${i}` }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    const refused = results.filter((r) => r.status === 402);
    expect(refused).toHaveLength(7);
    expect(await refused[0]?.json()).toEqual({
      code: 'INSUFFICIENT_TOKENS',
      message:
        'Not enough tokens: a reply costs 1 token and you have 0. Get more on the Tokens page.',
      meta: { cost: 1, balance: 0 },
    });
    const all = await settled(t, me, chat.chatHash);
    // A refused send leaves nothing behind.
    expect(all.filter((m) => m.avatarId === null)).toHaveLength(3);
    expect(await balance(t, me)).toBe(0);
  });

  it('answers 402 for the demo account without tokens, and reserves a whole group up front', async () => {
    const broke = await session(t, 'broke@angels.local');
    const chat = await openChat(t, broke, [5]);
    const res = await sendRaw(t, broke, chat.chatHash, { text: 'hello?' });
    expect(res.status).toBe(402);
    expect((await res.json()).meta).toEqual({ cost: 1, balance: 0 });
    await setTokens(broke, 2);
    const group = await openChat(t, broke, [5, 6, 7]);
    const three = await sendRaw(t, broke, group.chatHash, { text: 'hi all' });
    expect(three.status).toBe(402);
    expect((await three.json()).message).toBe(
      'Not enough tokens: 3 replies cost 3 tokens and you have 2. Get more on the Tokens page.',
    );
    const two = await send(t, broke, group.chatHash, { text: 'hi two of you', responders: 2 });
    expect(two.replies.map((r) => r.status)).toEqual(['STREAMING', 'QUEUED']);
    expect(two.balance).toBe(0);
    await settled(t, broke, group.chatHash);
  });

  it('rejects bad input with readable 400s', async () => {
    const me = await session(t, 'user@angels.local');
    const chat = await openChat(t, me, [1]);
    const path = `/api/chats/${chat.chatHash}/messages`;
    const cases: Array<[unknown, string]> = [
      [{ id: 'nope', text: 'x' }, 'id must be a uuid'],
      [{ id: crypto.randomUUID(), text: '   ' }, 'Write a message first'],
      [{ id: crypto.randomUUID(), text: 'x'.repeat(4001) }, 'at most 4000 characters'],
      [{ id: crypto.randomUUID(), text: 'x', responders: 0 }, ''],
    ];
    for (const [body, message] of cases) {
      const res = await call(t, 'POST', path, { body, token: me.token });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toContain(message);
    }
    for (const query of ['?before=garbage!', '?before=bTA', '?limit=0', '?limit=201', '?limit=x']) {
      const res = await call(t, 'GET', `${path}${query}`, { token: me.token });
      expect(res.status, query).toBe(400);
      expect((await res.json()).code).toBe('BAD_REQUEST');
    }
  });

  it('pages history newest first by cursor without gaps or duplicates', async () => {
    const me = await session(t, 'premium@angels.local');
    const chat = await openChat(t, me, [10]);
    const { db } = t.database;
    const chatId = (
      await db.query.chats.findFirst({ where: (c, { eq: is }) => is(c.chatHash, chat.chatHash) })
    )?.id;
    if (!chatId) throw new Error('chat missing');
    const texts = Array.from({ length: 125 }, (_, i) => `m${i}`);
    await db
      .insert(messages)
      .values(
        texts.map((text) => ({ id: crypto.randomUUID(), chatId, text, status: 'SENT' as const })),
      );
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const next: ReturnType<typeof messagePageSchema.parse> = messagePageSchema.parse(
        await page(t, me, chat.chatHash, `?limit=50${cursor ? `&before=${cursor}` : ''}`),
      );
      seen.push(...next.items.map((m) => m.text));
      cursor = next.nextCursor;
    } while (cursor);
    // Oldest of all: the chat's greeting, written when it was created.
    expect(seen).toEqual([...texts].reverse().concat(seen.at(-1) ?? ''));
    expect(seen).toHaveLength(126);
  });
});
