import { describe, expect, it } from 'vitest';
import { agentNoteSchema, userHistorySchema, userSearchSchema } from '../contract/moderation.ts';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts.ts';
import { attachFlag } from '../moderation/cases.ts';
import { call } from '../testing/auth-helpers.ts';
import { openChat, send } from '../testing/chat-helpers.ts';
import {
  auditOf,
  freshUser,
  get,
  person,
  suspend,
  violationOf,
  warn,
} from '../testing/sanction-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';

const NOBODY = '00000000-0000-4000-8000-000000000000';

describe('/api/admin/users and /api/admin/violations', () => {
  const t = useTestApp();

  it('answers 401 without a login and 403 to users, on every endpoint', async () => {
    const user = await person(t, 'user@angels.local');
    const endpoints: [method: 'GET' | 'POST', path: string, body?: unknown][] = [
      ['GET', '/api/admin/users?email=user'],
      ['GET', `/api/admin/users/${user.id}/history`],
      ['POST', `/api/admin/users/${user.id}/warn`, { policy: 'spam', facts: 'x' }],
      ['POST', `/api/admin/users/${user.id}/suspend`, { policy: 'spam', facts: 'x', days: 1 }],
      ['POST', `/api/admin/users/${user.id}/lift`, { reason: 'x' }],
      ['POST', `/api/admin/users/${user.id}/notes`, { text: 'x' }],
      ['GET', '/api/admin/violations'],
      ['POST', `/api/admin/violations/${NOBODY}/overturn`, { reason: 'x' }],
    ];
    for (const [method, path, body] of endpoints) {
      const anonymous = await call(t, method, path, { body });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      const res = await call(t, method, path, { body, token: user.token });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect((await res.json()).code).toBe('FORBIDDEN');
      expect(res.headers.get('Cache-Control')).toBe('no-store');
    }
    // Nothing happened to anyone.
    expect(await auditOf(t, user.id)).toEqual([]);
  });

  it('finds users by any part of their email, ignoring case, at most 20', async () => {
    const agent = await person(t, 'agent@angels.local');
    const search = async (email: string) => {
      const res = await get(t, `/api/admin/users?email=${encodeURIComponent(email)}`, agent.token);
      expect(res.status).toBe(200);
      return userSearchSchema.parse(await res.json()).items;
    };
    const found = await search('GENT');
    expect(found.map((u) => u.email)).toEqual(['agent2@angels.local', 'agent@angels.local']);
    expect(found[0]).toMatchObject({ isAgent: true, warningCounter: 0, closed: false });
    const user = (await search('user@angels'))[0];
    expect(user).toMatchObject({
      email: 'user@angels.local',
      avatarName: 'Sam',
      isAgent: false,
      suspendedUntil: null,
      ladder: { next: 1, suspensionCloses: false },
      openCases: 0,
    });
    // LIKE's wildcards are plain characters here.
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
    expect((await search('@angels.local')).length).toBe(DEMO_ACCOUNTS.length);
    const empty = await get(t, '/api/admin/users?email=%20', agent.token);
    expect(empty.status).toBe(400);
  });

  it("shows a user's history: standing, violations, cases, reports and notes", async () => {
    const agent = await person(t, 'agent@angels.local');
    const user = await freshUser(t);
    const chat = await openChat(t, user, [1]);
    const sent = await send(t, user, chat.chatHash, { text: 'You are useless, honestly.' });
    const { caseId } = await t.database.db.transaction((tx) =>
      attachFlag(tx, {
        userId: user.id,
        chatId: null,
        source: 'report',
        subject: 'message',
        severity: 'medium',
        excerpt: 'A reply that felt pushy',
        reason: 'harassment',
        note: 'It kept insisting.',
        reporterId: user.id,
      }),
    );
    void sent;
    const warned = await violationOf(await warn(t, agent, user.id, { caseId }));
    const noteRes = await call(t, 'POST', `/api/admin/users/${user.id}/notes`, {
      token: agent.token,
      body: { text: '  Seems to test the limits; watch the next report.  ' },
    });
    expect(noteRes.status).toBe(201);
    const note = agentNoteSchema.parse(await noteRes.json());
    expect(note).toMatchObject({
      author: { id: agent.id, email: agent.email },
      text: 'Seems to test the limits; watch the next report.',
    });

    const res = await get(t, `/api/admin/users/${user.id}/history`, agent.token);
    expect(res.status).toBe(200);
    const history = userHistorySchema.parse(await res.json());
    expect(history.user).toMatchObject({
      id: user.id,
      warningCounter: 1,
      ladder: { next: 2, suspensionCloses: false },
      openCases: 1,
    });
    expect(history.violations).toEqual([warned]);
    expect(history.violations[0]?.decidedBy).toEqual({ id: agent.id, email: agent.email });
    expect(history.cases.map((c) => c.id)).toEqual([caseId]);
    expect(history.reports).toHaveLength(1);
    expect(history.reports[0]).toMatchObject({
      reason: 'harassment',
      note: 'It kept insisting.',
      reporter: { id: user.id },
      chatHash: null,
    });
    expect(history.notes).toEqual([note]);

    const audit = await auditOf(t, user.id);
    expect(audit.map((a) => a.action)).toEqual(['warn', 'add-note']);
    expect(audit[1]).toMatchObject({
      actorId: agent.id,
      actorEmail: agent.email,
      after: { noteId: note.id, text: note.text },
    });
  });

  it('404s unknown users and validates bodies', async () => {
    const agent = await person(t, 'agent@angels.local');
    for (const id of [NOBODY, 'not-a-uuid']) {
      expect((await get(t, `/api/admin/users/${id}/history`, agent.token)).status).toBe(404);
      expect((await warn(t, agent, id)).status).toBe(404);
      const note = await call(t, 'POST', `/api/admin/users/${id}/notes`, {
        token: agent.token,
        body: { text: 'x' },
      });
      expect(note.status).toBe(404);
    }
    const user = await freshUser(t);
    for (const body of [{ days: 0 }, { days: 366 }, { days: 1.5 }, { policy: 'rudeness' }]) {
      expect((await suspend(t, agent, user.id, 7, body)).status).toBe(400);
    }
    expect((await warn(t, agent, user.id, { facts: '   ' })).status).toBe(400);
    const blank = await call(t, 'POST', `/api/admin/users/${user.id}/notes`, {
      token: agent.token,
      body: { text: '' },
    });
    expect(blank.status).toBe(400);
    expect(await auditOf(t, user.id)).toEqual([]);
  });

  it('lists the most recent violations with whose they are', async () => {
    const agent = await person(t, 'agent2@angels.local');
    const user = await freshUser(t);
    const violation = await violationOf(await suspend(t, agent, user.id, 2));
    const res = await get(t, '/api/admin/violations', agent.token);
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as { items: { id: string; user: unknown }[] };
    expect(items[0]).toEqual({ ...violation, user: { id: user.id, email: user.email } });
  });
});
