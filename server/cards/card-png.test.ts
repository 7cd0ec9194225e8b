import { describe, expect, it } from 'vitest';
import { angelFromDraft } from '../angels/from-draft.ts';
import { draftFor } from '../angels/test-helpers.ts';
import type { AvatarRow } from '../db/schema.ts';
import { createDicebearEngine } from '../engines/image/dicebear-engine.ts';
import { buildCards } from './card-export.ts';
import { cardPngWriter, type CardPngWork } from './card-png.ts';
import { cardChunks, pictureOf } from './card-test-helpers.ts';
import { withCard } from './png-card.ts';
import { rasterise } from './rasterise.ts';

/** The writer's steps on this thread, counting the portraits drawn. */
function counted() {
  const work: CardPngWork & { drawn: number } = {
    drawn: 0,
    rasterise: async (svg, width) => {
      work.drawn += 1;
      return rasterise(svg, width);
    },
    withCard: async (png, cards) => withCard(png, cards),
  };
  return work;
}

const rowOf = (name: string, id = 7): AvatarRow => ({
  ...angelFromDraft(draftFor(name), 'created'),
  id,
  ownerId: 'someone',
  visibility: 'private',
  published: true,
  landingOrder: 0,
  createdAt: new Date(),
  updatedAt: new Date(),
});

const cardName = (png: Buffer) =>
  ((cardChunks(png).ccv3 as { data: { name: string } }).data as { name: string }).name;

describe('cardPngWriter', () => {
  it('rasterises a portrait once, and writes the current card on every export', async () => {
    const work = counted();
    const write = cardPngWriter(createDicebearEngine(), work);
    const mia = rowOf('Mia');
    const draft = draftFor('Mia');
    const first = await write(mia, undefined, buildCards(mia, draft, undefined));
    // Renamed, same portrait: the picture is reused, the card is the new one.
    const renamed = { ...mia, name: 'Mina' };
    const second = await write(renamed, undefined, buildCards(renamed, draft, undefined));
    expect(work.drawn).toBe(1);
    expect(cardName(first)).toBe('Mia');
    expect(cardName(second)).toBe('Mina');
    expect(pictureOf(second).equals(pictureOf(first))).toBe(true);
    // Another Angel, or another portrait, is drawn for itself.
    const other = rowOf('Mia', 8);
    await write(other, undefined, buildCards(other, draft, undefined));
    const redrawn = { ...mia, portrait: { ...mia.portrait, seed: 'another seed' } };
    await write(redrawn, undefined, buildCards(redrawn, draft, undefined));
    expect(work.drawn).toBe(3);
  });

  it('never rasterises an Angel that has its card’s picture', async () => {
    const work = counted();
    const write = cardPngWriter(createDicebearEngine(), work);
    const row = rowOf('Pict');
    const bytes = rasterise(
      '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>',
      4,
    );
    const image = { avatarId: row.id, contentType: 'image/png', bytes, hash: 'h' };
    const png = await write(row, image, buildCards(row, draftFor('Pict'), image));
    expect(work.drawn).toBe(0);
    expect(pictureOf(png).equals(pictureOf(bytes))).toBe(true);
  });
});
