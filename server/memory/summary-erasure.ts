import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Owner } from './facts.ts';

/**
 * A fact the user deleted (or changed) must not live on in a chat's story so far. The story
 * is prose, so which sentence said it cannot be known for sure: every summary of the user's
 * chats with this Angel that shares a word with the fact (full-text, stemmed) is dropped.
 * Dropping too much costs only the older summary; the messages it covered are not summarised
 * again, so what was deleted does not come back from them. `texts` null: drop them all
 * ("forget everything").
 */
export async function dropSummariesMentioning(
  db: Db,
  { userId, avatarId }: Owner,
  texts: string[] | null,
): Promise<void> {
  const words = texts === null ? null : lexemeQuery(texts);
  if (words === '') return;
  await db.execute(sql`
    update chat_memory set summary = null, updated_at = now()
    where summary is not null
      and chat_id in (
        select c.id from chats c join chat_avatars a on a.chat_id = c.id
        where c.user_id = ${userId} and a.avatar_id = ${avatarId})
      ${words === null ? sql`` : sql`and to_tsvector('english', summary) @@ to_tsquery('english', ${words})`}`);
}

/** The texts' words as one OR query; only letters and digits reach to_tsquery. */
function lexemeQuery(texts: string[]): string {
  const words = texts.join(' ').match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((w) => w.toLowerCase()))].join(' | ');
}
