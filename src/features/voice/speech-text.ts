/**
 * What of a reply is said aloud: its words as plain text, never markup. Roleplay actions
 * ("*smiles*") are stage directions, not speech, so they are left out; a reply that is nothing
 * but an action is read as written, without its asterisks. Markdown marks, links' addresses and
 * emoji (which engines spell out as "smiling face with…") are not read either.
 */
import { emphasisPieces } from '@/components/roleplay/emphasis';

/** Long utterances are cut off by some engines (Chrome stops after ~15 s): speak in parts. */
export const SPEECH_CHUNK_MAX = 220;

const hasWords = (text: string) => /\p{L}|\p{N}/u.test(text);

function withoutActions(text: string): string {
  const pieces = emphasisPieces(text);
  // "**really**" is emphasis of a spoken word; a single pair of asterisks is an action.
  const action = (start: number) => text.slice(Math.max(0, start - 2), start) !== '**';
  const spoken = pieces.filter((piece) => !piece.em || !action(piece.start));
  const said = spoken.map((piece) => piece.text).join('');
  return hasWords(said) ? said : pieces.map((piece) => piece.text).join(' ');
}

export function speechText(text: string): string {
  return withoutActions(text)
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1') // [words](address): the words
    .replace(/https?:\/\/\S+/g, 'a link')
    .replace(/^\s{0,3}(#{1,6}|>|[-+*]|\d+[.)])\s+/gm, '') // headings, quotes, list marks
    .replace(/`+/g, '')
    .replace(/(^|\s)_{1,2}(\S[^_]*?\S|\S)_{1,2}(?=\s|[.,!?;:]|$)/g, '$1$2')
    .replace(/\p{Extended_Pictographic}(\u200d\p{Extended_Pictographic}|\ufe0f)*/gu, '')
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n+ */g, '\n')
    .replace(/ ([.,!?;:])/g, '$1')
    .trim();
}

/**
 * `text` in parts of at most `max` characters, cut after a sentence where one ends in reach,
 * else after a word: each part is one utterance.
 */
export function speechChunks(text: string, max = SPEECH_CHUNK_MAX): string[] {
  const chunks: string[] = [];
  let rest = text.trim();
  while (rest.length > max) {
    const window = rest.slice(0, max + 1);
    const sentence = Math.max(
      ...['. ', '! ', '? ', '\n', '… '].map((end) => window.lastIndexOf(end)),
    );
    const space = window.lastIndexOf(' ');
    const cut = sentence > max / 3 ? sentence + 1 : space > 0 ? space : max;
    chunks.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) chunks.push(rest);
  return chunks;
}
