/**
 * The text as a reader reads it, before any word list is matched: invisible characters
 * (soft hyphens, zero-width spaces and joiners, word joiners, BOMs, variation selectors,
 * bidi controls, tag characters: every Default_Ignorable_Code_Point) are gone, compatibility
 * forms are plain (NFKD: full-width "ｓ", bold "𝐬", ligatures), accents and other combining
 * marks are dropped ("kíll" is "kill"), letters of other scripts drawn like Latin ones are
 * those letters (Unicode's confusables data), and ASCII is lower case. Letters spaced or
 * dotted out ("k i l l", "k.i.l.l") are joined by spaced-letters.ts.
 *
 * Each UTF-16 unit of the folded text remembers the code point of the original it came
 * from, so a match in the folded text is shown where it stands in what the user wrote.
 */
import { asciiLookalike } from './confusables.ts';
import { hasSpacedLetters, joinSpacedLetters } from './spaced-letters.ts';

export type FoldedText = {
  text: string;
  /** The original text. */
  source: string;
  /** Per folded UTF-16 unit: where its original character starts, in UTF-16 units. */
  starts: number[];
  /** Per folded UTF-16 unit: where its original character ends (exclusive). */
  ends: number[];
};

const INVISIBLE = /^\p{Default_Ignorable_Code_Point}$/u;
const MARK = /^[\p{Mn}\p{Me}]$/u;

/** One non-ASCII character, folded: '' when a reader does not see it. */
function foldOne(char: string): string {
  if (INVISIBLE.test(char)) return '';
  let folded = '';
  for (const part of char.normalize('NFKD')) {
    if (MARK.test(part) || INVISIBLE.test(part)) continue;
    const code = part.codePointAt(0) ?? 0;
    folded += code < 0x80 ? part.toLowerCase() : (asciiLookalike(part) ?? part);
  }
  return folded;
}

/**
 * Folding a character costs a normalisation and a look-up: each is done once per distinct
 * character. The cache is bounded, so text made of every code point cannot grow it forever.
 */
const MEMO_MAX = 8192;
const memo = new Map<number, string>();

function foldCode(code: number, char: string): string {
  const known = memo.get(code);
  if (known !== undefined) return known;
  const folded = foldOne(char);
  if (memo.size < MEMO_MAX) memo.set(code, folded);
  return folded;
}

const A = 0x41;
const Z = 0x5a;

/** Every character of `text` folded on its own, with where each came from. */
export function foldCharacters(text: string): FoldedText {
  let folded = '';
  const starts: number[] = [];
  const ends: number[] = [];
  for (let at = 0; at < text.length;) {
    const code = text.codePointAt(at) ?? 0;
    const width = code > 0xffff ? 2 : 1;
    let out: string;
    if (code < 0x80)
      out = code >= A && code <= Z ? String.fromCharCode(code + 32) : text.charAt(at);
    else out = foldCode(code, text.slice(at, at + width));
    for (let unit = 0; unit < out.length; unit += 1) {
      starts.push(at);
      ends.push(at + width);
    }
    folded += out;
    at += width;
  }
  return { text: folded, source: text, starts, ends };
}

/** [start, end) of the folded text, as [start, end) of the original. */
export function originalRange(
  folded: FoldedText,
  start: number,
  end: number,
): { start: number; end: number } {
  const last = Math.max(start, end - 1);
  let originalEnd = folded.ends[last] ?? 0;
  // The marks on the last letter are part of it ("you" spelled "yoú" in NFD).
  while (MARK.test(folded.source.charAt(originalEnd))) originalEnd += 1;
  return { start: folded.starts[start] ?? 0, end: originalEnd };
}

/**
 * The text as the filter reads it: each character folded, then spaced-out letters joined
 * and cut into `words` (the words the filter knows). Mostly one reading; two when letters
 * are spaced out and may be cut in two ways (spaced-letters.ts).
 */
export function foldText(text: string, words: ReadonlySet<string>): FoldedText[] {
  const folded = foldCharacters(text);
  return hasSpacedLetters(folded) ? joinSpacedLetters(folded, words) : [folded];
}
