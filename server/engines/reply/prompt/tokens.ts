/**
 * How many tokens a text takes, counted so that it is never less than a real tokenizer
 * counts: the prompt builder must never send more than the model's context holds, and the
 * model behind LLM_BASE_URL may be any family (Llama 3, Qwen, Mistral, GPT), whose tokenizer
 * ranks we do not ship. The estimate walks the text the way byte-level BPE tokenizers split
 * it before merging (letters, digits, other symbols, spaces), and gives each piece at least
 * as many tokens as cl100k or o200k ever need for it in ordinary text; prompt/tokens.test.ts
 * checks that against the real tokenizers over English, German, Russian, CJK, emoji and code.
 * English costs about 1.6 times its real count, CJK two to three times: room given up for safety.
 */

/** What a chat template adds around each message (role markers, separators). */
export const MESSAGE_OVERHEAD_TOKENS = 8;

/** What kind of piece a char code starts, or continues (OTHER: a piece of one character). */
const LETTER = 1;
const DIGIT = 2;
const SPACE = 3;
const NEWLINE = 4;
/** Tab, carriage return, form feed, vertical tab: a run of them is one token. */
const CONTROL = 5;
const OTHER = 0;
const CLASS = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  CLASS[c] =
    (c >= 65 && c <= 90) || (c >= 97 && c <= 122)
      ? LETTER
      : c >= 48 && c <= 57
        ? DIGIT
        : c === 32
          ? SPACE
          : c === 10
            ? NEWLINE
            : c === 9 || c === 13 || c === 12 || c === 11
              ? CONTROL
              : OTHER;
}

/**
 * Tokens of a text: never fewer than a real tokenizer's count, often somewhat more. The text
 * is split into pieces — a run of ASCII letters, of digits, of spaces, of newlines, of the
 * other ASCII spaces, or one other character — in one pass over its char codes: this runs
 * for every turn of every prompt before the first word, where a regular expression's matches
 * cost several times as much (tokens.test.ts holds it to that regular expression's pieces).
 */
export function countTokens(text: string): number {
  let total = 0;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text.charCodeAt(i);
    const kind = c < 128 ? CLASS[c]! : OTHER;
    if (kind === OTHER) {
      i += 1;
      if (c < 128)
        total += 1; // punctuation, symbols
      // Everything else by its UTF-8 size, which no byte-level tokenizer exceeds (a token is
      // at least one byte): 2-byte scripts (accents, Cyrillic, Greek, Arabic) two, 3-byte
      // (CJK, kana, Hangul, Indic, Thai) three, 4-byte (emoji, rare ideographs) four.
      else if (c < 0x800) total += 2;
      else if (c >= 0xd800 && c <= 0xdbff && i < n && (text.charCodeAt(i) & 0xfc00) === 0xdc00) {
        total += 4;
        i += 1;
      } else total += 3;
      continue;
    }
    const start = i;
    i += 1;
    while (i < n) {
      const d = text.charCodeAt(i);
      if (d >= 128 || CLASS[d] !== kind) break;
      i += 1;
    }
    const run = i - start;
    // Words: the common ones are one token, rare ones split into pieces of 2 to 4 letters.
    if (kind === LETTER) total += Math.ceil(run / 3);
    // Digits: some tokenizers (Llama 2, Mistral) take them one at a time.
    else if (kind === DIGIT) total += run;
    // A single space joins the next word; longer runs of spaces are a token per few.
    else if (kind === SPACE) total += run === 1 ? 0 : Math.ceil(run / 4);
    else if (kind === NEWLINE) total += Math.ceil(run / 2);
    else total += 1;
  }
  return total;
}

/** The longest start of `text` that fits in `tokens` (cut at a word boundary when near one). */
export function cutToTokens(text: string, tokens: number): string {
  if (tokens <= 0) return '';
  if (countTokens(text) <= tokens) return text;
  // Binary search on the length: the count grows with the length.
  let low = 0;
  let high = text.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (countTokens(text.slice(0, mid)) <= tokens) low = mid;
    else high = mid - 1;
  }
  const cut = text.slice(0, low);
  const space = cut.search(/\s\S*$/);
  return space > low * 0.8 ? cut.slice(0, space) : cut;
}
