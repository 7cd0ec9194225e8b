import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { OPEN_STATUSES } from '../db/queries/messages.ts';
import { chats, messages, type MessageRow } from '../db/schema.ts';
import { chargeReply, refundReply } from './reply-ledger.ts';

/**
 * The transitions of a reply's row. Each is conditional on the reply still being open, so a
 * late writer (a job finishing after a stop, a recovery racing a job) changes nothing.
 * Tokens: a FAILED reply is refunded; a finished or STOPPED one is charged unless nothing
 * was written (stopping a reply before its first word costs nothing). See reply-ledger.ts.
 */
const isOpen = (id: string) =>
  and(eq(messages.id, id), inArray(messages.status, [...OPEN_STATUSES]));

/** What a reply cut short by a crash or a shutdown says; its text so far stays visible. */
export const INTERRUPTED_BY_RESTART =
  'Interrupted: the server restarted while writing this reply. Your tokens were refunded.';
export const INTERRUPTED_BY_SHUTDOWN =
  'Interrupted: the server was shut down while writing this reply. Your tokens were refunded.';

/**
 * Claims the reply for writing (→ STREAMING); undefined if it is no longer open, or if some
 * text was already written: then another writer has it, or had it and died, and writing it
 * again from the start would throw those words away.
 */
export async function claimReply(db: Db, id: string): Promise<MessageRow | undefined> {
  const [row] = await db
    .update(messages)
    .set({ status: 'STREAMING', error: null, updatedAt: sql`now()` })
    .where(and(isOpen(id), eq(messages.text, '')))
    .returning();
  return row;
}

/** Settles one open reply as interrupted (FAILED, refunded, text kept) if idle since then. */
export async function failIfIdle(
  db: Db,
  id: string,
  idleSince: Date,
  error: string,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select({ text: messages.text })
    .from(messages)
    .where(and(isOpen(id), lte(messages.updatedAt, idleSince)));
  return row ? closeReply(db, id, 'FAILED', row.text, error) : undefined;
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

/** What the history says about a failed reply's refund. */
function refundReason(error: string | null): string {
  return error?.startsWith('Interrupted') ? 'Refund: reply interrupted' : 'Refund: reply failed';
}

function emptyReason(status: 'COMPLETE' | 'STOPPED'): string {
  return status === 'STOPPED' ? 'Refund: reply stopped before it began' : 'Refund: empty reply';
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
    if (status === 'FAILED') await refundReply(tx, id, refundReason(error));
    // Nothing delivered, nothing charged.
    else if (text === '') await refundReply(tx, id, emptyReason(status));
    else await chargeReply(tx, id);
    await tx
      .update(chats)
      .set({ updatedAt: sql`now()` })
      .where(eq(chats.id, row.chatId));
    return row;
  });
}

/**
 * Start-up recovery and the periodic sweep: replies left open by a process that died can never
 * finish. They are marked FAILED ("interrupted") and refunded, keeping the words already
 * written. `idleSince`: with several processes on one PostgreSQL another process may still be
 * writing, so only chats whose open replies have all been quiet since then count. A reply
 * queued behind a live one keeps its first timestamp while it waits: the chat's newest open
 * reply, not its own age, says whether anyone is still at work there. Each reply is checked
 * again as it is closed, so one claimed in the meantime is left alone.
 */
export async function failStaleReplies(db: Db, idleSince: Date): Promise<number> {
  const open = await db
    .select({ id: messages.id, chatId: messages.chatId, updatedAt: messages.updatedAt })
    .from(messages)
    .where(inArray(messages.status, [...OPEN_STATUSES]));
  const lastActivity = new Map<string, number>();
  for (const reply of open) {
    const at = reply.updatedAt.getTime();
    lastActivity.set(reply.chatId, Math.max(at, lastActivity.get(reply.chatId) ?? 0));
  }
  let failed = 0;
  for (const reply of open) {
    if ((lastActivity.get(reply.chatId) ?? 0) > idleSince.getTime()) continue;
    if (await failIfIdle(db, reply.id, idleSince, INTERRUPTED_BY_RESTART)) failed += 1;
  }
  return failed;
}
