/**
 * Which plain letter a character from another script is drawn like: Greek "Κ" is "k",
 * Cyrillic "у" is "y". The data is Unicode's own (confusables.txt of UTS #39, v13.0.0, as
 * shipped by the `unhomoglyph` package, MIT), not a list of ours: it maps each character to a
 * prototype, and a character reads as the ASCII characters that share its prototype.
 */
import { createRequire } from 'node:module';

/** confusables.txt: a character → its prototype (the skeleton of UTS #39 §4). */
const PROTOTYPES = createRequire(import.meta.url)('unhomoglyph/data.json') as Record<
  string,
  string
>;

const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;
/** A prototype's marks are dropped as the text's are: "η" is drawn as "n̩", read as "n". */
const prototypeOf = (text: string) =>
  (PROTOTYPES[text] ?? text).normalize('NFD').replace(/\p{M}/gu, '');

/**
 * The printable ASCII characters drawn alike, by prototype: "l" for "l", "I", "1" and "|"
 * (Unicode's prototype of all four), "O" for "O" and "0".
 */
const ASCII_BY_PROTOTYPE = new Map<string, string[]>();
for (let code = 0x20; code < 0x7f; code += 1) {
  const char = String.fromCharCode(code);
  const prototype = prototypeOf(char);
  ASCII_BY_PROTOTYPE.set(prototype, [...(ASCII_BY_PROTOTYPE.get(prototype) ?? []), char]);
}

const isUpper = (char: string) => char !== char.toLowerCase();
const isLetter = (char: string) => /[A-Za-z]/.test(char);

/**
 * Of the ASCII characters that share a prototype, the one a reader sees: a letter of the
 * same case ("Ι", capital iota, is "I", while "ӏ", a small palochka, is "l"), else a letter,
 * else whatever there is.
 */
function pick(candidates: string[], upper: boolean): string | undefined {
  return (
    candidates.find((c) => isLetter(c) && isUpper(c) === upper) ??
    candidates.find(isLetter) ??
    candidates[0]
  );
}

function asciiOf(form: string, upper: boolean): string | undefined {
  const prototype = prototypeOf(form);
  const candidates = ASCII_BY_PROTOTYPE.get(prototype);
  if (candidates) return pick(candidates, upper);
  // A prototype of several characters ("rn" for "m"-like letters) read as they stand.
  return PRINTABLE_ASCII.test(prototype) ? prototype : undefined;
}

/**
 * The lower-case ASCII a non-ASCII character reads as, or undefined when it reads as none.
 * Unicode's prototype of a small letter is sometimes another small form ("κ" → "ĸ", "т" →
 * "ᴛ"): then its capital's ("Κ" → "K", "Т" → "T") is what the reader sees. A capital's
 * small letter is never tried: "Σ" does not look like "σ" ("o").
 */
export function asciiLookalike(char: string): string | undefined {
  const direct = asciiOf(char, isUpper(char));
  if (direct !== undefined || isUpper(char)) return direct?.toLowerCase();
  const capital = char.toUpperCase();
  if ([...capital].length !== 1) return undefined;
  return asciiOf(capital, true)?.toLowerCase();
}
