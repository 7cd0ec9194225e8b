/**
 * Character cards inside PNG files: the card JSON, base64-encoded, in `tEXt` chunks named
 * `ccv3` (Character Card V3) and `chara` (V2, read by older tools). Reading prefers `ccv3`.
 */
import { cardInvalid } from './card-error.ts';
import {
  ChunkError,
  decodeText,
  encodeText,
  PNG_SIGNATURE,
  readChunks,
  writeChunks,
  type Chunk,
} from './png-chunks.ts';

const CARD_KEYWORDS = new Set(['ccv3', 'chara']);
/** A card has a dozen chunks; thousands of empty ones are only there to waste our time. */
export const PNG_CHUNKS_MAX = 10_000;

export const isPng = (bytes: Buffer) =>
  bytes.length >= PNG_SIGNATURE.length &&
  bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE);

/** The file's chunks (views of it, not copies), or a 400 saying what is wrong with it. */
function chunksOf(png: Uint8Array): Chunk[] {
  try {
    return readChunks(png, PNG_CHUNKS_MAX);
  } catch (error) {
    if (!(error instanceof ChunkError)) throw error;
    if (error.tooMany) {
      throw cardInvalid(
        `The PNG file has more than ${PNG_CHUNKS_MAX.toLocaleString('en-US')} chunks; a card has a few.`,
      );
    }
    throw cardInvalid(`The PNG file is damaged: ${error.message}.`);
  }
}

/** A tEXt chunk's keyword and text, or null for other chunks (or a malformed tEXt). */
function textOf(chunk: Chunk): { keyword: string; text: string } | null {
  return chunk.name === 'tEXt' ? decodeText(chunk.data) : null;
}

/** The card JSON text a PNG carries (`ccv3` first, then `chara`), or a 400 saying it has none. */
export function readCardText(png: Buffer): string {
  const texts = new Map<string, string>();
  for (const chunk of chunksOf(png)) {
    const entry = textOf(chunk);
    if (entry && CARD_KEYWORDS.has(entry.keyword) && !texts.has(entry.keyword)) {
      texts.set(entry.keyword, entry.text);
    }
  }
  const text = texts.get('ccv3') ?? texts.get('chara');
  if (text === undefined) {
    throw cardInvalid(
      'This PNG carries no character card (no "ccv3" or "chara" text chunk): it is just a picture.',
    );
  }
  // The spec says base64; a few old tools wrote the JSON itself.
  if (text.trimStart().startsWith('{')) return Buffer.from(text, 'latin1').toString('utf8');
  return Buffer.from(text, 'base64').toString('utf8');
}

/** The PNG without any card chunks: the picture alone, as an imported Angel keeps it. */
export function withoutCard(png: Buffer): Buffer {
  return writeChunks(chunksOf(png).filter((chunk) => !isCardChunk(chunk)));
}

const isCardChunk = (chunk: Chunk) => {
  const keyword = textOf(chunk)?.keyword;
  return keyword !== undefined && CARD_KEYWORDS.has(keyword);
};

/** The PNG with these cards in `chara` (V2) and `ccv3` (V3) chunks, replacing any it had. */
export function withCard(png: Buffer, cards: { v2: unknown; v3: unknown }): Buffer {
  const chunks = chunksOf(png).filter((chunk) => !isCardChunk(chunk));
  const base64 = (card: unknown) => Buffer.from(JSON.stringify(card), 'utf8').toString('base64');
  const added = [encodeText('chara', base64(cards.v2)), encodeText('ccv3', base64(cards.v3))];
  const end = chunks.findIndex((chunk) => chunk.name === 'IEND');
  chunks.splice(end === -1 ? chunks.length : end, 0, ...added);
  return writeChunks(chunks);
}
