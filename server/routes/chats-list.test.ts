/**
 * GET /api/chats is paged (issue 25, finding 2: 3,000 chats came back in one 2.3 MB answer):
 * newest activity first, CHAT_PAGE_SIZE a page, never more than MAX_PAGE_SIZE, every chat on
 * exactly one page of a walk, and a count of the chats an Angel sits in without listing them.
 */
import { describe, expect, it } from 'vitest';
import { CHAT_PAGE_SIZE, type ChatList } from '../contract/chats.ts';
import { MAX_PAGE_SIZE } from '../contract/paging.ts';
import { call } from '../testing/auth-helpers.ts';
import { openChat, session, type Session } from '../testing/chat-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';

describe('GET /api/chats, paged', () => {
  const t = useTestApp();
  const list = async (me: Session, query: string) => {
    const res = await call(t, 'GET', `/api/chats${query}`, { token: me.token });
    return { status: res.status, body: (await res.json()) as ChatList };
  };

  it('answers a page at a time, and a walk of the pages holds every chat once', async () => {
    const me = await session(t, 'premium@angels.local');
    const made = MAX_PAGE_SIZE + 5;
    for (let i = 0; i < made; i++) await openChat(t, me, [1 + (i % 30), 31 + (i % 29)]);
    const first = await list(me, '');
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(CHAT_PAGE_SIZE);
    expect(first.body).toMatchObject({ page: 1, pageSize: CHAT_PAGE_SIZE, firstPage: true });
    expect(first.body.lastPage).toBe(false);
    expect(first.body.total).toBeGreaterThanOrEqual(made);

    const seen: string[] = [];
    for (let page = 1; page < 100; page++) {
      const { body } = await list(me, `?page=${page}&pageSize=${MAX_PAGE_SIZE}`);
      expect(body.items.length).toBeLessThanOrEqual(MAX_PAGE_SIZE);
      seen.push(...body.items.map((chat) => chat.chatHash));
      if (body.lastPage) break;
    }
    expect(seen).toHaveLength(first.body.total);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('refuses a page larger than the maximum, naming the field', async () => {
    const me = await session(t, 'user@angels.local');
    for (const query of [`?pageSize=${MAX_PAGE_SIZE + 1}`, '?pageSize=0', '?page=0']) {
      const res = await call(t, 'GET', `/api/chats${query}`, { token: me.token });
      expect(res.status, query).toBe(400);
      const { issues } = (await res.json()) as { issues: { path: string }[] };
      expect(issues.map((i) => i.path)).toContain(query.slice(1).split('=')[0]);
    }
  });

  it('counts the chats one Angel sits in (avatarId), one-to-one and groups', async () => {
    const me = await session(t, 'newbie@angels.local');
    await openChat(t, me, [7]);
    await openChat(t, me, [7, 8]);
    await openChat(t, me, [8, 9]);
    const { body } = await list(me, '?avatarId=7&pageSize=1');
    expect(body.total).toBe(2);
    expect(body.items).toHaveLength(1);
    expect(body.items[0]?.avatars.map((a) => a.id)).toContain(7);
  });
});
