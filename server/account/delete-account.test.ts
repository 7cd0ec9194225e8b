import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOwn } from '../angels/test-helpers.ts';
import { auditLog, avatars, chats } from '../db/schema.ts';
import { agentCall, claim, extraAgent, flaggedChat } from '../testing/case-helpers.ts';
import { openChat, session } from '../testing/chat-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';
import { deleteAccount } from './delete-account.ts';

describe('deleting an agent’s account', () => {
  const t = useTestApp();

  it('hands each claimed case back to the queue, each release audited as the agent’s', async () => {
    const email = 'leaving-agent@example.com';
    const leaving = await extraAgent(t, email);
    const agent = await session(t, 'agent@angels.local');
    const user = await session(t, 'user@angels.local');
    const held = [await flaggedChat(t, user, [1, 4]), await flaggedChat(t, user, [2, 4])];
    for (const { caseId } of held) await claim(t, leaving, caseId);
    const others = await flaggedChat(t, user, [3, 4]);
    await claim(t, agent, others.caseId);

    expect(await deleteAccount(t.database.db, leaving.id)).toBe(true);

    for (const { caseId } of held) {
      const after = await agentCall(t, agent, 'GET', `/api/admin/cases/${caseId}`);
      expect(after.body).toMatchObject({ status: 'new', assignee: null, claimedAt: null });
    }
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorId, leaving.id))
      .orderBy(asc(auditLog.id));
    const releases = entries.filter((e) => e.action === 'release');
    expect(releases.map((e) => e.caseId).sort()).toEqual(held.map((h) => h.caseId).sort());
    for (const entry of releases) {
      const chat = held.find((h) => h.caseId === entry.caseId)?.chat;
      expect(entry).toMatchObject({
        actorEmail: email,
        targetUserId: user.id,
        chatHash: chat?.chatHash,
        before: { status: 'open', assigneeId: leaving.id, claimedAt: expect.any(String) },
        after: { status: 'new', assigneeId: null, claimedAt: null, accountDeleted: true },
      });
    }
    // Another agent's claim is theirs still.
    const kept = await agentCall(t, agent, 'GET', `/api/admin/cases/${others.caseId}`);
    expect(kept.body).toMatchObject({ status: 'open', assignee: { id: agent.id } });
  });

  it('a user without claims is deleted without audit entries; a second delete finds nobody', async () => {
    const email = 'plain-leaver@example.com';
    const leaving = await extraAgent(t, email);
    expect(await deleteAccount(t.database.db, leaving.id)).toBe(true);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorId, leaving.id));
    expect(entries).toEqual([]);
    expect(await deleteAccount(t.database.db, leaving.id)).toBe(false);
  });

  it('deletes a user with Angels and chats whatever order the foreign keys fire in', async () => {
    // Re-created, the user's cascade to their chats fires after the one to their Angels (a
    // table's triggers run in name order, and the name grows with creation): the Angels would go
    // while chat_avatars still seats them, and a lone DELETE of the user would fail. The next
    // file's reset drops and migrates the schema again.
    await t.database.db.execute(
      sql.raw(
        'alter table chats drop constraint chats_user_id_users_id_fk, ' +
          'add constraint chats_user_id_users_id_fk foreign key (user_id) ' +
          'references users(id) on delete cascade',
      ),
    );
    const me = await session(t, 'newbie@angels.local');
    const kai = await createOwn(t, me, 'Kai');
    await openChat(t, me, [kai.id]);
    await openChat(t, me, [kai.id, 4]);
    expect(await deleteAccount(t.database.db, me.id)).toBe(true);
    const db = t.database.db;
    expect(await db.select().from(chats).where(eq(chats.userId, me.id))).toEqual([]);
    expect(await db.select().from(avatars).where(eq(avatars.ownerId, me.id))).toEqual([]);
  });
});
