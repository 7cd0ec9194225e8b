import type { AngelDraft, MyAngel } from '../contract/angels.ts';
import { defaultChoices } from '../contract/angel-looks.ts';
import type { AngelProfile, AvatarImageRow, AvatarRow } from '../db/schema.ts';
import type { ImageEngine } from '../engines/image/image-engine.ts';
import { avatarImageUrl } from './portrait-url.ts';

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
 * One of the user's own Angels as its owner sees it. `image` is the card's picture of an
 * imported Angel, if any (the imageUrl already points where it is served).
 */
export function presentMyAngel(
  row: AvatarRow,
  _image: AvatarImageRow | undefined,
  images: ImageEngine,
): MyAngel {
  const profile = row.profile;
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
