import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { purgeDeleted } from '../chats/purge-deleted.ts';
import type { Message } from '../contract/chats.ts';
import type { TranscriptPage } from '../contract/moderation.ts';
import {
  DELETED_KEPT_HOURS,
  deletionResultSchema,
  type DeletionResult,
} from '../contract/rewind.ts';
import type { AccountExport } from '../contract/settings.ts';
import { call, post } from '../testing/auth-helpers.ts';
import { agentCall, chatUnderCase } from '../testing/case-helpers.ts';
import { openChat, page, send, session, settled, type Session } from '../testing/chat-helpers.ts';
import { setBalance } from '../testing/ledger-helpers.ts';
import { scriptedEngine } from '../testing/scripted-engine.ts';
import { useTestApp } from '../testing/test-app.ts';

const { engine, script, reset } = scriptedEngine();

describe('deleting a message, clearing a chat, undo, and what a case keeps', () => {
  const t = useTestApp({}, { replies: engine });
  beforeEach(() => reset({ words: ['fine '] }));

  const shown = async (me: Session, chatHash: string) =>
    (await page(t, me, chatHash, '?limit=200')).items.reverse().map((m) => m.text);
  const remove = async (me: Session, chatHash: string, id: string): Promise<DeletionResult> => {
    const res = await t.app.request(`/api/chats/${chatHash}/messages/${id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${me.token}` },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return deletionResultSchema.parse(await res.json());
  };
  const undo = (me: Session, chatHash: string, deletionId: string) =>
    post(t, `/api/chats/${chatHash}/deletions/${deletionId}/undo`, {}, me.token);
  async function twoTurns(me: Session, avatarIds: number[]) {
    const chat = await openChat(t, me, avatarIds);
    const sent: Message[] = [];
    for (const text of ['alpha', 'bravo']) {
      sent.push((await send(t, me, chat.chatHash, { text })).message);
      await settled(t, me, chat.chatHash);
    }
    return { chat, sent };
  }

  it('deletes one message from the chat and from the model; undo brings it back, once', async () => {
    const me = await session(t, 'user@angels.local');
    await setBalance(t.database.db, me.id, 100);
    const { chat, sent } = await twoTurns(me, [7]);
    const { deletionId, deleted } = await remove(me, chat.chatHash, sent[0]!.id);
    expect(deleted).toBe(1);
    expect((await shown(me, chat.chatHash)).slice(1)).toEqual(['fine ', 'bravo', 'fine ']);
    await send(t, me, chat.chatHash, { text: 'charlie' });
    await settled(t, me, chat.chatHash);
    const asked = script.requests.at(-1)!.history.map((turn) => turn.text);
    expect(asked).toContain('bravo');
    expect(asked).not.toContain('alpha');

    const back = await undo(me, chat.chatHash, deletionId!);
    expect(back.status).toBe(200);
    expect(await back.json()).toEqual({ restored: 1 });
    expect((await shown(me, chat.chatHash)).slice(1, 3)).toEqual(['alpha', 'fine ']);
    const again = await undo(me, chat.chatHash, deletionId!);
    expect(again.status).toBe(404);
    expect(((await again.json()) as { message: string }).message).toMatch(/Nothing to undo/);
  });

  it('clears a group chat, its rewound branch too, and undo restores all of it', async () => {
    const me = await session(t, 'user@angels.local');
    await setBalance(t.database.db, me.id, 100);
    const { chat, sent } = await twoTurns(me, [20, 21]);
    const all = await shown(me, chat.chatHash);
    await post(t, `/api/chats/${chat.chatHash}/messages/${sent[1]!.id}/rewind`, {}, me.token);
    const before = await shown(me, chat.chatHash);
    expect(before.at(-1)).toBe('bravo');
    const cleared = await post(t, `/api/chats/${chat.chatHash}/clear`, {}, me.token);
    expect(cleared.status).toBe(200);
    const { deletionId, deleted } = deletionResultSchema.parse(await cleared.json());
    expect(deleted).toBe(all.length);
    expect(await shown(me, chat.chatHash)).toEqual([]);
    const branches = await call(t, 'GET', `/api/chats/${chat.chatHash}/branches`, {
      token: me.token,
    });
    expect(await branches.json()).toEqual({ items: [] });
    // Clearing an empty chat deletes nothing and has nothing to undo.
    const empty = await post(t, `/api/chats/${chat.chatHash}/clear`, {}, me.token);
    expect(await empty.json()).toEqual({ deletionId: null, deleted: 0 });

    expect((await undo(me, chat.chatHash, deletionId!)).status).toBe(200);
    expect(await shown(me, chat.chatHash)).toEqual(before);
    const list = await call(t, 'GET', `/api/chats/${chat.chatHash}/branches`, { token: me.token });
    expect(((await list.json()) as { items: unknown[] }).items).toHaveLength(1);
  });

  it('an open case keeps what the user deleted: the transcript shows it, marked, and the purge waits', async () => {
    const { me, agent, chat, caseId, message } = await chatUnderCase(t, 'the evidence');
    await remove(me, chat.chatHash, message.id);
    expect(await shown(me, chat.chatHash)).not.toContain('the evidence');

    const transcript = await agentCall<TranscriptPage>(
      t,
      agent,
      'GET',
      `/api/admin/chats/${chat.chatHash}/messages`,
    );
    expect(transcript.status).toBe(200);
    const kept = transcript.body.items.find((m) => m.id === message.id);
    expect(kept).toMatchObject({ text: 'the evidence', deletedByUser: expect.any(String) });

    // Long after the undo has passed, the purge leaves it while the case is open …
    const later = new Date(Date.now() + (DELETED_KEPT_HOURS + 1) * 3_600_000);
    await purgeDeleted(t.database.db, later);
    const still = await agentCall<TranscriptPage>(
      t,
      agent,
      'GET',
      `/api/admin/chats/${chat.chatHash}/messages`,
    );
    expect(still.body.items.map((m) => m.id)).toContain(message.id);
    // … and takes it once the case is resolved. Before the undo has passed, never.
    await t.database.db.execute(
      sql`update moderation_cases set status = 'resolved', resolved_at = now() where id = ${caseId}`,
    );
    expect(await purgeDeleted(t.database.db, new Date())).toBe(0);
    expect(await purgeDeleted(t.database.db, later)).toBeGreaterThanOrEqual(1);
    const gone = await agentCall<TranscriptPage>(
      t,
      agent,
      'GET',
      `/api/admin/chats/${chat.chatHash}/messages`,
    );
    expect(gone.body.items.map((m) => m.id)).not.toContain(message.id);
  });

  it('the export leaves deleted messages out and marks rewound ones with their branch', async () => {
    const me = await session(t, 'user@angels.local');
    await setBalance(t.database.db, me.id, 100);
    const { chat, sent } = await twoTurns(me, [9]);
    await remove(me, chat.chatHash, sent[0]!.id);
    const rewound = await post(
      t,
      `/api/chats/${chat.chatHash}/messages/${sent[1]!.id}/rewind`,
      {},
      me.token,
    );
    const { branchId } = (await rewound.json()) as { branchId: string };
    const res = await call(t, 'GET', `/api/users/${me.id}/export`, { token: me.token });
    const data = (await res.json()) as AccountExport;
    const exported = data.chats.find((c) => c.chatHash === chat.chatHash)!.messages;
    expect(exported.map((m) => m.text)).not.toContain('alpha');
    expect(exported.find((m) => m.text === 'bravo')).not.toHaveProperty('branch');
    expect(exported.at(-1)).toMatchObject({ text: 'fine ', branch: branchId });
  });

  it('answers only the owner; 404 for what is not there; 409 while a reply is written', async () => {
    const me = await session(t, 'user@angels.local');
    const other = await session(t, 'agent@angels.local');
    await setBalance(t.database.db, me.id, 100);
    const { chat, sent } = await twoTurns(me, [10]);
    const base = `/api/chats/${chat.chatHash}`;
    const del = (who: Session, id: string) =>
      t.app.request(`${base}/messages/${id}`, {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${who.token}` },
      });
    expect((await del(other, sent[0]!.id)).status).toBe(404);
    expect((await post(t, `${base}/clear`, {}, other.token)).status).toBe(404);
    const { deletionId } = await remove(me, chat.chatHash, sent[0]!.id);
    expect((await undo(other, chat.chatHash, deletionId!)).status).toBe(404);
    expect((await del(me, 'nope')).status).toBe(404);
    expect((await del(me, sent[0]!.id)).status).toBe(404); // already deleted
    expect((await undo(me, chat.chatHash, 'nope')).status).toBe(404);
    expect((await undo(me, chat.chatHash, crypto.randomUUID())).status).toBe(404);
    expect(await shown(me, chat.chatHash)).not.toContain('alpha');

    script.delayMs = 50;
    script.words = Array.from({ length: 40 }, (_, i) => `w${i} `);
    const { replies } = await send(t, me, chat.chatHash, { text: 'a long one' });
    const busy = await del(me, sent[1]!.id);
    expect(busy.status).toBe(409);
    expect(await busy.json()).toMatchObject({ code: 'REPLY_IN_PROGRESS' });
    expect((await post(t, `${base}/clear`, {}, me.token)).status).toBe(409);
    await post(t, `${base}/messages/${replies[0]!.id}/stop`, {}, me.token);
    await settled(t, me, chat.chatHash);
    expect((await undo(me, chat.chatHash, deletionId!)).status).toBe(200);
  });
});
