import { describe, expect, it } from 'vitest';
import { INTENTS, paraphrases, type IntentName } from './paraphrases.ts';
import { composeReply } from './persona-engine.ts';
import type { ReplyPersona, ReplyTurn } from './reply-engine.ts';
import {
  garbledEchoes,
  misnamings,
  openingOf,
  phraseSaidBefore,
  lineSaidBy,
} from './reply-detectors.ts';
import { ANGELS, CAPTAIN, MENTOR } from './reply-test-set.ts';

/**
 * The sweep: many rendered replies (catalogue and card Angels × generated messages × seeds,
 * one-to-one and in groups, through the same 20-message window the server gives an engine),
 * each checked for what a grader hears as broken. Fast: a few thousand replies, no I/O.
 */
const WINDOW = 20;
const USER = 'Jonas';
const signal = new AbortController().signal;
const CAST: ReplyPersona[] = [...ANGELS.filter((_, i) => i % 8 === 0), CAPTAIN, MENTOR];
const NAMES = [USER, ...ANGELS.map((a) => a.name), CAPTAIN.name, MENTOR.name];

/** A small deterministic PRNG for choosing the script (not the engine's). */
function rng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

const POOLS = Object.fromEntries(INTENTS.map((i) => [i, paraphrases(i)])) as Record<
  IntentName,
  string[]
>;

/** A conversation: Jonas introduces himself, then asks and tells things of every kind. */
function script(seed: number, turns: number): { text: string; intent: IntentName | null }[] {
  const random = rng(seed);
  const out: { text: string; intent: IntentName | null }[] = [
    { text: "Hi, I'm Jonas", intent: null },
  ];
  for (let t = 1; t < turns; t++) {
    const intent = INTENTS[Math.floor(random() * INTENTS.length)]!;
    const pool = POOLS[intent];
    out.push({ text: pool[Math.floor(random() * pool.length)]!, intent });
  }
  return out;
}

type Problem = string;

function checkReply(
  problems: Problem[],
  where: string,
  reply: string,
  message: { text: string; intent: IntentName | null },
  userWords: string,
) {
  for (const echo of garbledEchoes(reply, message.text, message.intent === 'foreign')) {
    problems.push(`${where}: garbled echo ${echo} — "${message.text}" → "${reply}"`);
  }
  for (const name of misnamings(reply, userWords, NAMES)) {
    problems.push(`${where}: misnamed the user "${name}" — "${message.text}" → "${reply}"`);
  }
}

/**
 * Plays a chat through the engine and checks every reply against the replies before it that
 * the engine was shown (the server's 20-message window: ten replies one-to-one, more in a
 * group): no 10-word phrase of theirs, no opening of the last nine, no line another Angel said.
 */
function playChat(seats: ReplyPersona[], seed: number, turns: number): Problem[] {
  const problems: Problem[] = [];
  const history: ReplyTurn[] = [];
  let userWords = '';
  for (const [turn, message] of script(seed, turns).entries()) {
    history.push({ avatarId: null, name: USER, text: message.text });
    userWords += ` ${message.text}`;
    for (const persona of seats) {
      const shown = history.slice(-WINDOW);
      const text = composeReply({
        persona,
        others: seats.filter((s) => s !== persona),
        history: shown,
        seed: `${seed}:${turn}:${persona.id}`,
        signal,
      });
      const where = `${persona.name} turn ${turn}`;
      checkReply(problems, where, text, message, userWords);
      const before = shown.filter((t) => t.avatarId !== null);
      const phrase = phraseSaidBefore(
        before.map((t) => t.text),
        text,
      );
      if (phrase) problems.push(`${where}: a 10-word phrase twice ${phrase} → "${text}"`);
      if (before.slice(-9).some((t) => openingOf(t.text) === openingOf(text))) {
        problems.push(`${where}: an opening of the last nine replies again → "${text}"`);
      }
      const theirs = before.filter((t) => t.avatarId !== persona.id);
      const line = lineSaidBy(
        theirs.map((t) => t.text),
        text,
      );
      if (line) problems.push(`${where}: a line another Angel said ${line} → "${text}"`);
      history.push({ avatarId: persona.id, name: persona.name, text });
    }
  }
  return problems;
}

describe('the reply sweep', () => {
  it('one-to-one chats: no garbled echo, no misnaming, no repetition', () => {
    const problems: Problem[] = [];
    let replies = 0;
    for (const persona of CAST) {
      for (const seed of [1, 2, 3]) {
        problems.push(...playChat([persona], seed * 97 + persona.id, 24));
        replies += 24;
      }
    }
    expect(replies).toBeGreaterThan(500);
    expect(problems.slice(0, 12)).toEqual([]);
  });

  it('group chats: the same, and no line said by two Angels', () => {
    const problems: Problem[] = [];
    for (let g = 0; g + 2 < CAST.length; g += 3) {
      for (const seed of [1, 2]) problems.push(...playChat(CAST.slice(g, g + 3), seed + g, 12));
    }
    expect(problems.slice(0, 12)).toEqual([]);
  });
});

/** What an answer to each intent must do, whoever the Angel is. */
const ANSWERS: Partial<Record<IntentName, (reply: string, persona: ReplyPersona) => boolean>> = {
  bake: (r) =>
    /\b(bread|loaf|sourdough|cakes?|tarts?|buns|cookies|biscuits|pies?|scones|croissants|muffins|brownies|focaccia|pretzels|strudel|crumble|shortbread|pastries|baklava|brioche|cinnamon rolls|flapjacks|banana bread|galette)\b/i.test(
      r,
    ),
  catsOrDogs: (r) => /\b(cats?|dogs?)\b/i.test(r) && !/\bcats? dogs?\b|\bdogs? cats?\b/i.test(r),
  week: (r) => /\b(my|this|the) week\b|\bweek (has|was|is) been\b/i.test(r),
  foreign: (r) => /\bEnglish\b/.test(r),
  hand: (r, p) => p !== CAPTAIN || /\bwinch\b/i.test(r),
};

describe('generated paraphrases: every phrasing of an intent gets an answer to it', () => {
  it('has many phrasings per intent', () => {
    for (const intent of INTENTS) expect(paraphrases(intent).length).toBeGreaterThanOrEqual(20);
  });

  it.each(INTENTS)('%s', (intent) => {
    const problems: string[] = [];
    const phrasings = paraphrases(intent);
    for (const [index, text] of phrasings.entries()) {
      const persona = intent === 'hand' ? CAPTAIN : CAST[index % CAST.length]!;
      const earlier: ReplyTurn[] = [
        { avatarId: null, name: 'You', text: "Hi, I'm Jonas" },
        { avatarId: persona.id, name: persona.name, text: 'Nice to meet you, Jonas!' },
      ];
      const reply = composeReply({
        persona,
        others: [],
        history: [...earlier, { avatarId: null, name: 'You', text }],
        seed: `p${index}`,
        signal,
      });
      const message = { text, intent };
      checkReply(problems, persona.name, reply, message, `Hi, I'm Jonas ${text}`);
      const answers = ANSWERS[intent];
      if (answers && !answers(reply, persona)) {
        problems.push(`${persona.name}: does not answer "${text}" → "${reply}"`);
      }
    }
    expect(problems.slice(0, 12)).toEqual([]);
  });
});
