import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { moderationCases as cases } from '../db/schema.ts';
import { auditCase, type Agent } from './case-claims.ts';

/**
 * An agent's account is going: the cases they hold go back to the queue (an open case always
 * has its agent), each release audited as theirs, inside the caller's transaction so that the
 * deletion, the releases and their entries commit together. Returns the released case ids.
 */
export async function releaseClaimsOfLeaving(tx: Db, agent: Agent): Promise<string[]> {
  const held = await tx
    .select()
    .from(cases)
    .where(and(eq(cases.assigneeId, agent.id), eq(cases.status, 'open')))
    .for('update');
  if (!held.length) return [];
  const released = await tx
    .update(cases)
    .set({ status: 'new', assigneeId: null, claimedAt: null, updatedAt: sql`now()` })
    .where(
      inArray(
        cases.id,
        held.map((row) => row.id),
      ),
    )
    .returning();
  const after = new Map(released.map((row) => [row.id, row]));
  for (const before of held) {
    const row = after.get(before.id);
    if (row) await auditCase(tx, agent, 'release', before, row, { accountDeleted: true });
  }
  return released.map((row) => row.id);
}
