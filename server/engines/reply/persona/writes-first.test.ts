import { describe, expect, it } from 'vitest';
import { createPersonaEngine } from '../persona-engine.ts';
import type { ReplyRequest } from '../reply-engine.ts';

const persona = {
  id: 7,
  name: 'Maren',
  age: 29,
  occupation: 'Florist',
  tagline: '',
  bio: '',
  personality: ['warm'],
  interests: ['flowers'],
  greeting: 'Hi there!',
};

async function write(request: Partial<ReplyRequest>): Promise<string> {
  const engine = createPersonaEngine({ wordDelayMs: 0 });
  let text = '';
  for await (const chunk of engine.generate({
    persona,
    others: [],
    history: [{ avatarId: 7, name: 'Maren', text: 'Hi there!' }],
    seed: 's',
    signal: new AbortController().signal,
    user: { name: 'Sam', persona: null },
    writesFirst: { weekday: 'Friday', partOfDay: 'evening' },
    ...request,
  })) {
    text += chunk;
  }
  return text;
}

describe('the built-in engine writing first', () => {
  it('asks about a plan it remembers, in the second person, for the user’s time of day', async () => {
    const text = await write({
      memory: {
        facts: [
          { id: 1, text: 'I like jazz', pinned: false },
          { id: 2, text: 'I have a job interview on Friday', pinned: false },
        ],
        summary: null,
      },
    });
    expect(text).toMatch(/^(Good evening|Hey), Sam!/);
    expect(text).toContain('you have a job interview on Friday');
    expect(text).toMatch(/\?$/);
  });

  it('asks after someone named, and about the day when it remembers nothing', async () => {
    const named = await write({
      memory: { facts: [{ id: 3, text: 'My dog is called Biscuit', pinned: true }], summary: null },
    });
    expect(named).toContain('How is Biscuit doing, your dog?');
    const plain = await write({ memory: { facts: [], summary: null } });
    expect(plain).toMatch(/day|today/);
  });

  it('answers the user as before when it is not writing first', async () => {
    const reply = await write({
      writesFirst: undefined,
      history: [{ avatarId: null, name: 'Sam', text: 'What flowers do you like?' }],
    });
    expect(reply).not.toContain('thinking about you');
  });
});
