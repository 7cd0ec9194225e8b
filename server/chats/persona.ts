import type { AvatarRow } from '../db/schema.ts';
import type { ReplyPersona } from '../engines/reply/reply-engine.ts';

/** An avatar as a reply engine needs it to speak in character: its profile, nothing private. */
export function toPersona(row: AvatarRow): ReplyPersona {
  const { id, name, age, occupation, tagline, bio, personality, interests, greeting } = row;
  return { id, name, age, occupation, tagline, bio, personality, interests, greeting };
}
