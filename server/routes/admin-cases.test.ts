import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '../contract/errors.ts';
import {
  caseDetailSchema,
  caseListSchema,
  type CaseDetail,
  type CaseList,
  type LiveEvent,
} from '../contract/moderation.ts';
import { deleteAccount } from '../account/delete-account.ts';
import { raiseFlag } from '../moderation/cases.ts';
import { agentCall, claim, extraAgent, flaggedChat } from '../testing/case-helpers.ts';
import { session, type Session } from '../testing/chat-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';

describe('/api/admin/cases: the queue and the claim', () => {
  const t = useTestApp();
  let user: Session;
  let agent: Session;
  let agent2: Session;

  beforeAll(async () => {
    user = await session(t, 'user@angels.local');
    agent = await session(t, 'agent@angels.local');
    agent2 = await session(t, 'agent2@angels.local');
  });

  const casesPath = (query = '') => `/api/admin/cases${query}`;
  const act = (who: Session, id: string, verb: string, body?: unknown) =>
    agentCall<CaseDetail & ApiError>(t, who, 'POST', `/api/admin/cases/${id}/${verb}`, body);

  /** Every page of a filter, in order. */
  async function queue(who: Session, query: string): Promise<CaseList['items']> {
    const items: CaseList['items'] = [];
    for (let page = 1; ; page += 1) {
      const res = await agentCall(t, who, 'GET', casesPath(`?${query}&page=${page}`));
      expect(res.status).toBe(200);
      const list = caseListSchema.parse(res.body);
      expect(list.firstPage).toBe(page === 1);
      items.push(...list.items);
      if (list.lastPage) return items;
    }
  }

  it('answers 401 to anonymous callers and 403 to users on every endpoint', async () => {
    const { caseId } = await flaggedChat(t, user, [1, 2]);
    const endpoints: ['GET' | 'POST', string, unknown?][] = [
      ['GET', casesPath()],
      ['GET', casesPath(`/${caseId}`)],
      ['POST', casesPath(`/${caseId}/claim`)],
      ['POST', casesPath(`/${caseId}/release`)],
      ['POST', casesPath(`/${caseId}/resolve`), { resolution: 'dismissed' }],
    ];
    for (const [method, path, body] of endpoints) {
      expect((await agentCall(t, null, method, path, body)).status, path).toBe(401);
      const asUser = await agentCall<ApiError>(t, user, method, path, body);
      expect(asUser.status, path).toBe(403);
      expect(asUser.body.code).toBe('FORBIDDEN');
    }
    // Nothing happened to the case.
    const res = await agentCall<CaseDetail>(t, agent, 'GET', casesPath(`/${caseId}`));
    expect(res.body).toMatchObject({ status: 'new', assignee: null });
  });

  it('lists unresolved cases worst first, then longest waiting; filters by status and severity', async () => {
    const low = await flaggedChat(t, user, [1, 3], { severity: 'low', excerpt: 'a low one' });
    const high = await flaggedChat(t, user, [1, 4], { severity: 'high', source: 'report' });
    const high2 = await flaggedChat(t, user, [1, 5], { severity: 'high' });
    const severe = await flaggedChat(t, user, [1, 6], { severity: 'medium' });
    // A second, worse flag on a chat raises its case (still one case per chat).
    await raiseFlag(t.database.db, t.app.live, {
      userId: user.id,
      chatId: severe.chatId,
      source: 'filter',
      subject: 'message',
      severity: 'severe',
      excerpt: 'x'.repeat(300),
    });
    const mine = [low, high, high2, severe].map((c) => c.caseId);
    const order = (items: CaseList['items']) =>
      items.map((item) => item.id).filter((id) => mine.includes(id));

    const open = await queue(agent, 'filter=open');
    expect(order(open)).toEqual([severe.caseId, high.caseId, high2.caseId, low.caseId]);
    const first = open.find((item) => item.id === severe.caseId);
    expect(first).toMatchObject({
      status: 'new',
      severity: 'severe',
      source: 'filter',
      chatHash: severe.chat.chatHash,
      avatarNames: severe.chat.avatars.map((a) => a.name),
      user: { id: user.id, email: 'user@angels.local' },
      assignee: null,
      claimedAt: null,
      flagCount: 2,
      resolution: null,
    });
    // The newest flag's text, shortened for the queue's line.
    expect(first?.preview.length).toBeLessThanOrEqual(120);
    expect(first?.preview).toMatch(/^x+…$/);
    expect(Date.parse(first?.waitingSince ?? '')).toBeLessThanOrEqual(Date.now());
    // The rest of the ranks, worst first, never out of order.
    const ranks = open.map((item) => ['low', 'medium', 'high', 'severe'].indexOf(item.severity));
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));

    expect(order(await queue(agent, 'filter=open&severity=high'))).toEqual([
      high.caseId,
      high2.caseId,
    ]);
    await claim(t, agent, high.caseId);
    expect(order(await queue(agent, 'filter=new'))).toEqual([
      severe.caseId,
      high2.caseId,
      low.caseId,
    ]);
    expect(order(await queue(agent, 'filter=mine'))).toEqual([high.caseId]);
    expect(order(await queue(agent2, 'filter=mine'))).toEqual([]);
    expect(order(await queue(agent2, 'filter=open'))).toEqual(order(open));

    expect((await act(agent, low.caseId, 'resolve', { resolution: 'dismissed' })).status).toBe(200);
    expect((await act(agent, high2.caseId, 'resolve', { resolution: 'dismissed' })).status).toBe(
      200,
    );
    // Resolved: the most recently resolved first.
    expect(order(await queue(agent, 'filter=resolved'))).toEqual([high2.caseId, low.caseId]);
    expect(order(await queue(agent, 'filter=open'))).toEqual([severe.caseId, high.caseId]);
    // The default filter is all open cases.
    expect(order(await queue(agent, ''))).toEqual([severe.caseId, high.caseId]);
  });

  it('refuses a filter or severity it does not know, and answers 404 for unknown cases', async () => {
    for (const query of ['?filter=everything', '?severity=awful', '?page=0']) {
      expect((await agentCall(t, agent, 'GET', casesPath(query))).status, query).toBe(400);
    }
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-case']) {
      expect((await agentCall(t, agent, 'GET', casesPath(`/${id}`))).status).toBe(404);
      expect((await act(agent, id, 'claim')).status).toBe(404);
      expect((await act(agent, id, 'release')).status).toBe(404);
      expect((await act(agent, id, 'resolve', { resolution: 'dismissed' })).status).toBe(404);
    }
  });

  it('gives a case to exactly one of several agents claiming at the same moment', async () => {
    const { caseId } = await flaggedChat(t, user, [2, 3], { severity: 'high' });
    const agents = [
      agent,
      agent2,
      ...(await Promise.all([1, 2, 3, 4].map((n) => extraAgent(t, `agent${n + 2}@example.com`)))),
    ];
    const emails = ['agent@angels.local', 'agent2@angels.local'].concat(
      [1, 2, 3, 4].map((n) => `agent${n + 2}@example.com`),
    );
    const results = await Promise.all(agents.map((who) => act(who, caseId, 'claim')));
    const winners = results.flatMap((res, i) => (res.status === 200 ? [i] : []));
    expect(winners).toHaveLength(1);
    const winner = winners[0] ?? -1;
    const holder = { id: agents[winner]?.id, email: emails[winner] };
    expect(caseDetailSchema.parse(results[winner]?.body)).toMatchObject({
      status: 'open',
      assignee: holder,
    });
    for (const [i, res] of results.entries()) {
      if (i === winner) continue;
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        code: 'CASE_CLAIMED',
        message: expect.stringMatching(
          new RegExp(`^${holder.email} claimed this case \\d+ seconds? ago\\.$`),
        ),
        meta: { assigneeId: holder.id, assigneeEmail: holder.email },
      });
    }
    // Claiming again what you hold changes nothing.
    const again = await act(agents[winner] as Session, caseId, 'claim');
    expect(again.status).toBe(200);
    expect(again.body.claimedAt).toBe(results[winner]?.body.claimedAt);
  });

  it('releases to the queue (holder only), then another agent can claim', async () => {
    const { caseId } = await flaggedChat(t, user, [2, 4]);
    const claimed = await claim(t, agent, caseId);
    expect(claimed).toMatchObject({ status: 'open', assignee: { id: agent.id } });
    expect(claimed.claimedAt).not.toBeNull();

    const refused = await act(agent2, caseId, 'release');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'CASE_CLAIMED', meta: { assigneeId: agent.id } });
    expect((await act(agent2, caseId, 'claim')).status).toBe(409);

    const released = await act(agent, caseId, 'release');
    expect(released.status).toBe(200);
    expect(released.body).toMatchObject({ status: 'new', assignee: null, claimedAt: null });
    // Releasing a case nobody holds changes nothing.
    expect((await act(agent, caseId, 'release')).body).toMatchObject({ status: 'new' });

    const taken = await claim(t, agent2, caseId);
    expect(taken).toMatchObject({ status: 'open', assignee: { id: agent2.id } });
  });

  it('an agent who deletes their account hands their claimed cases back to the queue', async () => {
    const leaving = await extraAgent(t, 'leaving-agent@example.com');
    const { caseId } = await flaggedChat(t, user, [3, 7]);
    await claim(t, leaving, caseId);
    expect(await deleteAccount(t.database.db, leaving.id)).toBe(true);
    const after = await agentCall(t, agent, 'GET', `/api/admin/cases/${caseId}`);
    expect(after.body).toMatchObject({ status: 'new', assignee: null, claimedAt: null });
  });

  it('resolves with a note; a resolved case can be neither claimed nor resolved again', async () => {
    const { caseId, chatId } = await flaggedChat(t, user, [2, 5], { severity: 'low' });
    await claim(t, agent, caseId);
    const other = await act(agent2, caseId, 'resolve', { resolution: 'dismissed' });
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('CASE_CLAIMED');
    for (const body of [{}, { resolution: 'closed' }, { resolution: 'dismissed', note: ' ' }]) {
      expect((await act(agent, caseId, 'resolve', body)).status).toBe(400);
    }

    const res = await act(agent, caseId, 'resolve', {
      resolution: 'actioned',
      note: '  Hid the message.  ',
    });
    expect(res.status).toBe(200);
    const resolved = caseDetailSchema.parse(res.body);
    expect(resolved).toMatchObject({
      status: 'resolved',
      resolution: 'actioned',
      note: 'Hid the message.',
      resolvedBy: { id: agent.id, email: 'agent@angels.local' },
      assignee: { id: agent.id },
    });
    expect(resolved.resolvedAt).not.toBeNull();
    for (const verb of ['claim', 'release', 'resolve']) {
      const again = await act(agent2, caseId, verb, { resolution: 'dismissed' });
      expect(again.status, verb).toBe(409);
      expect(again.body.code).toBe('CASE_RESOLVED');
    }
    // The chat's next flag opens a new case.
    const next = await raiseFlag(t.database.db, t.app.live, {
      userId: user.id,
      chatId,
      source: 'filter',
      subject: 'message',
      severity: 'low',
      excerpt: 'again',
    });
    expect(next.caseId).not.toBe(caseId);
  });

  it('resolving an unclaimed case claims it; the queues hear of every change', async () => {
    const { caseId } = await flaggedChat(t, user, [3, 4], { source: 'report', reason: 'spam' });
    const heard: LiveEvent[] = [];
    const stop = t.app.live.subscribe(['agents'], (event) => heard.push(event));
    try {
      await claim(t, agent, caseId);
      await act(agent, caseId, 'release');
      const res = await act(agent2, caseId, 'resolve', { resolution: 'dismissed' });
      expect(res.body).toMatchObject({
        status: 'resolved',
        assignee: { id: agent2.id },
        resolvedBy: { id: agent2.id },
        note: null,
      });
      expect(res.body.claimedAt).not.toBeNull();
      expect(res.body.flags).toMatchObject([{ source: 'report', reason: 'spam', reporter: null }]);
    } finally {
      stop();
    }
    expect(heard).toEqual(Array(3).fill({ type: 'cases', caseId }));
  });
});
