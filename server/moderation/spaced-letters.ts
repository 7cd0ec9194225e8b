/**
 * Letters spaced, dotted or hyphenated out ("k i l l", "k.i.l.l", "k-i-l-l y o u") are read
 * as words. Only a run of at least three single letters or digits, each standing alone
 * between separators, is joined: ordinary text has such runs only for initials and
 * abbreviations ("U.S.A.", "J. R. R."), which join into nothing harmful, while "I skilled"
 * or "a kil n" have no run at all.
 *
 * A run carries no word breaks, so it is cut where a reader would cut it: into known words
 * (the filter's phrases, word list and allow-list, and common English words) covering as
 * many letters as possible. What no known word covers stays as written, one piece. When
 * several cuts cover as much ("n u d e s o f a" is "nudes of a" or "nude sofa"), both
 * readings are given, the one in the fewest pieces and the one in the most, and the filter
 * reads each. Each cut is a space in the folded text, standing for the separator there.
 */
import type { FoldedText } from './text-folding.ts';

const SINGLE = '[a-z0-9@$]';
/** What stands between spaced-out letters: spaces and punctuation, not quotes or brackets. */
const GAP = '[\\s.\\-_*·•,/\\\\|~+=:;]{1,3}';
/** A letter after an apostrophe ends a word ("I'm a b"), it does not stand alone. */
const NOT_ALONE = "[\\p{L}\\p{N}@$'\u2019]";
const RUN = new RegExp(`(?<!${NOT_ALONE})${SINGLE}(?:${GAP}${SINGLE}){2,}(?!${NOT_ALONE})`, 'gu');
const SINGLE_CHAR = new RegExp(SINGLE);

/** Leetspeak read inside a run, to find words ("k 1 l l"); the letters stay as written. */
const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};

type Score = { covered: number; pieces: number; from: number; known: boolean };
/** Which reading wins when two cover as many letters: the one in fewer or in more pieces. */
export type Pieces = 'fewest' | 'most';
const better = (a: Score, b: Score | undefined, pieces: Pieces) =>
  !b ||
  a.covered > b.covered ||
  (a.covered === b.covered && (pieces === 'fewest' ? a.pieces < b.pieces : a.pieces > b.pieces));

/**
 * Where to cut a run's letters: the indexes a new word starts at. Dynamic programming over
 * prefixes, one score per prefix for "ends in a known word" and "ends in unknown letters".
 */
function cuts(
  letters: string,
  words: ReadonlySet<string>,
  longest: number,
  pieces: Pieces,
): number[] {
  const plain = [...letters].map((char) => LEET[char] ?? char).join('');
  const n = letters.length;
  // A number is one piece: no cut between two digits ("1 4 y o" is "14yo", never "1 4 yo").
  const digit = (i: number) => i >= 0 && i < n && /\d/.test(letters.charAt(i));
  const canCut = (i: number) => !(digit(i - 1) && digit(i));
  // best[i * 2 + (known ? 0 : 1)]: the best reading of the first i letters.
  const best: (Score | undefined)[] = new Array<Score | undefined>((n + 1) * 2);
  best[0] = { covered: 0, pieces: 0, from: -1, known: true };
  const offer = (at: number, score: Score) => {
    const slot = at * 2 + (score.known ? 0 : 1);
    if (better(score, best[slot], pieces)) best[slot] = score;
  };
  for (let i = 0; i < n; i += 1) {
    for (const slot of [i * 2, i * 2 + 1]) {
      const here = best[slot];
      if (!here) continue;
      const known = slot % 2 === 0;
      if (!known || canCut(i))
        offer(i + 1, {
          covered: here.covered,
          pieces: here.pieces + (known ? 1 : 0),
          from: slot,
          known: false,
        });
      for (let length = 1; length <= longest && i + length <= n; length += 1) {
        if (!canCut(i) || !canCut(i + length)) continue;
        if (!words.has(letters.slice(i, i + length)) && !words.has(plain.slice(i, i + length)))
          continue;
        offer(i + length, {
          covered: here.covered + length,
          pieces: here.pieces + 1,
          from: slot,
          known: true,
        });
      }
    }
  }
  const endsKnown = best[n * 2];
  let slot = endsKnown && better(endsKnown, best[n * 2 + 1], pieces) ? n * 2 : n * 2 + 1;
  const starts: number[] = [];
  // Walk back: a piece starts where the previous reading ended, unless both are unknown.
  for (let score = best[slot]; score && score.from >= 0; score = best[slot]) {
    const from = Math.floor(score.from / 2);
    const joinsUnknown = !score.known && score.from % 2 === 1;
    if (!joinsUnknown && from > 0) starts.push(from);
    slot = score.from;
  }
  return starts;
}

const longestWords = new WeakMap<ReadonlySet<string>, number>();
function longestOf(words: ReadonlySet<string>): number {
  let longest = longestWords.get(words);
  if (longest === undefined) {
    longest = Math.max(0, ...[...words].map((word) => word.length));
    longestWords.set(words, longest);
  }
  return longest;
}

/** Whether the folded text has letters spaced out. */
export function hasSpacedLetters(folded: FoldedText): boolean {
  RUN.lastIndex = 0;
  return RUN.test(folded.text);
}

/** The folded text with each spaced-out run joined and cut into words. */
export function joinSpacedLetters(
  folded: FoldedText,
  words: ReadonlySet<string>,
  pieces: Pieces = 'fewest',
): FoldedText {
  const longest = longestOf(words);
  RUN.lastIndex = 0;
  let text = '';
  const starts: number[] = [];
  const ends: number[] = [];
  const copy = (from: number, to: number) => {
    text += folded.text.slice(from, to);
    for (let i = from; i < to; i += 1) {
      starts.push(folded.starts[i] ?? 0);
      ends.push(folded.ends[i] ?? 0);
    }
  };
  let done = 0;
  for (const run of folded.text.matchAll(RUN)) {
    const at = run.index;
    copy(done, at);
    const positions = [...run[0]].flatMap((char, i) => (SINGLE_CHAR.test(char) ? [at + i] : []));
    const letters = positions.map((position) => folded.text.charAt(position)).join('');
    const cutAt = new Set(cuts(letters, words, longest, pieces));
    positions.forEach((position, k) => {
      if (cutAt.has(k)) {
        // The space stands for the separator between the two letters.
        const gapStart = (positions[k - 1] ?? position) + 1;
        text += ' ';
        starts.push(folded.starts[gapStart] ?? 0);
        ends.push(folded.ends[position - 1] ?? 0);
      }
      copy(position, position + 1);
    });
    done = at + run[0].length;
  }
  copy(done, folded.text.length);
  return { text, source: folded.source, starts, ends };
}
