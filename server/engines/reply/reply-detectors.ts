import { swapPerson } from './persona/text-tools.ts';

/**
 * What a grader hears as broken in a reply, made checkable: a garbled echo of the user's
 * words, a name taken from a word that is not one, and repetition (a long phrase twice in a
 * chat, the same opening within ten replies, one line said by two Angels of a group).
 */

/** Words that carry no topic of their own: an echo made only of them is not an echo. */
const FUNCTION = new Set(
  (
    "a an the my your our their his her its this that these those some any i i'm im i've you " +
    "you're me we us they he she it it's is are was were be been being am do does did don't " +
    'have has had having will would can could should shall may might must to of in on at for ' +
    'with about from by into over up out as than then so and or but if not no yes what whats ' +
    "what's which who whom how why when where more most much many very really just too also " +
    'like ever all one there here oh ooh hey hi hello well okay ok lot bit kind sort ' +
    // The Angel's own verbs of answering: "I think pineapple on pizza is great".
    'think feel know say love prefer want go get make guess mean tell'
  ).split(' '),
);
/** Words that a bare noun after them needs: dropping one leaves "Ooh, week." */
const DETERMINER = /^(a|an|the|my|your|our|their|his|her|its|this|that|these|those|some)$/;

const tokens = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .split(/\s+/)
    .map((t) => t.replace(/^'+|'+$/g, ''))
    .filter(Boolean);

function indexOfRun(haystack: string[], run: string[]): number[] {
  const at: number[] = [];
  for (let i = 0; i + run.length <= haystack.length; i++) {
    if (run.every((word, k) => haystack[i + k] === word)) at.push(i);
  }
  return at;
}

/**
 * The reply's quotes of the user's message that do not read as English: a run of reply words
 * all taken from the message (with at least one word that carries meaning) that is not a
 * stretch of the message as written or turned around ("favourite thing bake", "cats dogs"),
 * or that is, but lost the determiner it needs ("Ooh, week." from "How was your week?"). A
 * message in another language may not be quoted at all.
 */
