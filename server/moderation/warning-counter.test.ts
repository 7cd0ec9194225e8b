import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { violations } from '../db/schema.ts';
import { freshUser, person, userRow, violationOf, warn } from '../testing/sanction-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';
import { insertSanction } from './sanctions.ts';
import { refreshWarningCounter } from './warning-counter.ts';

describe('refreshWarningCounter', () => {
  const t = useTestApp();

  it('writes the count of active violations, and leaves a right counter alone', async () => {
    const agent = await person(t, 'agent@angels.local');
    const user = await freshUser(t);
    const old = await violationOf(await warn(t, agent, user.id));
    await violationOf(await warn(t, agent, user.id));
    const before = await userRow(t, user.id);
    expect((await refreshWarningCounter(t.database.db, user.id))?.updatedAt).toEqual(
      before.updatedAt,
    );
    await t.database.db
      .update(violations)
      .set({ expiresAt: sql`now() - interval '1 day'` })
      .where(eq(violations.id, old.id));
    expect((await refreshWarningCounter(t.database.db, user.id))?.warningCounter).toBe(1);
    expect((await userRow(t, user.id)).warningCounter).toBe(1);
    expect(
      await refreshWarningCounter(t.database.db, '00000000-0000-4000-8000-000000000000'),
    ).toBeUndefined();
  });

  // Two connections at once: only a real PostgreSQL runs them side by side.
  it.runIf(Boolean(process.env.DATABASE_URL))(
    'racing a sanction, waits for it and counts it rather than writing the count from before',
    async () => {
      const { db } = t.database;
      const agent = await person(t, 'agent@angels.local');
      const user = await freshUser(t);
      const old = await violationOf(await warn(t, agent, user.id));
      // Expired since the counter was written: it reads 1 while nothing is active.
      await db
        .update(violations)
        .set({ expiresAt: sql`now() - interval '1 day'` })
        .where(eq(violations.id, old.id));

      let commit = () => {};
      const gate = new Promise<void>((resolve) => (commit = resolve));
      let sanctioned = () => {};
      const inserted = new Promise<void>((resolve) => (sanctioned = resolve));
      const sanction = db.transaction(async (tx) => {
        await insertSanction(tx, {
          actor: agent,
          userId: user.id,
          kind: 'warning',
          policy: 'spam',
          facts: 'Advertising in a chat.',
        });
        sanctioned();
        await gate;
      });
      await inserted;
      const refresh = refreshWarningCounter(db, user.id);
      // Let the sanction commit only once the refresh waits on the user's lock.
      await vi.waitFor(
        async () => {
          const [row] = await db
            .select({ n: sql<number>`count(*)::int` })
            .from(sql`pg_stat_activity`)
            .where(sql`wait_event_type = 'Lock' and datname = current_database()`);
          expect(row?.n).toBeGreaterThan(0);
        },
        { timeout: 10_000, interval: 20 },
      );
      commit();
      await sanction;
      await refresh;
      expect((await userRow(t, user.id)).warningCounter).toBe(1);
    },
  );
});
