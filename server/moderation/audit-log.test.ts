import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema.ts';
import { agentCall, claim, flaggedChat } from '../testing/case-helpers.ts';
import { send, session, type Session } from '../testing/chat-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';

describe('the audit log', () => {
  const t = useTestApp();
  let user: Session;
  let agent: Session;

  beforeAll(async () => {
    user = await session(t, 'user@angels.local');
    agent = await session(t, 'agent@angels.local');
  });

  const entriesOf = (chatHash: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.chatHash, chatHash))
      .orderBy(asc(auditLog.id));

  it('records every action on a case and its chat: who, on whom, what moved, when', async () => {
    const { chat, caseId } = await flaggedChat(t, user, [1, 2]);
    const hash = chat.chatHash;
    const { message } = await send(t, user, hash, { text: 'hello there' });
    await t.app.replyJobs.idle();
    const post = (path: string, body?: unknown) =>
      agentCall(t, agent, 'POST', `/api/admin${path}`, body);

    await claim(t, agent, caseId);
    await post(`/cases/${caseId}/release`);
    await claim(t, agent, caseId);
    await agentCall(t, agent, 'GET', `/api/admin/chats/${hash}/messages`);
    // The console re-reading the page while the agent looks is the same viewing.
    await agentCall(t, agent, 'GET', `/api/admin/chats/${hash}/messages`);
    expect(
      (await post(`/chats/${hash}/messages/${message.id}/hide`, { reason: 'Rude' })).status,
    ).toBe(200);
    const reply = await post(`/chats/${hash}/replies`, { text: 'Be kind.', avatarId: 2 });
    expect(reply.status).toBe(201);
    await post(`/cases/${caseId}/resolve`, { resolution: 'actioned', note: 'Handled.' });
    // Refused and repeated actions change nothing and leave no entry.
    await post(`/cases/${caseId}/claim`);

    const entries = await entriesOf(hash);
    expect(entries.map((e) => e.action)).toEqual([
      'claim',
      'release',
      'claim',
      'view-transcript',
      'hide-message',
      'reply-as-avatar',
      'resolve',
    ]);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        actorId: agent.id,
        actorEmail: 'agent@angels.local',
        targetUserId: user.id,
        caseId,
        chatHash: hash,
      });
      expect(Date.now() - entry.createdAt.getTime()).toBeLessThan(60_000);
    }
    const [claimed, released, , viewed, hidden, replied, resolved] = entries;
    expect(claimed).toMatchObject({
      before: { status: 'new', assigneeId: null, claimedAt: null },
      after: { status: 'open', assigneeId: agent.id },
    });
    expect(released).toMatchObject({
      before: { status: 'open', assigneeId: agent.id },
      after: { status: 'new', assigneeId: null, claimedAt: null },
    });
    expect(viewed).toMatchObject({ before: null, after: null, messageId: null });
    expect(hidden).toMatchObject({
      messageId: message.id,
      before: { hidden: null },
      after: { hidden: { reason: 'Rude' } },
    });
    expect(replied).toMatchObject({
      messageId: (reply.body as { id: string }).id,
      before: null,
      after: { avatarId: 2, text: 'Be kind.' },
    });
    expect(resolved).toMatchObject({
      before: { status: 'open', assigneeId: agent.id },
      after: { status: 'resolved', resolution: 'actioned', note: 'Handled.' },
    });
  });

  it('refuses UPDATE, DELETE and TRUNCATE at the database, whoever asks', async () => {
    const { chat } = await flaggedChat(t, user, [3, 4]);
    await agentCall(t, agent, 'GET', `/api/admin/chats/${chat.chatHash}/messages`);
    const [entry] = await entriesOf(chat.chatHash);
    expect(entry).toBeDefined();
    const db = t.database.db;
    const attempts = [
      sql`update audit_log set actor_email = 'someone@else' where id = ${entry?.id}`,
      sql`delete from audit_log where id = ${entry?.id}`,
      sql`truncate audit_log`,
    ];
    for (const statement of attempts) {
      const error = await db.execute(statement).then(
        () => null,
        (e: unknown) => e as Error & { cause?: unknown },
      );
      // drizzle wraps the database's refusal: the trigger's words are in it or its cause.
      expect(`${error?.message} ${String(error?.cause)}`).toMatch(/audit_log is insert-only/);
    }
    expect(await entriesOf(chat.chatHash)).toEqual([entry]);
  });
});
