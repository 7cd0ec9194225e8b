/**
 * A chat as the console reads it: the user's history (same pages, same cursor), but with the
 * text of hidden messages, who hid them, which replies an agent wrote, the filter's matches
 * to highlight and the reports made on each message.
 */
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { keptVersions, presentSteered } from '../chats/alternatives.ts';
import type { FlaggedSpan, TranscriptMessage } from '../contract/moderation.ts';
import type { Db } from '../db/client.ts';
import { auditLog, caseFlags, type MessageRow, type UserRow } from '../db/schema.ts';
import { recordAudit } from './audit.ts';
import { peopleByIds } from './people.ts';

type Marks = { spans: FlaggedSpan[]; reports: TranscriptMessage['reports'] };

/** The flags raised on these messages, in every case of the chat, oldest first. */
async function marksOf(db: Db, messageIds: string[]): Promise<Map<string, Marks>> {
  const marks = new Map<string, Marks>();
  if (!messageIds.length) return marks;
  const flags = await db
    .select()
    .from(caseFlags)
    .where(inArray(caseFlags.messageId, messageIds))
    .orderBy(caseFlags.createdAt, caseFlags.id);
  for (const flag of flags) {
    if (!flag.messageId) continue;
    const mark = marks.get(flag.messageId) ?? { spans: [], reports: [] };
    marks.set(flag.messageId, mark);
    if (flag.source === 'report' && flag.reason) {
      mark.reports.push({
        reason: flag.reason,
        note: flag.note,
        createdAt: flag.createdAt.toISOString(),
      });
    }
    // A message flagged twice (a report on a filtered text, say) highlights each match once.
    for (const span of flag.spans) {
      const known = mark.spans.some((s) => s.start === span.start && s.end === span.end);
      if (!known) mark.spans.push(span);
    }
  }
  for (const mark of marks.values()) mark.spans.sort((a, b) => a.start - b.start);
  return marks;
}

export async function presentTranscript(
  db: Db,
  chatHash: string,
  rows: MessageRow[],
): Promise<TranscriptMessage[]> {
  const [who, marks, kept] = await Promise.all([
    peopleByIds(
      db,
      rows.flatMap((row) => [row.hiddenBy, row.writtenBy]),
    ),
    marksOf(
      db,
      rows.map((row) => row.id),
    ),
    // Every version of a reply and an edit's first words: what was really said.
    keptVersions(db, rows),
  ]);
  return rows.map((row) => {
    const { removed: _removed, ...shown } = presentSteered(row, kept.get(row.id), chatHash, {
      reveal: true,
    });
    const mark = marks.get(row.id);
    return {
      ...shown,
      // Agents read what was written, hidden or not.
      text: row.text,
      hidden: row.hiddenAt
        ? {
            at: row.hiddenAt.toISOString(),
            by: (row.hiddenBy && who.get(row.hiddenBy)) || null,
            reason: row.hiddenReason ?? '',
          }
        : null,
      writtenBy: (row.writtenBy && who.get(row.writtenBy)) || null,
      deletedByUser: row.deletedAt?.toISOString() ?? null,
      ...(row.branchId ? { rewound: true as const } : {}),
      spans: mark?.spans ?? [],
      reports: mark?.reports ?? [],
    };
  });
}

/**
 * A console re-reads the newest page whenever the chat changes (live hints): within this
 * long, the same agent reading the same chat again is the same viewing, not a new entry.
 */
const VIEWING = sql`interval '5 minutes'`;

/** Audits an agent reading a chat's transcript (any page of it). */
export async function recordTranscriptView(
  db: Db,
  agent: Pick<UserRow, 'id' | 'email'>,
  chat: { chatHash: string; userId: string },
  caseId: string | null,
): Promise<void> {
  const [recent] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.actorId, agent.id),
        eq(auditLog.action, 'view-transcript'),
        eq(auditLog.chatHash, chat.chatHash),
        gt(auditLog.createdAt, sql`now() - ${VIEWING}`),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(1);
  if (recent) return;
  await recordAudit(db, {
    actor: agent,
    action: 'view-transcript',
    targetUserId: chat.userId,
    caseId,
    chatHash: chat.chatHash,
  });
}
