import { beforeEach, describe, expect, it } from 'vitest';
import { steerResultSchema } from '../contract/steering.ts';
import { post } from '../testing/auth-helpers.ts';
import {
  balance,
  openChat,
  send,
  session,
  settled,
  steer,
  type Session,
} from '../testing/chat-helpers.ts';
import { scriptedEngine, wordsOf } from '../testing/scripted-engine.ts';
import { useTestApp } from '../testing/test-app.ts';

const { engine, script, reset } = scriptedEngine();

/**
 * An edit queued offline is sent again when its answer was lost: its editId (the client's
 * idempotency key) makes the retry answer the first result, never a second answer or charge.
 */
describe('steering: an edit sent twice (editId)', () => {
  const t = useTestApp({}, { replies: engine });
  beforeEach(() => reset());

  const edit = (me: Session, chatHash: string, id: string, body: object) =>
    steer(t, me, chatHash, id, 'edit', body);
  /** Sends `text` and waits for the model's `answer` to it. */
  const answered = async (me: Session, chatHash: string, answer: string, text: string) => {
    script.words = wordsOf(answer);
    const sent = await send(t, me, chatHash, { text });
    await settled(t, me, chatHash);
    return sent;
  };
  /** A new chat with one angel where `text` was sent and `answer` came back. */
  const chatWith = async (avatarId: number, answer: string, text: string) => {
    const me = await session(t, 'premium@angels.local');
    const chat = await openChat(t, me, [avatarId]);
    return { me, chat, first: await answered(me, chat.chatHash, answer, text) };
  };

  it('answers a repeated edit of my message once: one new answer, one charge', async () => {
    const { me, chat, first } = await chatWith(5, 'answer to cats', 'I like cats');
    const before = await balance(t, me);
    const editId = crypto.randomUUID();
    script.words = wordsOf('answer to dogs');
    const body = { text: 'I like dogs', editId };
    const res = await edit(me, chat.chatHash, first.message.id, body);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(steerResultSchema.parse(await res.json()).balance).toBe(before - 1);
    await settled(t, me, chat.chatHash);
    const requests = script.requests.length;

    // The answer was lost: the outbox sends the same edit again, with the same id.
    const again = await edit(me, chat.chatHash, first.message.id, body);
    expect(again.status, await again.clone().text()).toBe(200);
    const repeat = steerResultSchema.parse(await again.json());
    expect(repeat.message).toMatchObject({ text: 'I like dogs', originalText: 'I like cats' });
    expect(repeat.replies.map((r) => r.text)).toEqual(['answer to dogs']);
    expect(repeat.balance).toBe(before - 1);
    const [, reply] = await settled(t, me, chat.chatHash);
    expect(reply?.alternatives?.map((v) => v.text)).toEqual(['answer to cats', 'answer to dogs']);
    expect(script.requests.length).toBe(requests);
    expect(await balance(t, me)).toBe(before - 1);

    // A new edit (a new id) is a new edit: answered again, charged again.
    const next = await edit(me, chat.chatHash, first.message.id, {
      text: 'I like birds',
      editId: crypto.randomUUID(),
    });
    expect(next.status).toBe(200);
    expect(await balance(t, me)).toBe(before - 2);
  });

  it('two copies of one edit sent at once apply once', async () => {
    const { me, chat, first } = await chatWith(6, 'first answer', 'hello');
    const before = await balance(t, me);
    script.words = wordsOf('second answer');
    const body = { text: 'hello there', editId: crypto.randomUUID() };
    const answers = await Promise.all([
      edit(me, chat.chatHash, first.message.id, body),
      edit(me, chat.chatHash, first.message.id, body),
    ]);
    // The second may find the first's answer still being written (409: the outbox tries it
    // again later) or the edit made (200); never a second edit.
    for (const res of answers) expect([200, 409]).toContain(res.status);
    await settled(t, me, chat.chatHash);
    expect(await balance(t, me)).toBe(before - 1);
    const later = await edit(me, chat.chatHash, first.message.id, body);
    expect(later.status).toBe(200);
    const [, reply] = await settled(t, me, chat.chatHash);
    expect(reply?.alternatives).toHaveLength(2);
    expect(await balance(t, me)).toBe(before - 1);
  });

  it('a repeated edit of a reply keeps its first words as they were, and refuses a bad id', async () => {
    const { me, chat, first } = await chatWith(7, 'I am a pirate', 'who are you?');
    const reply = first.replies[0]!.id;
    const body = { text: 'I am a sailor', editId: crypto.randomUUID() };
    expect((await edit(me, chat.chatHash, reply, body)).status).toBe(200);
    const later = { text: 'I am a captain', editId: crypto.randomUUID() };
    expect((await edit(me, chat.chatHash, reply, later)).status).toBe(200);
    // The last edit's retry answers the reply as it is.
    const again = await edit(me, chat.chatHash, reply, later);
    expect(steerResultSchema.parse(await again.json()).message).toMatchObject({
      text: 'I am a captain',
      originalText: 'I am a pirate',
    });
    const bad = await edit(me, chat.chatHash, reply, { text: 'x', editId: 'not-a-uuid' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toMatch(/editId must be a uuid/);
  });

  it('refuses to edit a message deleted or set aside meanwhile (404), changing nothing', async () => {
    const { me, chat, first } = await chatWith(8, 'first reply', 'one');
    const second = await answered(me, chat.chatHash, 'second reply', 'two');
    const reply = second.replies[0]!.id;
    const deleted = await t.app.request(`/api/chats/${chat.chatHash}/messages/${reply}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${me.token}` },
    });
    expect(deleted.status, await deleted.clone().text()).toBe(200);
    const late = await edit(me, chat.chatHash, reply, { text: 'x', editId: crypto.randomUUID() });
    expect(late.status).toBe(404);
    expect(await late.text()).toMatch(/no longer in the chat/);
    // Rewound to the first reply: the second message is set aside, and not editable either.
    const back = await post(
      t,
      `/api/chats/${chat.chatHash}/messages/${first.replies[0]!.id}/rewind`,
      {},
      me.token,
    );
    expect(back.status, await back.clone().text()).toBe(200);
    const aside = await edit(me, chat.chatHash, second.message.id, { text: 'y' });
    expect(aside.status).toBe(404);
    expect((await settled(t, me, chat.chatHash)).map((m) => m.text)).toEqual([
      'one',
      'first reply',
    ]);
  });
});
