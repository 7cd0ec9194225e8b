import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CaseDetail, CaseList } from '../contract/moderation.ts';
import { auditLog, chats, moderationCases, violations } from '../db/schema.ts';
import { agentCall, claim, flaggedChat } from '../testing/case-helpers.ts';
import { freshUser, person, violationOf, warn } from '../testing/sanction-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';
import { createOwn, request } from '../angels/test-helpers.ts';
import { raiseFlag } from '../moderation/cases.ts';
import { deleteAccount } from './delete-account.ts';

/**
 * Deleting an account keeps the moderation cases about it, anonymised: the evidence (the
 * flagged text as it was, the violations' statements of reasons, the audit entries) outlives
 * the account, while the user's own chats and messages go as before.
 */
describe('deleting an account under review', () => {
  const t = useTestApp();
  const evidence = 'I will find where you live and hurt you';

  it('keeps its cases, anonymised, with their evidence; an agent can still close them', async () => {
    const agent = await person(t, 'agent@angels.local');
    const user = await freshUser(t, 'leaving-user');
    const open = await flaggedChat(t, user, [1, 2], { excerpt: evidence, severity: 'high' });
    // A case already decided: a warning citing it, then resolved.
    const decided = await flaggedChat(t, user, [3, 4], { excerpt: 'an older insult' });
    await claim(t, agent, decided.caseId);
    const warning = await violationOf(await warn(t, agent, user.id, { caseId: decided.caseId }));
    const resolved = `/api/admin/cases/${decided.caseId}/resolve`;
    expect((await agentCall(t, agent, 'POST', resolved, { resolution: 'actioned' })).status).toBe(
      200,
    );

    expect(await deleteAccount(t.database.db, user.id)).toBe(true);

    // The user's own copy is gone as before.
    const db = t.database.db;
    expect(await db.select().from(chats).where(eq(chats.userId, user.id))).toEqual([]);

    // The open case still waits in the queue, labelled as a deleted account's.
    const queue = await agentCall<CaseList>(t, agent, 'GET', '/api/admin/cases?filter=open');
    const line = queue.body.items.find((item) => item.id === open.caseId);
    const label = `Deleted account #${open.caseId.slice(0, 8)}`;
    expect(line).toMatchObject({
      user: { id: '', email: label },
      chatHash: null,
      preview: evidence,
    });

    // It opens with its evidence, and names nobody.
    const found = await agentCall<CaseDetail>(t, agent, 'GET', `/api/admin/cases/${open.caseId}`);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({
      status: 'new',
      severity: 'high',
      user: { id: '', email: label },
      avatarNames: [],
      flags: [{ excerpt: evidence, reporter: null }],
    });
    for (const answer of [JSON.stringify(found.body), JSON.stringify(line)]) {
      expect(answer).not.toContain(user.email);
      expect(answer).not.toContain(user.id);
      expect(answer).not.toContain('leaving-user');
    }

    // Nobody is left to sanction: a readable 409, and no violation written.
    const refused = await warn(t, agent, user.id, { caseId: open.caseId });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      code: 'ACCOUNT_DELETED',
      message: expect.stringContaining('Resolve the case'),
    });

    // But the case can be claimed and closed.
    await claim(t, agent, open.caseId);
    const close = `/api/admin/cases/${open.caseId}/resolve`;
    expect((await agentCall(t, agent, 'POST', close, { resolution: 'dismissed' })).status).toBe(
      200,
    );
    const closed = await agentCall<CaseDetail>(t, agent, 'GET', `/api/admin/cases/${open.caseId}`);
    expect(closed.body).toMatchObject({ status: 'resolved', resolution: 'dismissed' });

    // The decided case, its statement of reasons and the audit trail are kept, unlinked.
    const [kept] = await db
      .select()
      .from(moderationCases)
      .where(eq(moderationCases.id, decided.caseId));
    expect(kept).toMatchObject({ userId: null, chatId: null, status: 'resolved' });
    const [statement] = await db.select().from(violations).where(eq(violations.id, warning.id));
    expect(statement).toMatchObject({ userId: null, caseId: decided.caseId, kind: 'warning' });
    expect(statement?.facts).toBe(warning.statement.facts);
    const trail = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.caseId, decided.caseId));
    expect(trail.map((e) => e.action)).toEqual(
      expect.arrayContaining(['claim', 'warn', 'resolve']),
    );
  });

  it('unlinks a chat case and a case outside chats of the same user without a clash', async () => {
    const user = await freshUser(t, 'two-cases');
    await flaggedChat(t, user, [1, 2], { excerpt: evidence });
    // The user's case outside chats (their avatar name): one unresolved per user.
    const outside = await raiseFlag(t.database.db, t.app.live, {
      userId: user.id,
      chatId: null,
      source: 'filter',
      subject: 'avatar-name',
      severity: 'low',
      excerpt: 'a rude name',
    });
    expect(await deleteAccount(t.database.db, user.id)).toBe(true);
    const agent = await person(t, 'agent@angels.local');
    const found = await agentCall<CaseDetail>(
      t,
      agent,
      'GET',
      `/api/admin/cases/${outside.caseId}`,
    );
    expect(found.body).toMatchObject({ flags: [{ excerpt: 'a rude name' }], chatHash: null });
  });
  it('an Angel is refused while its chat is under review; once resolved, the case outlives it', async () => {
    const agent = await person(t, 'agent@angels.local');
    const user = await freshUser(t, 'angel-owner');
    const kai = await createOwn(t, user, 'Kai');
    const { caseId } = await flaggedChat(t, user, [kai.id, 2], { excerpt: evidence });
    const remove = () => request(t, 'DELETE', `/api/my-angels/${kai.id}`, { token: user.token });
    const refused = await remove();
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'ANGEL_UNDER_REVIEW' });

    await claim(t, agent, caseId);
    const close = `/api/admin/cases/${caseId}/resolve`;
    expect((await agentCall(t, agent, 'POST', close, { resolution: 'dismissed' })).status).toBe(
      200,
    );
    expect((await remove()).status).toBe(200);
    const found = await agentCall<CaseDetail>(t, agent, 'GET', `/api/admin/cases/${caseId}`);
    expect(found.body).toMatchObject({
      status: 'resolved',
      chatHash: null,
      user: { id: user.id },
      flags: [{ excerpt: evidence }],
    });
  });
});
