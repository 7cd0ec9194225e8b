import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '../contract/moderation.ts';
import { userTopic, type LiveTopic } from '../live/live-events.ts';
import { agentCall, claim, flaggedChat } from '../testing/case-helpers.ts';
import {
  auditOf,
  freshUser,
  person,
  suspend,
  userRow,
  violationOf,
  warn,
} from '../testing/sanction-helpers.ts';
import { post } from '../testing/auth-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';

describe('sanctions and cases: whose case it is, and who hears', () => {
  const t = useTestApp();

  /** What the topics heard while `action` ran. */
  async function heard(topics: LiveTopic[], action: () => Promise<unknown>) {
    const events: LiveEvent[] = [];
    const stop = t.app.live.subscribe(topics, (event) => events.push(event));
    try {
      await action();
    } finally {
      stop();
    }
    return events;
  }

  it('a sanction cites a case only while nobody else holds it and it is unresolved', async () => {
    const agent = await person(t, 'agent@angels.local');
    const holder = await person(t, 'agent2@angels.local');
    const user = await freshUser(t);
    const { caseId } = await flaggedChat(t, user, [1, 2]);
    await claim(t, holder, caseId);

    for (const res of [
      await warn(t, agent, user.id, { caseId }),
      await suspend(t, agent, user.id, 3, { caseId }),
    ]) {
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({
        code: 'CASE_CLAIMED',
        message: expect.stringContaining(holder.email),
        meta: { assigneeId: holder.id, assigneeEmail: holder.email },
      });
    }
    expect(await userRow(t, user.id)).toMatchObject({ warningCounter: 0, suspendedUntil: null });
    expect((await auditOf(t, user.id)).map((e) => e.action)).toEqual(['claim']);

    // The holder may; then the case is resolved and cites no more sanctions.
    const warned = await violationOf(await warn(t, holder, user.id, { caseId }));
    expect(warned.caseId).toBe(caseId);
    const resolved = await agentCall(t, holder, 'POST', `/api/admin/cases/${caseId}/resolve`, {
      resolution: 'actioned',
    });
    expect(resolved.status).toBe(200);
    for (const who of [holder, agent]) {
      const res = await suspend(t, who, user.id, 3, { caseId });
      expect(res.status).toBe(409);
      expect((await res.json()).code).toBe('CASE_RESOLVED');
    }
    expect((await userRow(t, user.id)).warningCounter).toBe(1);
  });

  it('an unclaimed case of the user may be cited; another user’s case may not', async () => {
    const agent = await person(t, 'agent@angels.local');
    const user = await freshUser(t);
    const someoneElse = await freshUser(t);
    const { caseId } = await flaggedChat(t, user, [1, 3]);
    const res = await warn(t, agent, someoneElse.id, { caseId });
    expect(res.status).toBe(400);
    expect((await res.json()).issues[0].path).toBe('caseId');
    const warned = await violationOf(await warn(t, agent, user.id, { caseId }));
    expect(warned.caseId).toBe(caseId);
  });

  it('agents hear of a sanction, a lift and an overturn through the user’s unresolved cases', async () => {
    const agent = await person(t, 'agent@angels.local');
    const user = await freshUser(t);
    const first = await flaggedChat(t, user, [1, 2]);
    const second = await flaggedChat(t, user, [2, 3]);
    const cases = [first.caseId, second.caseId].sort();
    const hints = (events: LiveEvent[]) =>
      events.flatMap((e) => (e.type === 'cases' ? [e.caseId] : [])).sort();

    let violationId = '';
    const onWarn = await heard(['agents', userTopic(user.id)], async () => {
      violationId = (await violationOf(await warn(t, agent, user.id))).id;
    });
    expect(onWarn).toContainEqual({ type: 'account' });
    expect(hints(onWarn)).toEqual(cases);

    await violationOf(await suspend(t, agent, user.id, 2));
    const onLift = await heard(['agents'], async () => {
      const res = await post(
        t,
        `/api/admin/users/${user.id}/lift`,
        { reason: 'Appeal accepted.' },
        agent.token,
      );
      expect(res.status).toBe(200);
    });
    expect(hints(onLift)).toEqual(cases);

    const onOverturn = await heard(['agents'], async () => {
      const res = await post(
        t,
        `/api/admin/violations/${violationId}/overturn`,
        { reason: 'Misread.' },
        agent.token,
      );
      expect(res.status).toBe(200);
    });
    expect(hints(onOverturn)).toEqual(cases);

    // A user without cases: their tabs hear, the agents have nothing on screen to refresh.
    const loner = await freshUser(t);
    const alone = await heard(['agents', userTopic(loner.id)], () => warn(t, agent, loner.id));
    expect(alone).toEqual([{ type: 'account' }]);
  });
});
