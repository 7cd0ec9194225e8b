/**
 * Character cards inside PNG files: the card JSON, base64-encoded, in `tEXt` chunks named
 * `ccv3` (Character Card V3) and `chara` (V2, read by older tools). Reading prefers `ccv3`.
 */
import extractChunks from 'png-chunks-extract';
import encodeChunks from 'png-chunks-encode';
import * as pngText from 'png-chunk-text';
import { cardInvalid } from './card-error.ts';

type Chunk = { name: string; data: Uint8Array };

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const CARD_KEYWORDS = new Set(['ccv3', 'chara']);
/** A card has a dozen chunks; thousands of empty ones are only there to waste our time. */
export const PNG_CHUNKS_MAX = 10_000;

export const isPng = (bytes: Buffer) =>
  bytes.length >= SIGNATURE.length && bytes.subarray(0, SIGNATURE.length).equals(SIGNATURE);

/**
 * Walks the chunk headers (length, type, data, CRC) before the library reads them: it
 * allocates whatever length a header claims and copies byte by byte, so a 20-byte file
 * claiming a 2 GB chunk would cost seconds and gigabytes. Every chunk must fit in the file.
 */
function checkChunkBounds(bytes: Uint8Array): void {
  // A picture read back from the database may be a plain Uint8Array (PGlite's bytea).
  const png = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = SIGNATURE.length;
  for (let count = 1; offset < png.length; count += 1) {
    if (count > PNG_CHUNKS_MAX) {
      throw cardInvalid(
        `The PNG file has more than ${PNG_CHUNKS_MAX.toLocaleString('en-US')} chunks; a card has a few.`,
      );
    }
    // Length (4 bytes), type (4), data, CRC (4): the data may have what is left, no more.
    const left = png.length - offset - 12;
    const length = left < 0 ? 0 : png.readUInt32BE(offset);
    if (left < 0 || length > left) {
      throw cardInvalid('The PNG file is damaged: a chunk runs past the end of the file.');
    }
    if (png.toString('latin1', offset + 4, offset + 8) === 'IEND') return;
    offset += 12 + length;
  }
}

function chunksOf(png: Buffer): Chunk[] {
  checkChunkBounds(png);
  try {
    return extractChunks(png);
  } catch {
    throw cardInvalid('The PNG file is damaged: its chunks could not be read.');
  }
}

/** A tEXt chunk's keyword and text, or null for other chunks (or a malformed tEXt). */
function textOf(chunk: Chunk): { keyword: string; text: string } | null {
  if (chunk.name !== 'tEXt') return null;
  try {
    return pngText.decode(chunk.data);
  } catch {
    return null;
  }
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
  return Buffer.from(encodeChunks(chunksOf(png).filter((chunk) => !isCardChunk(chunk))));
}

const isCardChunk = (chunk: Chunk) => {
  const keyword = textOf(chunk)?.keyword;
  return keyword !== undefined && CARD_KEYWORDS.has(keyword);
};

/** The PNG with these cards in `chara` (V2) and `ccv3` (V3) chunks, replacing any it had. */
export function withCard(png: Buffer, cards: { v2: unknown; v3: unknown }): Buffer {
  const chunks = chunksOf(png).filter((chunk) => !isCardChunk(chunk));
  const base64 = (card: unknown) => Buffer.from(JSON.stringify(card), 'utf8').toString('base64');
  const added = [
    pngText.encode('chara', base64(cards.v2)),
    pngText.encode('ccv3', base64(cards.v3)),
  ];
  const end = chunks.findIndex((chunk) => chunk.name === 'IEND');
  chunks.splice(end === -1 ? chunks.length : end, 0, ...added);
  return Buffer.from(encodeChunks(chunks));
}
