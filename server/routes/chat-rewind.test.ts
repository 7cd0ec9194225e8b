import { beforeEach, describe, expect, it } from 'vitest';
import type { Message } from '../contract/chats.ts';
import type { LiveEvent } from '../contract/moderation.ts';
import {
  branchListSchema,
  restoreResultSchema,
  rewindResultSchema,
  type RestoreResult,
  type RewindResult,
} from '../contract/rewind.ts';
import { userTopic } from '../live/live-events.ts';
import { call, post } from '../testing/auth-helpers.ts';
import { openChat, page, send, session, settled, type Session } from '../testing/chat-helpers.ts';
import { setBalance } from '../testing/ledger-helpers.ts';
import { scriptedEngine } from '../testing/scripted-engine.ts';
import { useTestApp } from '../testing/test-app.ts';

const { engine, script, reset } = scriptedEngine();

describe('rewind: go back to a message, undo, branches', () => {
  const t = useTestApp({}, { replies: engine });
  beforeEach(() => reset({ words: ['fine '] }));

  const texts = (items: Message[]) => items.map((m) => m.text);
  const shown = async (me: Session, chatHash: string) =>
    texts((await page(t, me, chatHash, '?limit=200')).items.reverse());
  async function rewind(me: Session, chatHash: string, id: string): Promise<RewindResult> {
    const res = await post(t, `/api/chats/${chatHash}/messages/${id}/rewind`, {}, me.token);
    expect(res.status, await res.clone().text()).toBe(200);
    return rewindResultSchema.parse(await res.json());
  }
  async function restore(me: Session, chatHash: string, branchId: string): Promise<RestoreResult> {
    const res = await post(t, `/api/chats/${chatHash}/branches/${branchId}/restore`, {}, me.token);
    expect(res.status, await res.clone().text()).toBe(200);
    return restoreResultSchema.parse(await res.json());
  }
  const branches = async (me: Session, chatHash: string) => {
    const res = await call(t, 'GET', `/api/chats/${chatHash}/branches`, { token: me.token });
    expect(res.status).toBe(200);
    return branchListSchema.parse(await res.json()).items;
  };
  /** A fresh chat (one Angel per test) with three exchanges: alpha, fine, bravo, fine, … */
  async function threeTurns(me: Session, avatarId: number) {
    const chat = await openChat(t, me, [avatarId]);
    const sent: Message[] = [];
    for (const text of ['alpha', 'bravo', 'charlie']) {
      sent.push((await send(t, me, chat.chatHash, { text })).message);
      await settled(t, me, chat.chatHash);
    }
    return { chat, sent };
  }

  it('hides everything after the message from the chat and from the model, and undo brings it back', async () => {
    const me = await session(t, 'user@angels.local');
    await setBalance(t.database.db, me.id, 100);
    const { chat, sent } = await threeTurns(me, 3);
    const heard: LiveEvent[] = [];
    const stop = t.app.live.subscribe([userTopic(me.id)], (event) => heard.push(event));
    const result = await rewind(me, chat.chatHash, sent[0]!.id);
    stop();
    expect(result.hidden).toBe(5); // fine, bravo, fine, charlie, fine
    expect((await shown(me, chat.chatHash)).slice(1)).toEqual(['alpha']);
    expect(heard).toContainEqual({ type: 'chat', chatHash: chat.chatHash, reload: true });
    // The chat list's last message is the chat as shown.
    const list = await call(t, 'GET', '/api/chats', { token: me.token });
    const summary = ((await list.json()) as { items: { chatHash: string; lastMessage: Message }[] })
      .items;
    expect(summary.find((c) => c.chatHash === chat.chatHash)?.lastMessage.text).toBe('alpha');

    await send(t, me, chat.chatHash, { text: 'delta' });
    await settled(t, me, chat.chatHash);
    const asked = script.requests.at(-1)!.history.map((turn) => turn.text);
    expect(asked).toContain('alpha');
    expect(asked).toContain('delta');
    expect(asked).not.toContain('bravo');
    expect(asked).not.toContain('charlie');

    // Undo: the branch comes back, and what was written since becomes a branch of its own.
    const back = await restore(me, chat.chatHash, result.branchId!);
    expect(back.restored).toBe(5);
    expect((await shown(me, chat.chatHash)).slice(1)).toEqual([
      'alpha',
      'fine ',
      'bravo',
      'fine ',
      'charlie',
      'fine ',
    ]);
    const [aside] = await branches(me, chat.chatHash);
    expect(aside).toMatchObject({ id: back.branchId, count: 2, preview: 'delta' });
    // And back again: nothing is lost either way.
    await restore(me, chat.chatHash, back.branchId!);
    expect((await shown(me, chat.chatHash)).slice(1)).toEqual(['alpha', 'delta', 'fine ']);
    expect((await branches(me, chat.chatHash))[0]).toMatchObject({ count: 5, preview: 'fine ' });
  });

  it('returns to a branch whose point a later rewind set aside (nested rewinds)', async () => {
    const me = await session(t, 'user@angels.local');
    await setBalance(t.database.db, me.id, 100);
    const { chat, sent } = await threeTurns(me, 5);
    const late = await rewind(me, chat.chatHash, sent[1]!.id); // hides: fine, charlie, fine
    const early = await rewind(me, chat.chatHash, sent[0]!.id); // hides: fine, bravo
    expect((await shown(me, chat.chatHash)).slice(1)).toEqual(['alpha']);
    expect((await branches(me, chat.chatHash)).map((b) => b.id)).toEqual([
      early.branchId,
      late.branchId,
    ]);
    await restore(me, chat.chatHash, late.branchId!);
    expect((await shown(me, chat.chatHash)).slice(1)).toEqual([
      'alpha',
      'fine ',
      'bravo',
      'fine ',
      'charlie',
      'fine ',
    ]);
    expect(await branches(me, chat.chatHash)).toEqual([]);
  });

  it('in a group chat too; rewinding to the last message hides nothing', async () => {
    const me = await session(t, 'user@angels.local');
    await setBalance(t.database.db, me.id, 100);
    const chat = await openChat(t, me, [20, 21]);
    const { message } = await send(t, me, chat.chatHash, { text: 'hello both', responders: 2 });
    const replies = await settled(t, me, chat.chatHash);
    expect(replies).toHaveLength(3);
    const result = await rewind(me, chat.chatHash, message.id);
    expect(result.hidden).toBe(2);
    expect((await settled(t, me, chat.chatHash)).map((m) => m.text)).toEqual(['hello both']);
    expect(await rewind(me, chat.chatHash, message.id)).toEqual({ branchId: null, hidden: 0 });
  });

  it('is refused while a reply is being written, readably (409)', async () => {
    const me = await session(t, 'user@angels.local');
    await setBalance(t.database.db, me.id, 100);
    const chat = await openChat(t, me, [4]);
    const opening = (await page(t, me, chat.chatHash)).items.at(-1)!;
    script.delayMs = 50;
    script.words = Array.from({ length: 40 }, (_, i) => `w${i} `);
    const { replies } = await send(t, me, chat.chatHash, { text: 'a long story please' });
    const res = await post(t, `/api/chats/${chat.chatHash}/messages/${opening.id}/rewind`, {});
    expect(res.status).toBe(401);
    const busy = await post(
      t,
      `/api/chats/${chat.chatHash}/messages/${opening.id}/rewind`,
      {},
      me.token,
    );
    expect(busy.status).toBe(409);
    expect(await busy.json()).toMatchObject({
      code: 'REPLY_IN_PROGRESS',
      message: expect.stringMatching(/still being written/),
    });
    await post(t, `/api/chats/${chat.chatHash}/messages/${replies[0]!.id}/stop`, {}, me.token);
    await settled(t, me, chat.chatHash);
  });

  it('answers only the owner, and a 404 for what is not there', async () => {
    const me = await session(t, 'user@angels.local');
    const other = await session(t, 'agent@angels.local');
    await setBalance(t.database.db, me.id, 100);
    const { chat, sent } = await threeTurns(me, 6);
    const { branchId } = await rewind(me, chat.chatHash, sent[1]!.id);
    const base = `/api/chats/${chat.chatHash}`;
    const cases: [Session, string][] = [
      [other, `${base}/messages/${sent[0]!.id}/rewind`],
      [other, `${base}/branches/${branchId}/restore`],
      [me, `${base}/messages/not-a-uuid/rewind`],
      [me, `${base}/messages/${crypto.randomUUID()}/rewind`],
      // A message the chat no longer shows is not a point to go back to.
      [me, `${base}/messages/${sent[2]!.id}/rewind`],
      [me, `${base}/branches/not-a-uuid/restore`],
      [me, `${base}/branches/${crypto.randomUUID()}/restore`],
      [me, `/api/chats/nochat/messages/${sent[0]!.id}/rewind`],
    ];
    for (const [who, path] of cases) {
      const res = await post(t, path, {}, who.token);
      expect(res.status, path).toBe(404);
      expect(((await res.json()) as { message: string }).message).toBeTruthy();
    }
    const peek = await call(t, 'GET', `${base}/branches`, { token: other.token });
    expect(peek.status).toBe(404);
    // Nothing changed by the refused calls.
    expect((await branches(me, chat.chatHash)).map((b) => b.id)).toEqual([branchId]);
  });
});
