import { answer } from './persona/answer.ts';
import { withNames } from './persona/card-names.ts';
import { readHistory, type Memory } from './persona/memory.ts';
import { remembering } from './persona/recalled-facts.ts';
import { sceneOf } from './persona/scene.ts';
import { contract, tidy } from './persona/text-tools.ts';
import { hashOf } from './persona/text-tools.ts';
import { openingOf, saidSoFar, staleness, withoutRepeats, type Said } from './persona/variety.ts';
import { Writer } from './persona/writer.ts';
import { writeFirstMessage } from './persona/writes-first.ts';
import { pause, type ReplyEngine, type ReplyPersona, type ReplyRequest } from './reply-engine.ts';

/**
 * The built-in, offline engine: no model. It reads what kind of message it got (greeting,
 * a question about the Angel, a request for advice or an opinion, good or bad news, small
 * talk, goodbye…) and its topic, then answers in the Angel's voice from their profile and
 * from what the user said earlier in the chat (see ./persona/). Hand-written rules, no NLP
 * library: a reply takes well under a millisecond and is the same for the same seed. It
 * streams word by word, `wordDelayMs` apart (0: as fast as possible).
 */
export function createPersonaEngine({ wordDelayMs }: { wordDelayMs: number }): ReplyEngine {
  return {
    name: 'persona',
    async *generate(request) {
      const words = wordsToWrite(request);
      const random = seeded(`${request.seed}:pace`);
      for (const word of words) {
        if (request.signal.aborted) return;
        // A little jitter reads like typing; punctuation earns a short breath.
        const breath = /[.?!]\s*$/.test(word) ? 3 : 1;
        await pause(wordDelayMs * (0.6 + random() * 0.8) * breath, request.signal);
        if (request.signal.aborted) return;
        yield word;
      }
    },
  };
}

/**
 * The reply's words, past those already `written` (a reply taken over goes on with the same
 * words: the same request and seed compose the same text). A start that is not this reply's
 * (another engine's) is left as it is: nothing follows it.
 */
function wordsToWrite(request: ReplyRequest): string[] {
  const text =
    request.continueFrom === undefined ? composeFresh(request) : composeNextPart(request);
  const written = request.written ?? '';
  if (!text.startsWith(written)) return [];
  // A leading space stays with the first word: a continuation starts with one.
  return text.slice(written.length).match(/\s*\S+\s*/g) ?? (written ? [] : ['…']);
}

// Seeds tried for a new version of a reply before it is left to repeat an earlier one.
const VERSION_SEEDS = 8;

/**
 * A new version of a reply differs from every earlier one (`avoid`): its attempt's seed first,
 * then others derived from it. Still the same after those: the job refunds it as a repeat.
 */
function composeFresh(request: ReplyRequest): string {
  const avoid = new Set((request.avoid ?? []).map((text) => text.trim()));
  let text = composeReply(request);
  for (let n = 1; n < VERSION_SEEDS && avoid.has(text.trim()); n++) {
    text = composeReply({ ...request, seed: `${request.seed}/version-${n}` });
  }
  return text;
}

/**
 * Continue: the reply as it stood, then a next part — another draft for the same message,
 * told (as `earlier`) what she has just said, so it goes on with sentences she has not used.
 */
function composeNextPart(request: ReplyRequest): string {
  const base = request.continueFrom ?? '';
  const earlier = [{ avatarId: request.persona.id, text: base }, ...(request.earlier ?? [])];
  const next = composeReply({ ...request, seed: `${request.seed}/more`, earlier });
  const sep = /\s$/.test(base) ? '' : ' ';
  return next.trim() && !base.includes(next.trim()) ? `${base}${sep}${next.trim()}` : base;
}

// Drafts tried for one reply: the first that repeats nothing is kept, else the freshest.
const DRAFTS = 6;
// Drafts tried when every sentence of the first ones repeats the chat.
const MORE_DRAFTS = 16;

/** The whole reply text: deterministic for a given request and seed. */
export function composeReply(request: ReplyRequest): string {
  const { history, others, seed } = request;
  // Written first (server/proactive): nothing to answer, so what it remembers leads.
  if (request.writesFirst) return writeFirstMessage(request, seeded(seed));
  // Only the persona's id is read here, so the card's names can be filled in afterwards.
  const memory = readHistory(request.persona, others, history);
  // A character card's {{char}}/{{user}} become the two names before anything reads them.
  const persona = withNames(request.persona, memory.userName);
  if (memory.message === null) return persona.greeting || 'Hi!';
  // Templates the replies used (its own and the other Angels', visible or earlier) are passed
  // over while the bank has fresh ones.
  const avoid = [...(request.earlier ?? []), ...history.filter((turn) => turn.avatarId !== null)]
    .map((turn) => turn.text)
    .join('\n');
  const said = saidSoFar(history, persona.id, request.earlier);
  const drafts: { text: string; faults: number }[] = [];
  const draft = (n: number) => {
    const random = seeded(n === 0 ? seed : `${seed}~${n}`);
    const text = write(persona, memory, new Writer(random, avoid), request.memory);
    drafts.push({ text, faults: staleness(text, said) });
    return drafts.at(-1)!;
  };
  for (let n = 0; n < DRAFTS; n++) if (draft(n).faults === 0) break;
  const text = drafts.find((d) => d.faults === 0)?.text ?? freshestCut(drafts, said, draft);
  return freshOpening(text, said) || persona.greeting;
}

/**
 * No draft is fresh (a long chat wears the banks thin): the freshest one that still reads
 * with its repeating sentences cut, drafting a few more if every sentence of these repeats.
 */
function freshestCut(
  drafts: { text: string; faults: number }[],
  said: Said,
  draft: (n: number) => { text: string; faults: number },
): string {
  const byFaults = [...drafts].sort((a, b) => a.faults - b.faults);
  for (const { text } of byFaults) {
    const cut = withoutRepeats(text, said);
    if (cut) return cut;
  }
  for (let n = drafts.length; n < MORE_DRAFTS; n++) {
    const cut = withoutRepeats(draft(n).text, said);
    if (cut) return cut;
  }
  return byFaults[0]?.text ?? '';
}

// A word to open with when every draft begins like a recent reply.
const INTERJECTIONS = [
  'Mm.',
  'Ah.',
  'Well!',
  'Hmm.',
  'Right.',
  'Okay.',
  'Aha.',
  'Oh!',
  'Huh.',
  'So!',
  'Gosh.',
  'Oh, well.',
  'Listen.',
  'Ha.',
  'Look.',
];

function freshOpening(text: string, said: Said): string {
  if (!said.openings.has(openingOf(text))) return text;
  const start = hashOf(text) % INTERJECTIONS.length;
  for (let i = 0; i < INTERJECTIONS.length; i++) {
    const opened = `${INTERJECTIONS[(start + i) % INTERJECTIONS.length]} ${text}`;
    if (!said.openings.has(openingOf(opened))) return opened;
  }
  return text;
}

function write(
  persona: ReplyPersona,
  memory: Memory,
  writer: Writer,
  /** What the Angel remembers from earlier chats (server/memory): it may add one line. */
  remembered: ReplyRequest['memory'],
): string {
  const scene = sceneOf(persona, memory, writer);
  const text = tidy(remembering(scene, remembered?.facts, answer(scene)).join(' '));
  // The thoughtful ones (wise, honest, shy…) speak a little more formally.
  return scene.voice.family === 'thoughtful' ? text : contract(text);
}

/** A small seeded PRNG (xmur3 hash → mulberry32): same seed, same sequence. */
export function seeded(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
