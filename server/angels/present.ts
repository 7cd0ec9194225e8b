import type { AngelDraft, MyAngel } from '../contract/angels.ts';
import type { AvatarSummary } from '../contract/avatars.ts';
import { defaultChoices } from '../contract/angel-looks.ts';
import type { AngelProfile, AvatarRow } from '../db/schema.ts';
import type { ImageEngine } from '../engines/image/image-engine.ts';
import type { AvatarSummaryRow } from '../db/queries/avatars.ts';
import { avatarImageUrl, type PortraitRow } from './portrait-url.ts';

/** A card of the grid; a user's own Angel (with visibility) gets its private portrait URL. */
export function toSummary(
  row: AvatarSummaryRow & Partial<PortraitRow>,
  images: ImageEngine,
): AvatarSummary {
  return {
    id: row.id,
    name: row.name,
    gender: row.gender,
    age: row.age,
    ethnicity: row.ethnicity,
    tagline: row.tagline,
    imageUrl: avatarImageUrl(row, images),
    imageWidth: images.width,
    imageHeight: images.height,
  };
}

export const EMPTY_CARD: AngelProfile['card'] = {
  scenario: '',
  exampleMessages: '',
  alternateGreetings: [],
  tags: [],
  creatorNotes: '',
  creator: '',
};

/** An Angel stored without a profile (never by this code) still opens in the creator. */
function fallbackDraft(row: AvatarRow): AngelDraft {
  const choices = defaultChoices();
  return {
    choices: {
      ...choices,
      gender: row.gender,
      age: row.age,
      ethnicity: row.ethnicity,
      name: row.name,
    },
    texts: {
      occupation: row.occupation,
      bio: row.bio,
      description: '',
      greeting: row.greeting,
    },
    seed: row.portrait.seed,
  };
}

/**
 * One of the user's own Angels as its owner sees it (an imported card's picture is served at
 * the imageUrl the portrait decision gives).
 */
export function presentMyAngel(row: AvatarRow, images: ImageEngine): MyAngel {
  const profile = row.profile;
  return {
    ...toSummary(row, images),
    occupation: row.occupation,
    bio: row.bio,
    personality: row.personality,
    interests: row.interests,
    greeting: row.greeting,
    source: row.source === 'imported' ? 'imported' : 'created',
    description: profile?.description ?? '',
    relationship: profile?.relationship ?? null,
    tone: profile?.tone ?? null,
    card: profile?.card ?? EMPTY_CARD,
    draft: profile?.draft ?? fallbackDraft(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
