/**
 * Moderation's runtime constants, free of zod like constants.ts (which re-exports them): the
 * states of a case, severities, flags, report reasons, policies and the sanction ladder.
 */

import { SUSPENSION_THRESHOLD, type Severity } from './moderation-scale.ts';

// The scale the first load needs (a suspended account's notice, the console's search) lives in
// a file of its own, so the entry chunk does not carry every label below.
export * from './moderation-scale.ts';

/**
 * Moderation. A case is the unit of an agent's work: one per chat while unresolved (new flags
 * and reports attach to it), or one per user for text outside chats (the personal avatar's
 * name). `new` waits in the queue, `open` is claimed by one agent, `resolved` is done.
 */
export const CASE_STATUSES = ['new', 'open', 'resolved'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

export const SEVERITY_LABELS = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  severe: 'Severe',
} as const satisfies Record<Severity, string>;

/** Where a flag came from: the content filter, or a user's report. */
export const FLAG_SOURCES = ['filter', 'report'] as const;
export type FlagSource = (typeof FLAG_SOURCES)[number];

/**
 * What a flagged text was: a chat message, the user's personal avatar name, or a field of an
 * Angel the user created or imported (its name, bio, greeting…; the excerpt names the field).
 */
export const FLAG_SUBJECTS = ['message', 'avatar-name', 'angel'] as const;
export type FlagSubject = (typeof FLAG_SUBJECTS)[number];

/** Why a user reports a reply or a chat; each reason opens its case at a severity. */
export const REPORT_REASONS = [
  'sexual-content',
  'harassment',
  'hate',
  'self-harm',
  'minor-safety',
  'spam',
  'nonsense',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS = {
  'sexual-content': 'Sexual or explicit content',
  harassment: 'Harassment or bullying',
  hate: 'Hate speech',
  'self-harm': 'Self-harm or suicide',
  'minor-safety': 'Involves a minor',
  spam: 'Spam or scam',
  nonsense: 'The reply makes no sense',
  other: 'Something else',
} as const satisfies Record<ReportReason, string>;
/** Reasons that are about one reply: a report of the whole chat cannot give them. */
export const REPLY_ONLY_REPORT_REASONS: readonly ReportReason[] = ['nonsense'];
export const REPORT_NOTE_MAX = 500;

/** The rules of the terms of service a sanction can rest on (the statement names one). */
export const POLICY_CODES = [
  'explicit-content',
  'harassment',
  'hate-speech',
  'threats',
  'minor-safety',
  'spam',
  'offensive-name',
  'other',
] as const;
export type PolicyCode = (typeof POLICY_CODES)[number];
export const POLICY_LABELS = {
  'explicit-content': 'Explicit sexual content outside what the terms allow',
  harassment: 'Harassment or abuse',
  'hate-speech': 'Hate speech or slurs',
  threats: 'Threats of violence',
  'minor-safety': 'Content involving minors',
  spam: 'Spam or scams',
  'offensive-name': 'An offensive name',
  other: 'Another breach of the terms of service',
} as const satisfies Record<PolicyCode, string>;

/**
 * The account notice shows at most this many new decisions at once, as many as one
 * acknowledgement (POST …/account-status/seen) may name; any more come in the next notice.
 */
export const ACCOUNT_NOTICE_MAX = 50;

/** A violation counts towards warningCounter for this long, then expires. */
export const VIOLATION_TTL_DAYS = 90;
export const SANCTION_KINDS = ['warning', 'suspension'] as const;
export type SanctionKind = (typeof SANCTION_KINDS)[number];
export const VIOLATION_STATUSES = ['active', 'expired', 'overturned'] as const;
export type ViolationStatus = (typeof VIOLATION_STATUSES)[number];
export const SUSPENSION_DAYS_MAX = 365;
/** Free text an agent writes: statements, notes, resolutions. */
export const MODERATION_TEXT_MAX = 2000;

export const MODERATION_ERROR_CODES = {
  /** A message the filter blocks before any reply (threats, minors): nothing was sent. */
  contentBlocked: 'CONTENT_BLOCKED',
  /** Another agent holds the case; `meta.assignee` says who. */
  caseClaimed: 'CASE_CLAIMED',
  /** The case is resolved: nothing more can happen to it. */
  caseResolved: 'CASE_RESOLVED',
  /** Agents cannot sanction agents (themselves included). */
  sanctionRefused: 'SANCTION_REFUSED',
  /** The case's account was deleted: there is nobody left to sanction, only the case to close. */
  accountDeleted: 'ACCOUNT_DELETED',
  /**
   * The user deleted the chat: its case still reads it (the evidence), but nobody writes into
   * a conversation its owner can no longer see.
   */
  chatDeleted: 'CHAT_DELETED',
} as const;

/**
 * The sanction ladder, one definition for the console (which shows it before an agent acts)
 * and the server (which applies it). Every warning and suspension is a violation; the user's
 * warningCounter is the number of active ones. A suspension is temporary while the counter it
 * leaves is below SUSPENSION_THRESHOLD, and closes the account from there on.
 */
export function sanctionLadder(activeViolations: number): {
  /** The ordinal the next violation gets: 1 for the first. */
  next: number;
  /** True when a suspension now would close the account. */
  suspensionCloses: boolean;
} {
  const next = activeViolations + 1;
  return { next, suspensionCloses: next >= SUSPENSION_THRESHOLD };
}
