import type { EarlierReply, ReplyTurn } from '../reply-engine.ts';
import { memo } from './memo.ts';

/**
 * How stale a drafted reply would sound, judged against the replies the engine can see and
 * the chat's earlier ones it is given (ReplyRequest.earlier): the same opening as one of the
 * last nine replies, a phrase of ten words already said in the chat, or a line another Angel
 * of the group already said. The engine drafts a few replies and keeps the freshest; zero means nothing repeats.
 */
export const OPENING_WORDS = 3;
export const PHRASE_WORDS = 10;
const OPENING_WINDOW = 9;
const LINE_WORDS = 4;

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .split(/\s+/)
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter(Boolean);

export const openingOf = (text: string) => words(text).slice(0, OPENING_WORDS).join(' ');

const linesOf = memo((text: string) =>
  (text.match(/[^.!?]+[.!?]*/g) ?? [])
    .map((line) => words(line).join(' '))
    .filter((line) => line.split(' ').length >= LINE_WORDS),
);

const phrasesOf = memo(readPhrases);

function readPhrases(text: string): string[] {
  const all = words(text);
  const out: string[] = [];
  for (let at = 0; at + PHRASE_WORDS <= all.length; at++) {
    out.push(all.slice(at, at + PHRASE_WORDS).join(' '));
  }
  return out;
}

/** What the visible replies said, read once per reply and shared by every draft. */
export type Said = {
  openings: Set<string>;
  phrases: Set<string>;
  othersLines: Set<string>;
  ownLines: Set<string>;
};

export function saidSoFar(
  history: readonly ReplyTurn[],
  speaker: number,
  earlier: readonly EarlierReply[] = [],
): Said {
  const replies = history.filter((turn) => turn.avatarId !== null);
  const said: Said = {
    openings: new Set(replies.slice(-OPENING_WINDOW).map((turn) => openingOf(turn.text))),
    phrases: new Set(),
    othersLines: new Set(),
    ownLines: new Set(),
  };
  // The earlier ones overlap the visible ones: a set takes each phrase once.
  for (const turn of [...earlier, ...replies]) {
    for (const phrase of phrasesOf(turn.text)) said.phrases.add(phrase);
    const lines = turn.avatarId === speaker ? said.ownLines : said.othersLines;
    for (const line of linesOf(turn.text)) lines.add(line);
  }
  return said;
}

/** How many ways the draft repeats what was said; a long phrase weighs most. */
export function staleness(draft: string, said: Said): number {
  let faults = 0;
  if (said.openings.has(openingOf(draft))) faults += 2;
  const phrases = phrasesOf(draft);
  // A draft may not repeat itself either.
  if (new Set(phrases).size < phrases.length) faults += 3;
  if (phrases.some((phrase) => said.phrases.has(phrase))) faults += 3;
  for (const line of linesOf(draft)) {
    if (said.othersLines.has(line)) faults += 3;
    else if (said.ownLines.has(line)) faults += 1;
  }
  return faults;
}

/**
 * The draft without the sentences that repeat the chat (a 10-word phrase said before, alone or
 * with the sentence before it, or a line another Angel said), read in order; empty when every
 * sentence does. The last resort when no draft is fresh: a long chat wears the banks thin.
 */
export function withoutRepeats(draft: string, said: Said): string {
  const kept: string[] = [];
  for (const sentence of draft.match(/[^.!?]+[.!?]*\s*/g) ?? []) {
    const tried = [...kept, sentence].join('').trim();
    const phrases = phrasesOf(tried);
    const repeats =
      new Set(phrases).size < phrases.length ||
      phrases.some((phrase) => said.phrases.has(phrase)) ||
      linesOf(sentence).some((line) => said.othersLines.has(line));
    if (!repeats) kept.push(sentence);
  }
  return kept.join('').trim();
}
