import { describe, expect, it } from 'vitest';
import type { DailyCap, WritesFirst } from '../contract/proactive.ts';
import type { AccountExport } from '../contract/settings.ts';
import { WRITES_FIRST } from '../contract/proactive-constants.ts';
import { hoursAround, optIn, put, setCap, unasked } from '../proactive/proactive-test-helpers.ts';
import { WritesFirstScheduler } from '../proactive/scheduler.ts';
import { findChatByHash } from '../db/queries/chats.ts';
import { call } from '../testing/auth-helpers.ts';
import { openChat, session, type Session } from '../testing/chat-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';

const t = useTestApp();
const get = (me: Session, path: string) => call(t, 'GET', path, { token: me.token });

describe('writes-first settings', () => {
  it('are off by default and say the cost and the cap before anyone opts in', async () => {
    const me = await session(t, 'user@angels.local');
    const chat = await openChat(t, me, [30]);
    const res = await get(me, `/api/chats/${chat.chatHash}/writes-first`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      enabled: false,
      perDay: WRITES_FIRST.perDayDefault,
      wakeStart: '09:00',
      wakeEnd: '21:00',
      timeZone: null,
      cost: WRITES_FIRST.cost,
      dailyCap: WRITES_FIRST.dailyCapDefault,
      sentToday: 0,
    } satisfies WritesFirst);
  });

  it('refuse bad input with a readable 400 naming the field', async () => {
    const me = await session(t, 'user@angels.local');
    const chat = await openChat(t, me, [31]);
    const path = `/api/chats/${chat.chatHash}/writes-first`;
    // Saved off: no other test's scheduler pass finds this chat due.
    const good = {
      enabled: false,
      perDay: 2,
      wakeStart: '08:00',
      wakeEnd: '22:30',
      timeZone: 'UTC',
    };
    const cases: [object, string][] = [
      [{ ...good, timeZone: 'Mars/Olympus_Mons' }, 'timeZone'],
      [{ ...good, timeZone: '+02:00' }, 'timeZone'],
      [{ ...good, wakeEnd: '08:00' }, 'wakeEnd'],
      [{ ...good, wakeStart: '25:00' }, 'wakeStart'],
      [{ ...good, perDay: WRITES_FIRST.perDayMax + 1 }, 'perDay'],
      [{ ...good, perDay: 0 }, 'perDay'],
    ];
    for (const [body, field] of cases) {
      const res = await put(t, me, path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const error = (await res.json()) as { code: string; issues: { path: string }[] };
      expect(error.code).toBe('BAD_REQUEST');
      expect(error.issues.map((i) => i.path)).toContain(field);
    }
    const saved = await put(t, me, path, good);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ ...good });
  });

  it('belong to the chat’s owner alone, and to one-to-one chats', async () => {
    const me = await session(t, 'user@angels.local');
    const other = await session(t, 'premium@angels.local');
    const chat = await openChat(t, me, [32]);
    const body = {
      enabled: true,
      perDay: 1,
      wakeStart: '08:00',
      wakeEnd: '22:00',
      timeZone: 'UTC',
    };
    expect((await get(other, `/api/chats/${chat.chatHash}/writes-first`)).status).toBe(404);
    expect((await put(t, other, `/api/chats/${chat.chatHash}/writes-first`, body)).status).toBe(
      404,
    );
    const group = await openChat(t, me, [33, 34]);
    const res = await put(t, me, `/api/chats/${group.chatHash}/writes-first`, body);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { code: string }).code).toBe('WRITES_FIRST_ONE_TO_ONE');
  });

  it('keep the daily cap per account, from 0 to the maximum', async () => {
    const me = await session(t, 'newbie@angels.local');
    const other = await session(t, 'user@angels.local');
    const path = `/api/users/${me.id}/writes-first-cap`;
    expect(await (await get(me, path)).json()).toEqual({
      dailyCap: WRITES_FIRST.dailyCapDefault,
      spentToday: 0,
      cost: WRITES_FIRST.cost,
    } satisfies DailyCap);
    expect((await get(other, path)).status).toBe(404);
    expect((await put(t, other, path, { dailyCap: 5 })).status).toBe(404);
    for (const dailyCap of [-1, WRITES_FIRST.dailyCapMax + 1, 1.5]) {
      const res = await put(t, me, path, { dailyCap });
      expect(res.status, String(dailyCap)).toBe(400);
    }
    await setCap(t, me, 0);
    expect(await (await get(me, path)).json()).toMatchObject({ dailyCap: 0 });
  });

  it('count today’s messages and spending, and stop when turned off', async () => {
    const me = await session(t, 'premium@angels.local');
    await setCap(t, me, 10);
    const chat = await openChat(t, me, [35]);
    const id = (await findChatByHash(t.database.db, chat.chatHash))!.chat.id;
    const now = new Date();
    await optIn(t, me, chat.chatHash, {
      ...hoursAround(now, 'Asia/Tokyo'),
      timeZone: 'Asia/Tokyo',
    });
    // A process without the quiet hours: the chat's greeting was just written.
    const scheduler = new WritesFirstScheduler(
      t.database.db,
      t.app.replyJobs,
      t.app.live,
      () => {},
      {
        quietMinutes: 0,
      },
    );
    expect(await scheduler.tick(new Date())).toBe(1);
    await t.app.replyJobs.idle();
    const setting = (await (
      await get(me, `/api/chats/${chat.chatHash}/writes-first`)
    ).json()) as WritesFirst;
    expect(setting).toMatchObject({ enabled: true, sentToday: 1, timeZone: 'Asia/Tokyo' });
    const cap = (await (await get(me, `/api/users/${me.id}/writes-first-cap`)).json()) as DailyCap;
    expect(cap).toMatchObject({ dailyCap: 10, spentToday: 1 });

    await put(t, me, `/api/chats/${chat.chatHash}/writes-first`, {
      ...hoursAround(now, 'Asia/Tokyo'),
      enabled: false,
      perDay: 3,
      timeZone: 'Asia/Tokyo',
    });
    // Even a day later, answered or not: off is off.
    expect(await scheduler.tick(new Date(now.getTime() + 86_400_000))).toBe(0);
    expect((await unasked(t, id)).length).toBe(2); // the greeting and the one message

    // The data export says so too.
    const exported = (await (await get(me, `/api/users/${me.id}/export`)).json()) as AccountExport;
    expect(exported.writesFirst).toEqual({
      dailyCap: 10,
      timeZone: 'Asia/Tokyo',
      chats: [expect.objectContaining({ chatHash: chat.chatHash, enabled: false, perDay: 3 })],
    });
  });
});
