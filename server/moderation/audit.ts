/**
 * The audit log: every agent action, written in the same transaction as the action itself,
 * so an action without its entry cannot exist. Insert-only (a trigger refuses UPDATE, DELETE
 * and TRUNCATE): this module has no other verb on purpose.
 */
import type { AuditAction } from '../contract/moderation.ts';
import type { Db } from '../db/client.ts';
import { auditLog, type UserRow } from '../db/schema.ts';

export type AuditInput = {
  actor: Pick<UserRow, 'id' | 'email'>;
  action: AuditAction;
  targetUserId?: string | null;
  caseId?: string | null;
  chatHash?: string | null;
  messageId?: string | null;
  /** The catalogue Angel a curator changed. */
  avatarId?: number | null;
  /** The state the action changed, before and after (JSON; small: the fields that moved). */
  before?: unknown;
  after?: unknown;
};

export async function recordAudit(tx: Db, entry: AuditInput): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    action: entry.action,
    targetUserId: entry.targetUserId ?? null,
    caseId: entry.caseId ?? null,
    chatHash: entry.chatHash ?? null,
    messageId: entry.messageId ?? null,
    avatarId: entry.avatarId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
