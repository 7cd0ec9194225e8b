import { z } from 'zod';
import { personRefSchema } from './moderation-base.ts';

/** What the audit log records of agents' actions, as the console lists it. */
export const AUDIT_ACTIONS = [
  'claim',
  'release',
  'view-transcript',
  'warn',
  'suspend',
  'lift',
  'overturn',
  'hide-message',
  'reply-as-avatar',
  'resolve',
  'add-note',
  // The curated catalogue (server/catalogue): each names the Angel (avatarId) it changed.
  'catalogue-create',
  'catalogue-edit',
  'catalogue-publish',
  'catalogue-unpublish',
  'catalogue-restore',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: personRefSchema,
  action: z.enum(AUDIT_ACTIONS),
  targetUserId: z.string().nullable(),
  caseId: z.string().nullable(),
  chatHash: z.string().nullable(),
  messageId: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
