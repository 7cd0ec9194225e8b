import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { OPEN_STATUSES, refundReply } from '../db/queries/messages.ts';
import { chats, messages, type MessageRow } from '../db/schema.ts';

/**
 * The transitions of a reply's row. Each is conditional on the reply still being open, so a
 * late writer (a job finishing after a stop, a recovery racing a job) changes nothing.
 * Tokens: a FAILED reply is refunded; a STOPPED one keeps its charge unless nothing was
 * written (stopping a reply before its first word costs nothing).
 */
const isOpen = (id: string) =>
  and(eq(messages.id, id), inArray(messages.status, [...OPEN_STATUSES]));

/** Claims the reply for writing (QUEUED → STREAMING); undefined if it is no longer open. */
export async function claimReply(db: Db, id: string): Promise<MessageRow | undefined> {
  const [row] = await db
    .update(messages)
    .set({ status: 'STREAMING', text: '', error: null, updatedAt: sql`now()` })
    .where(isOpen(id))
    .returning();
  return row;
}

/** The text so far, for reloads and other processes; false if the reply was closed meanwhile. */
export async function saveProgress(db: Db, id: string, text: string): Promise<boolean> {
  const rows = await db
    .update(messages)
    .set({ text, updatedAt: sql`now()` })
    .where(and(eq(messages.id, id), eq(messages.status, 'STREAMING')))
    .returning({ id: messages.id });
  return rows.length > 0;
}

export async function closeReply(
  db: Db,
  id: string,
  status: 'COMPLETE' | 'STOPPED' | 'FAILED',
  text: string,
  error: string | null = null,
): Promise<MessageRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(messages)
      .set({ status, text, error, updatedAt: sql`now()` })
      .where(isOpen(id))
      .returning();
    if (!row) return undefined;
    if (status === 'FAILED' || (status === 'STOPPED' && text === '')) await refundReply(tx, id);
    await tx
      .update(chats)
      .set({ updatedAt: sql`now()` })
      .where(eq(chats.id, row.chatId));
    return row;
  });
}

/**
 * Start-up recovery: replies left open by a process that died can never finish. They are
 * marked FAILED and refunded. `idleSince`: only replies untouched since then (with several
 * processes on one PostgreSQL, another process may still be writing the recent ones).
 */
export async function failStaleReplies(db: Db, idleSince: Date): Promise<number> {
  const stale = await db
    .select({ id: messages.id, text: messages.text })
    .from(messages)
    .where(and(inArray(messages.status, [...OPEN_STATUSES]), lte(messages.updatedAt, idleSince)));
  for (const reply of stale) {
    await closeReply(
      db,
      reply.id,
      'FAILED',
      reply.text,
      'The server restarted while writing this reply. Your tokens were refunded.',
    );
  }
  return stale.length;
}
