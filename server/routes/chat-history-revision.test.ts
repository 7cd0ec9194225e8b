/**
 * The history revision (chats/history-revision.ts, issue 29 item 7): every write that changes
 * the shown history other than by adding at its end counts it up, so a tab or device that
 * missed the live hint reads the chat again when it catches up. Walked from the real route
 * table: a write route on a chat added later fails here until it is classed as revising (with
 * a way to make it below) or as leaving the shown history to the newest page's merge.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '../contract/chats.ts';
import { deletionResultSchema, rewindResultSchema } from '../contract/rewind.ts';
import { apiRoutes, BODY_METHODS } from '../security/route-table.ts';
import { post } from '../testing/auth-helpers.ts';
import { agentCall, claim, flaggedChat } from '../testing/case-helpers.ts';
import { page, send, session, settled, type Session } from '../testing/chat-helpers.ts';
import { setBalance } from '../testing/ledger-helpers.ts';
import { scriptedEngine } from '../testing/scripted-engine.ts';
import { useTestApp } from '../testing/test-app.ts';

const { engine } = scriptedEngine();

type Turns = { chatHash: string; caseId: string; sent: Message[]; replies: Message[] };
type Revising = (turns: Turns) => Promise<void>;

/** Writes on a chat that leave its shown history as the newest page's merge shows it. */
const APPENDS: Record<string, string> = {
  'POST /api/chats/:chatHash/messages': 'a message added at the end',
  'POST /api/chats/:chatHash/messages/:id/stop': 'the newest reply, in the newest page',
  'POST /api/chats/:chatHash/messages/:id/regenerate': 'the newest reply, in the newest page',
  'POST /api/chats/:chatHash/regenerate': 'the newest replies, in the newest page',
  'POST /api/chats/:chatHash/messages/:id/choose': 'only the latest turn, in the newest page',
  'POST /api/chats/:chatHash/messages/:id/continue': 'the last reply, in the newest page',
  'PUT /api/chats/:chatHash/messages/:id/rating': 'a mark on a message, not the history',
  'DELETE /api/chats/:chatHash/messages/:id/rating': 'a mark on a message, not the history',
  'POST /api/chats/:chatHash/reports': 'a report, not the history',
  'POST /api/chats/:chatHash/read': 'read state, not the history',
  'DELETE /api/chats/:chatHash': 'the whole chat goes (its pages answer 404)',
  'POST /api/admin/chats/:chatHash/replies': 'an agent writes as the Angel: added at the end',
  'PUT /api/chats/:chatHash/writes-first':
    "a setting; the Angel's own messages are added at the end",
};

