/**
 * `data.extensions.angels`: what an Angel is beyond the card's standard fields, so a card
 * exported by Angels and imported again gives the same Angel. `draft` holds the creator's
 * choices and the portrait seed (the portrait is redrawn from them; `portrait` is written for
 * other tools to read). `picture` says whether the PNG's image is the card's own ('card')
 * or only the drawn portrait ('drawn'), which is redrawn instead of kept on import.
 */
import { z } from 'zod';
import { angelDraftSchema, type AngelDraft } from '../contract/angels.ts';
import { ANGEL_INTERESTS_MAX, ANGEL_NAME_MAX, ANGEL_TRAITS_MAX } from '../contract/constants.ts';
import type { AvatarImageRow, AvatarRow } from '../db/schema.ts';

const label = z.string().max(ANGEL_NAME_MAX * 2);

const extensionSchema = z.object({
  version: z.literal(1),
  tagline: z.string().max(200),
  personality: z.array(label).max(ANGEL_TRAITS_MAX * 3),
  interests: z.array(label).max(ANGEL_INTERESTS_MAX * 3),
  relationship: z.string().max(40).nullable(),
  tone: z.string().max(40).nullable(),
  draft: angelDraftSchema,
  picture: z.enum(['drawn', 'card']),
});
export type AngelsExtension = z.infer<typeof extensionSchema>;

/** The extension of a card, or null when it has none or one this version cannot use. */
export function readExtension(value: unknown): AngelsExtension | null {
  const parsed = extensionSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function buildExtension(
  row: AvatarRow,
  draft: AngelDraft,
  image: AvatarImageRow | undefined,
) {
  const profile = row.profile;
  return {
    version: 1 as const,
    gender: row.gender,
    age: row.age,
    ethnicity: row.ethnicity,
    occupation: row.occupation,
    tagline: row.tagline,
    personality: row.personality,
    interests: row.interests,
    relationship: profile?.relationship ?? null,
    tone: profile?.tone ?? null,
    draft,
    portrait: row.portrait,
    picture: image ? ('card' as const) : ('drawn' as const),
  };
}
