import { beforeAll, describe, expect, it } from 'vitest';
import type { Message, MessagePage } from '../contract/chats.ts';
import type { ApiError } from '../contract/errors.ts';
import {
  adminChatSchema,
  transcriptMessageSchema,
  transcriptPageSchema,
  type LiveEvent,
  type TranscriptMessage,
  type TranscriptPage,
} from '../contract/moderation.ts';
import { userTopic } from '../live/live-events.ts';
import { raiseFlag } from '../moderation/cases.ts';
import { call } from '../testing/auth-helpers.ts';
import { agentCall, claim, flaggedChat } from '../testing/case-helpers.ts';
import { balance, page, send, session, settled, type Session } from '../testing/chat-helpers.ts';
import { scriptedEngine } from '../testing/scripted-engine.ts';
import { useTestApp } from '../testing/test-app.ts';

const { engine, script } = scriptedEngine();

describe('/api/admin/chats: managing a chat', () => {
  const t = useTestApp({}, { replies: engine });
  let user: Session;
  let agent: Session;
  let agent2: Session;

  beforeAll(async () => {
    user = await session(t, 'user@angels.local');
    agent = await session(t, 'agent@angels.local');
    agent2 = await session(t, 'agent2@angels.local');
  });

  const chatPath = (hash: string, rest = '') => `/api/admin/chats/${hash}${rest}`;
  const transcript = async (who: Session, hash: string, query = '') => {
    const res = await agentCall<TranscriptPage>(t, who, 'GET', chatPath(hash, `/messages${query}`));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return transcriptPageSchema.parse(res.body);
  };
  const hide = (who: Session, hash: string, id: string, reason = 'Breaks the rules') =>
    agentCall<TranscriptMessage & ApiError>(
      t,
      who,
      'POST',
      chatPath(hash, `/messages/${id}/hide`),
      {
        reason,
      },
    );
  const reply = (who: Session, hash: string, body: { text: string; avatarId?: number }) =>
    agentCall<TranscriptMessage & ApiError>(t, who, 'POST', chatPath(hash, '/replies'), body);

  it('answers 401 to anonymous callers and 403 to users on every endpoint', async () => {
    const { chat } = await flaggedChat(t, user, [1, 2]);
    const { message } = await send(t, user, chat.chatHash, { text: 'hello' });
    await t.app.replyJobs.idle();
    const hash = chat.chatHash;
    const endpoints: ['GET' | 'POST', string, unknown?][] = [
      ['GET', chatPath(hash)],
      ['GET', chatPath(hash, '/messages')],
      ['POST', chatPath(hash, `/messages/${message.id}/hide`), { reason: 'x' }],
      ['POST', chatPath(hash, '/replies'), { text: 'hi', avatarId: 1 }],
    ];
    for (const [method, path, body] of endpoints) {
      expect((await agentCall(t, null, method, path, body)).status, path).toBe(401);
      // Even the chat's owner: this is the console's view, not theirs.
      const asUser = await agentCall<ApiError>(t, user, method, path, body);
      expect(asUser.status, path).toBe(403);
      expect(asUser.body.code).toBe('FORBIDDEN');
    }
    const items = (await page(t, user, hash)).items;
    expect(items.some((m) => m.removed)).toBe(false);
    expect(items.filter((m) => m.text === 'hi')).toEqual([]);
  });

  it('shows the chat, its owner and its open case; 404 for a chat that does not exist', async () => {
    const { chat, caseId } = await flaggedChat(t, user, [3], { severity: 'high' });
    const res = await agentCall(t, agent, 'GET', chatPath(chat.chatHash));
    expect(res.status).toBe(200);
    const shown = adminChatSchema.parse(res.body);
    expect(shown.chat).toMatchObject({ chatHash: chat.chatHash, type: 'ONE' });
    expect(shown.user).toEqual({ id: user.id, email: 'user@angels.local' });
    expect(shown.openCase).toMatchObject({ id: caseId, status: 'new', severity: 'high' });
    expect(shown.openCase?.flags).toHaveLength(1);

    await agentCall(t, agent, 'POST', `/api/admin/cases/${caseId}/resolve`, {
      resolution: 'dismissed',
    });
    expect((await agentCall(t, agent, 'GET', chatPath(chat.chatHash))).body).toMatchObject({
      openCase: null,
    });
    for (const hash of ['AAAAAAAAAAAAAAAAAAAAAA', 'no%00such']) {
      expect((await agentCall(t, agent, 'GET', chatPath(hash))).status).toBe(404);
      expect((await agentCall(t, agent, 'GET', chatPath(hash, '/messages'))).status).toBe(404);
    }
  });

  it('pages the transcript newest first with the flags’ spans and the reports in place', async () => {
    const { chat, chatId } = await flaggedChat(t, user, [4]);
    const sent: Message[] = [];
    for (const text of ['one', 'two you idiot', 'three']) {
      sent.push((await send(t, user, chat.chatHash, { text })).message);
    }
    await t.app.replyJobs.idle();
    const [, rude] = sent;
    const flag = { userId: user.id, chatId, subject: 'message' as const, messageId: rude?.id };
    await raiseFlag(t.database.db, t.app.live, {
      ...flag,
      source: 'filter',
      severity: 'low',
      excerpt: 'two you idiot',
      spans: [{ start: 8, end: 13, term: 'idiot' }],
    });
    await raiseFlag(t.database.db, t.app.live, {
      ...flag,
      source: 'report',
      severity: 'medium',
      excerpt: 'two you idiot',
      reason: 'harassment',
      note: 'rude',
      reporterId: user.id,
    });

    const whole = await transcript(agent, chat.chatHash, '?limit=200');
    const userPage = await page(t, user, chat.chatHash, '?limit=200');
    expect(whole.items.map((m) => m.id)).toEqual(userPage.items.map((m) => m.id));
    const shown = whole.items.find((m) => m.id === rude?.id);
    expect(shown).toMatchObject({
      text: 'two you idiot',
      hidden: null,
      writtenBy: null,
      spans: [{ start: 8, end: 13, term: 'idiot' }],
      reports: [{ reason: 'harassment', note: 'rude' }],
    });
    const plain = whole.items.find((m) => m.id === sent[0]?.id);
    expect(plain).toMatchObject({ spans: [], reports: [] });

    // Pages of two, walked to the end, give the same messages.
    const ids: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const query: string = cursor ? `?limit=2&before=${cursor}` : '?limit=2';
      const next = await transcript(agent, chat.chatHash, query);
      ids.push(...next.items.map((m) => m.id));
      cursor = next.nextCursor;
    }
    expect(ids).toEqual(whole.items.map((m) => m.id));
    const bad = await agentCall(t, agent, 'GET', chatPath(chat.chatHash, '/messages?before=zz'));
    expect(bad.status).toBe(400);
  });

  it('hides a message: removed for the owner and the reply engine, kept for agents', async () => {
    const { chat, caseId } = await flaggedChat(t, user, [5]);
    const { message } = await send(t, user, chat.chatHash, { text: 'my secret insult' });
    await t.app.replyJobs.idle();
    const heard: LiveEvent[] = [];
    const stop = t.app.live.subscribe([userTopic(user.id), 'agents'], (e) => heard.push(e));
    await claim(t, agent, caseId);
    const other = await hide(agent2, chat.chatHash, message.id);
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('CASE_CLAIMED');

    const res = await hide(agent, chat.chatHash, message.id, ' Insults the Angel ');
    stop();
    expect(res.status).toBe(200);
    expect(transcriptMessageSchema.parse(res.body)).toMatchObject({
      id: message.id,
      text: 'my secret insult',
      hidden: { by: { id: agent.id, email: 'agent@angels.local' }, reason: 'Insults the Angel' },
    });
    // The message named: it may lie in a page older than the one the user re-reads.
    expect(heard).toContainEqual({ type: 'chat', chatHash: chat.chatHash, messageId: message.id });

    const owner = (await page(t, user, chat.chatHash)).items.find((m) => m.id === message.id);
    expect(owner).toMatchObject({ text: '', removed: true });
    const kept = (await transcript(agent, chat.chatHash)).items.find((m) => m.id === message.id);
    expect(kept).toMatchObject({
      text: 'my secret insult',
      hidden: { reason: 'Insults the Angel' },
    });

    // Hiding again changes nothing (the first reason stays).
    const again = await hide(agent, chat.chatHash, message.id, 'Other reason');
    expect(again.status).toBe(200);
    expect(again.body.hidden?.reason).toBe('Insults the Angel');

    // The next reply is written as if the hidden message had never been sent.
    script.requests.length = 0;
    await send(t, user, chat.chatHash, { text: 'anyway' });
    await settled(t, user, chat.chatHash);
    const history = script.requests[0]?.history.map((turn) => turn.text) ?? [];
    expect(history).toContain('anyway');
    expect(history).not.toContain('my secret insult');

    const missing = await hide(agent, chat.chatHash, '00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect((await hide(agent, chat.chatHash, message.id, '')).status).toBe(400);
  });

  it('a reply moderation removed cannot be written again; the chat list does not call it unread', async () => {
    const { chat, caseId } = await flaggedChat(t, user, [9]);
    const { replies } = await send(t, user, chat.chatHash, { text: 'tell me something' });
    await settled(t, user, chat.chatHash);
    await claim(t, agent, caseId);
    const reply = replies[0]?.id ?? '';
    expect((await hide(agent, chat.chatHash, reply)).status).toBe(200);
    const again = await agentCall<{ code: string }>(
      t,
      user,
      'POST',
      `/api/chats/${chat.chatHash}/messages/${reply}/regenerate`,
    );
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('NOT_REGENERABLE');
    const list = await agentCall<{ items: { chatHash: string; unread: boolean }[] }>(
      t,
      user,
      'GET',
      '/api/chats',
    );
    expect(list.body.items.find((c) => c.chatHash === chat.chatHash)?.unread).toBe(false);
  });

  it('refuses to hide a reply still being written', async () => {
    const { chat } = await flaggedChat(t, user, [6]);
    Object.assign(script, { delayMs: 40 });
    try {
      const { replies } = await send(t, user, chat.chatHash, { text: 'tell me a story' });
      const res = await hide(agent, chat.chatHash, replies[0]?.id ?? '');
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('REPLY_IN_PROGRESS');
    } finally {
      Object.assign(script, { delayMs: 0 });
      await t.app.replyJobs.idle();
    }
  });

  it('replies as the Angel: free for the owner, live in their chat, marked only for agents', async () => {
    const { chat, caseId } = await flaggedChat(t, user, [7]);
    await send(t, user, chat.chatHash, { text: 'are you a bot?' });
    await t.app.replyJobs.idle();
    // Only the agent holding the chat's case writes in it.
    await claim(t, agent, caseId);
    const before = await balance(t, user);
    const heard: LiveEvent[] = [];
    const stop = t.app.live.subscribe([userTopic(user.id)], (e) => heard.push(e));
    const res = await reply(agent, chat.chatHash, { text: '  Let us keep it kind.  ' });
    stop();
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const written = transcriptMessageSchema.parse(res.body);
    expect(written).toMatchObject({
      avatarId: 7,
      text: 'Let us keep it kind.',
      status: 'COMPLETE',
      replyTo: null,
      writtenBy: { id: agent.id, email: 'agent@angels.local' },
      hidden: null,
    });
    expect(heard).toEqual([{ type: 'chat', chatHash: chat.chatHash }]);
    expect(await balance(t, user)).toBe(before);

    // The owner sees an ordinary reply, newest, with nothing saying who wrote it.
    const res2 = await call(t, 'GET', `/api/chats/${chat.chatHash}/messages`, {
      token: user.token,
    });
    const newest = ((await res2.json()) as MessagePage).items[0];
    expect(newest).toEqual({
      id: written.id,
      chatHash: chat.chatHash,
      avatarId: 7,
      text: 'Let us keep it kind.',
      status: 'COMPLETE',
      replyTo: null,
      createdAt: written.createdAt,
      error: null,
    });
    // It is not a reply to write again, and the conversation goes on as usual.
    const regen = await call(t, 'POST', `/api/chats/${chat.chatHash}/regenerate`, {
      token: user.token,
    });
    expect(regen.status).toBe(409);
    const { replies } = await send(t, user, chat.chatHash, { text: 'ok, sorry' });
    const after = await settled(t, user, chat.chatHash);
    expect(after.find((m) => m.id === replies[0]?.id)).toMatchObject({ status: 'COMPLETE' });
    expect(script.requests.at(-1)?.history.map((turn) => turn.text)).toContain(
      'Let us keep it kind.',
    );
    // While one agent holds the case, another cannot step in.
    const blocked = await reply(agent2, chat.chatHash, { text: 'me too' });
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toMatch(/^agent@angels\.local claimed this case/);
  });

  it('in a group, replies as the Angel named, who must sit in the chat', async () => {
    const { chat, caseId } = await flaggedChat(t, user, [8, 9]);
    await claim(t, agent, caseId);
    const missing = await reply(agent, chat.chatHash, { text: 'hello' });
    expect(missing.status).toBe(400);
    expect(missing.body.issues?.[0]?.path).toBe('avatarId');
    expect((await reply(agent, chat.chatHash, { text: 'hello', avatarId: 10 })).status).toBe(400);
    const res = await reply(agent, chat.chatHash, { text: 'hello', avatarId: 9 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ avatarId: 9, writtenBy: { id: agent.id } });
    const one = await flaggedChat(t, user, [10]);
    await claim(t, agent, one.caseId);
    expect((await reply(agent, one.chat.chatHash, { text: 'x', avatarId: 9 })).status).toBe(400);
    expect((await reply(agent, one.chat.chatHash, { text: ' ' })).status).toBe(400);
  });
});
