import { describe, expect, it } from 'vitest';
import { composeReply, createPersonaEngine } from './persona-engine.ts';
import type { ReplyRequest } from './reply-engine.ts';

const persona = {
  id: 1,
  name: 'Ava',
  age: 29,
  occupation: 'Marine biologist',
  tagline: 'Ocean nerd with a soft spot for octopuses.',
  bio: 'Dives every weekend.',
  personality: ['Curious', 'Warm'],
  interests: ['scuba diving', 'jazz', 'baking'],
  greeting: 'Hi! I was just thinking about the sea.',
};
const request = (text: string, seed: string): ReplyRequest => ({
  persona,
  others: [],
  history: [{ avatarId: null, name: 'Sam', text }],
  seed,
  signal: new AbortController().signal,
});

describe('built-in persona engine', () => {
  it('answers in character, reacting to what was said', () => {
    expect(composeReply(request('What do you do for work?', 'a'))).toContain('marine biologist');
    expect(composeReply(request('I love jazz so much', 'b'))).toMatch(/jazz/i);
    expect(composeReply(request('I feel so lonely today', 'c'))).toMatch(/sorry|hard|hug/i);
  });

  it('varies by seed, is stable for one seed and is never empty', () => {
    const replies = new Set(
      Array.from({ length: 12 }, (_, i) => composeReply(request('ok', `s${i}`))),
    );
    expect(replies.size).toBeGreaterThan(3);
    expect(composeReply(request('ok', 'same'))).toBe(composeReply(request('ok', 'same')));
    for (const text of ['', '?', 'bye', '🙂']) {
      expect(composeReply(request(text, text)).trim().length).toBeGreaterThan(0);
    }
  });

  it('streams the reply word by word', async () => {
    const engine = createPersonaEngine({ wordDelayMs: 0 });
    const chunks: string[] = [];
    for await (const chunk of engine.generate(request('hey there', 'w'))) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(5);
    expect(chunks.join('')).toBe(composeReply(request('hey there', 'w')));
  });
});
