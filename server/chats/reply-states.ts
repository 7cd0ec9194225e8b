import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
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
 * A writer's hold on a reply: the process (`owner`) and until when. The writer renews it while
 * it writes; once it has run out, the writer is gone (a crash) and recovery may settle it.
 */
export type Lease = { owner: string; until: Date };

/**
 * Claims the reply for writing (→ STREAMING) under `lease`; undefined if it is no longer open,
 * or if some text was already written: then another writer has it, or had it and died, and
 * writing it again from the start would throw those words away.
 */
export async function claimReply(
  db: Db,
  id: string,
  lease: Lease,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .update(messages)
    .set({
      status: 'STREAMING',
      error: null,
      leaseOwner: lease.owner,
      leaseUntil: lease.until,
      updatedAt: sql`now()`,
    })
    .where(and(isOpen(id), eq(messages.text, '')))
    .returning();
  return row;
}

/**
 * No writer is left: its lease ran out before `now`, or (a reply from before leases, or one
 * whose writer has not renewed yet) it has had none and been quiet since `idleSince`.
 */
const abandoned = (idleSince: Date, now: Date) =>
  or(
    lt(messages.leaseUntil, now),
    and(isNull(messages.leaseUntil), lte(messages.updatedAt, idleSince)),
  );

/** Settles one open reply as interrupted (FAILED, refunded, text kept) if it is abandoned. */
export async function failIfAbandoned(
  db: Db,
  id: string,
  { idleSince, now = new Date() }: { idleSince: Date; now?: Date },
  error: string,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select({ text: messages.text })
    .from(messages)
    .where(and(isOpen(id), abandoned(idleSince, now)));
  return row ? closeReply(db, id, 'FAILED', row.text, error) : undefined;
}

/** Only the lease's owner writes: false once another has settled or taken the reply. */
const heldBy = (id: string, lease: Lease) =>
  and(
    eq(messages.id, id),
    eq(messages.status, 'STREAMING'),
    or(eq(messages.leaseOwner, lease.owner), isNull(messages.leaseOwner)),
  );

/**
 * The text so far, for reloads and other processes, and the lease renewed; false if the reply
 * was closed meanwhile (stopped, or settled as abandoned), so its writer stops.
 */
export async function saveProgress(
  db: Db,
  id: string,
  text: string,
  lease: Lease,
): Promise<boolean> {
  const rows = await db
    .update(messages)
    .set({ text, leaseOwner: lease.owner, leaseUntil: lease.until, updatedAt: sql`now()` })
    .where(heldBy(id, lease))
    .returning({ id: messages.id });
  return rows.length > 0;
}

/** The lease renewed while no text comes (a slow provider); false as saveProgress. */
export async function renewLease(db: Db, id: string, lease: Lease): Promise<boolean> {
  const rows = await db
    .update(messages)
    .set({ leaseOwner: lease.owner, leaseUntil: lease.until })
    .where(heldBy(id, lease))
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

/** A `now` past every lease: one process alone on its database, at start, outlives them all. */
export const AFTER_EVERY_LEASE = new Date('9999-12-31T00:00:00Z');

/**
 * Start-up recovery and the periodic sweep: replies whose writer is gone (a crash) can never
 * finish. They are marked FAILED ("interrupted") and refunded, keeping the words already
 * written: another process cannot go on with a reply mid-sentence, so it does not try. A
 * writer holds a lease it renews while it writes, so a chat is still at work while any of its
 * open replies has a lease running at `now`: a reply queued behind a live one is left alone
 * however long it waits. Replies without a lease (from before leases, or just created and not
 * renewed yet) count as at work while they are younger than `idleSince`. One process alone
 * (PGlite) passes AFTER_EVERY_LEASE: none of the last run's writers is left. Each reply
 * is checked again as it is closed, so one claimed in the meantime is left alone.
 */
export async function failStaleReplies(
  db: Db,
  idleSince: Date,
  now: Date = new Date(),
): Promise<number> {
  const open = await db
    .select({
      id: messages.id,
      chatId: messages.chatId,
      updatedAt: messages.updatedAt,
      leaseUntil: messages.leaseUntil,
    })
    .from(messages)
    .where(inArray(messages.status, [...OPEN_STATUSES]));
  const atWork = new Set<string>();
  for (const reply of open) {
    const held = reply.leaseUntil ? reply.leaseUntil > now : reply.updatedAt > idleSince;
    if (held) atWork.add(reply.chatId);
  }
  let failed = 0;
  for (const reply of open) {
    if (atWork.has(reply.chatId)) continue;
    if (await failIfAbandoned(db, reply.id, { idleSince, now }, INTERRUPTED_BY_RESTART)) {
      failed += 1;
    }
  }
  return failed;
}
