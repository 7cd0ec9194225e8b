import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { moderationCases } from '../db/schema.ts';
import { userTopic, type LiveEvents } from '../live/live-events.ts';

/**
 * A user's standing changed (a sanction, a lift, an overturn): their tabs hear, and so does
 * every agent with one of their unresolved cases on screen (its user panel shows the standing),
 * as well as the case the action cited. After the commit: a hint must not outrun the data.
 */
export async function tellStandingChanged(
  db: Db,
  live: LiveEvents,
  userId: string,
  citedCaseId: string | null = null,
): Promise<void> {
  live.publish(userTopic(userId), { type: 'account' });
  const open = await db
    .select({ id: moderationCases.id })
    .from(moderationCases)
    .where(and(eq(moderationCases.userId, userId), ne(moderationCases.status, 'resolved')));
  const caseIds = new Set([...(citedCaseId ? [citedCaseId] : []), ...open.map((row) => row.id)]);
  for (const caseId of caseIds) live.publish('agents', { type: 'cases', caseId });
}
