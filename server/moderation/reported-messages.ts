/**
 * Which of some messages a user has reported: the chat marks those replies for them ("Reported"),
 * on every device and after a reload, read from the reports themselves (case flags), so the mark
 * can never disagree with what the moderators received.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { caseFlags } from '../db/schema.ts';

export async function reportedBy(
  db: Db,
  reporterId: string,
  messageIds: readonly string[],
): Promise<Set<string>> {
  if (messageIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ messageId: caseFlags.messageId })
    .from(caseFlags)
    .where(
      and(
        eq(caseFlags.source, 'report'),
        eq(caseFlags.reporterId, reporterId),
        inArray(caseFlags.messageId, [...messageIds]),
      ),
    );
  return new Set(rows.flatMap((row) => (row.messageId ? [row.messageId] : [])));
}
