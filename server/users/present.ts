import type { User } from '../contract/users.ts';
import { personalPortraitUrl } from '../angels/portrait-url.ts';
import type { UserRow } from '../db/schema.ts';
import type { ImageEngine } from '../engines/image/image-engine.ts';
import { portraitUrl } from './portrait-choices.ts';

export { CUSTOM_PORTRAIT_KEY } from '../contract/constants.ts';

/** The personal avatar's picture: the user's own design (premium) first, else the stock one. */
function imageUrlOf(row: UserRow, images: ImageEngine): string | null {
  if (row.avatarPortrait) return personalPortraitUrl(row.id, row.avatarPortrait, images);
  return row.avatarPortraitKey ? portraitUrl(row.avatarPortraitKey, images) : null;
}

/** Premium is active while its period has not ended (see refreshedUser for a due renewal). */
export const isPremiumNow = (row: Pick<UserRow, 'premiumUntil'>, now = Date.now()): boolean =>
  row.premiumUntil !== null && row.premiumUntil.getTime() > now;

/** A user row as the API shows it: never the hash, dates as ISO strings. */
export function presentUser(row: UserRow, images: ImageEngine): User {
  const imageUrl = imageUrlOf(row, images);
  return {
    id: row.id,
    email: row.email,
    avatar: row.avatarName && imageUrl ? { name: row.avatarName, imageUrl } : null,
    persona: row.avatarPersona,
    isPremium: isPremiumNow(row),
    tokens: row.tokens,
    warningCounter: row.warningCounter,
    isAgent: row.groups.includes('AGENT'),
    suspendedUntil: row.suspendedUntil?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
