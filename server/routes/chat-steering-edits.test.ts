import { beforeEach, describe, expect, it } from 'vitest';
import { steerResultSchema } from '../contract/steering.ts';
import { balance, openChat, send, session, settled, steer } from '../testing/chat-helpers.ts';
import { flagsOfMessage } from '../testing/report-helpers.ts';
import { scriptedEngine, wordsOf } from '../testing/scripted-engine.ts';
import { useTestApp } from '../testing/test-app.ts';

const { engine, script, reset } = scriptedEngine();

/** Edited words: filtered as sent ones, marked edited, read by the model, the first kept. */
describe('steering: edited words', () => {
  const t = useTestApp({}, { replies: engine });
  beforeEach(() => reset());

  it('the filter reads edited words as it reads sent ones', async () => {
    const me = await session(t, 'premium@angels.local');
    const chat = await openChat(t, me, [7]);
    script.words = wordsOf('hello you');
    const sent = await send(t, me, chat.chatHash, { text: 'hello' });
    await settled(t, me, chat.chatHash);
    const blocked = await steer(t, me, chat.chatHash, sent.message.id, 'edit', {
      text: 'I will k1ll y0u',
    });
    expect(blocked.status).toBe(422);
    expect((await blocked.json()).message).toMatch(/^This edit was not saved: .*threat/);
    const reply = sent.replies[0]!.id;
    const angry = await steer(t, me, chat.chatHash, reply, 'edit', { text: 'I will k1ll y0u' });
    expect(angry.status).toBe(422);
    expect((await settled(t, me, chat.chatHash)).map((m) => m.text)).toEqual([
      'hello',
      'hello you',
    ]);
    const flagged = await steer(t, me, chat.chatHash, sent.message.id, 'edit', {
      text: 'oh shit, hello',
    });
    expect(flagged.status).toBe(200);
    expect(await flagsOfMessage(t, sent.message.id)).toHaveLength(1);
  });

  it('edits an Angel reply: marked edited, the model reads the new words, the first kept', async () => {
    const me = await session(t, 'premium@angels.local');
    const chat = await openChat(t, me, [8]);
    script.words = wordsOf('I am a pirate');
    const first = await send(t, me, chat.chatHash, { text: 'who are you?' });
    await t.app.replyJobs.idle();
    script.words = wordsOf('arr');
    await send(t, me, chat.chatHash, { text: 'really?' });
    await t.app.replyJobs.idle();
    const before = await balance(t, me);
    const reply = first.replies[0]!.id;
    const res = await steer(t, me, chat.chatHash, reply, 'edit', { text: 'I am a sailor' });
    expect(res.status).toBe(200);
    const { message, replies, balance: after } = steerResultSchema.parse(await res.json());
    expect(message).toMatchObject({
      text: 'I am a sailor',
      edited: true,
      originalText: 'I am a pirate',
    });
    expect(replies).toEqual([]);
    expect(after).toBe(before);
    await steer(t, me, chat.chatHash, reply, 'edit', { text: 'I am a captain' });
    script.requests.length = 0;
    await send(t, me, chat.chatHash, { text: 'and now?' });
    await t.app.replyJobs.idle();
    const history = script.requests[0]!.history.map((h) => h.text);
    expect(history).toContain('I am a captain');
    expect(history).not.toContain('I am a pirate');
    const shown = (await settled(t, me, chat.chatHash)).find((m) => m.id === reply);
    expect(shown).toMatchObject({ edited: true, originalText: 'I am a pirate' });
  });
});
