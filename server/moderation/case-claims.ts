/**
 * Who works a case: claim, release, resolve. The claim is one conditional UPDATE (still new,
 * nobody's), so of two agents claiming at once exactly one changes the row and the other
 * finds it taken. Release and resolve lock the row first: the holder is checked and changed
 * in one step. Each change and its audit entry commit together.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AuditAction, ResolveCaseBody } from '../contract/moderation.ts';
import type { Db } from '../db/client.ts';
import { chats, moderationCases as cases, users, type ModerationCaseRow } from '../db/schema.ts';
import type { UserRow } from '../db/schema.ts';
import { recordAudit } from './audit.ts';
import { caseChangingHands, caseClaimed, caseResolved, noSuchCase } from './case-errors.ts';
import { isCaseId } from './present-case.ts';

export type Agent = Pick<UserRow, 'id' | 'email'>;

/** The fields a claim, release or resolve moves: what the audit entry records. */
const holding = (row: ModerationCaseRow) => ({
  status: row.status,
  assigneeId: row.assigneeId,
  claimedAt: row.claimedAt?.toISOString() ?? null,
});

/** The entry for a change of hands: who held the case before and after, and when. */
export async function auditCase(
  tx: Db,
  agent: Agent,
  action: AuditAction,
  before: ModerationCaseRow,
  after: ModerationCaseRow,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const [chat] = before.chatId
    ? await tx.select({ hash: chats.chatHash }).from(chats).where(eq(chats.id, before.chatId))
    : [];
  await recordAudit(tx, {
    actor: agent,
    action,
    targetUserId: before.userId,
    caseId: before.id,
    chatHash: chat?.hash ?? null,
    before: holding(before),
    after: { ...holding(after), ...extra },
  });
}

/** The refusal for a case another agent holds, naming them. */
export async function heldElsewhere(db: Db, row: ModerationCaseRow) {
  const [holder] = row.assigneeId
    ? await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(eq(users.id, row.assigneeId))
    : [];
  return caseClaimed(holder ?? { id: row.assigneeId ?? '', email: 'Another agent' }, row.claimedAt);
}

async function lockCase(tx: Db, caseId: string): Promise<ModerationCaseRow> {
  const [row] = isCaseId(caseId)
    ? await tx.select().from(cases).where(eq(cases.id, caseId)).for('update')
    : [];
  if (!row) throw noSuchCase();
  if (row.status === 'resolved') throw caseResolved();
  return row;
}

/** true: claimed now; false: the caller already held it (claiming twice changes nothing). */
export async function claimCase(db: Db, agent: Agent, caseId: string): Promise<boolean> {
  if (!isCaseId(caseId)) throw noSuchCase();
  // Twice more at most: a case released between our update and our read is free again.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const claimed = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(cases)
        .set({ status: 'open', assigneeId: agent.id, claimedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(cases.id, caseId), eq(cases.status, 'new'), isNull(cases.assigneeId)))
        .returning();
      if (!row) return false;
      const before = { ...row, status: 'new' as const, assigneeId: null, claimedAt: null };
      await auditCase(tx, agent, 'claim', before, row);
      return true;
    });
    if (claimed) return true;
    const [row] = await db.select().from(cases).where(eq(cases.id, caseId));
    if (!row) throw noSuchCase();
    if (row.status === 'resolved') throw caseResolved();
    if (row.assigneeId === agent.id) return false;
    if (row.assigneeId) throw await heldElsewhere(db, row);
  }
  throw caseChangingHands();
}

/** Gives the case back to the queue. false: nobody held it (nothing to give back). */
export function releaseCase(db: Db, agent: Agent, caseId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await lockCase(tx, caseId);
    if (row.assigneeId === null) return false;
    if (row.assigneeId !== agent.id) throw await heldElsewhere(tx, row);
    const [after] = await tx
      .update(cases)
      .set({ status: 'new', assigneeId: null, claimedAt: null, updatedAt: sql`now()` })
      .where(eq(cases.id, row.id))
      .returning();
    if (!after) throw noSuchCase();
    await auditCase(tx, agent, 'release', row, after);
    return true;
  });
}

/** Resolves a case the caller holds, or an unclaimed one (claimed by resolving it). */
export function resolveCase(
  db: Db,
  agent: Agent,
  caseId: string,
  body: ResolveCaseBody,
): Promise<void> {
  return db.transaction(async (tx) => {
    const row = await lockCase(tx, caseId);
    if (row.assigneeId !== null && row.assigneeId !== agent.id) {
      throw await heldElsewhere(tx, row);
    }
    const [after] = await tx
      .update(cases)
      .set({
        status: 'resolved',
        assigneeId: agent.id,
        claimedAt: row.claimedAt ?? sql`now()`,
        resolution: body.resolution,
        note: body.note ?? null,
        resolvedBy: agent.id,
        resolvedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(cases.id, row.id))
      .returning();
    if (!after) throw noSuchCase();
    await auditCase(tx, agent, 'resolve', row, after, {
      resolution: after.resolution,
      note: after.note,
    });
  });
}
