import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  CaseStatus,
  FlagSource,
  FlagSubject,
  PolicyCode,
  ReportReason,
  SanctionKind,
  Severity,
} from '../../contract/constants.ts';
import type { AuditAction, FlaggedSpan } from '../../contract/moderation.ts';
import { chats, messages } from './chats.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A case: the unit of an agent's work. At most one unresolved case per chat (new flags attach
 * to it), and one per user for text outside chats (`chat_id` null: the avatar name). The
 * claim is a conditional update (`assignee_id is null`), so two agents never hold one case.
 * `severity` is the highest of its flags'; `waiting_since` the oldest flag no agent has seen.
 */
export const moderationCases = pgTable(
  'moderation_cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Null once the account is deleted: the case and its evidence (the flags' excerpts, the
    // violations, the audit entries) outlive the account, anonymised ("Deleted account #…").
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    chatId: uuid('chat_id').references(() => chats.id, { onDelete: 'set null' }),
    status: text('status').$type<CaseStatus>().notNull().default('new'),
    source: text('source').$type<FlagSource>().notNull(),
    severity: text('severity').$type<Severity>().notNull(),
    /** 0 low … 3 severe: the queue sorts on it. */
    severityRank: integer('severity_rank').notNull(),
    waitingSince: at('waiting_since').notNull().defaultNow(),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    claimedAt: at('claimed_at'),
    resolution: text('resolution'),
    note: text('note'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: at('resolved_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('moderation_cases_one_open_per_chat')
      .on(t.chatId)
      .where(sql`status <> 'resolved' and chat_id is not null`),
    uniqueIndex('moderation_cases_one_open_per_user_profile')
      .on(t.userId)
      .where(sql`status <> 'resolved' and chat_id is null`),
    // The queue's two orders, each over its own part of the table: the unresolved (worst, then
    // longest waiting) and the resolved (latest first). "Mine" walks the claims.
    index('moderation_cases_queue_idx')
      .on(t.severityRank.desc(), t.waitingSince, t.id)
      .where(sql`status <> 'resolved'`),
    index('moderation_cases_resolved_idx')
      .on(t.resolvedAt.desc(), t.id.desc())
      .where(sql`status = 'resolved'`),
    index('moderation_cases_assignee_idx')
      .on(t.assigneeId)
      .where(sql`assignee_id is not null`),
    index('moderation_cases_resolved_by_idx')
      .on(t.resolvedBy)
      .where(sql`resolved_by is not null`),
    index('moderation_cases_user_idx').on(t.userId, t.createdAt),
    check('moderation_cases_status_check', sql`${t.status} in ('new', 'open', 'resolved')`),
    check(
      'moderation_cases_claim_check',
      sql`(${t.status} = 'open') = (${t.assigneeId} is not null) or ${t.status} = 'resolved'`,
    ),
  ],
);

/** One reason a case exists: a filter match (with its spans) or a user's report. */
export const caseFlags = pgTable(
  'case_flags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => moderationCases.id, { onDelete: 'cascade' }),
    source: text('source').$type<FlagSource>().notNull(),
    subject: text('subject').$type<FlagSubject>().notNull(),
    severity: text('severity').$type<Severity>().notNull(),
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'set null' }),
    /** The flagged text as it was then (kept even if the message is later hidden). */
    excerpt: text('excerpt').notNull(),
    spans: jsonb('spans').$type<FlaggedSpan[]>().notNull().default([]),
    reason: text('reason').$type<ReportReason>(),
    note: text('note'),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('case_flags_case_idx').on(t.caseId, t.createdAt),
    index('case_flags_message_idx').on(t.messageId),
    index('case_flags_reporter_idx')
      .on(t.reporterId, t.createdAt)
      .where(sql`reporter_id is not null`),
  ],
);

/**
 * A warning or suspension, with its statement of reasons. Active until `expires_at`
 * (VIOLATION_TTL_DAYS) unless overturned; users.warning_counter is the count of active ones.
 * `seen_at`: when the user was shown it (the notice on their next visit).
 */
export const violations = pgTable(
  'violations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Null once the account is deleted: the statement of reasons is kept, anonymised.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    caseId: uuid('case_id').references(() => moderationCases.id, { onDelete: 'set null' }),
    kind: text('kind').$type<SanctionKind>().notNull(),
    policy: text('policy').$type<PolicyCode>().notNull(),
    facts: text('facts').notNull(),
    effect: text('effect').notNull(),
    automated: boolean('automated').notNull().default(false),
    days: integer('days'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: at('expires_at').notNull(),
    overturnedAt: at('overturned_at'),
    overturnedBy: uuid('overturned_by').references(() => users.id, { onDelete: 'set null' }),
    overturnReason: text('overturn_reason'),
    /** A suspension an agent ended early: it still counts, but no longer holds the account. */
    liftedAt: at('lifted_at'),
    liftedBy: uuid('lifted_by').references(() => users.id, { onDelete: 'set null' }),
    liftReason: text('lift_reason'),
    seenAt: at('seen_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('violations_user_idx').on(t.userId, t.createdAt),
    index('violations_recent_idx').on(t.createdAt),
    // Account deletion sets these to null: indexed so it does not scan the table.
    index('violations_decided_by_idx')
      .on(t.decidedBy)
      .where(sql`decided_by is not null`),
    index('violations_overturned_by_idx')
      .on(t.overturnedBy)
      .where(sql`overturned_by is not null`),
    index('violations_lifted_by_idx')
      .on(t.liftedBy)
      .where(sql`lifted_by is not null`),
    check('violations_kind_check', sql`${t.kind} in ('warning', 'suspension')`),
  ],
);

/** Agents' private notes about a user. */
export const agentNotes = pgTable(
  'agent_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('agent_notes_user_idx').on(t.userId, t.createdAt),
    index('agent_notes_author_idx')
      .on(t.authorId)
      .where(sql`author_id is not null`),
  ],
);

/**
 * Every agent action, insert-only: a trigger refuses UPDATE and DELETE, so no code path can
 * rewrite what an agent did. No foreign keys on purpose: an entry outlives the accounts,
 * chats and cases it names (the actor's email is kept as it was).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: uuid('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    targetUserId: uuid('target_user_id'),
    caseId: uuid('case_id'),
    chatHash: text('chat_hash'),
    messageId: uuid('message_id'),
    // The catalogue Angel a curator's action changed (no reference: the entry outlives it).
    avatarId: integer('avatar_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_target_idx').on(t.targetUserId, t.id),
    index('audit_log_case_idx').on(t.caseId, t.id),
    index('audit_log_actor_idx').on(t.actorId, t.id),
    index('audit_log_avatar_idx')
      .on(t.avatarId, t.id)
      .where(sql`avatar_id is not null`),
    // "Has this agent read this chat lately?" (a transcript read is audited once a while).
    index('audit_log_reads_idx').on(t.actorId, t.chatHash, t.createdAt),
  ],
);

export type ModerationCaseRow = typeof moderationCases.$inferSelect;
export type CaseFlagRow = typeof caseFlags.$inferSelect;
export type ViolationRow = typeof violations.$inferSelect;
export type AgentNoteRow = typeof agentNotes.$inferSelect;
export type AuditLogRow = typeof auditLog.$inferSelect;
