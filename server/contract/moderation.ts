import { z } from 'zod';
import { chatSchema, messageSchema } from './chats.ts';
import {
  ACCOUNT_NOTICE_MAX,
  FLAG_SOURCES,
  FLAG_SUBJECTS,
  REPLY_ONLY_REPORT_REASONS,
  REPORT_NOTE_MAX,
  SANCTION_KINDS,
  SUSPENSION_DAYS_MAX,
  VIOLATION_STATUSES,
} from './constants.ts';
import {
  caseStatusSchema,
  flaggedSpanSchema,
  moderationText,
  personRefSchema,
  policyCodeSchema,
  reportReasonSchema,
  severitySchema,
} from './moderation-base.ts';
import { safeText } from './text.ts';

/**
 * The moderation API's shapes: users report, the filter flags, agents work cases and
 * sanction. One definition for the server's validation, /api/openapi.json and the console;
 * the shared parts, the audit log and the live hints live beside it and are gathered here.
 */
export * from './moderation-base.ts';
export * from './moderation-audit.ts';
export * from './live-hints.ts';

// --- Reports (users) -------------------------------------------------------------------

/** POST /api/chats/{chatHash}/reports: on a reply (messageId) or on the whole chat. */
export const reportBodySchema = z
  .object({
    messageId: z.string().uuid('messageId must be a message id').optional(),
    reason: reportReasonSchema,
    note: safeText('The note').trim().max(REPORT_NOTE_MAX, 'The note is too long').optional(),
  })
  .refine((body) => body.messageId || !REPLY_ONLY_REPORT_REASONS.includes(body.reason), {
    message: 'This reason is about one reply: report that reply instead of the whole chat',
    path: ['reason'],
  });
export type ReportBody = z.infer<typeof reportBodySchema>;
export const reportResultSchema = z.object({ received: z.literal(true) });

// --- Cases (agents) --------------------------------------------------------------------

/** One reason a case exists: a filter match or a report. */
export const caseFlagSchema = z.object({
  id: z.string(),
  source: z.enum(FLAG_SOURCES),
  subject: z.enum(FLAG_SUBJECTS),
  severity: severitySchema,
  /** The flagged message (null: the chat as a whole, or the avatar name). */
  messageId: z.string().nullable(),
  /** The text that was flagged, as it was then (a name, or the message's text). */
  excerpt: z.string(),
  spans: z.array(flaggedSpanSchema),
  reason: reportReasonSchema.nullable(),
  note: z.string().nullable(),
  /** The reporting user (their own chat); null for the filter. */
  reporter: personRefSchema.nullable(),
  createdAt: z.string(),
});
export type CaseFlag = z.infer<typeof caseFlagSchema>;

