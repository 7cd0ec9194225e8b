/**
 * card.png: the Angel's picture with its card in text chunks. Rasterising a drawn portrait
 * blocks the server for 30–100 ms, so the rasterised picture is kept per Angel and portrait
 * version (a bounded, least-recently-used map); the card chunks, which change with every
 * edit, are written on each export.
 */
import type { AvatarImageRow, AvatarRow } from '../db/schema.ts';
import type { ImageEngine } from '../engines/image/image-engine.ts';
import type { ExportedCards } from './card-export.ts';
import { withCard } from './png-card.ts';
import { rasterise } from './rasterise.ts';

/** A drawn portrait's PNG is about 100 KB: a few MB at most. */
const PICTURES_MAX = 48;

export type CardPngWriter = (
  row: AvatarRow,
  image: AvatarImageRow | undefined,
  cards: ExportedCards,
) => Promise<Buffer>;

export function cardPngWriter(images: ImageEngine, draw = rasterise): CardPngWriter {
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
    const png = draw((await images.render(row.portrait)).body, images.width);
    pictures.set(key, png);
    if (pictures.size > PICTURES_MAX) pictures.delete(pictures.keys().next().value as string);
    return png;
  }

  return async (row, image, cards) => withCard(image ? image.bytes : await drawn(row), cards);
}