describe('history revision: counted up by every change other than appending', () => {
  const t = useTestApp({}, { replies: engine });
  let me: Session;
  let agent: Session;
  beforeAll(async () => {
    me = await session(t, 'user@angels.local');
    agent = await session(t, 'agent@angels.local');
    await setBalance(t.database.db, me.id, 1000);
  });

  const revision = async (chatHash: string) => (await page(t, me, chatHash)).revision;
  const ok = async (res: Response) => {
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as unknown;
  };
  const write = (path: string, body: unknown = {}) => post(t, `/api/chats${path}`, body, me.token);
  const remove = (path: string) =>
    t.app.request(`/api/chats${path}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${me.token}` },
    });

  /** How each revising write is made, on a chat of three settled turns. */
  const REVISES: Record<string, Revising> = {
    'POST /api/chats/:chatHash/messages/:id/rewind': async ({ chatHash, sent }) => {
      await ok(await write(`/${chatHash}/messages/${sent[0]!.id}/rewind`));
    },
    'POST /api/chats/:chatHash/branches/:branchId/restore': async ({ chatHash, sent }) => {
      const rewound = rewindResultSchema.parse(
        await ok(await write(`/${chatHash}/messages/${sent[1]!.id}/rewind`)),
      );
      const before = await revision(chatHash);
      await ok(await write(`/${chatHash}/branches/${rewound.branchId}/restore`));
      expect(await revision(chatHash)).toBeGreaterThan(before);
    },
    'DELETE /api/chats/:chatHash/messages/:id': async ({ chatHash, sent }) => {
      await ok(await remove(`/${chatHash}/messages/${sent[0]!.id}`));
    },
    'POST /api/chats/:chatHash/clear': async ({ chatHash }) => {
      await ok(await write(`/${chatHash}/clear`));
    },
    'POST /api/chats/:chatHash/deletions/:deletionId/undo': async ({ chatHash, sent }) => {
      const deleted = deletionResultSchema.parse(
        await ok(await remove(`/${chatHash}/messages/${sent[1]!.id}`)),
      );
      const before = await revision(chatHash);
      await ok(await write(`/${chatHash}/deletions/${deleted.deletionId}/undo`));
      expect(await revision(chatHash)).toBeGreaterThan(before);
    },
    // The first turn's reply: older than a newest page would be in a long chat.
    'POST /api/chats/:chatHash/messages/:id/edit': async ({ chatHash, replies }) => {
      await ok(await write(`/${chatHash}/messages/${replies[0]!.id}/edit`, { text: 'Edited.' }));
    },
    'POST /api/admin/chats/:chatHash/messages/:id/hide': async ({ chatHash, caseId, replies }) => {
      await claim(t, agent, caseId);
      const path = `/api/admin/chats/${chatHash}/messages/${replies[0]!.id}/hide`;
      const res = await agentCall(t, agent, 'POST', path, { reason: 'Breaks the rules' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    },
  };

  /** A fresh chat (its own Angel, with a case open for the agent) with three settled turns. */
  async function threeTurns(avatarId: number): Promise<Turns> {
    const { chat, caseId } = await flaggedChat(t, me, [avatarId]);
    const sent: Message[] = [];
    for (const text of ['alpha', 'bravo', 'charlie']) {
      sent.push((await send(t, me, chat.chatHash, { text })).message);
      await settled(t, me, chat.chatHash);
    }
    const shown = await settled(t, me, chat.chatHash);
    const replies = sent.map((m) => shown.find((reply) => reply.replyTo === m.id)!);
    return { chatHash: chat.chatHash, caseId, sent, replies };
  }

  it('every write route on a chat is classed: revising, or left to the merge', () => {
    const onChat = apiRoutes(t.app).filter(
      (r) => BODY_METHODS.has(r.method) && /^\/api\/(admin\/)?chats\/:chatHash/.test(r.path),
    );
    expect(onChat.length).toBeGreaterThan(10);
    const unclassed = onChat.map((r) => r.key).filter((k) => !(k in REVISES) && !(k in APPENDS));
    expect(unclassed, 'class each in REVISES or APPENDS').toEqual([]);
    const keys = onChat.map((r) => r.key);
    expect(
      Object.keys(APPENDS).filter((k) => !keys.includes(k)),
      'no longer a route',
    ).toEqual([]);
  });

  it.each(Object.keys(REVISES).map((key, index) => [key, index] as const))(
    '%s counts the revision up',
    async (key, index) => {
      const turns = await threeTurns(index + 1);
      const before = await revision(turns.chatHash);
      await REVISES[key]!(turns);
      expect(await revision(turns.chatHash)).toBeGreaterThan(before);
    },
  );

  it('appending, writing the newest reply again and choosing its version leave it', async () => {
    const turns = await threeTurns(9);
    const before = await revision(turns.chatHash);
    const last = turns.replies[2]!;
    await ok(await write(`/${turns.chatHash}/messages/${last.id}/regenerate`));
    await settled(t, me, turns.chatHash);
    await ok(await write(`/${turns.chatHash}/messages/${last.id}/choose`, { alternative: 0 }));
    await send(t, me, turns.chatHash, { text: 'delta' });
    await settled(t, me, turns.chatHash);
    expect(await revision(turns.chatHash)).toBe(before);
    // Every page of the history carries it, the older ones too.
    const older = await page(t, me, turns.chatHash, '?limit=2');
    expect(older.nextCursor).not.toBeNull();
    const second = await page(t, me, turns.chatHash, `?limit=2&before=${older.nextCursor}`);
    expect(second.revision).toBe(before);
  });
});