export const caseSummarySchema = z.object({
  id: z.string(),
  status: caseStatusSchema,
  severity: severitySchema,
  /** How the case started. */
  source: z.enum(FLAG_SOURCES),
  /** The chat it is about; null for a case about the user's avatar name. */
  chatHash: z.string().nullable(),
  /** The Angels of the chat, for the queue's line. */
  avatarNames: z.array(z.string()),
  user: personRefSchema,
  /** Since when it waits: its first flag not yet looked at by an agent. */
  waitingSince: z.string(),
  assignee: personRefSchema.nullable(),
  claimedAt: z.string().nullable(),
  flagCount: z.number().int(),
  /** The newest flag's excerpt, shortened. */
  preview: z.string(),
  resolution: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type CaseSummary = z.infer<typeof caseSummarySchema>;

export const CASE_FILTERS = ['new', 'mine', 'open', 'resolved'] as const;
export type CaseFilter = (typeof CASE_FILTERS)[number];
export const caseListQuerySchema = z.object({
  filter: z.enum(CASE_FILTERS).default('open'),
  severity: severitySchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type CaseListQuery = z.infer<typeof caseListQuerySchema>;
export const caseListSchema = z.object({
  items: z.array(caseSummarySchema),
  firstPage: z.boolean(),
  lastPage: z.boolean(),
});
export type CaseList = z.infer<typeof caseListSchema>;

export const caseDetailSchema = caseSummarySchema.extend({
  flags: z.array(caseFlagSchema),
  note: z.string().nullable(),
  resolvedBy: personRefSchema.nullable(),
});
export type CaseDetail = z.infer<typeof caseDetailSchema>;

export const resolveCaseBodySchema = z.object({
  /** dismissed: nothing wrong; actioned: a sanction, hide or reply dealt with it. */
  resolution: z.enum(['dismissed', 'actioned']),
  note: moderationText('The note').optional(),
});
export type ResolveCaseBody = z.infer<typeof resolveCaseBodySchema>;

// --- The transcript (agents) -------------------------------------------------------------

/** A message as the console shows it: the original text, even when hidden from the user. */
export const transcriptMessageSchema = messageSchema.extend({
  hidden: z
    .object({ at: z.string(), by: personRefSchema.nullable(), reason: z.string() })
    .nullable(),
  /** A reply an agent wrote as the Angel: who. The user never sees this. */
  writtenBy: personRefSchema.nullable(),
  /** The user deleted it (gone from their chat; kept while a case may need it): when. */
  deletedByUser: z.string().nullable().optional(),
  /** The user rewound past it: set aside in a branch they can return to. */
  rewound: z.literal(true).optional(),
  /** Filter matches in this message, to highlight. */
  spans: z.array(flaggedSpanSchema),
  /** Reports made on this message. */
  reports: z.array(
    z.object({ reason: reportReasonSchema, note: z.string().nullable(), createdAt: z.string() }),
  ),
});
export type TranscriptMessage = z.infer<typeof transcriptMessageSchema>;
export const transcriptPageSchema = z.object({
  items: z.array(transcriptMessageSchema),
  nextCursor: z.string().nullable(),
});
export type TranscriptPage = z.infer<typeof transcriptPageSchema>;

/** GET /api/admin/chats/{chatHash}: the chat, whose it is, and its unresolved case. */
export const adminChatSchema = z.object({
  chat: chatSchema,
  user: personRefSchema,
  openCase: caseDetailSchema.nullable(),
  /** When the user deleted the chat (it is kept while a case holds it); null: not deleted. */
  deletedByUser: z.string().nullable().optional(),
});
export type AdminChat = z.infer<typeof adminChatSchema>;

export const hideMessageBodySchema = z.object({ reason: moderationText('The reason') });
export type HideMessageBody = z.infer<typeof hideMessageBodySchema>;

/** POST /api/admin/chats/{chatHash}/replies: write as the Angel (in a group: which one). */
export const agentReplyBodySchema = z.object({
  text: moderationText('The reply', 4000),
  avatarId: z.number().int().positive().optional(),
});
export type AgentReplyBody = z.infer<typeof agentReplyBodySchema>;

// --- Violations and sanctions ------------------------------------------------------------

/** A statement of reasons: what happened, which rule, the effect, and whether automated. */
export const statementSchema = z.object({
  facts: z.string(),
  policy: policyCodeSchema,
  rule: z.string(),
  effect: z.string(),
  automated: z.boolean(),
});
export type Statement = z.infer<typeof statementSchema>;

export const violationSchema = z.object({
  id: z.string(),
  userId: z.string(),
  caseId: z.string().nullable(),
  kind: z.enum(SANCTION_KINDS),
  /** Suspensions: for how many days (null: the account was closed). */
  days: z.number().int().nullable(),
  statement: statementSchema,
  decidedBy: personRefSchema.nullable(),
  status: z.enum(VIOLATION_STATUSES),
  createdAt: z.string(),
  expiresAt: z.string(),
  overturned: z
    .object({ at: z.string(), by: personRefSchema.nullable(), reason: z.string() })
    .nullable(),
  /** A suspension an agent ended early: it still counts, but no longer holds the account. */
  lifted: z
    .object({ at: z.string(), by: personRefSchema.nullable(), reason: z.string() })
    .nullable(),
});
export type Violation = z.infer<typeof violationSchema>;

const sanctionBase = {
  /** The case it settles (optional: a sanction from the user's page). */
  caseId: z.string().uuid().optional(),
  policy: policyCodeSchema,
  /** What the user did, in words the user will read. */
  facts: moderationText('The statement'),
};
export const warnBodySchema = z.object(sanctionBase);
export type WarnBody = z.infer<typeof warnBodySchema>;
export const suspendBodySchema = z.object({
  ...sanctionBase,
  days: z
    .number({ error: 'days must be a whole number' })
    .int('days must be a whole number')
    .min(1, 'days must be at least 1')
    .max(SUSPENSION_DAYS_MAX, `days must be at most ${SUSPENSION_DAYS_MAX}`),
});
export type SuspendBody = z.infer<typeof suspendBodySchema>;
export const reasonBodySchema = z.object({ reason: moderationText('The reason') });
export type ReasonBody = z.infer<typeof reasonBodySchema>;
export const noteBodySchema = z.object({ text: moderationText('The note') });
export type NoteBody = z.infer<typeof noteBodySchema>;

/** A user as the console sees them: the facts an agent weighs before acting. */
export const moderatedUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  avatarName: z.string().nullable(),
  isAgent: z.boolean(),
  createdAt: z.string(),
  warningCounter: z.number().int(),
  suspendedUntil: z.string().nullable(),
  closed: z.boolean(),
  /** What the next sanction would be (sanctionLadder of the active violations). */
  ladder: z.object({ next: z.number().int(), suspensionCloses: z.boolean() }),
  openCases: z.number().int(),
});
export type ModeratedUser = z.infer<typeof moderatedUserSchema>;

export const agentNoteSchema = z.object({
  id: z.string(),
  author: personRefSchema.nullable(),
  text: z.string(),
  createdAt: z.string(),
});
export type AgentNote = z.infer<typeof agentNoteSchema>;

/** GET /api/admin/users/{id}/history: everything moderation knows about one user. */
export const userHistorySchema = z.object({
  user: moderatedUserSchema,
  violations: z.array(violationSchema),
  cases: z.array(caseSummarySchema),
  reports: z.array(caseFlagSchema.extend({ chatHash: z.string().nullable() })),
  notes: z.array(agentNoteSchema),
});
export type UserHistory = z.infer<typeof userHistorySchema>;

export const userSearchQuerySchema = z.object({
  email: safeText('email').trim().min(1, 'Type part of an email').max(254),
});
export const userSearchSchema = z.object({ items: z.array(moderatedUserSchema) });

export const recentViolationsSchema = z.object({
  items: z.array(violationSchema.extend({ user: personRefSchema })),
});

// --- The user's side -------------------------------------------------------------------

/** GET /api/users/{id}/account-status: the user's own sanctions, each with its statement. */
export const accountStatusSchema = z.object({
  warningCounter: z.number().int(),
  suspendedUntil: z.string().nullable(),
  violations: z.array(
    violationSchema.omit({ decidedBy: true, caseId: true }).extend({
      /** False until the user has been shown it (the notice on their next visit). */
      seen: z.boolean(),
    }),
  ),
});
export type AccountStatus = z.infer<typeof accountStatusSchema>;

/**
 * POST /api/users/{id}/account-status/seen: the violations the notice showed, by id. Only
 * these are marked seen, so one decided while the notice was open still gets its own notice.
 */
export const accountStatusSeenBodySchema = z.object({
  ids: z
    .array(z.string().uuid('Each id must be a violation id'), {
      error: 'ids must be a list of violation ids',
    })
    .min(1, 'Send at least one violation id')
    .max(ACCOUNT_NOTICE_MAX, `Send at most ${ACCOUNT_NOTICE_MAX} violation ids`),
});
export type AccountStatusSeenBody = z.infer<typeof accountStatusSeenBodySchema>;
