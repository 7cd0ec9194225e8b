import { describe, expect, it } from 'vitest';
import type { FactPage } from '../contract/memory.ts';
import { openChat, send, session } from '../testing/chat-helpers.ts';
import { scriptedEngine } from '../testing/scripted-engine.ts';
import { useTestApp } from '../testing/test-app.ts';
import { chatFiller, memoryCall, memoryIdle } from './memory-test-helpers.ts';

const { engine, script } = scriptedEngine();
const t = useTestApp({}, { replies: engine });
const ANGEL = 20;
const OTHER = 21;

const FIVE = [
  "Hi, I'm Sam!",
  'My dog is called Biscuit.',
  'My sister lives in Leeds.',
  'I work as a nurse at St James.',
  'I hate mushrooms.',
];

describe('what an Angel remembers', () => {
  it('learns five facts over a long chat and recalls them 200 messages later in a new group', async () => {
    const me = await session(t, 'user@angels.local');
    const one = await openChat(t, me, [ANGEL]);
    for (const [i, text] of FIVE.entries()) {
      await send(t, me, one.chatHash, { text });
      await memoryIdle(t);
      await chatFiller(t, one.chatHash, ANGEL, i === FIVE.length - 1 ? 100 : 5);
    }
    await send(t, me, one.chatHash, { text: 'Anyway.' });
    await memoryIdle(t);
    const page = (await (
      await memoryCall(t, me, 'GET', `/api/memory/${ANGEL}`)
    ).json()) as FactPage;
    expect(page.items.map((f) => f.text).sort()).toEqual(
      [
        'My name is Sam',
        'My dog is called Biscuit',
        'My sister lives in Leeds',
        'I work as a nurse at St James',
        'I hate mushrooms',
      ].sort(),
    );
    expect(
      page.items.every((f) => f.author === 'learned' && f.source?.chatHash === one.chatHash),
    ).toBe(true);

    const group = await openChat(t, me, [ANGEL, OTHER]);
    script.requests.length = 0;
    await send(t, me, group.chatHash, {
      text: 'How is my dog doing, do you think?',
      responders: 1,
    });
    await memoryIdle(t);
    const request = script.requests[0];
    // None of the five is in the history the reply sees: they left the window long ago.
    expect(request?.history.map((turn) => turn.text).join(' ')).not.toContain('Biscuit');
    expect(request?.memory?.facts.map((f) => f.text)).toEqual(
      expect.arrayContaining(page.items.map((f) => f.text)),
    );
    // The relevant fact comes first among the unpinned ones.
    expect(request?.memory?.facts[0]?.text).toBe('My dog is called Biscuit');
  });
});
