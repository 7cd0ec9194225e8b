import { afterAll, describe, expect, it } from 'vitest';
import { openChat, session } from '../testing/chat-helpers.ts';
import { useRecordingLlm } from '../testing/llm-env.ts';
import { useTestApp } from '../testing/test-app.ts';
import { findChatByHash } from '../db/queries/chats.ts';
import { hoursAround, later, optIn, remember, setCap, unasked } from './proactive-test-helpers.ts';

/**
 * A model writes the Angel's first message through the reply machinery: the prompt the
 * recording server receives holds the remembered fact in the memory slot and the writes-first
 * note in the trailer, within the budget, and no turn of the user's after the Angel's last.
 */
const { llm, env } = useRecordingLlm(2048);
const t = useTestApp(env);
afterAll(() => {
  expect(llm.overBudget).toEqual([]);
});

describe('an Angel who writes first, with a model', () => {
  it('is asked with what it remembers and told it writes first', async () => {
    const me = await session(t, 'user@angels.local');
    await setCap(t, me, 10);
    const chat = await openChat(t, me, [40]);
    const id = (await findChatByHash(t.database.db, chat.chatHash))!.chat.id;
    await remember(t, me, 40, 'I have a job interview on Friday');
    const now = later(3);
    await optIn(t, me, chat.chatHash, {
      ...hoursAround(now, 'Europe/Paris'),
      timeZone: 'Europe/Paris',
    });
    llm.script.push({ kind: 'stream', chunks: ['How did ', 'the interview go?'] });

    expect(await t.app.writesFirst.tick(now)).toBe(1);
    const [, first] = await unasked(t, id);
    expect(first).toMatchObject({ status: 'COMPLETE', text: 'How did the interview go?' });
    const body = llm.bodies.at(-1)!;
    const system = body.messages[0]?.content ?? '';
    expect(system).toContain('I have a job interview on Friday');
    const last = body.messages.at(-1)!;
    expect(last.role).toBe('user');
    expect(last.content).toMatch(/writes first, unasked/);
    expect(last.content).toMatch(/Write .+'s message to Sam\./);
    // The greeting is the Angel's last turn; nothing of the user's comes after it.
    expect(body.messages.at(-2)?.role).toBe('assistant');
  });
});
