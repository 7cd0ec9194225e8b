import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatListSchema } from '../../contract/chats.ts';
import { call } from '../../testing/auth-helpers.ts';
import { balance, page, session } from '../../testing/chat-helpers.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { users } from '../schema.ts';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './demo-accounts.ts';
import { PREMIUM_PLANS } from './products.ts';

describe('demo conversations', () => {
  const t = useTestApp();

  it('a first start gives the demo accounts a few chats, written by the engine, free', async () => {
    const { db } = t.database;
    const demo = ['user@angels.local', 'premium@angels.local', 'broke@angels.local'];
    // As on a first start: the accounts do not exist yet.
    await db.delete(users).where(inArray(users.email, demo));
    expect(await seedDemoAccounts(db, { conversations: true })).toBe(3);
    // A second start adds nothing.
    expect(await seedDemoAccounts(db, { conversations: true })).toBe(0);

    for (const email of ['user@angels.local', 'premium@angels.local']) {
      const me = await session(t, email);
      const { items } = chatListSchema.parse(
        await (await call(t, 'GET', '/api/chats', { token: me.token })).json(),
      );
      expect(items.length).toBeGreaterThanOrEqual(3);
      expect(items.some((c) => c.type === 'GROUP')).toBe(true);
      expect(items.filter((c) => c.unread)).toHaveLength(1);
      // Nothing charged: the listed balance, plus a premium month's tokens for premium@.
      const account = DEMO_ACCOUNTS.find((a) => a.email === email);
      const monthly = account?.premium ? (PREMIUM_PLANS[0]?.monthlyTokens ?? 0) : 0;
      expect(await balance(t, me)).toBe((account?.tokens ?? NaN) + monthly);
      for (const chat of items) {
        const messages = (await page(t, me, chat.chatHash, '?limit=200')).items.reverse();
        expect(messages[0]?.avatarId).not.toBeNull(); // the greeting opens it
        const asked = messages.filter((m) => m.avatarId === null);
        expect(asked.length).toBeGreaterThanOrEqual(2);
        for (const question of asked) {
          const answers = messages.filter((m) => m.replyTo === question.id);
          expect(answers.length).toBeGreaterThan(0);
          for (const answer of answers) {
            expect(answer.status).toBe('COMPLETE');
            expect(answer.text.length).toBeGreaterThan(10);
          }
        }
      }
    }
    const broke = await session(t, 'broke@angels.local');
    const none = await (await call(t, 'GET', '/api/chats', { token: broke.token })).json();
    expect(chatListSchema.parse(none).items).toEqual([]);
  });
});
