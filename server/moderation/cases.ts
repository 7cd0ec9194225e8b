/**
 * Raising a flag: the content filter and user reports both end here. A flag attaches to the
 * chat's unresolved case, or opens one (one per chat, enforced by a partial unique index;
 * one per user for text outside chats). The case takes the highest severity of its flags.
 * Agents' queues hear of it through the live events once the transaction has committed.
 */
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { FlagSource, FlagSubject, ReportReason, Severity } from '../contract/constants.ts';
import { severityRank } from '../contract/constants.ts';
import type { FlaggedSpan } from '../contract/moderation.ts';
import type { Db } from '../db/client.ts';
import { caseFlags, moderationCases } from '../db/schema.ts';
import type { LiveEvents } from '../live/live-events.ts';

export type FlagInput = {
  /** Whose conduct (the chat's owner, or the user whose avatar name it is). */
  userId: string;
  /** The chat it happened in; null for text outside chats (the avatar name). */
  chatId: string | null;
  source: FlagSource;
  subject: FlagSubject;
  severity: Severity;
  messageId?: string | null;
  /** The flagged text as it is now: a later hide or edit does not change what was flagged. */
  excerpt: string;
  spans?: FlaggedSpan[];
  reason?: ReportReason | null;
  note?: string | null;
  reporterId?: string | null;
};

export type RaisedFlag = { caseId: string; flagId: string; created: boolean };

/** Where a flag on (userId, chatId) lands: the chat's unresolved case, or the user's outside chats. */
const openCaseOf = (where: Pick<FlagInput, 'userId' | 'chatId'>) =>
  and(
    where.chatId === null
      ? isNull(moderationCases.chatId)
      : eq(moderationCases.chatId, where.chatId),
    where.chatId === null ? eq(moderationCases.userId, where.userId) : undefined,
    ne(moderationCases.status, 'resolved'),
  );

/** Inside the caller's transaction. Two flags at once on one chat meet on the unique index. */
export async function attachFlag(tx: Db, input: FlagInput): Promise<RaisedFlag> {
  const rank = severityRank(input.severity);
  const open = openCaseOf(input);
  let inserted: { id: string } | undefined;
  let caseId: string | undefined;
  // Twice at most: the unresolved case that refused the insert may be resolved meanwhile.
  for (let attempt = 0; attempt < 2 && !caseId; attempt += 1) {
    [inserted] = await tx
      .insert(moderationCases)
      .values({
        userId: input.userId,
        chatId: input.chatId,
        source: input.source,
        severity: input.severity,
        severityRank: rank,
      })
      .onConflictDoNothing()
      .returning({ id: moderationCases.id });
    caseId = inserted?.id;
    if (caseId) break;
    // The unresolved case exists: raise its severity if this flag is worse.
    const [existing] = await tx
      .update(moderationCases)
      .set({
        severity: sql`case when ${moderationCases.severityRank} < ${rank} then ${input.severity} else ${moderationCases.severity} end`,
        severityRank: sql`greatest(${moderationCases.severityRank}, ${rank})`,
        updatedAt: sql`now()`,
      })
      .where(open)
      .returning({ id: moderationCases.id });
    caseId = existing?.id;
  }
  if (!caseId) throw new Error('No unresolved case to attach the flag to');
  const [flag] = await tx
    .insert(caseFlags)
    .values({
      caseId,
      source: input.source,
      subject: input.subject,
      severity: input.severity,
      messageId: input.messageId ?? null,
      excerpt: input.excerpt,
      spans: input.spans ?? [],
      reason: input.reason ?? null,
      note: input.note ?? null,
      reporterId: input.reporterId ?? null,
    })
    .returning({ id: caseFlags.id });
  if (!flag) throw new Error('The flag was not stored');
  return { caseId, flagId: flag.id, created: inserted !== undefined };
}

/**
 * The flags on the unresolved case a new flag would join (0 without one): beyond
 * QUOTAS.flagsPerCase the writes that would add one are refused (a rename flood once put 204
 * flags on one case), since a moderator has all the evidence they need.
 */
export async function openCaseFlagCount(
  db: Db,
  where: Pick<FlagInput, 'userId' | 'chatId'>,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(caseFlags)
    .innerJoin(moderationCases, eq(moderationCases.id, caseFlags.caseId))
    .where(openCaseOf(where));
  return row?.count ?? 0;
}

/** One account's reports that no moderator has resolved yet (QUOTAS.openReports). */
export async function openReportCount(db: Db, reporterId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(caseFlags)
    .innerJoin(moderationCases, eq(moderationCases.id, caseFlags.caseId))
    .where(and(eq(caseFlags.reporterId, reporterId), ne(moderationCases.status, 'resolved')));
  return row?.count ?? 0;
}

/** Its own transaction, then tells the agents' queues. */
export async function raiseFlag(db: Db, live: LiveEvents, input: FlagInput): Promise<RaisedFlag> {
  const raised = await db.transaction((tx) => attachFlag(tx, input));
  live.publish('agents', { type: 'cases', caseId: raised.caseId });
  return raised;
}
