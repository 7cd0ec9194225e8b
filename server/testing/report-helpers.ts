/** Helpers for the tests of the filter's flags and users' reports: the cases they open, reporting. */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { ReportBody } from '../contract/moderation.ts';
import { caseFlags, chats, moderationCases } from '../db/schema.ts';
import { post } from './auth-helpers.ts';
import type { Session } from './chat-helpers.ts';
import type { TestContext } from './test-app.ts';

export async function casesOfChat(t: TestContext, chatHash: string) {
  const { db } = t.database;
  const [chat] = await db.select().from(chats).where(eq(chats.chatHash, chatHash));
  if (!chat) throw new Error(`No chat ${chatHash}`);
  return db
    .select()
    .from(moderationCases)
    .where(eq(moderationCases.chatId, chat.id))
    .orderBy(asc(moderationCases.createdAt));
}

/** The user's cases outside chats (their avatar's name). */
export function profileCasesOf(t: TestContext, userId: string) {
  return t.database.db
    .select()
    .from(moderationCases)
    .where(and(eq(moderationCases.userId, userId), isNull(moderationCases.chatId)));
}

export function flagsOf(t: TestContext, caseId: string) {
  return t.database.db
    .select()
    .from(caseFlags)
    .where(eq(caseFlags.caseId, caseId))
    .orderBy(asc(caseFlags.createdAt));
}

export function flagsOfMessage(t: TestContext, messageId: string) {
  return t.database.db.select().from(caseFlags).where(eq(caseFlags.messageId, messageId));
}

export const report = (t: TestContext, me: Session, chatHash: string, body: Partial<ReportBody>) =>
  post(t, `/api/chats/${chatHash}/reports`, body, me.token);
