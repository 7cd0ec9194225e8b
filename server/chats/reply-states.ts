import { and, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
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

/** What a reply cut short by a crash says; its text so far stays visible. */
export const INTERRUPTED_BY_RESTART =
  'Interrupted: the server restarted while writing this reply. Your tokens were refunded.';

/**
 * A writer's hold on a reply: the process (`owner`) and until when. The writer renews it while
 * it writes; once it has run out, the writer is gone (a crash) and recovery may settle it.
 */
export type Lease = { owner: string; until: Date };

/**
 * Only the lease's owner writes: false once another has settled, taken or been handed the
 * reply (a renewal in flight as its writer hands it over must not take it back).
 */
const heldBy = (id: string, lease: Lease) =>
  and(
    eq(messages.id, id),
    eq(messages.status, 'STREAMING'),
    isNull(messages.releasedAt),
    or(eq(messages.leaseOwner, lease.owner), isNull(messages.leaseOwner)),
  );

/** No other writer's lease on the reply runs at `now`: none, run out, or `owner`'s own. */
const freeFor = (owner: string, now: Date) =>
  or(isNull(messages.leaseUntil), lt(messages.leaseUntil, now), eq(messages.leaseOwner, owner));

/** A change only the reply's writer may make (heldBy); false once it is not theirs. */
async function updateHeld(
  db: Db,
  id: string,
  lease: Lease,
  values: PgUpdateSetSource<typeof messages>,
): Promise<boolean> {
  const rows = await db
    .update(messages)
    .set(values)
    .where(heldBy(id, lease))
    .returning({ id: messages.id });
  return rows.length > 0;
}

/**
 * Claims the reply for writing (→ STREAMING) under `lease`, with the text written so far: none,
 * or what a writer that shut down handed over (the claimer continues it). Undefined if it is no
 * longer open, if another writer's lease on it is running, or if it has words but was not
 * handed over: then its writer died mid-reply, and the words it showed may not all be stored.
 */
export async function claimReply(
  db: Db,
  id: string,
  lease: Lease,
  now: Date = new Date(),
): Promise<MessageRow | undefined> {
  const [row] = await db
    .update(messages)
    .set({
      status: 'STREAMING',
      error: null,
      leaseOwner: lease.owner,
      leaseUntil: lease.until,
      releasedAt: null,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        isOpen(id),
        or(eq(messages.text, ''), isNotNull(messages.releasedAt)),
        freeFor(lease.owner, now),
      ),
    )
    .returning();
  return row;
}

/**
 * A writer that shuts down hands its reply over: the text exactly as its followers saw it, no
 * lease, marked released. Another process (or this one's next start) claims it and continues.
 * false if the reply is no longer this writer's (settled or taken meanwhile).
 */
export function releaseReply(db: Db, id: string, text: string, lease: Lease): Promise<boolean> {
  return updateHeld(db, id, lease, {
    text,
    leaseOwner: null,
    leaseUntil: null,
    releasedAt: sql`now()`,
  });
}

/**
 * Hands over the open replies of a chat that this process was to write (queued behind the one
 * it was writing, or sent while it shut down): all but those another writer holds. The number.
 */
export async function releaseOpenReplies(
  db: Db,
  chatId: string,
  owner: string,
  now: Date = new Date(),
): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ leaseOwner: null, leaseUntil: null, releasedAt: sql`now()` })
    .where(
      and(
        eq(messages.chatId, chatId),
        inArray(messages.status, [...OPEN_STATUSES]),
        isNull(messages.releasedAt),
        freeFor(owner, now),
      ),
    )
    .returning({ id: messages.id });
  return rows.length;
}

/** The chats with replies handed over and not yet taken: the next writer's work. */
export async function chatsHandedOver(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ chatId: messages.chatId })
    .from(messages)
    .where(and(inArray(messages.status, [...OPEN_STATUSES]), isNotNull(messages.releasedAt)));
  return rows.map((row) => row.chatId);
}

/**
 * No writer is left: its lease ran out before `now`, or (a reply from before leases, or one
 * whose writer has not renewed yet) it has had none and been quiet since `idleSince`. A reply
 * handed over is not abandoned: it waits for its next writer.
 */
const abandoned = (idleSince: Date, now: Date) =>
  and(
    isNull(messages.releasedAt),
    or(
      lt(messages.leaseUntil, now),
      and(isNull(messages.leaseUntil), lte(messages.updatedAt, idleSince)),
    ),
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

/**
 * The text so far, for reloads and other processes, and the lease renewed; false if the reply
 * was closed meanwhile (stopped, or settled as abandoned), so its writer stops.
 */
export function saveProgress(db: Db, id: string, text: string, lease: Lease): Promise<boolean> {
  return updateHeld(db, id, lease, {
    text,
    leaseOwner: lease.owner,
    leaseUntil: lease.until,
    updatedAt: sql`now()`,
  });
}

/** The lease renewed while no text comes (a slow provider); false as saveProgress. */
export function renewLease(db: Db, id: string, lease: Lease): Promise<boolean> {
  return updateHeld(db, id, lease, { leaseOwner: lease.owner, leaseUntil: lease.until });
}

/** What the history says about a failed reply's refund. */
function refundReason(error: string | null): string {
  return error?.startsWith('Interrupted') ? 'Refund: reply interrupted' : 'Refund: reply failed';
}

function emptyReason(status: 'COMPLETE' | 'STOPPED'): string {
  return status === 'STOPPED' ? 'Refund: reply stopped before it began' : 'Refund: empty reply';
}

/**
 * `whileReleased`: only if the reply is still handed over, not claimed meanwhile (a stop of a
 * reply between two writers: once one has it, that writer stops it and stores what it showed).
 */
export async function closeReply(
  db: Db,
  id: string,
  status: 'COMPLETE' | 'STOPPED' | 'FAILED',
  text: string,
  error: string | null = null,
  { whileReleased = false } = {},
): Promise<MessageRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(messages)
      .set({ status, text, error, updatedAt: sql`now()` })
      .where(and(isOpen(id), whileReleased ? isNotNull(messages.releasedAt) : undefined))
      .returning();
    if (!row) return undefined;
    if (status === 'FAILED') await refundReply(tx, id, refundReason(error));
    // Nothing delivered, nothing charged (a continue: nothing past where it began).
    else if (text === '' || (row.continuedFrom !== null && text.length <= row.continuedFrom)) {
      await refundReply(tx, id, emptyReason(status));
    } else await chargeReply(tx, id);
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
 * written: a crashed writer's last words reached its followers but not always the database, so
 * another process cannot go on from what is stored without showing a different reply than the
 * one they saw. (A writer that shuts down stores exactly what it showed and hands the reply
 * over instead: those are continued, see releaseReply, and a chat waiting for its next
 * writer is left alone here.) A
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
      releasedAt: messages.releasedAt,
    })
    .from(messages)
    .where(inArray(messages.status, [...OPEN_STATUSES]));
  const atWork = new Set<string>();
  for (const reply of open) {
    const held =
      reply.releasedAt !== null ||
      (reply.leaseUntil ? reply.leaseUntil > now : reply.updatedAt > idleSince);
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
