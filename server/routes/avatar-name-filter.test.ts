import { describe, expect, it } from 'vitest';
import { MODERATION_ERROR_CODES } from '../contract/constants.ts';
import { userSchema } from '../contract/users.ts';
import { call } from '../testing/auth-helpers.ts';
import { session, type Session } from '../testing/chat-helpers.ts';
import { flagsOf, profileCasesOf } from '../testing/report-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';

describe('the content filter on avatar names (PATCH /api/users/:id, the welcome modal)', () => {
  const t = useTestApp();
  const rename = (me: Session, name: string, portraitKey = 'willow') =>
    call(t, 'PATCH', `/api/users/${me.id}`, {
      token: me.token,
      body: { avatar: { name, portraitKey } },
    });

  it('saves a clean name, names read as names included, and raises nothing', async () => {
    const me = await session(t, 'newbie@angels.local');
    expect((await rename(me, 'Robin')).status).toBe(200);
    expect((await rename(me, 'Dick')).status).toBe(200);
    expect(await profileCasesOf(t, me.id)).toEqual([]);
  });

  it('saves a flagged name and opens one case for it outside any chat', async () => {
    const me = await session(t, 'user@angels.local');
    const res = await rename(me, 'Sh1tlord');
    expect(res.status).toBe(200);
    expect(userSchema.parse(await res.json()).avatar?.name).toBe('Sh1tlord');

    const cases = await profileCasesOf(t, me.id);
    expect(cases).toHaveLength(1);
    expect(cases[0]).toMatchObject({ chatId: null, source: 'filter', severity: 'low' });
    expect(await flagsOf(t, cases[0]?.id ?? '')).toMatchObject([
      {
        subject: 'avatar-name',
        messageId: null,
        excerpt: 'Sh1tlord',
        spans: [{ start: 0, end: 4, term: 'shit' }],
      },
    ]);

    // A new portrait under the same name is not a new flag; a worse name is, on the same case.
    expect((await rename(me, 'Sh1tlord', 'harbor')).status).toBe(200);
    expect((await rename(me, 'Slutty Sam')).status).toBe(200);
    const after = await profileCasesOf(t, me.id);
    expect(after).toHaveLength(1);
    expect(after[0]?.severity).toBe('medium');
    expect(await flagsOf(t, after[0]?.id ?? '')).toHaveLength(2);
  });

  it('refuses a severe name with 422 and keeps the old one', async () => {
    const me = await session(t, 'premium@angels.local');
    const before = userSchema.parse(
      await (await call(t, 'GET', `/api/users/${me.id}`, { token: me.token })).json(),
    );
    const res = await rename(me, 'kill yourself');
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      code: MODERATION_ERROR_CODES.contentBlocked,
      message:
        'This name was not saved: it reads as a threat of violence, which our terms do not allow.',
    });
    const now = await call(t, 'GET', `/api/users/${me.id}`, { token: me.token });
    expect(userSchema.parse(await now.json()).avatar).toEqual(before.avatar);
    expect(await profileCasesOf(t, me.id)).toEqual([]);
  });
});
