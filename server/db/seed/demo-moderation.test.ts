import { inArray, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountStatusSchema, userHistorySchema } from '../../contract/moderation.ts';
import { get, person } from '../../testing/sanction-helpers.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { auditLog, moderationCases, users } from '../schema.ts';
import { seedDemoAccounts } from './demo-accounts.ts';

describe('demo moderation', () => {
  const t = useTestApp();

  it('tests start with an empty queue', async () => {
    expect(await t.database.db.select().from(moderationCases)).toEqual([]);
  });

  it('a first start gives the agents a working queue and a user with a past warning', async () => {
    const { db } = t.database;
    await db
      .delete(users)
      .where(inArray(users.email, ['user@angels.local', 'premium@angels.local']));
    await seedDemoAccounts(db, { conversations: true });

    const open = await db
      .select()
      .from(moderationCases)
      .where(ne(moderationCases.status, 'resolved'));
    expect(open.map((c) => c.severity).sort()).toEqual(['high', 'low', 'medium']);
    expect(open.filter((c) => c.status === 'open')).toHaveLength(1);
    // Seeded history is not an agent's action.
    expect(await db.select().from(auditLog)).toEqual([]);

    const agent = await person(t, 'agent@angels.local');
    const history = async (email: string) => {
      const { id } = await person(t, email);
      const res = await get(t, `/api/admin/users/${id}/history`, agent.token);
      expect(res.status).toBe(200);
      return userHistorySchema.parse(await res.json());
    };
    const user = await history('user@angels.local');
    expect(user.user).toMatchObject({ warningCounter: 0, openCases: 2 });
    for (const c of user.cases) {
      expect(c).toMatchObject({ source: 'filter', status: 'new', flagCount: 1 });
      expect(c.chatHash).not.toBeNull();
    }
    const slur = user.cases.find((c) => c.severity === 'high');
    expect(slur?.preview).toContain('retard');

    const premium = await history('premium@angels.local');
    expect(premium.user).toMatchObject({ warningCounter: 1, openCases: 1 });
    expect(premium.cases.map((c) => c.status).sort()).toEqual(['open', 'resolved']);
    expect(premium.cases.find((c) => c.status === 'open')?.assignee?.email).toBe(
      'agent2@angels.local',
    );
    expect(premium.reports).toHaveLength(1);
    expect(premium.reports[0]).toMatchObject({ reason: 'harassment', source: 'report' });
    expect(premium.violations).toHaveLength(1);
    expect(premium.violations[0]).toMatchObject({
      kind: 'warning',
      status: 'active',
      decidedBy: { email: 'agent2@angels.local' },
    });

    // The user read it long ago: no notice waits for them.
    const me = await person(t, 'premium@angels.local');
    const status = await get(t, `/api/users/${me.id}/account-status`, me.token);
    const { violations } = accountStatusSchema.parse(await status.json());
    expect(violations.map((v) => v.seen)).toEqual([true]);
  });
});
