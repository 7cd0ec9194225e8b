/**
 * card.png: the Angel's picture with its card in text chunks. Rasterising a drawn portrait
 * costs 30–100 ms and writing the chunks walks the whole file, so both run in workers
 * (`work`, see card-work.ts), never on the event loop; the rasterised picture is kept per
 * Angel and portrait version (a bounded, least-recently-used map); the card chunks, which
 * change with every edit, are written on each export.
 */
import type { AvatarImageRow, AvatarRow } from '../db/schema.ts';
import type { ImageEngine } from '../engines/image/image-engine.ts';
import type { ExportedCards } from './card-export.ts';

/** A drawn portrait's PNG is about 100 KB: a few MB at most. */
const PICTURES_MAX = 48;

export type CardPngWriter = (
  row: AvatarRow,
  image: AvatarImageRow | undefined,
  cards: ExportedCards,
) => Promise<Buffer>;

/** The costly steps, with the account they are done for (the pool's per-owner share). */
export type CardPngWork = {
  rasterise(svg: string, width: number, owner?: string): Promise<Buffer>;
  withCard(png: Buffer, cards: ExportedCards, owner?: string): Promise<Buffer>;
};

export function cardPngWriter(images: ImageEngine, work: CardPngWork): CardPngWriter {
  const pictures = new Map<string, Buffer>();

  async function drawn(row: AvatarRow): Promise<Buffer> {
    const key = `${row.id}:${images.versionFor(row.portrait)}`;
    const hit = pictures.get(key);
    if (hit) {
      // Most recently used goes last: the first key is the one to drop.
      pictures.delete(key);
      pictures.set(key, hit);
      return hit;
    }
    const svg = (await images.render(row.portrait)).body;
    const png = await work.rasterise(svg, images.width, row.ownerId ?? undefined);
    pictures.set(key, png);
    if (pictures.size > PICTURES_MAX) pictures.delete(pictures.keys().next().value as string);
    return png;
  }

  return async (row, image, cards) => {
    // A picture read back from the database may be a plain Uint8Array (PGlite's bytea).
    const picture = image ? Buffer.from(image.bytes) : await drawn(row);
    return work.withCard(picture, cards, row.ownerId ?? undefined);
  };
}
