import { choiceLabel, RELATIONSHIPS, TONES } from '../contract/angel-looks.ts';
import { ANGEL_TEXT_MAX } from '../contract/constants.ts';
import { characterBookOf, postHistoryOf } from '../cards/character-book.ts';
import { avatars, type AngelProfile, type AvatarRow } from '../db/schema.ts';
import type { ReplyPersona } from '../engines/reply/reply-engine.ts';

/**
 * An imported card's own system prompt, kept with its other fields under `data`. Imports
 * refuse a longer one; the cut keeps an Angel imported before that from sending more.
 */
function systemPromptOf(extra: AngelProfile['cardExtra']): string | undefined {
  const data = extra.data;
  if (typeof data !== 'object' || data === null) return undefined;
  const prompt = (data as Record<string, unknown>).system_prompt;
  return typeof prompt === 'string' && prompt.trim() ? prompt.slice(0, ANGEL_TEXT_MAX) : undefined;
}

const nonEmpty = (text: string) => (text.trim() ? text : undefined);
const nonEmptyList = <T>(list: T[]) => (list.length ? list : undefined);

/** The columns a persona is made of (not the portrait, nor who owns it), as queries select them. */
export const personaColumns = {
  id: avatars.id,
  name: avatars.name,
  age: avatars.age,
  occupation: avatars.occupation,
  tagline: avatars.tagline,
  bio: avatars.bio,
  personality: avatars.personality,
  interests: avatars.interests,
  greeting: avatars.greeting,
  profile: avatars.profile,
};

export type PersonaRow = Pick<AvatarRow, keyof typeof personaColumns>;

/**
 * An avatar as a reply engine needs it to speak in character: its profile, nothing private.
 * A user's own Angel adds what its creator wrote or its card carried (the engines read each
 * where they read who the Angel is); the catalogue's have none of it.
 */
export function toPersona(row: PersonaRow): ReplyPersona {
  const { id, name, age, occupation, tagline, bio, personality, interests, greeting } = row;
  const persona: ReplyPersona = {
    id,
    name,
    age,
    occupation,
    tagline,
    bio,
    personality,
    interests,
    greeting,
  };
  const profile = row.profile;
  if (!profile) return persona;
  const extras = {
    description: nonEmpty(profile.description),
    scenario: nonEmpty(profile.card.scenario),
    exampleMessages: nonEmpty(profile.card.exampleMessages),
    relationship: profile.relationship
      ? choiceLabel(RELATIONSHIPS, profile.relationship)
      : undefined,
    tone: profile.tone ? choiceLabel(TONES, profile.tone) : undefined,
    systemPrompt: systemPromptOf(profile.cardExtra),
    postHistoryInstructions: nonEmpty(
      postHistoryOf(profile.cardExtra.data).slice(0, ANGEL_TEXT_MAX),
    ),
    characterBook: nonEmptyList(characterBookOf(profile.cardExtra.data)),
  };
  for (const [key, value] of Object.entries(extras)) {
    if (value !== undefined) Object.assign(persona, { [key]: value });
  }
  return persona;
}
