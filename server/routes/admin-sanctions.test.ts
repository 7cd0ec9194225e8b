import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accountStatusSchema,
  moderatedUserSchema,
  userHistorySchema,
} from '../contract/moderation.ts';
import { violations } from '../db/schema.ts';
import { post } from '../testing/auth-helpers.ts';
import {
  auditOf,
  facts,
  freshUser,
  get,
  person,
  suspend,
  userRow,
  violationOf,
  warn,
  type Person,
} from '../testing/sanction-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';

const DAY_MS = 86_400_000;

describe('sanctions: the ladder, lifting and overturning', () => {
  const t = useTestApp();

  const history = async (agent: Person, userId: string) => {
    const res = await get(t, `/api/admin/users/${userId}/history`, agent.token);
    expect(res.status).toBe(200);
    return userHistorySchema.parse(await res.json());
  };
  const lift = (agent: Person, userId: string) =>
    post(t, `/api/admin/users/${userId}/lift`, { reason: 'Appeal accepted.' }, agent.token);
  const overturn = (agent: Person, violationId: string) =>
    post(t, `/api/admin/violations/${violationId}/overturn`, { reason: 'Misread.' }, agent.token);
  const refresh = (user: Person) =>
    post(t, '/api/auth/token/refresh', { refreshToken: user.refreshToken });

  it('warns: each warning is a violation with its statement, and counts', async () => {
    const agent = await person(t, 'agent@angels.local');
    const user = await freshUser(t);
    const first = await violationOf(await warn(t, agent, user.id));
    expect(first).toMatchObject({
      userId: user.id,
      kind: 'warning',
      days: null,
      status: 'active',
      caseId: null,
      overturned: null,
      lifted: null,
      decidedBy: { id: agent.id, email: agent.email },
      statement: {
        facts,
        policy: 'harassment',
        rule: 'Harassment or abuse',
        effect: 'This is your 1st warning; it counts against your account for 90 days.',
        automated: false,
      },
    });
    expect(Date.parse(first.expiresAt) - Date.parse(first.createdAt)).toBe(90 * DAY_MS);
    const second = await violationOf(await warn(t, agent, user.id));
    expect(second.statement.effect).toBe(
      'This is your 2nd warning; it counts against your account for 90 days. ' +
        'With 2 active warnings, a suspension would close your account.',
    );
    expect((await userRow(t, user.id)).warningCounter).toBe(2);
    expect((await history(agent, user.id)).user.ladder).toEqual({
      next: 3,
      suspensionCloses: true,
    });
    // A warning is no suspension: the user carries on.
    expect((await get(t, `/api/users/${user.id}`, user.token)).status).toBe(200);
    expect((await refresh(user)).status).toBe(200);
  });

  it('suspends for N days below the threshold: sessions end, every call answers 403 with meta', async () => {
    const agent = await person(t, 'agent@angels.local');
    const user = await freshUser(t);
    await violationOf(await warn(t, agent, user.id));
    const before = Date.now();
    const violation = await violationOf(await suspend(t, agent, user.id, 7));
    expect(violation).toMatchObject({ kind: 'suspension', days: 7, status: 'active' });
    expect(violation.statement.effect).toMatch(
      /^Your account is suspended for 7 days, until \d{1,2} \w+ \d{4}(,| at) \d\d:\d\d UTC\.$/,
    );
    const row = await userRow(t, user.id);
    expect(row.warningCounter).toBe(2);
    expect(row.closedAt).toBeNull();
    const until = row.suspendedUntil?.getTime() ?? 0;
    expect(until).toBeGreaterThanOrEqual(before + 7 * DAY_MS);
    expect(until).toBeLessThan(Date.now() + 7 * DAY_MS + 1000);
    expect(row.suspensionReason).toBe(`Harassment or abuse: ${facts}`);

    const expected = {
      code: 'ACCOUNT_SUSPENDED',
      message: expect.stringMatching(/^Your account is temporarily suspended until .+\.$/),
      meta: {
        suspendedUntil: row.suspendedUntil?.toISOString(),
        warningCounter: 2,
        reason: `Harassment or abuse: ${facts}`,
      },
    };
    const next = await get(t, `/api/users/${user.id}`, user.token);
    expect(next.status).toBe(403);
    expect(await next.json()).toEqual(expected);
    // The session is revoked; its refresh says why (the modal's 403), and once the
    // suspension is lifted the old token stays dead (401).
    const refused = await refresh(user);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual(expected);
    const login = await post(t, '/api/auth/login', {
      email: user.email,
      password: 'correct horse 1',
    });
    expect(login.status).toBe(403);
    expect(await login.json()).toEqual(expected);

    const lifted = await lift(agent, user.id);
    expect(lifted.status).toBe(200);
    expect(moderatedUserSchema.parse(await lifted.json())).toMatchObject({
      suspendedUntil: null,
      closed: false,
      warningCounter: 2,
    });
    expect((await refresh(user)).status).toBe(401);
    expect((await person(t, user.email, 'correct horse 1')).id).toBe(user.id);
    expect((await userRow(t, user.id)).suspensionReason).toBeNull();
  });

  it('closes the account when the ladder says so; lifting reopens it', async () => {
    const agent = await person(t, 'agent2@angels.local');
    const user = await freshUser(t);
    await violationOf(await warn(t, agent, user.id));
    await violationOf(await warn(t, agent, user.id));
    const closing = await violationOf(await suspend(t, agent, user.id, 7));
    expect(closing).toMatchObject({ kind: 'suspension', days: null });
    expect(closing.statement.effect).toBe(
      'Your account is closed: this is your 3rd violation within 90 days.',
    );
    const row = await userRow(t, user.id);
    expect(row).toMatchObject({ warningCounter: 3, suspendedUntil: null });
    expect(row.closedAt).not.toBeNull();
    const login = await post(t, '/api/auth/login', {
      email: user.email,
      password: 'correct horse 1',
    });
    expect(login.status).toBe(403);
    expect(await login.json()).toMatchObject({
      message: 'Your account has been closed.',
      meta: { suspendedUntil: null, warningCounter: 3 },
    });
    expect((await history(agent, user.id)).user).toMatchObject({ closed: true });

    expect((await lift(agent, user.id)).status).toBe(200);
    expect((await userRow(t, user.id)).closedAt).toBeNull();
    // The violation stays on record: the next suspension closes again.
    expect((await lift(agent, user.id)).status).toBe(400);
    expect((await history(agent, user.id)).user.warningCounter).toBe(3);
  });

  it('expiry: a violation past its 90 days stops counting when the user is next presented', async () => {
    const agent = await person(t, 'agent@angels.local');
    const user = await freshUser(t);
    const old = await violationOf(await warn(t, agent, user.id));
    await violationOf(await warn(t, agent, user.id));
    await t.database.db
      .update(violations)
      .set({ expiresAt: sql`now() - interval '1 day'` })
      .where(eq(violations.id, old.id));
    // The user's own record counts only what is active.
    const own = await get(t, `/api/users/${user.id}`, user.token);
    expect(((await own.json()) as { warningCounter: number }).warningCounter).toBe(1);
    const seen = await history(agent, user.id);
    expect(seen.user).toMatchObject({
      warningCounter: 1,
      ladder: { next: 2, suspensionCloses: false },
    });
    expect(seen.violations.map((v) => v.status)).toEqual(['active', 'expired']);
    expect((await userRow(t, user.id)).warningCounter).toBe(1);
    // The ladder follows: a suspension now is temporary, not a closure.
    const next = await violationOf(await suspend(t, agent, user.id, 3));
    expect(next.days).toBe(3);
    expect((await userRow(t, user.id)).closedAt).toBeNull();
  });

  it('overturning: the counter follows, and a closing suspension overturned reopens the account', async () => {
    const agent = await person(t, 'agent@angels.local');
    const other = await person(t, 'agent2@angels.local');
    const user = await freshUser(t);
    await violationOf(await warn(t, agent, user.id));
    await violationOf(await warn(t, agent, user.id));
    const closing = await violationOf(await suspend(t, agent, user.id, 7));
    expect((await userRow(t, user.id)).closedAt).not.toBeNull();

    const undone = await violationOf(await overturn(other, closing.id), 200);
    expect(undone).toMatchObject({
      status: 'overturned',
      overturned: { by: { id: other.id, email: other.email }, reason: 'Misread.' },
    });
    const row = await userRow(t, user.id);
    expect(row).toMatchObject({ warningCounter: 2, closedAt: null, suspendedUntil: null });
    expect((await overturn(other, closing.id)).status).toBe(400);
    expect((await person(t, user.email, 'correct horse 1')).id).toBe(user.id);

    const missing = await overturn(other, '00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect((await overturn(other, 'nope')).status).toBe(404);
  });

  it('a closure rests on the threshold: an overturn below it reopens the account, one above does not', async () => {
    const agent = await person(t, 'agent@angels.local');
    const user = await freshUser(t);
    const w1 = await violationOf(await warn(t, agent, user.id));
    const w2 = await violationOf(await warn(t, agent, user.id));
    await violationOf(await suspend(t, agent, user.id, 7));
    await violationOf(await warn(t, agent, user.id));
    expect(await userRow(t, user.id)).toMatchObject({ warningCounter: 4 });

    // Three active violations remain: still at the threshold, still closed.
    await violationOf(await overturn(agent, w1.id), 200);
    let row = await userRow(t, user.id);
    expect(row.warningCounter).toBe(3);
    expect(row.closedAt).not.toBeNull();
    expect(row.suspensionReason).toBe(`Harassment or abuse: ${facts}`);

    // Two: below it, the closure ends with the overturn, and the audit entry says so.
    await violationOf(await overturn(agent, w2.id), 200);
    row = await userRow(t, user.id);
    expect(row).toMatchObject({ warningCounter: 2, closedAt: null, suspensionReason: null });
    expect((await history(agent, user.id)).user).toMatchObject({ closed: false });
    expect((await person(t, user.email, 'correct horse 1')).id).toBe(user.id);
    const overturns = (await auditOf(t, user.id)).filter((e) => e.action === 'overturn');
    expect(overturns.map((e) => e.after)).toEqual([
      expect.objectContaining({ violationId: w1.id, closed: true, reopened: false }),
      expect.objectContaining({ violationId: w2.id, closed: false, reopened: true }),
    ]);
  });

  it('a lift is recorded on the suspension in force: by whom, when and why', async () => {
    const agent = await person(t, 'agent2@angels.local');
    const user = await freshUser(t);
    const older = await violationOf(await suspend(t, agent, user.id, 1));
    expect((await lift(agent, user.id)).status).toBe(200);
    const current = await violationOf(await suspend(t, agent, user.id, 4));
    const before = Date.now();
    expect((await lift(agent, user.id)).status).toBe(200);

    const [newest, oldest] = (await history(agent, user.id)).violations;
    expect(newest).toMatchObject({
      id: current.id,
      status: 'active',
      lifted: { by: { id: agent.id, email: agent.email }, reason: 'Appeal accepted.' },
    });
    expect(Date.parse(newest?.lifted?.at ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(oldest).toMatchObject({ id: older.id, lifted: { reason: 'Appeal accepted.' } });
    expect(oldest?.lifted?.at).not.toBe(newest?.lifted?.at);
    const lifts = (await auditOf(t, user.id)).filter((e) => e.action === 'lift');
    expect(lifts.map((e) => (e.after as { violationId: string }).violationId)).toEqual([
      older.id,
      current.id,
    ]);

    // The user reads that it was lifted and why, not who lifted it.
    const res = await get(t, `/api/users/${user.id}/account-status`, user.token);
    const own = accountStatusSchema.parse(await res.json());
    expect(own.violations[0]?.lifted).toEqual({
      at: newest?.lifted?.at,
      by: null,
      reason: 'Appeal accepted.',
    });
    expect(JSON.stringify(own)).not.toContain(agent.email);
  });

  it('overturning the temporary suspension in force ends it; an older one does not', async () => {
    const agent = await person(t, 'agent@angels.local');
    const user = await freshUser(t);
    const older = await violationOf(await suspend(t, agent, user.id, 1));
    expect((await lift(agent, user.id)).status).toBe(200);
    const current = await violationOf(await suspend(t, agent, user.id, 5));
    expect(current.days).toBe(5);
    const until = (await userRow(t, user.id)).suspendedUntil;

    await violationOf(await overturn(agent, older.id), 200);
    expect(await userRow(t, user.id)).toMatchObject({ warningCounter: 1, suspendedUntil: until });
    await violationOf(await overturn(agent, current.id), 200);
    expect(await userRow(t, user.id)).toMatchObject({ warningCounter: 0, suspendedUntil: null });
    expect((await person(t, user.email, 'correct horse 1')).id).toBe(user.id);
  });

  it('never sanctions an agent or yourself', async () => {
    const agent = await person(t, 'agent@angels.local');
    const other = await person(t, 'agent2@angels.local');
    for (const target of [agent.id, other.id]) {
      for (const res of [await warn(t, agent, target), await suspend(t, agent, target, 1)]) {
        expect(res.status).toBe(403);
        expect(await res.json()).toEqual({
          code: 'SANCTION_REFUSED',
          message: 'Agents cannot be sanctioned from the console.',
        });
      }
    }
    expect(await auditOf(t, other.id)).toEqual([]);
    expect((await userRow(t, other.id)).warningCounter).toBe(0);
  });

  it('a caseId must be one of the user’s cases', async () => {
    const agent = await person(t, 'agent@angels.local');
    const user = await freshUser(t);
    const res = await warn(t, agent, user.id, { caseId: '00000000-0000-4000-8000-000000000000' });
    expect(res.status).toBe(400);
    expect((await res.json()).issues[0].path).toBe('caseId');
  });

  it('audits every action with actor, target, before and after', async () => {
    const agent = await person(t, 'agent@angels.local');
    const user = await freshUser(t);
    const warned = await violationOf(await warn(t, agent, user.id));
    const suspended = await violationOf(await suspend(t, agent, user.id, 2));
    expect((await lift(agent, user.id)).status).toBe(200);
    await violationOf(await overturn(agent, warned.id), 200);
    const entries = await auditOf(t, user.id);
    expect(entries.map((e) => e.action)).toEqual(['warn', 'suspend', 'lift', 'overturn']);
    for (const entry of entries) {
      expect(entry).toMatchObject({ actorId: agent.id, actorEmail: agent.email });
      expect(entry.createdAt).toBeInstanceOf(Date);
    }
    const [w, s, l, o] = entries;
    expect(w?.before).toEqual({ warningCounter: 0, suspendedUntil: null, closed: false });
    expect(w?.after).toMatchObject({ warningCounter: 1, violationId: warned.id });
    expect(s?.after).toMatchObject({ warningCounter: 2, violationId: suspended.id, days: 2 });
    expect((s?.after as { suspendedUntil: string }).suspendedUntil).toEqual(expect.any(String));
    expect(l?.after).toMatchObject({
      suspendedUntil: null,
      reason: 'Appeal accepted.',
      violationId: suspended.id,
    });
    expect(o?.before).toMatchObject({ warningCounter: 2, violationId: warned.id });
    expect(o?.after).toMatchObject({ warningCounter: 1, status: 'overturned', reason: 'Misread.' });
  });
});
