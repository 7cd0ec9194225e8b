/**
 * Undoing sanctions. A lift ends a suspension (or reopens a closed account) and leaves the
 * violation on record, marked lifted; an overturn says the violation was wrong: it stops
 * counting, and if it is the suspension in force, the suspension ends with it.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import { SUSPENSION_THRESHOLD } from '../contract/constants.ts';
import type { Db } from '../db/client.ts';
import { users, violations, type UserRow, type ViolationRow } from '../db/schema.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { LiveEvents } from '../live/live-events.ts';
import { recordAudit } from './audit.ts';
import { accountDeleted } from './case-errors.ts';
import { standingOf } from './sanctions.ts';
import { tellStandingChanged } from './standing-news.ts';
import { isUuid } from '../contract/ids.ts';
import { assertNotSelf, isSuspended, lockTarget, type Actor } from './target.ts';
import { countActiveViolations } from './warning-counter.ts';

type Reversal = { actor: Actor; reason: string; now?: Date };

const ended = { suspendedUntil: null, closedAt: null, suspensionReason: null };

/** The suspension that set the user's current standing: their newest one not overturned. */
async function suspensionInForce(tx: Db, user: UserRow, now: Date) {
  if (!isSuspended(user, now)) return undefined;
  const [row] = await tx
    .select({ id: violations.id })
    .from(violations)
    .where(
      and(
        eq(violations.userId, user.id),
        eq(violations.kind, 'suspension'),
        isNull(violations.overturnedAt),
      ),
    )
    .orderBy(desc(violations.createdAt))
    .limit(1);
  return row?.id;
}

export async function liftSuspension(
  db: Db,
  live: LiveEvents,
  { actor, reason, userId, now = new Date() }: Reversal & { userId: string },
): Promise<UserRow> {
  const user = await db.transaction(async (tx) => {
    const before = await lockTarget(tx, userId);
    assertNotSelf(actor, before.id);
    if (!isSuspended(before, now)) throw badRequest('This account is not suspended.');
    // The suspension itself says it was lifted, by whom and why: the user reads it there.
    const inForce = await suspensionInForce(tx, before, now);
    if (inForce) {
      await tx
        .update(violations)
        .set({ liftedAt: now, liftedBy: actor.id, liftReason: reason })
        .where(and(eq(violations.id, inForce), isNull(violations.liftedAt)));
    }
    const [after] = await tx
      .update(users)
      .set({ ...ended, updatedAt: now })
      .where(eq(users.id, before.id))
      .returning();
    if (!after) throw new Error(`Lift of ${before.id} not stored`);
    await recordAudit(tx, {
      actor,
      action: 'lift',
      targetUserId: after.id,
      before: standingOf(before),
      after: { ...standingOf(after), violationId: inForce ?? null, reason },
    });
    return after;
  });
  await tellStandingChanged(db, live, user.id);
  return user;
}

/**
 * What an overturn leaves of the user's suspension: the suspension in force ends with it,
 * and a closure rests on the threshold: with fewer active violations the account reopens.
 */
function standingAfterOverturn(before: UserRow, overturnedInForce: boolean, active: number) {
  const belowThreshold = before.closedAt !== null && active < SUSPENSION_THRESHOLD;
  return overturnedInForce || belowThreshold ? ended : {};
}

export type Overturned = { violation: ViolationRow; user: UserRow };

export async function overturnViolation(
  db: Db,
  live: LiveEvents,
  { actor, reason, violationId, now = new Date() }: Reversal & { violationId: string },
): Promise<Overturned> {
  const missing = () => notFound('No violation with this id.');
  if (!isUuid(violationId)) throw missing();
  const done = await db.transaction(async (tx) => {
    const [found] = await tx.select().from(violations).where(eq(violations.id, violationId));
    if (!found) throw missing();
    if (!found.userId) throw accountDeleted();
    assertNotSelf(actor, found.userId);
    // The user's lock first (like every sanction), then the violation as it is under it.
    const before = await lockTarget(tx, found.userId);
    const inForce = await suspensionInForce(tx, before, now);
    const [violation] = await tx
      .update(violations)
      .set({ overturnedAt: now, overturnedBy: actor.id, overturnReason: reason })
      .where(and(eq(violations.id, violationId), isNull(violations.overturnedAt)))
      .returning();
    if (!violation) throw badRequest('This violation is already overturned.');
    const warningCounter = await countActiveViolations(tx, before.id, now);
    const standing = standingAfterOverturn(before, inForce === violation.id, warningCounter);
    const [user] = await tx
      .update(users)
      .set({ warningCounter, ...standing, updatedAt: now })
      .where(eq(users.id, before.id))
      .returning();
    if (!user) throw new Error(`Overturn for ${before.id} not stored`);
    await recordAudit(tx, {
      actor,
      action: 'overturn',
      targetUserId: user.id,
      caseId: violation.caseId,
      before: { ...standingOf(before), violationId, status: 'active' },
      after: {
        ...standingOf(user),
        violationId,
        status: 'overturned',
        reason,
        reopened: before.closedAt !== null && user.closedAt === null,
      },
    });
    return { violation, user };
  });
  await tellStandingChanged(db, live, done.user.id, done.violation.caseId);
  return done;
}
