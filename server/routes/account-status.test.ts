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
  const markSeen = (user: Person, ids: string[]) =>
    post(t, `/api/users/${user.id}/account-status/seen`, { ids }, user.token);

  it('is yours only: 401 without a login, 404 for anyone else’s id', async () => {
    const user = await freshUser(t);
    const other = await person(t, 'user@angels.local');
    const agent = await person(t, 'agent@angels.local');
    for (const path of [
      `/api/users/${user.id}/account-status`,
      `/api/users/${user.id}/account-status/seen`,
    ]) {
      const method = path.endsWith('seen') ? 'POST' : 'GET';
      const body = method === 'POST' ? { ids: [crypto.randomUUID()] } : undefined;
      expect((await call(t, method, path, { body })).status).toBe(401);
      expect((await call(t, method, path, { body, token: other.token })).status).toBe(404);
      expect((await call(t, method, path, { body, token: agent.token })).status).toBe(404);
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

    expect((await markSeen(user, [warned.id])).status).toBe(204);
    expect((await status(user)).violations[0]?.seen).toBe(true);
    // A later warning is new again; the earlier stays seen.
    await violationOf(await warn(t, agent, user.id));
    expect((await status(user)).violations.map((v) => v.seen)).toEqual([false, true]);
  });

  it('marks seen only the violations the notice showed, and only your own', async () => {
    const agent = await person(t, 'agent@angels.local');
    const user = await freshUser(t);
    const other = await freshUser(t);
    const shown = await violationOf(await warn(t, agent, user.id));
    // Decided while the notice was open: the user has not read it yet.
    const later = await violationOf(await warn(t, agent, user.id));
    const theirs = await violationOf(await warn(t, agent, other.id));

    const res = await markSeen(user, [shown.id, theirs.id, crypto.randomUUID()]);
    expect(res.status).toBe(204);
    const seen = new Map((await status(user)).violations.map((v) => [v.id, v.seen]));
    expect(seen).toEqual(
      new Map([
        [later.id, false],
        [shown.id, true],
      ]),
    );
    expect((await status(other)).violations.map((v) => [v.id, v.seen])).toEqual([
      [theirs.id, false],
    ]);

    // Seen again: nothing changes, and the later one waits for its own notice.
    expect((await markSeen(user, [shown.id])).status).toBe(204);
    expect((await status(user)).violations.find((v) => v.id === later.id)?.seen).toBe(false);
  });

  it('refuses a body without 1 to 50 violation ids with a readable 400', async () => {
    const user = await freshUser(t);
    const path = `/api/users/${user.id}/account-status/seen`;
    const many = Array.from({ length: 51 }, () => crypto.randomUUID());
    for (const body of [{}, { ids: [] }, { ids: ['v1'] }, { ids: 'all' }, { ids: many }]) {
      const res = await post(t, path, body, user.token);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      const answer = (await res.json()) as { code: string; issues: { path: string }[] };
      expect(answer.code).toBe('BAD_REQUEST');
      expect(answer.issues[0]?.path).toMatch(/^ids/);
    }
    // No body at all (what the notice used to send) marks nothing either.
    expect((await call(t, 'POST', path, { token: user.token })).status).toBe(400);
    expect((await markSeen(user, many.slice(0, 50))).status).toBe(204);
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