export function garbledEchoes(reply: string, message: string, foreign = false): string[] {
  // Each clause on its own: a quote does not run across the Angel's punctuation.
  return reply.split(/[.!?;:,()"“”—–]+/).flatMap((clause) => garbledIn(clause, message, foreign));
}

function garbledIn(reply: string, message: string, foreign: boolean): string[] {
  const said = tokens(message);
  const turned = tokens(swapPerson(message));
  const vocabulary = new Set([...said, ...turned]);
  const words = tokens(reply);
  const found: string[] = [];
  let i = 0;
  while (i < words.length) {
    if (!vocabulary.has(words[i]!)) {
      i++;
      continue;
    }
    let end = i;
    while (end < words.length && vocabulary.has(words[end]!)) end++;
    // Function words at the edges belong to the Angel's own sentence.
    let from = i;
    let to = end;
    while (from < to && FUNCTION.has(words[from]!)) from++;
    while (to > from && FUNCTION.has(words[to - 1]!)) to--;
    const run = words.slice(from, to);
    if (run.length && run.some((w) => !FUNCTION.has(w) && w.length > 1)) {
      // A content word right after the run makes it a modifier ("beach clean-ups"), one right
      // before it a modifier of it ("a lovely week"): only a bare noun can lack its determiner.
      const after = words[to];
      const prior = words[from - 1];
      const bare =
        (after === undefined || FUNCTION.has(after)) &&
        (prior === undefined || FUNCTION.has(prior));
      const problem = problemOf(run, bare ? prior : 'the', said, turned, foreign);
      if (problem) found.push(`${problem}: "${run.join(' ')}"`);
    }
    i = end;
  }
  return found;
}

function problemOf(
  run: string[],
  before: string | undefined,
  said: string[],
  turned: string[],
  foreign: boolean,
): string | null {
  if (foreign) return 'quotes a message in another language';
  // Where the run stands in the message: the word before it, and whether it ends a phrase
  // there ("your week?") rather than modifying what follows ("a good week").
  const places = [
    ...indexOfRun(said, run).map((at) => ({ before: said[at - 1], next: said[at + run.length] })),
    ...indexOfRun(turned, run).map((at) => ({
      before: turned[at - 1],
      next: turned[at + run.length],
    })),
  ];
  const contiguous = indexOfRun(said, run).length + indexOfRun(turned, run).length > 0;
  if (!contiguous) return 'fragment with dropped words';
  // Every place it stands in the message had a determiner before it, and the reply has none.
  const needs = places.every(
    ({ before: word, next }) =>
      word !== undefined && DETERMINER.test(word) && (next === undefined || FUNCTION.has(next)),
  );
  if (needs && !(before && DETERMINER.test(before))) return 'noun without its determiner';
  return null;
}

/**
 * Names the reply calls the user by that were taken from a word of theirs that is not their
 * name ("Nice to meet you, Nervous!"): a capitalised word in a greeting or address position
 * that the user wrote, and that is not the name they gave nor an Angel's.
 */
export function misnamings(reply: string, userWords: string, names: readonly string[]): string[] {
  const known = new Set(names.flatMap((n) => n.toLowerCase().split(/\s+/)));
  const theirs = new Set(tokens(userWords));
  const addressed = [
    ...reply.matchAll(
      /\b(?:meet you|Hi|Hey|Hello|Thanks|Anytime|Congratulations|Talk soon|you are|remember you|Welcome back|Goodnight)[,:]?\s+(\p{Lu}[\p{L}'-]+)/gu,
    ),
    ...reply.matchAll(/,\s(\p{Lu}[\p{L}'-]+)(?=[!?.])/gu),
  ].map((m) => m[1]!);
  return addressed.filter((word) => {
    const lower = word.toLowerCase();
    return lower !== 'i' && theirs.has(lower) && !known.has(lower);
  });
}

const phrase = (words: string[], at: number, n: number) => words.slice(at, at + n).join(' ');

/** A phrase of `n` or more words that two of the texts share (or one says twice). */
export function repeatedPhrase(texts: readonly string[], n = 10): string | null {
  const seen = new Map<string, number>();
  for (const [index, text] of texts.entries()) {
    const words = tokens(text);
    for (let at = 0; at + n <= words.length; at++) {
      const key = phrase(words, at, n);
      const first = seen.get(key);
      if (first !== undefined) return `"${key}" (replies ${first + 1} and ${index + 1})`;
      seen.set(key, index);
    }
  }
  return null;
}

/** A reply's opening: its first three words. */
export const openingOf = (text: string) => tokens(text).slice(0, 3).join(' ');

/** A phrase of `n` words the new reply shares with one said before (or says twice). */
export function phraseSaidBefore(before: readonly string[], reply: string, n = 10): string | null {
  const earlier = new Set(before.flatMap((text) => phrasesOf(tokens(text), n)));
  const mine = phrasesOf(tokens(reply), n);
  const again = mine.find((p, i) => earlier.has(p) || mine.indexOf(p) !== i);
  return again ? `"${again}"` : null;
}

function phrasesOf(words: string[], n: number): string[] {
  const out: string[] = [];
  for (let at = 0; at + n <= words.length; at++) out.push(phrase(words, at, n));
  return out;
}

/** The same opening twice within any `window` consecutive replies. */
export function repeatedOpening(replies: readonly string[], window = 10): string | null {
  for (let i = 0; i < replies.length; i++) {
    for (let j = i + 1; j < Math.min(replies.length, i + window); j++) {
      if (openingOf(replies[i]!) === openingOf(replies[j]!)) {
        return `"${openingOf(replies[i]!)}" (replies ${i + 1} and ${j + 1})`;
      }
    }
  }
  return null;
}

/** The sentences of a text, normalised; those of four words or more count as a "line". */
export function linesOf(text: string): string[] {
  return (text.match(/[^.!?]+[.!?]*/g) ?? [])
    .map((s) => tokens(s).join(' '))
    .filter((s) => s.split(' ').length >= 4);
}

/** A line of the reply that one of `theirs` (other speakers' replies) already said. */
export function lineSaidBy(theirs: readonly string[], reply: string): string | null {
  const said = new Set(theirs.flatMap(linesOf));
  const line = linesOf(reply).find((l) => said.has(l));
  return line ? `"${line}"` : null;
}

/** A line two different speakers of a group both said. */
export function sharedLine(replies: readonly { speaker: number; text: string }[]): string | null {
  const said = new Map<string, number>();
  for (const { speaker, text } of replies) {
    for (const line of linesOf(text)) {
      const first = said.get(line);
      if (first !== undefined && first !== speaker) return `"${line}"`;
      if (first === undefined) said.set(line, speaker);
    }
  }
  return null;
}
