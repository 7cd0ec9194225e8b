import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { findChatByHash } from '../db/queries/chats.ts';
import { chatMemory } from '../db/schema.ts';
import { call, post } from '../testing/auth-helpers.ts';
import { openChat, send, session, settled, type Session } from '../testing/chat-helpers.ts';
import { setBalance } from '../testing/ledger-helpers.ts';
import { useRecordingLlm } from '../testing/llm-env.ts';
import { useTestApp } from '../testing/test-app.ts';

/**
 * What a model receives after a rewind and after a delete: the chat as shown, and a story so
 * far that covered what left the chat is dropped (written again from the chat as shown).
 */
const { llm, env } = useRecordingLlm(4096);

describe('the model sees the chat as shown after rewind and delete', () => {
  const t = useTestApp(env);
  let me: Session;
  beforeAll(async () => {
    me = await session(t, 'user@angels.local');
    await setBalance(t.database.db, me.id, 500);
  });
  /** The last chat request the model got (memory's own requests are not streamed). */
  const lastPrompt = () => JSON.stringify(llm.bodies.filter((b) => b.stream).at(-1)!.messages);

  it('rewound and deleted messages leave the prompt and the story so far', async () => {
    const chat = await openChat(t, me, [11]);
    const ids: string[] = [];
    for (const text of ['My cat is PUMPERNICKEL.', 'I live in ZANZIBAR.', 'I paint BOATS.']) {
      ids.push((await send(t, me, chat.chatHash, { text })).message.id);
      await settled(t, me, chat.chatHash);
    }
    const found = await findChatByHash(t.database.db, chat.chatHash);
    const chatId = found!.chat.id;
    // A story so far that covers the whole chat (as the summariser would have written it).
    await t.database.db
      .insert(chatMemory)
      .values({ chatId, summary: 'They live in ZANZIBAR.', summarisedThrough: 1e12 })
      .onConflictDoUpdate({
        target: chatMemory.chatId,
        set: { summary: 'They live in ZANZIBAR.', summarisedThrough: 1e12 },
      });

    const rewound = await post(
      t,
      `/api/chats/${chat.chatHash}/messages/${ids[0]}/rewind`,
      {},
      me.token,
    );
    expect(rewound.status).toBe(200);
    const [story] = await t.database.db
      .select()
      .from(chatMemory)
      .where(eq(chatMemory.chatId, chatId));
    expect(story).toMatchObject({ summary: null, summarisedThrough: 0 });

    await send(t, me, chat.chatHash, { text: 'What do you know about me?' });
    await settled(t, me, chat.chatHash);
    expect(lastPrompt()).toContain('PUMPERNICKEL');
    expect(lastPrompt()).not.toContain('ZANZIBAR');
    expect(lastPrompt()).not.toContain('BOATS');

    const deleted = await t.app.request(`/api/chats/${chat.chatHash}/messages/${ids[0]}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${me.token}` },
    });
    expect(deleted.status).toBe(200);
    await send(t, me, chat.chatHash, { text: 'And now?' });
    await settled(t, me, chat.chatHash);
    expect(lastPrompt()).not.toContain('PUMPERNICKEL');
    expect(lastPrompt()).toContain('What do you know about me?');
    const branches = await call(t, 'GET', `/api/chats/${chat.chatHash}/branches`, {
      token: me.token,
    });
    expect(((await branches.json()) as { items: unknown[] }).items).toHaveLength(1);
  }, 60_000);
});
