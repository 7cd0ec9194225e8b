import { describe, expect, it } from 'vitest';
import { composeReply, createPersonaEngine } from './persona-engine.ts';
import { swapPerson } from './persona/text-tools.ts';
import type { ReplyPersona, ReplyRequest, ReplyTurn } from './reply-engine.ts';
import { ANGELS } from './reply-test-set.ts';

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

  it('goes on with a reply taken over after the words it has, and adds nothing to a stranger', async () => {
    const engine = createPersonaEngine({ wordDelayMs: 0 });
    const whole = composeReply(request('hey there', 'w'));
    const written = whole
      .match(/\S+\s*/g)!
      .slice(0, 3)
      .join('');
    const rest: string[] = [];
    for await (const chunk of engine.generate({ ...request('hey there', 'w'), written })) {
      rest.push(chunk);
    }
    expect(written + rest.join('')).toBe(whole);
    const other = engine.generate({ ...request('hey there', 'w'), written: 'Not its words ' });
    for await (const chunk of other) expect.unreachable(`wrote ${chunk}`);
  });

  it('never uses the same template twice in a row in one chat', () => {
    const messages = [
      'Hi!',
      'hello again',
      'hey',
      'I had a bad day',
      'I feel so sad',
      'thanks',
      'thank you',
      'ok',
      'lol',
      'I love jazz',
      'I love baking',
      'Should I call my mum?',
      'Should I take the train?',
      'What do you think about cats?',
      'What do you think of rain?',
    ];
    for (const angel of [persona, ...ANGELS.slice(0, 12)]) {
      const history: ReplyTurn[] = [];
      let previous = '';
      for (const [turn, text] of messages.entries()) {
        history.push({ avatarId: null, name: 'Sam', text });
        const said = composeReply({ persona: angel, others: [], history, seed: `${turn}`, signal });
        expect(sharedRun(previous, said, text), `${angel.name}: "${previous}" then "${said}"`).toBe(
          '',
        );
        history.push({ avatarId: angel.id, name: angel.name, text: said });
        previous = said;
      }
    }
  });

  it('in a group, each Angel answers in its own words, reacting to the others', () => {
    for (let i = 0; i + 1 < ANGELS.length; i += 2) {
      const [a, b] = [ANGELS[i]!, ANGELS[i + 1]!];
      for (const text of [
        "What's your favourite sea creature, and why?",
        'Cats or dogs?',
        'I had a rough day at work',
        'Hi everyone!',
        'Should I learn Spanish?',
        'What do you do on weekends?',
      ]) {
        const history: ReplyTurn[] = [{ avatarId: null, name: 'Sam', text }];
        const first = composeReply({ persona: a, others: [b], history, seed: 'g', signal });
        history.push({ avatarId: a.id, name: a.name, text: first });
        const second = composeReply({ persona: b, others: [a], history, seed: 'g', signal });
        expect(second).not.toBe(first);
        expect(
          sharedRun(first, second, text),
          `${a.name}: "${first}" / ${b.name}: "${second}"`,
        ).toBe('');
      }
    }
    const octopus = { ...persona, id: 2, name: 'Bea' };
    const history: ReplyTurn[] = [
      { avatarId: null, name: 'Sam', text: "What's your favourite sea creature?" },
      { avatarId: 1, name: 'Ava', text: 'The octopus, easily.' },
    ];
    expect(
      composeReply({ persona: octopus, others: [persona], history, seed: 'r', signal }),
    ).toMatch(/Ava/);
  });

  it('remembers the name and what the user shared, and keeps its favourites', () => {
    const history: ReplyTurn[] = [
      { avatarId: null, name: 'You', text: "Hi, I'm Sam." },
      { avatarId: 1, name: 'Ava', text: 'Nice to meet you, Sam!' },
      { avatarId: null, name: 'You', text: 'I had a rough day at work.' },
      { avatarId: 1, name: 'Ava', text: 'I am so sorry.' },
      { avatarId: null, name: 'You', text: "What's my name?" },
    ];
    const recall = composeReply({ persona, others: [], history, seed: 'm', signal });
    expect(recall).toMatch(/Sam/);
    expect(recall).toMatch(/you had a rough day at work/);
    history.push(
      { avatarId: 1, name: 'Ava', text: recall },
      { avatarId: null, name: 'You', text: 'hey' },
    );
    expect(composeReply({ persona, others: [], history, seed: 'n', signal })).toMatch(
      /rough day at work/,
    );

    const ask = (seed: string, earlier: ReplyTurn[] = []) =>
      composeReply({
        persona,
        others: [],
        seed,
        signal,
        history: [
          ...earlier,
          { avatarId: null, name: 'You', text: 'What is your favourite sea creature?' },
        ],
      });
    const first = ask('1');
    const item = /the (octopus|sea otter|manta ray|seahorse|humpback whale|sea turtle)/.exec(
      first,
    )?.[0];
    expect(item).toBeDefined();
    const again = ask('2', [
      { avatarId: null, name: 'You', text: 'Hi' },
      { avatarId: 1, name: 'Ava', text: first },
    ]);
    expect(again).toContain(item);
  });

  it('never takes a feeling, an adjective or a verb for a name, and keeps the real one', () => {
    const history: ReplyTurn[] = [];
    const said: string[] = [];
    for (const text of [
      "Hi, I'm Jonas",
      "I'm nervous about a job interview on Friday",
      'I am exhausted after work',
      "I'm thinking about changing jobs",
      "i'm so excited for the weekend",
      "What's my name?",
    ]) {
      history.push({ avatarId: null, name: 'You', text });
      const reply = composeReply({ persona, others: [], history, seed: text, signal });
      history.push({ avatarId: 1, name: 'Ava', text: reply });
      said.push(reply);
    }
    expect(said.join(' ')).not.toMatch(/Nervous|Exhausted|Thinking|Excited|So\b/);
    expect(said.at(-1)).toMatch(/Jonas/);
    for (const [text, name] of [
      ["I'm Jonas, nice to meet you", 'Jonas'],
      ['hi im jonas', 'Jonas'],
      ['My name is Priya', 'Priya'],
      ["I'm Nervous about Friday", null],
      ["It's Friday!", null],
      ["I'm tired", null],
    ] as const) {
      const reply = composeReply(request(text, 'n'));
      if (name) expect(reply, text).toContain(name);
      else expect(reply, text).not.toMatch(/meet you, \w+|Hi, (Nervous|Friday|Tired)/);
    }
  });

  it('writes a reply in well under 5 ms', () => {
    const started = performance.now();
    const history: ReplyTurn[] = Array.from({ length: 20 }, (_, i) => ({
      avatarId: i % 2 ? 1 : null,
      name: 'Sam',
      text:
        i % 2
          ? 'I am so sorry to hear that, truly.'
          : 'I had a rough day at work, and my boss yelled at me again.',
    }));
    for (let i = 0; i < 200; i++)
      composeReply({ persona, others: [], history, seed: `${i}`, signal });
    expect((performance.now() - started) / 200).toBeLessThan(5);
  });
});

const signal = new AbortController().signal;

/** A run of five or more words both texts share, other than the user's own words said back. */
function sharedRun(a: string, b: string, userText: string): string {
  const words = (t: string) =>
    t
      .toLowerCase()
      .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
      .split(/\s+/)
      .filter(Boolean);
  const echo = ` ${words(swapPerson(userText)).join(' ')} ${words(userText).join(' ')} `;
  const other = ` ${words(b).join(' ')} `;
  const mine = words(a);
  for (let i = 0; i + 5 <= mine.length; i++) {
    const run = mine.slice(i, i + 5).join(' ');
    if (other.includes(` ${run} `) && !echo.includes(` ${run} `)) return run;
  }
  return '';
}

export type { ReplyPersona };
