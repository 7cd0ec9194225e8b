import { and, eq, sql } from 'drizzle-orm';
import type { AngelDraft } from '../contract/angels.ts';
import type { Db } from '../db/client.ts';
import { avatarImages, avatars, type AvatarRow } from '../db/schema.ts';
import type { LiveEvents } from '../live/live-events.ts';
import { angelFromDraft } from './from-draft.ts';
import { EMPTY_CARD } from './present.ts';
import { checkAngelTexts, fieldTexts, flagAngelTexts, type AngelTexts } from './text-filter.ts';

const textsOf = (row: AvatarRow): AngelTexts => ({
  ...row,
  profile: { description: row.profile?.description ?? '', card: row.profile?.card ?? EMPTY_CARD },
});

const sameLook = (a: AngelDraft | undefined, b: AngelDraft) =>
  a !== undefined &&
  a.seed === b.seed &&
  JSON.stringify(a.choices.look) === JSON.stringify(b.choices.look);

/**
 * Saves an edit of the user's Angel (free): the same filter as creating, the portrait redrawn.
 * An imported Angel keeps its card's fields; its card's picture stays until the look changes.
 * Only fields whose text changed are flagged again. undefined: not the user's Angel.
 */
export async function editAngel(
  deps: { db: Db; live: LiveEvents },
  row: AvatarRow,
  draft: AngelDraft,
): Promise<AvatarRow | undefined> {
  const { db } = deps;
  const source = row.source === 'imported' ? 'imported' : 'created';
  const kept = { card: row.profile?.card ?? EMPTY_CARD, cardExtra: row.profile?.cardExtra ?? {} };
  const angel = angelFromDraft(draft, source, kept);
  const before = fieldTexts(textsOf(row));
  const flagged = checkAngelTexts(angel).filter(({ field, text }) => before.get(field) !== text);
  const updated = await db.transaction(async (tx) => {
    const [saved] = await tx
      .update(avatars)
      .set({ ...angel, updatedAt: sql`now()` })
      .where(and(eq(avatars.id, row.id), eq(avatars.ownerId, row.ownerId ?? '')))
      .returning();
    if (saved && !sameLook(row.profile?.draft, draft)) {
      // A new look is a drawn portrait: the card's picture would hide it.
      await tx.delete(avatarImages).where(eq(avatarImages.avatarId, row.id));
    }
    return saved;
  });
  if (updated && row.ownerId) await flagAngelTexts(deps, row.ownerId, flagged);
  return updated;
}
