import { asc, ilike } from 'drizzle-orm';
import type { ModeratedUser } from '../contract/moderation.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { presentModeratedUsers } from './moderated-user.ts';

export const USER_SEARCH_MAX = 20;

/** LIKE's wildcards typed by an agent are literal characters of the email. */
const literal = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Users whose email contains `part` (emails are stored lower-cased; the match ignores case). */
export async function searchUsers(db: Db, part: string): Promise<ModeratedUser[]> {
  const rows = await db
    .select()
    .from(users)
    .where(ilike(users.email, `%${literal(part)}%`))
    .orderBy(asc(users.email))
    .limit(USER_SEARCH_MAX);
  return presentModeratedUsers(db, rows);
}
