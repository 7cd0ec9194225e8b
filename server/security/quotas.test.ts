/**
 * Per-account quotas (issue 25, finding 2): chats, flags on one moderation case (a rename
 * flood once put 204 on one case) and reports waiting for a moderator each stop at their entry
 * of the one table, QUOTAS, with a 409 QUOTA_REACHED saying what to do.
 */
import { describe, expect, it } from 'vitest';
import { QUOTAS } from '../contract/quotas.ts';
import { chats } from '../db/schema.ts';
import { newChatHash } from '../db/queries/chats.ts';
import { call } from '../testing/auth-helpers.ts';
import { openChat, session, type Session } from '../testing/chat-helpers.ts';
import { flagsOf, profileCasesOf, report } from '../testing/report-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';

type ApiError = { code: string; message: string; meta?: Record<string, unknown> };

async function expectQuota(res: Response, quota: keyof typeof QUOTAS) {
  expect(res.status).toBe(409);
  const body = (await res.json()) as ApiError;
  expect(body).toMatchObject({ code: 'QUOTA_REACHED', meta: { quota, max: QUOTAS[quota] } });
  expect(body.message.length).toBeGreaterThan(20);
}

describe('per-account quotas', () => {
  const t = useTestApp();

  it('chats: a new one past the quota is refused, the one-to-one chat one has still opens', async () => {
    const me = await session(t, 'premium@angels.local');
    const mine = await openChat(t, me, [5]);
    // Filled in the database: a thousand requests would measure nothing more.
    const { db } = t.database;
    const room = QUOTAS.chats - (await countOf(me));
    await db.insert(chats).values(
      Array.from({ length: room }, () => ({
        chatHash: newChatHash(),
        userId: me.id,
        type: 'GROUP' as const,
      })),
    );
    await expectQuota(
      await call(t, 'POST', '/api/chats', { token: me.token, body: { avatarIds: [1, 2] } }),
      'chats',
    );
    await expectQuota(
      await call(t, 'POST', '/api/chats', { token: me.token, body: { avatarIds: [6] } }),
      'chats',
    );
    const again = await call(t, 'POST', '/api/chats', {
      token: me.token,
      body: { avatarIds: [5] },
    });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { chatHash: string }).chatHash).toBe(mine.chatHash);
  });

  async function countOf(me: Session): Promise<number> {
    const res = await call(t, 'GET', '/api/chats?pageSize=1', { token: me.token });
    return ((await res.json()) as { total: number }).total;
  }

  it('flags per case: renames to flagged names stop once the case holds the quota', async () => {
    const me = await session(t, 'newbie@angels.local');
    const rename = (name: string) =>
      call(t, 'PATCH', `/api/users/${me.id}`, {
        token: me.token,
        body: { avatar: { name, portraitKey: 'willow' } },
      });
    for (let i = 0; i < QUOTAS.flagsPerCase; i++) {
      expect((await rename(i % 2 ? 'Sh1tlord' : 'Slutty Sam')).status).toBe(200);
    }
    await expectQuota(await rename('Sh1tlord Two'), 'flagsPerCase');
    const [open] = await profileCasesOf(t, me.id);
    expect(await flagsOf(t, open?.id ?? '')).toHaveLength(QUOTAS.flagsPerCase);
    // A name the filter does not flag is still anyone's to choose.
    expect((await rename('Robin')).status).toBe(200);
  });

  it('reports: one account’s reports waiting for a moderator stop at the quota', async () => {
    const me = await session(t, 'user@angels.local');
    const spread = [20, 20, QUOTAS.openReports - 40];
    for (const [i, count] of spread.entries()) {
      const chat = await openChat(t, me, [40 + i]);
      for (let n = 0; n < count; n++) {
        expect((await report(t, me, chat.chatHash, { reason: 'other' })).status).toBe(201);
      }
    }
    const fourth = await openChat(t, me, [45]);
    await expectQuota(await report(t, me, fourth.chatHash, { reason: 'spam' }), 'openReports');
  });
});
