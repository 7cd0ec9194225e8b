import { describe, expect, it } from 'vitest';
import { avatarSchema } from '../contract/avatars.ts';
import { chatListSchema, chatSchema, messageSchema } from '../contract/chats.ts';
import { call, post } from '../testing/auth-helpers.ts';
import { balance, openChat, page, send, session, settled } from '../testing/chat-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';

describe('/api/chats', () => {
  const t = useTestApp();

  it('finds or creates the one-to-one chat: 201 first, then 200 with the same hash', async () => {
    const me = await session(t, 'user@angels.local');
    const first = await post(t, '/api/chats', { avatarIds: [1] }, me.token);
    expect(first.status).toBe(201);
    expect(first.headers.get('Cache-Control')).toBe('no-store');
    const chat = chatSchema.parse(await first.json());
    expect(chat).toMatchObject({ type: 'ONE', avatars: [{ id: 1 }] });
    // The Angel's voice is chosen by these on the device (src/features/voice), offline too.
    const profile = await call(t, 'GET', '/api/avatars/1', { token: me.token });
    const angel = avatarSchema.parse(await profile.json());
    expect(chat.avatars[0]).toMatchObject({
      gender: angel.gender,
      personality: angel.personality,
    });
    expect(angel.personality.length).toBeGreaterThan(0);
    expect(chat.chatHash).toMatch(/^[\w-]{22}$/);
    const again = await post(t, '/api/chats', { avatarIds: [1] }, me.token);
    expect(again.status).toBe(200);
    expect((await again.json()).chatHash).toBe(chat.chatHash);
    const [a, b] = await Promise.all([
      post(t, '/api/chats', { avatarIds: [2] }, me.token),
      post(t, '/api/chats', { avatarIds: [2] }, me.token),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect((await a.json()).chatHash).toBe((await b.json()).chatHash);
  });

  it('creates groups of 2 to 4 and explains every bad request', async () => {
    const me = await session(t, 'user@angels.local');
    const group = await post(t, '/api/chats', { avatarIds: [3, 4, 5] }, me.token);
    expect(group.status).toBe(201);
    expect(chatSchema.parse(await group.json()).avatars.map((a) => a.id)).toEqual([3, 4, 5]);
    const cases: Array<[unknown, number, string]> = [
      [{ avatarIds: [] }, 400, 'Pick at least one Angel'],
      [{ avatarIds: [1, 2, 3, 4, 5] }, 400, 'A group has at most 4 Angels'],
      [{ avatarIds: [1, 1] }, 400, 'Each Angel can join only once'],
      [{ avatarIds: [99999] }, 404, 'No Angel with id 99999 exists'],
      [{}, 400, ''],
    ];
    for (const [body, status, message] of cases) {
      const res = await post(t, '/api/chats', body, me.token);
      expect(res.status).toBe(status);
      expect((await res.json()).message).toContain(message);
    }
    const raw = await call(t, 'POST', '/api/chats', { raw: '{', token: me.token });
    expect(raw.status).toBe(400);
    expect((await post(t, '/api/chats', { avatarIds: [1] })).status).toBe(401);
  });

  it('hides a chat from everyone but its owner (404), agents included: they read it audited, in the console', async () => {
    const me = await session(t, 'user@angels.local');
    const other = await session(t, 'newbie@angels.local');
    const agent = await session(t, 'agent@angels.local');
    const chat = await openChat(t, me, [6]);
    await send(t, me, chat.chatHash, { text: 'hello' });
    const base = `/api/chats/${chat.chatHash}`;
    for (const path of [base, `${base}/messages`]) {
      const res = await call(t, 'GET', path, { token: other.token });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({
        code: 'NOT_FOUND',
        message: 'This chat does not exist or is not yours.',
      });
      expect((await call(t, 'GET', path, { token: agent.token })).status).toBe(404);
    }
    const theirs = await post(
      t,
      `${base}/messages`,
      { id: crypto.randomUUID(), text: 'hi' },
      other.token,
    );
    expect(theirs.status).toBe(404);
    const agents = await post(
      t,
      `${base}/messages`,
      { id: crypto.randomUUID(), text: 'hi' },
      agent.token,
    );
    expect(agents.status).toBe(404);
    expect((await call(t, 'GET', '/api/chats/not-a-hash', { token: me.token })).status).toBe(404);
    await settled(t, me, chat.chatHash);
  });

  it('lists chats newest activity first with the last message and unread state', async () => {
    const me = await session(t, 'premium@angels.local');
    const older = await openChat(t, me, [7]);
    const newer = await openChat(t, me, [8, 9]);
    await send(t, me, older.chatHash, { text: 'first' });
    await settled(t, me, older.chatHash); // reading the page marks it read
    await send(t, me, newer.chatHash, { text: 'second', responders: 1 });
    await t.app.replyJobs.idle();
    const res = await call(t, 'GET', '/api/chats', { token: me.token });
    expect(res.status).toBe(200);
    const { items } = chatListSchema.parse(await res.json());
    expect(items.map((c) => c.chatHash)).toEqual([newer.chatHash, older.chatHash]);
    expect(items[0]?.lastMessage).toMatchObject({ status: 'COMPLETE', avatarId: 8 });
    expect(items[0]?.unread).toBe(true);
    expect(items[1]?.unread).toBe(false);
    // The group's rotation moved on: avatar 9 speaks next.
    expect(items[0]?.avatars.map((a) => a.id)).toEqual([9, 8]);
    const read = await post(t, `/api/chats/${newer.chatHash}/read`, undefined, me.token);
    expect(read.status).toBe(204);
    const after = chatListSchema.parse(
      await (await call(t, 'GET', '/api/chats', { token: me.token })).json(),
    );
    expect(after.items[0]?.unread).toBe(false);
    messageSchema.parse(after.items[0]?.lastMessage);
  });

  it('opens a new chat with the greeting, a group with a hello from each member, all free', async () => {
    const me = await session(t, 'premium@angels.local');
    const before = await balance(t, me);
    const one = await openChat(t, me, [20]);
    const avatar = (await (await call(t, 'GET', '/api/avatars/20')).json()) as { greeting: string };
    const greeting = await page(t, me, one.chatHash);
    expect(greeting.items).toHaveLength(1);
    expect(greeting.items[0]).toMatchObject({ avatarId: 20, status: 'COMPLETE', replyTo: null });
    expect(greeting.items[0]?.text).toBe(avatar.greeting);
    // The greeting answers nothing: there is no reply to write again (and nothing charged).
    const again = await post(t, `/api/chats/${one.chatHash}/regenerate`, undefined, me.token);
    expect(again.status).toBe(409);
    // Opening the same chat again adds nothing.
    await openChat(t, me, [20]);
    expect((await page(t, me, one.chatHash)).items).toHaveLength(1);

    const group = await openChat(t, me, [21, 22, 23]);
    const hellos = (await page(t, me, group.chatHash)).items.reverse();
    expect(hellos.map((m) => m.avatarId)).toEqual([21, 22, 23]);
    for (const [i, hello] of hellos.entries()) {
      const first = group.avatars.find((a) => a.id === hello.avatarId)?.name.split(' ')[0];
      expect(hello.text).toContain(first);
      expect(hello.text.length).toBeLessThan(100);
      expect(hellos.filter((h, j) => j !== i && h.text === hello.text)).toEqual([]);
    }
    expect(await balance(t, me)).toBe(before);
    // The user is looking at them: a new chat is not unread.
    const { items } = chatListSchema.parse(
      await (await call(t, 'GET', '/api/chats', { token: me.token })).json(),
    );
    expect(items.find((c) => c.chatHash === group.chatHash)?.unread).toBe(false);
  });
});
