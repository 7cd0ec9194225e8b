import { describe, expect, it } from 'vitest';
import { EARLIER_REPLIES } from '../../chats/earlier-replies.ts';
import { INTENTS, paraphrases } from './paraphrases.ts';
import { composeReply } from './persona-engine.ts';
import type { EarlierReply, ReplyPersona, ReplyTurn } from './reply-engine.ts';
import { repeatedPhrase, sharedLine } from './reply-detectors.ts';
import { ANGELS, CAPTAIN, MENTOR } from './reply-test-set.ts';

/**
 * Long chats through the built-in engine as the server feeds it (chats/reply-request.ts): the
 * last 20 messages as history, and the chat's newest EARLIER_REPLIES Angel replies as
 * `earlier`. Over the whole chat, not just the window: no 10-word phrase said twice, no line
 * said by two Angels of a group. 57 one-to-one chats and 12 groups of three, 34 turns each.
 */
const WINDOW = 20;
const TURNS = 34;
const signal = new AbortController().signal;
const CAST: ReplyPersona[] = [...ANGELS.filter((_, i) => i % 4 === 0), CAPTAIN, MENTOR];
const MESSAGES = INTENTS.flatMap((intent) => paraphrases(intent));

function rng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

function playLongChat(seats: ReplyPersona[], seed: number): string[] {
  const random = rng(seed);
  const problems: string[] = [];
  const history: ReplyTurn[] = [];
  const replies: EarlierReply[] = [];
  for (let turn = 0; turn < TURNS; turn++) {
    const text = turn === 0 ? "Hi, I'm Jonas" : MESSAGES[Math.floor(random() * MESSAGES.length)]!;
    history.push({ avatarId: null, name: 'Jonas', text });
    for (const persona of seats) {
      const reply = composeReply({
        persona,
        others: seats.filter((s) => s !== persona),
        history: history.slice(-WINDOW),
        earlier: replies.slice(-EARLIER_REPLIES).reverse(),
        seed: `${seed}:${turn}:${persona.id}`,
        signal,
      });
      history.push({ avatarId: persona.id, name: persona.name, text: reply });
      replies.push({ avatarId: persona.id, text: reply });
    }
  }
  // Checked once per chat over all its replies, as a reader of the whole chat would.
  const phrase = repeatedPhrase(replies.map((r) => r.text));
  if (phrase) problems.push(`chat ${seed}: a 10-word phrase twice ${phrase}`);
  const line = sharedLine(replies.map((r) => ({ speaker: r.avatarId, text: r.text })));
  if (line) problems.push(`chat ${seed}: a line two Angels said ${line}`);
  return problems;
}

describe('long chats: nothing repeats beyond the 20-message window', () => {
  it('57 one-to-one chats of 34 turns: no 10-word phrase twice', () => {
    const problems: string[] = [];
    let chats = 0;
    for (let i = 0; chats < 57; i++, chats++) {
      problems.push(...playLongChat([CAST[i % CAST.length]!], 1000 + i));
    }
    expect(problems.slice(0, 8)).toEqual([]);
  });

  it('12 groups of three, 34 turns: no phrase twice, no line shared by two Angels', () => {
    const problems: string[] = [];
    for (let g = 0; g < 12; g++) {
      const seats = [0, 1, 2].map((k) => CAST[(g * 3 + k) % CAST.length]!);
      problems.push(...playLongChat(seats, 5000 + g));
    }
    expect(problems.slice(0, 8)).toEqual([]);
  });

  it('the record covers a whole 34-turn group chat', () => {
    expect(EARLIER_REPLIES).toBeGreaterThanOrEqual(3 * TURNS);
  });
});
