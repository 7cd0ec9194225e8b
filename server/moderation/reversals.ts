/**
 * Undoing sanctions. A lift ends a suspension (or reopens a closed account) and leaves the
 * violation on record; an overturn says the violation was wrong: it stops counting, and if it
 * is the suspension in force, the suspension ends with it.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users, violations, type UserRow, type ViolationRow } from '../db/schema.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { userTopic, type LiveEvents } from '../live/live-events.ts';
import { recordAudit } from './audit.ts';
import { standingOf } from './sanctions.ts';
import { assertNotSelf, isSuspended, isUuid, lockTarget, type Actor } from './target.ts';
import { countActiveViolations } from './warning-counter.ts';

type Reversal = { actor: Actor; reason: string; now?: Date };

const ended = { suspendedUntil: null, closedAt: null, suspensionReason: null };

export async function liftSuspension(
  db: Db,
  live: LiveEvents,
  { actor, reason, userId, now = new Date() }: Reversal & { userId: string },
): Promise<UserRow> {
  const user = await db.transaction(async (tx) => {
    const before = await lockTarget(tx, userId);
    assertNotSelf(actor, before.id);
    if (!isSuspended(before, now)) throw badRequest('This account is not suspended.');
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
      after: { ...standingOf(after), reason },
    });
    return after;
  });
  live.publish(userTopic(user.id), { type: 'account' });
  return user;
}

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
    const [user] = await tx
      .update(users)
      .set({ warningCounter, ...(inForce === violation.id ? ended : {}), updatedAt: now })
      .where(eq(users.id, before.id))
      .returning();
    if (!user) throw new Error(`Overturn for ${before.id} not stored`);
    await recordAudit(tx, {
      actor,
      action: 'overturn',
      targetUserId: user.id,
      caseId: violation.caseId,
      before: { ...standingOf(before), violationId, status: 'active' },
      after: { ...standingOf(user), violationId, status: 'overturned', reason },
    });
    return { violation, user };
  });
  live.publish(userTopic(done.user.id), { type: 'account' });
  if (done.violation.caseId) {
    live.publish('agents', { type: 'cases', caseId: done.violation.caseId });
  }
  return done;
}
