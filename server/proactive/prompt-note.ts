/**
 * What a model is told when the reply it writes is a message the Angel writes first: the
 * user's clock (a "good morning" must be right where they are). undefined for any other reply.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { MessageRow } from '../db/schema.ts';
import type { WritesFirstNote } from '../engines/reply/reply-engine.ts';
import { rawRows } from '../memory/raw-rows.ts';
import { localTime, partOfDay } from './rules.ts';

export async function writesFirstNote(
  db: Db,
  reply: MessageRow,
  now: Date = new Date(),
): Promise<WritesFirstNote | undefined> {
  // Only a message no one asked for can be one (a reply answers the user's message).
  if (reply.replyTo !== null || reply.avatarId === null) return undefined;
  const [row] = await rawRows<{ zone: string | null }>(
    db,
    sql`select p.time_zone as zone from proactive_sends s
      left join proactive_prefs p on p.user_id = s.user_id where s.message_id = ${reply.id}`,
  );
  if (!row) return undefined;
  const local = localTime(now, row.zone ?? 'UTC');
  return { weekday: local.weekday, partOfDay: partOfDay(local.minute) };
}
