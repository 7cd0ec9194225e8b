import type { AvatarRow } from '../db/schema.ts';
import type { ReplyPersona } from '../engines/reply/reply-engine.ts';

/**
 * An avatar as a reply engine needs it to speak in character: its profile, nothing private.
 * A user's own Angel also has the personality description its creator wrote (or its card
 * carried): it follows the bio, so both engines read it where they read who the Angel is.
 * Its relationship and tone already speak through its tagline ("Your playful friend").
 */
export function toPersona(row: AvatarRow): ReplyPersona {
  const { id, name, age, occupation, tagline, bio, personality, interests, greeting } = row;
  const description = row.profile?.description.trim() ?? '';
  const fullBio = description && !bio.includes(description) ? `${bio}\n\n${description}` : bio;
  return { id, name, age, occupation, tagline, bio: fullBio, personality, interests, greeting };
}
