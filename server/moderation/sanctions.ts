/**
 * Warnings and suspensions. Each is a violation with its statement of reasons; the user's
 * warning_counter becomes the count of active violations, and sanctionLadder decides whether
 * a suspension is temporary or closes the account. A suspension ends every session of the
 * user in the same transaction (their open tabs learn of it on their next call).
 */
import { eq } from 'drizzle-orm';
import {
  POLICY_LABELS,
  sanctionLadder,
  VIOLATION_TTL_DAYS,
  type PolicyCode,
} from '../contract/constants.ts';
import type { Db } from '../db/client.ts';
import { revokeAllForUser } from '../db/queries/refresh-tokens.ts';
import {
  moderationCases,
  users,
  violations,
  type UserRow,
  type ViolationRow,
} from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';
import type { LiveEvents } from '../live/live-events.ts';
import { recordAudit } from './audit.ts';
import { heldElsewhere } from './case-claims.ts';
import { accountDeleted, caseResolved } from './case-errors.ts';
import { closureEffect, suspensionEffect, warningEffect } from './sanction-effect.ts';
import { isUuid } from '../contract/ids.ts';
import { assertSanctionable, lockTarget, type Actor } from './target.ts';
import { tellStandingChanged } from './standing-news.ts';
import { notifyUser } from '../push/notify.ts';
import { countActiveViolations } from './warning-counter.ts';

const DAY_MS = 86_400_000;

export type SanctionInput = {
  actor: Actor;
  userId: string;
  /** 'suspension' needs days. */
  kind: 'warning' | 'suspension';
  days?: number;
  policy: PolicyCode;
  facts: string;
  caseId?: string | null;
  automated?: boolean;
  now?: Date;
};

export type Sanctioned = { violation: ViolationRow; before: UserRow; user: UserRow };

/**
 * The case a sanction settles, locked until the sanction commits (as hide and reply lock
 * theirs): it must be one of the user's cases, unresolved, and not held by another agent,
 * who would otherwise find a decision made in their case behind their back.
 */
async function lockCitedCase(tx: Db, actor: Actor, caseId: string, userId: string) {
  const [row] = isUuid(caseId)
    ? await tx.select().from(moderationCases).where(eq(moderationCases.id, caseId)).for('update')
    : [];
  const message = 'The case is not one of this user’s cases.';
  if (!row || row.userId !== userId) throw badRequest(message, [{ path: 'caseId', message }]);
  if (row.status === 'resolved') throw caseResolved();
  if (row.assigneeId && row.assigneeId !== actor.id) throw await heldElsewhere(tx, row);
}

/** A case whose account was deleted (user_id null) is only closed: its console names nobody. */
async function refuseDeletedAccount(tx: Db, caseId: string) {
  const [row] = isUuid(caseId)
    ? await tx
        .select({ userId: moderationCases.userId })
        .from(moderationCases)
        .where(eq(moderationCases.id, caseId))
    : [];
  if (row && row.userId === null) throw accountDeleted();
}

/** The sanction itself, inside the caller's transaction, without an audit entry (seeds). */
export async function insertSanction(tx: Db, input: SanctionInput): Promise<Sanctioned> {
  const now = input.now ?? new Date();
  if (input.caseId) await refuseDeletedAccount(tx, input.caseId);
  const before = await lockTarget(tx, input.userId);
  assertSanctionable(input.actor, before);
  if (input.caseId) await lockCitedCase(tx, input.actor, input.caseId, before.id);
  const ladder = sanctionLadder(await countActiveViolations(tx, before.id, now));
  const suspension = input.kind === 'suspension';
  const closes = suspension && ladder.suspensionCloses;
  const days = suspension && !closes ? (input.days ?? 1) : null;
  const until = days === null ? null : new Date(now.getTime() + days * DAY_MS);
  const effect = !suspension
    ? warningEffect(ladder.next)
    : until && days
      ? suspensionEffect(days, until)
      : closureEffect(ladder.next);
  const [violation] = await tx
    .insert(violations)
    .values({
      userId: before.id,
      caseId: input.caseId ?? null,
      kind: input.kind,
      policy: input.policy,
      facts: input.facts,
      effect,
      automated: input.automated ?? false,
      days,
      decidedBy: input.actor.id,
      expiresAt: new Date(now.getTime() + VIOLATION_TTL_DAYS * DAY_MS),
      createdAt: now,
    })
    .returning();
  // The newest suspension decides the end (the console shows the current one before acting);
  // its reason travels with every 403, since a suspended account can ask nothing else.
  const suspensionReason = `${POLICY_LABELS[input.policy]}: ${input.facts}`;
  const standing = !suspension
    ? {}
    : closes
      ? { closedAt: now, suspendedUntil: null, suspensionReason }
      : { suspendedUntil: until, suspensionReason };
  const [user] = await tx
    .update(users)
    .set({ warningCounter: ladder.next, ...standing, updatedAt: now })
    .where(eq(users.id, before.id))
    .returning();
  if (!violation || !user) throw new Error(`Sanction of ${before.id} not stored`);
  if (suspension) await revokeAllForUser(tx, user.id, now);
  return { violation, before, user };
}

/** What the audit log keeps of a user's standing. */
export const standingOf = (user: UserRow) => ({
  warningCounter: user.warningCounter,
  suspendedUntil: user.suspendedUntil?.toISOString() ?? null,
  closed: user.closedAt !== null,
});

/** A sanction and its audit entry, in one transaction; then the user's tabs and the agents hear. */
export async function sanctionUser(
  db: Db,
  live: LiveEvents,
  input: SanctionInput,
): Promise<Sanctioned> {
  const done = await db.transaction(async (tx) => {
    const result = await insertSanction(tx, input);
    const { violation } = result;
    await recordAudit(tx, {
      actor: input.actor,
      action: input.kind === 'warning' ? 'warn' : 'suspend',
      targetUserId: violation.userId,
      caseId: violation.caseId,
      before: standingOf(result.before),
      after: {
        ...standingOf(result.user),
        violationId: violation.id,
        policy: violation.policy,
        days: violation.days,
        facts: violation.facts,
      },
    });
    return result;
  });
  await tellStandingChanged(db, live, done.user.id, done.violation.caseId);
  // The notice waits for their next visit; their devices say there is one (push/notify.ts).
  notifyUser(db, { kind: 'account', userId: done.user.id });
  return done;
}
