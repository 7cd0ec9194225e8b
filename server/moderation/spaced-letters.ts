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

/** Which reading wins when two cover as many letters: the one in fewer or in more pieces. */
type Pieces = 'fewest' | 'most';

/** The known words as a trie: a run is read letter by letter, never sliced. */
type Node = { next: Map<string, Node>; word: boolean };
const tries = new WeakMap<ReadonlySet<string>, Node>();
function trieOf(words: ReadonlySet<string>): Node {
  let root = tries.get(words);
  if (root) return root;
  root = { next: new Map(), word: false };
  for (const word of words) {
    let node = root;
    for (const char of word) {
      let child = node.next.get(char);
      if (!child) node.next.set(char, (child = { next: new Map(), word: false }));
      node = child;
    }
    node.word = true;
  }
  tries.set(words, root);
  return root;
}

/** The lengths of the known words starting at `at`, read as written or through leetspeak. */
function wordsAt(letters: string, at: number, root: Node): number[] {
  const lengths: number[] = [];
  for (const leet of [false, true]) {
    let node: Node | undefined = root;
    for (let i = at; node && i < letters.length; i += 1) {
      const char = letters.charAt(i);
      node = node.next.get(leet ? (LEET[char] ?? char) : char);
      if (node?.word && !lengths.includes(i - at + 1)) lengths.push(i - at + 1);
    }
  }
  return lengths;
}

/**
 * Where to cut a run's letters: the indexes a new word starts at. Dynamic programming over
 * prefixes, one score per prefix for "ends in a known word" (slot 2i) and "ends in unknown
 * letters" (slot 2i + 1): letters covered by known words, then pieces.
 */
function cuts(letters: string, wordLengths: number[][], pieces: Pieces): number[] {
  const n = letters.length;
  // A number is one piece: no cut between two digits ("1 4 y o" is "14yo", never "1 4 yo").
  const digit = (i: number) => i >= 0 && i < n && /\d/.test(letters.charAt(i));
  const canCut = (i: number) => !(digit(i - 1) && digit(i));
  const covered = new Int32Array((n + 1) * 2).fill(-1);
  const count = new Int32Array((n + 1) * 2);
  const from = new Int32Array((n + 1) * 2).fill(-1);
  covered[0] = 0;
  const offer = (slot: number, withCovered: number, withPieces: number, previous: number) => {
    const now = covered[slot] ?? -1;
    const wins =
      withCovered > now ||
      (withCovered === now &&
        (pieces === 'fewest' ? withPieces < (count[slot] ?? 0) : withPieces > (count[slot] ?? 0)));
    if (!wins) return;
    covered[slot] = withCovered;
    count[slot] = withPieces;
    from[slot] = previous;
  };
  for (let i = 0; i < n; i += 1) {
    const lengths = canCut(i) ? (wordLengths[i] ?? []) : [];
    for (let slot = i * 2; slot <= i * 2 + 1; slot += 1) {
      const here = covered[slot] ?? -1;
      if (here < 0) continue;
      const known = slot % 2 === 0;
      const herePieces = count[slot] ?? 0;
      if (!known || canCut(i)) offer((i + 1) * 2 + 1, here, herePieces + (known ? 1 : 0), slot);
      for (const length of lengths) {
        if (canCut(i + length)) offer((i + length) * 2, here + length, herePieces + 1, slot);
      }
    }
  }
  let slot = n * 2;
  const [endKnown, endUnknown] = [covered[n * 2] ?? -1, covered[n * 2 + 1] ?? -1];
  const fewer = (count[n * 2] ?? 0) <= (count[n * 2 + 1] ?? 0);
  if (endKnown < endUnknown || (endKnown === endUnknown && fewer !== (pieces === 'fewest')))
    slot = n * 2 + 1;
  const starts: number[] = [];
  // Walk back: a piece starts where the previous reading ended, unless both are unknown.
  for (let previous = from[slot] ?? -1; previous >= 0; previous = from[slot] ?? -1) {
    const joinsUnknown = slot % 2 === 1 && previous % 2 === 1;
    const at = Math.floor(previous / 2);
    if (!joinsUnknown && at > 0) starts.push(at);
    slot = previous;
  }
  return starts;
}

/** Whether the folded text has letters spaced out. */
export function hasSpacedLetters(folded: FoldedText): boolean {
  RUN.lastIndex = 0;
  return RUN.test(folded.text);
}

type Reading = FoldedText & { starts: number[]; ends: number[] };

/**
 * The folded text with each spaced-out run joined and cut into words: the reading in the
 * fewest pieces, and the one in the most when it differs.
 */
export function joinSpacedLetters(folded: FoldedText, words: ReadonlySet<string>): FoldedText[] {
  const root = trieOf(words);
  const readings: [Pieces, Reading][] = (['fewest', 'most'] as const).map((pieces) => [
    pieces,
    { text: '', source: folded.source, starts: [], ends: [] },
  ]);
  const copy = (reading: Reading, from: number, to: number) => {
    reading.text += folded.text.slice(from, to);
    for (let i = from; i < to; i += 1) {
      reading.starts.push(folded.starts[i] ?? 0);
      reading.ends.push(folded.ends[i] ?? 0);
    }
  };
  let done = 0;
  RUN.lastIndex = 0;
  for (const run of folded.text.matchAll(RUN)) {
    const at = run.index;
    const positions: number[] = [];
    for (let i = 0; i < run[0].length; i += 1) {
      if (SINGLE_CHAR.test(run[0].charAt(i))) positions.push(at + i);
    }
    const letters = positions.map((position) => folded.text.charAt(position)).join('');
    const wordLengths = positions.map((_, i) => wordsAt(letters, i, root));
    for (const [pieces, reading] of readings) {
      copy(reading, done, at);
      const cutAt = new Set(cuts(letters, wordLengths, pieces));
      positions.forEach((position, k) => {
        if (cutAt.has(k)) {
          // The space stands for the separator between the two letters.
          reading.text += ' ';
          reading.starts.push(folded.starts[(positions[k - 1] ?? position) + 1] ?? 0);
          reading.ends.push(folded.ends[position - 1] ?? 0);
        }
        copy(reading, position, position + 1);
      });
    }
    done = at + run[0].length;
  }
  for (const [, reading] of readings) copy(reading, done, folded.text.length);
  const [fewest, most] = readings.map(([, reading]) => reading);
  if (!fewest || !most) return [folded];
  return fewest.text === most.text ? [fewest] : [fewest, most];
}
