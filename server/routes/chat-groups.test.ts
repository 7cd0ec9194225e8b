import { describe, expect, it } from 'vitest';
import { chatSchema } from '../contract/chats.ts';
import { call } from '../testing/auth-helpers.ts';
import { openChat, send, session, settled } from '../testing/chat-helpers.ts';
import { scriptedEngine } from '../testing/scripted-engine.ts';
import { useTestApp } from '../testing/test-app.ts';

const { engine, script } = scriptedEngine();

describe('group chats: who answers, in which order', () => {
  const t = useTestApp({ SSE_HEARTBEAT_MS: '40' }, { replies: engine });

  it('answers in the rotating order, @Name first, as many as asked, one after another', async () => {
    const me = await session(t, 'premium@angels.local');
    const chat = await openChat(t, me, [11, 12, 13]);
    const [a, b, c] = chat.avatars;
    const speakers = async (text: string, responders?: number) => {
      script.requests.length = 0;
      const { replies } = await send(t, me, chat.chatHash, { text, responders });
      await settled(t, me, chat.chatHash);
      expect(script.requests.map((r) => r.persona.id)).toEqual(replies.map((r) => r.avatarId));
      return replies.map((r) => r.avatarId);
    };
    expect(await speakers('hello all')).toEqual([a?.id, b?.id, c?.id]);
    // Every later speaker saw the replies before its own, and knew the others.
    // (after the group's opening hellos, one per member in seating order).
    expect(script.requests[2]?.history.map((turn) => turn.avatarId)).toEqual([
      a?.id,
      b?.id,
      c?.id,
      null,
      a?.id,
      b?.id,
    ]);
    expect(script.requests[2]?.others.map((p) => p.id)).toEqual([a?.id, b?.id]);
    expect(await speakers('again')).toEqual([b?.id, c?.id, a?.id]);
    expect(await speakers(`@${c?.name.toUpperCase()} what about you?`, 1)).toEqual([c?.id]);
    expect(await speakers('next in line', 1)).toEqual([c?.id]);
    expect(await speakers('and then', 2)).toEqual([a?.id, b?.id]);
    const res = await call(t, 'GET', `/api/chats/${chat.chatHash}`, { token: me.token });
    // The chat shows who speaks next first.
    expect(chatSchema.parse(await res.json()).avatars.map((x) => x.id)).toEqual([
      c?.id,
      a?.id,
      b?.id,
    ]);
  });

  it('keeps a quiet reply stream alive with comments', async () => {
    const me = await session(t, 'premium@angels.local');
    const chat = await openChat(t, me, [14]);
    Object.assign(script, { words: ['slow ', 'words'], delayMs: 150 });
    const { replies } = await send(t, me, chat.chatHash, { text: 'take your time' });
    const res = await t.app.request(
      `/api/chats/${chat.chatHash}/messages/${replies[0]?.id}/stream`,
      {
        headers: { Authorization: `Bearer ${me.token}` },
      },
    );
    const body = await res.text();
    expect(body).toContain(': keep-alive\n\n');
    expect(body).toContain('event: done');
  });
});
