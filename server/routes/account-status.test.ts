import { describe, expect, it } from 'vitest';
import { accountStatusSchema, type LiveEvent } from '../contract/moderation.ts';
import { userTopic } from '../live/live-events.ts';
import { attachFlag } from '../moderation/cases.ts';
import { call, post } from '../testing/auth-helpers.ts';
import {
  facts,
  freshUser,
  get,
  person,
  violationOf,
  warn,
  type Person,
} from '../testing/sanction-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';

describe('/api/users/{id}/account-status', () => {
  const t = useTestApp();

  const status = async (user: Person) => {
    const res = await get(t, `/api/users/${user.id}/account-status`, user.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    return accountStatusSchema.parse(await res.json());
  };

  it('is yours only: 401 without a login, 404 for anyone else’s id', async () => {
    const user = await freshUser(t);
    const other = await person(t, 'user@angels.local');
    const agent = await person(t, 'agent@angels.local');
    for (const path of [
      `/api/users/${user.id}/account-status`,
      `/api/users/${user.id}/account-status/seen`,
    ]) {
      const method = path.endsWith('seen') ? 'POST' : 'GET';
      expect((await call(t, method, path)).status).toBe(401);
      expect((await call(t, method, path, { token: other.token })).status).toBe(404);
      expect((await call(t, method, path, { token: agent.token })).status).toBe(404);
    }
  });

  it('shows each warning with its statement until seen, without who decided', async () => {
    const agent = await person(t, 'agent@angels.local');
    const user = await freshUser(t);
    expect(await status(user)).toEqual({ warningCounter: 0, suspendedUntil: null, violations: [] });

    const events: LiveEvent[] = [];
    const stop = t.app.live.subscribe([userTopic(user.id)], (event) => events.push(event));
    const warned = await violationOf(await warn(t, agent, user.id));
    stop();
    expect(events).toEqual([{ type: 'account' }]);

    const shown = await status(user);
    expect(shown.warningCounter).toBe(1);
    expect(shown.violations).toHaveLength(1);
    const [violation] = shown.violations;
    expect(violation).toMatchObject({
      id: warned.id,
      kind: 'warning',
      status: 'active',
      seen: false,
      statement: {
        facts,
        rule: 'Harassment or abuse',
        effect: warned.statement.effect,
        automated: false,
      },
    });
    expect(violation).not.toHaveProperty('decidedBy');
    expect(violation).not.toHaveProperty('caseId');
    expect(JSON.stringify(shown)).not.toContain(agent.email);

    const seen = await post(t, `/api/users/${user.id}/account-status/seen`, undefined, user.token);
    expect(seen.status).toBe(204);
    expect((await status(user)).violations[0]?.seen).toBe(true);
    // A later warning is new again; the earlier stays seen.
    await violationOf(await warn(t, agent, user.id));
    expect((await status(user)).violations.map((v) => v.seen)).toEqual([false, true]);
  });

  it('a sanction on a case tells the agents’ queue', async () => {
    const agent = await person(t, 'agent2@angels.local');
    const user = await freshUser(t);
    const { caseId } = await t.database.db.transaction((tx) =>
      attachFlag(tx, {
        userId: user.id,
        chatId: null,
        source: 'filter',
        subject: 'avatar-name',
        severity: 'low',
        excerpt: 'Dumbass',
        spans: [{ start: 0, end: 7, term: 'dumbass' }],
      }),
    );
    const events: LiveEvent[] = [];
    const stop = t.app.live.subscribe(['agents'], (event) => events.push(event));
    const warned = await violationOf(
      await warn(t, agent, user.id, { caseId, policy: 'offensive-name' }),
    );
    stop();
    expect(warned.caseId).toBe(caseId);
    expect(events).toEqual([{ type: 'cases', caseId }]);
  });
});
