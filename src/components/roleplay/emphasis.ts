/**
 * Roleplay texts write actions between asterisks ("*smiles* Hello"). The asterisks are
 * markup, not words: a pair around a run of text on one line becomes emphasis, and the
 * asterisks themselves are dropped. Anything else (a lone asterisk, "2 * 3", a pair around
 * spaces, an action still being streamed and not yet closed) stays exactly as written.
 * The result is plain pieces for React to render as text nodes: never HTML.
 */

export type EmphasisPiece = {
  text: string;
  /** Inside a pair of asterisks. */
  em: boolean;
  /** Where `text` starts in the original string (code units), for marks computed on it. */
  start: number;
};

// One or two asterisks, a run without asterisks or line breaks that neither starts nor ends
// with a space, and the same asterisks again ("**bold**" reads as emphasis too).
const PAIR = /(\*{1,2})(?=[^\s*])([^*\n]*?[^\s*])\1(?!\*)/g;

export function emphasisPieces(text: string): EmphasisPiece[] {
  const pieces: EmphasisPiece[] = [];
  let at = 0;
  for (const match of text.matchAll(PAIR)) {
    const [whole, stars = '', inner = ''] = match;
    const index = match.index;
    if (index > at) pieces.push({ text: text.slice(at, index), em: false, start: at });
    pieces.push({ text: inner, em: true, start: index + stars.length });
    at = index + whole.length;
  }
  if (at < text.length || pieces.length === 0) {
    pieces.push({ text: text.slice(at), em: false, start: at });
  }
  return pieces;
}
