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

/** One piece per match: a run of ASCII letters, of digits, of spaces, or one other char. */
const PIECES = /[A-Za-z]+|[0-9]+| +|\n+|[\t\r\f\v]+|[\s\S]/gu;

function pieceTokens(piece: string): number {
  const first = piece.charCodeAt(0);
  // Words: the common ones are one token, rare ones split into pieces of 2 to 4 letters.
  if (/^[A-Za-z]/.test(piece)) return Math.ceil(piece.length / 3);
  // Digits: some tokenizers (Llama 2, Mistral) take them one at a time.
  if (first >= 48 && first <= 57) return piece.length;
  // A single space joins the next word; longer runs of spaces are a token per few.
  if (first === 32) return piece.length === 1 ? 0 : Math.ceil(piece.length / 4);
  if (first === 10) return Math.ceil(piece.length / 2);
  if (first < 128) return 1; // punctuation, tabs, symbols
  // Everything else by its UTF-8 size, which no byte-level tokenizer exceeds (a token is at
  // least one byte): 2-byte scripts (accents, Cyrillic, Greek, Arabic) two, 3-byte (CJK,
  // kana, Hangul, Indic, Thai) three, 4-byte (emoji, rare ideographs) four.
  const code = piece.codePointAt(0) ?? 0;
  if (code < 0x800) return 2;
  if (code < 0x10000) return 3;
  return 4;
}

/** Tokens of a text: never fewer than a real tokenizer's count, often somewhat more. */
export function countTokens(text: string): number {
  let total = 0;
  for (const match of text.matchAll(PIECES)) total += pieceTokens(match[0]);
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
