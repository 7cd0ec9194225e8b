import { describe, expect, it } from 'vitest';
import type { Message } from '../contract/chats.ts';
import type { LiveEvent } from '../contract/moderation.ts';
import { steerResultSchema } from '../contract/steering.ts';
import { imported } from '../cards/card-test-helpers.ts';
import { userTopic } from '../live/live-events.ts';
import { post } from '../testing/auth-helpers.ts';
import { balance, openChat, page, send, session, settled } from '../testing/chat-helpers.ts';
import { useRecordingLlm } from '../testing/llm-env.ts';
import { useTestApp } from '../testing/test-app.ts';

/** Steering with the real engines: the built-in one, and a model behind an OpenAI API. */
describe('steering with the built-in engine', () => {
  const t = useTestApp();

  it('regenerating four times gives five different versions, each charged once', async () => {
    const me = await session(t, 'premium@angels.local');
    const chat = await openChat(t, me, [12]);
    await send(t, me, chat.chatHash, { text: 'What did you do today?' });
    await settled(t, me, chat.chatHash);
    const before = await balance(t, me);
    for (let n = 0; n < 4; n++) {
      const res = await post(t, `/api/chats/${chat.chatHash}/regenerate`, undefined, me.token);
      expect(res.status).toBe(200);
      await t.app.replyJobs.idle();
    }
    const reply = (await settled(t, me, chat.chatHash)).at(-1)!;
    const versions = reply.alternatives ?? [];
    expect(versions).toHaveLength(5);
    const written = versions.filter((v) => v.status === 'COMPLETE').map((v) => v.text);
    expect(new Set(written).size).toBe(written.length);
    // Only versions that were written cost a token; a repeat would have been refunded.
    expect(await balance(t, me)).toBe(before - (written.length - 1));
  });

  it('continue writes the next part after the last reply, in the same message', async () => {
    const me = await session(t, 'premium@angels.local');
    const chat = await openChat(t, me, [14]);
    await send(t, me, chat.chatHash, { text: 'Tell me about your favourite place.' });
    const before = (await settled(t, me, chat.chatHash)).at(-1)!;
    const tokens = await balance(t, me);
    const res = await post(
      t,
      `/api/chats/${chat.chatHash}/messages/${before.id}/continue`,
      undefined,
      me.token,
    );
    expect(res.status).toBe(200);
    await t.app.replyJobs.idle();
    const after = (await settled(t, me, chat.chatHash)).at(-1)!;
    expect(after.id).toBe(before.id);
    expect(after.status).toBe('COMPLETE');
    expect(after.text.startsWith(`${before.text} `)).toBe(true);
    expect(after.text.length).toBeGreaterThan(before.text.length + 10);
    expect(await balance(t, me)).toBe(tokens - 1);
  });

  it("a card's alternate greetings are versions of the greeting; the one chosen stays shown, in every tab", async () => {
    const me = await session(t, 'premium@angels.local');
    const card = {
      spec: 'chara_card_v2',
      spec_version: '2.0',
      data: {
        name: 'Ilse',
        description: 'Ilse, 34 years old, keeps bees on a roof in Hamburg.',
        personality: 'Warm.',
        scenario: '',
        first_mes: 'Welcome to the roof, {{user}}.',
        mes_example: '',
        alternate_greetings: ['Mind the bees, {{user}}!', '  '],
        tags: [],
        creator: 'someone',
        creator_notes: '',
        character_version: '1',
        system_prompt: '',
        post_history_instructions: '',
      },
    };
    const ilse = await imported(t, me, card);
    const chat = await openChat(t, me, [ilse.id]);
    const greeting: Message = (await page(t, me, chat.chatHash)).items.at(-1)!;
    expect(greeting.alternatives?.map((v) => v.text)).toEqual([
      greeting.text,
      expect.stringMatching(/^Mind the bees, \S+!$/),
    ]);
    const heard: LiveEvent[] = [];
    const stop = t.app.live.subscribe([userTopic(me.id)], (event) => heard.push(event));
    const res = await post(
      t,
      `/api/chats/${chat.chatHash}/messages/${greeting.id}/choose`,
      { alternative: 1 },
      me.token,
    );
    stop();
    expect(res.status).toBe(200);
    const chosen = steerResultSchema.parse(await res.json()).message;
    expect(chosen.text).toMatch(/^Mind the bees/);
    // Another open tab hears of it and reads the chat again.
    expect(heard).toContainEqual({ type: 'chat', chatHash: chat.chatHash, messageId: greeting.id });
    const opened = (await page(t, me, chat.chatHash)).items.at(-1)!;
    expect(opened).toMatchObject({ id: greeting.id, text: chosen.text, alternative: 1 });
  });
});

describe('steering with a model', () => {
  const { llm, env } = useRecordingLlm(2048);
  const t = useTestApp(env);

  it('the model reads the version chosen, and continues the last reply from its words', async () => {
    const me = await session(t, 'premium@angels.local');
    const chat = await openChat(t, me, [13]);
    llm.script.push({ kind: 'stream', chunks: ['The harbour', ' at dawn.'] });
    const { replies } = await send(t, me, chat.chatHash, { text: 'Where shall we go?' });
    const id = replies[0]!.id;
    await settled(t, me, chat.chatHash);
    llm.script.push({ kind: 'stream', chunks: ['The old mill', ' by the river.'] });
    await post(t, `/api/chats/${chat.chatHash}/regenerate`, undefined, me.token);
    await t.app.replyJobs.idle();
    const chooseFirst = await post(
      t,
      `/api/chats/${chat.chatHash}/messages/${id}/choose`,
      { alternative: 0 },
      me.token,
    );
    expect(chooseFirst.status).toBe(200);

    const before = await balance(t, me);
    llm.script.push({ kind: 'stream', chunks: [' We could take', ' the early ferry.'] });
    const res = await post(
      t,
      `/api/chats/${chat.chatHash}/messages/${id}/continue`,
      undefined,
      me.token,
    );
    expect(res.status).toBe(200);
    await t.app.replyJobs.idle();
    // Prefill: the prompt ends with the reply so far, as the assistant's own words.
    const asked = llm.bodies.at(-1)!.messages;
    expect(asked.at(-1)).toEqual({ role: 'assistant', content: 'The harbour at dawn.' });
    expect(asked.some((m) => m.content.includes('The old mill'))).toBe(false);
    const reply = (await settled(t, me, chat.chatHash)).at(-1)!;
    expect(reply).toMatchObject({
      id,
      status: 'COMPLETE',
      text: 'The harbour at dawn. We could take the early ferry.',
    });
    expect(await balance(t, me)).toBe(before - 1);

    // The next message's prompt holds the version shown, continued, and not the other one.
    await send(t, me, chat.chatHash, { text: 'Yes, let us.' });
    await t.app.replyJobs.idle();
    const prompt = llm.bodies
      .at(-1)!
      .messages.map((m) => m.content)
      .join('\n');
    expect(prompt).toContain('The harbour at dawn. We could take the early ferry.');
    expect(prompt).not.toContain('The old mill');
  });
});
