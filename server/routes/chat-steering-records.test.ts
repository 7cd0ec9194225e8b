import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Message } from '../contract/chats.ts';
import { transcriptPageSchema, type TranscriptPage } from '../contract/moderation.ts';
import { messages } from '../db/schema.ts';
import { call, post } from '../testing/auth-helpers.ts';
import { agentCall, flaggedChat } from '../testing/case-helpers.ts';
import { send, session, settled } from '../testing/chat-helpers.ts';
import { scriptedEngine, wordsOf } from '../testing/scripted-engine.ts';
import { useTestApp } from '../testing/test-app.ts';

const { engine, script } = scriptedEngine();

/** What the user steered stays on record: the agents' transcript and the user's export. */
describe('versions and edits on record', () => {
  const t = useTestApp({}, { replies: engine });

  it('agents read every version and the words before an edit, hidden or not; the export has them', async () => {
    const me = await session(t, 'user@angels.local');
    const agent = await session(t, 'agent@angels.local');
    const { chat } = await flaggedChat(t, me, [1]);
    const base = `/api/chats/${chat.chatHash}`;
    script.words = wordsOf('first version');
    const sent = await send(t, me, chat.chatHash, { text: 'I said this' });
    await settled(t, me, chat.chatHash);
    script.words = wordsOf('second version');
    expect((await post(t, `${base}/regenerate`, undefined, me.token)).status).toBe(200);
    await t.app.replyJobs.idle();
    const reply = sent.replies[0]!.id;
    const edit = await post(
      t,
      `${base}/messages/${reply}/edit`,
      { text: 'second, edited' },
      me.token,
    );
    expect(edit.status).toBe(200);

    // The user's export: each version, the one shown, the words before the edit.
    const exported = await call(t, 'GET', `/api/users/${me.id}/export`, { token: me.token });
    const data = (await exported.json()) as {
      chats: { chatHash: string; messages: Record<string, unknown>[] }[];
    };
    const mine = data.chats.find((c) => c.chatHash === chat.chatHash)!;
    expect(mine.messages.find((m) => m.id === reply)).toMatchObject({
      text: 'second, edited',
      version: 1,
      versions: [
        { text: 'first version', status: 'COMPLETE' },
        { text: 'second, edited', status: 'COMPLETE', edited: true },
      ],
      edited: true,
      originalText: 'second version',
    });

    // Hidden by an agent: the user sees no words in any version; agents still read them all.
    await t.database.db
      .update(messages)
      .set({ hiddenAt: new Date(), hiddenReason: 'test' })
      .where(eq(messages.id, reply));
    const shown = (await settled(t, me, chat.chatHash)).find((m: Message) => m.id === reply)!;
    expect(shown.alternatives?.map((v) => v.text)).toEqual(['', '']);
    expect(shown.originalText).toBeUndefined();
    const res = await agentCall<TranscriptPage>(
      t,
      agent,
      'GET',
      `/api/admin/chats/${chat.chatHash}/messages`,
    );
    expect(res.status).toBe(200);
    const line = transcriptPageSchema.parse(res.body).items.find((m) => m.id === reply)!;
    expect(line).toMatchObject({
      text: 'second, edited',
      alternative: 1,
      edited: true,
      originalText: 'second version',
    });
    expect(line.alternatives?.map((v) => v.text)).toEqual(['first version', 'second, edited']);
  });
});
