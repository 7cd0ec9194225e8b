import { describe, expect, it } from 'vitest';
import type { FactPage } from '../contract/memory.ts';
import { openChat, send, session, settled } from '../testing/chat-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';
import { chatFiller, memoryCall, memoryIdle } from './memory-test-helpers.ts';

// The built-in engine (no model): what it remembers shows in its own words.
const t = useTestApp();
const ANGEL = 26;

describe('the built-in engine uses what the Angel remembers', () => {
  it('200 messages later, in a new group, she asks after Biscuit and knows where the sister lives', async () => {
    const me = await session(t, 'user@angels.local');
    const one = await openChat(t, me, [ANGEL]);
    for (const text of [
      'My dog is called Biscuit.',
      'My sister lives in Leeds.',
      'I work as a nurse at St James.',
      'I hate mushrooms.',
      'I am going to Paris next week.',
    ]) {
      await send(t, me, one.chatHash, { text });
      await memoryIdle(t);
      await chatFiller(t, one.chatHash, ANGEL, 20);
    }
    const group = await openChat(t, me, [ANGEL, 27]);
    const her = `@${group.avatars.find((a) => a.id === ANGEL)?.name.split(' ')[0]}`;
    const reply = async (text: string) => {
      await send(t, me, group.chatHash, { text: `${her} ${text}`, responders: 1 });
      await memoryIdle(t);
      return (await settled(t, me, group.chatHash)).at(-1)?.text ?? '';
    };
    expect(await reply('how is my dog doing these days?')).toContain('Biscuit');
    expect(await reply('do you remember my sister?')).toContain('your sister lives in Leeds');

    const page = (await (
      await memoryCall(t, me, 'GET', `/api/memory/${ANGEL}`)
    ).json()) as FactPage;
    const biscuit = page.items.find((f) => f.text.includes('Biscuit'));
    await memoryCall(t, me, 'DELETE', `/api/memory/${ANGEL}/facts/${biscuit?.id}`);
    expect(await reply('and my dog, how is he?')).not.toContain('Biscuit');
  });
});
