/**
 * Everything moderation knows about one user, for the console's user page: their standing,
 * violations, cases, the reports they made and the agents' private notes, newest first.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { UserHistory } from '../contract/moderation.ts';
import type { Db } from '../db/client.ts';
import {
  agentNotes,
  caseFlags,
  chats,
  moderationCases,
  violations,
  type UserRow,
} from '../db/schema.ts';
import { presentModeratedUser } from './moderated-user.ts';
import { peopleByIds, personOf } from './people.ts';
import { caseSummaries, presentFlag } from './present-case.ts';
import { presentViolation, violationPeople } from './present-violation.ts';

/** Reports are made by a chat's owner on their own chat: this user's reports. */
async function reportsBy(db: Db, user: UserRow): Promise<UserHistory['reports']> {
  const rows = await db
    .select({ flag: caseFlags, chatHash: chats.chatHash })
    .from(caseFlags)
    .innerJoin(moderationCases, eq(moderationCases.id, caseFlags.caseId))
    .leftJoin(chats, eq(chats.id, moderationCases.chatId))
    .where(and(eq(caseFlags.reporterId, user.id), eq(caseFlags.source, 'report')))
    .orderBy(desc(caseFlags.createdAt));
  return rows.map(({ flag, chatHash }) => ({
    ...presentFlag(flag, { id: user.id, email: user.email }),
    chatHash,
  }));
}

export async function userHistory(db: Db, user: UserRow, now = new Date()): Promise<UserHistory> {
  const [violationRows, noteRows, cases, reports, moderated] = await Promise.all([
    db
      .select()
      .from(violations)
      .where(eq(violations.userId, user.id))
      .orderBy(desc(violations.createdAt)),
    db
      .select()
      .from(agentNotes)
      .where(eq(agentNotes.userId, user.id))
      .orderBy(desc(agentNotes.createdAt)),
    caseSummaries(db, {
      where: eq(moderationCases.userId, user.id),
      orderBy: [desc(moderationCases.createdAt)],
    }),
    reportsBy(db, user),
    presentModeratedUser(db, user, now),
  ]);
  const people = await peopleByIds(db, [
    ...violationPeople(violationRows),
    ...noteRows.map((note) => note.authorId),
  ]);
  return {
    user: moderated,
    violations: violationRows.map((row) => presentViolation(row, people, now)),
    cases,
    reports,
    notes: noteRows.map((note) => ({
      id: note.id,
      author: personOf(people, note.authorId),
      text: note.text,
      createdAt: note.createdAt.toISOString(),
    })),
  };
}
