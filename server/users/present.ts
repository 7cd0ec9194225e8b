import type { User } from '../contract/users.ts';
import type { UserRow } from '../db/schema.ts';
import type { ImageEngine } from '../engines/image/image-engine.ts';
import { portraitUrl } from './portrait-choices.ts';

/** A user row as the API shows it: never the hash, dates as ISO strings. */
export function presentUser(row: UserRow, images: ImageEngine): User {
  const imageUrl = row.avatarPortraitKey ? portraitUrl(row.avatarPortraitKey, images) : null;
  return {
    id: row.id,
    email: row.email,
    avatar: row.avatarName && imageUrl ? { name: row.avatarName, imageUrl } : null,
    isPremium: row.premiumUntil !== null && row.premiumUntil.getTime() > Date.now(),
    tokens: row.tokens,
    warningCounter: row.warningCounter,
    isAgent: row.groups.includes('AGENT'),
    suspendedUntil: row.suspendedUntil?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
