import { describe, expect, it } from 'vitest';
import { call } from '../testing/auth-helpers.ts';
import { openChat, send, session, settled } from '../testing/chat-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';

type Rebuilt = {
  rebuilt: true;
  engine: string;
  body: { messages: Array<{ role: string; content: string }>; max_tokens: number };
  budget: number;
  used: number;
};

describe('GET /api/admin/chats/{chatHash}/messages/{id}/prompt (the prompt behind a reply)', () => {
  // Without LLM_BASE_URL: the default settings, the body as a model would get it.
  const t = useTestApp();

  it('rebuilds, for agents only, the request a model gets for a reply from the chat before it', async () => {
    const me = await session(t, 'user@angels.local');
    const agent = await session(t, 'agent@angels.local');
    const chat = await openChat(t, me, [20]);
    await send(t, me, chat.chatHash, { text: 'First question?' });
    await send(t, me, chat.chatHash, { text: 'Second question?' });
    const messages = await settled(t, me, chat.chatHash);
    const firstReply = messages.find((m) => m.avatarId !== null && m.replyTo !== null)!;
    const path = `/api/admin/chats/${chat.chatHash}/messages/${firstReply.id}/prompt`;
    const res = await call(t, 'GET', path, { token: agent.token });
    expect(res.status).toBe(200);
    const shown = (await res.json()) as Rebuilt;
    expect(shown).toMatchObject({ rebuilt: true, engine: 'built-in', budget: 8192 - 300 });
    expect(shown.used).toBeLessThanOrEqual(shown.budget);
    const last = shown.body.messages.at(-1)!;
    // What came before the reply, not after it, and not the reply itself.
    expect(last.content).toMatch(/^First question\?\n\n\[Write .+'s next reply to Sam\.\]$/);
    expect(JSON.stringify(shown.body)).not.toContain('Second question');
    expect(JSON.stringify(shown.body)).not.toContain(firstReply.text.slice(0, 20));
    // The user, another chat's address, a user's own message: nothing to see.
    expect((await call(t, 'GET', path, { token: me.token })).status).toBe(403);
    const mine = messages.find((m) => m.avatarId === null)!;
    const ownPath = `/api/admin/chats/${chat.chatHash}/messages/${mine.id}/prompt`;
    expect((await call(t, 'GET', ownPath, { token: agent.token })).status).toBe(404);
  });
});
