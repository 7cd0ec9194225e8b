import { z } from 'zod';
import {
  CASE_STATUSES,
  MODERATION_TEXT_MAX,
  POLICY_CODES,
  REPORT_REASONS,
  SEVERITIES,
} from './constants.ts';
import { safeText } from './text.ts';

export type {
  CaseStatus,
  FlagSource,
  FlagSubject,
  PolicyCode,
  ReportReason,
  SanctionKind,
  Severity,
  ViolationStatus,
} from './constants.ts';

/**
 * What every part of the moderation API's shapes shares (moderation.ts gathers them all):
 * the enums as schemas, the rule for text people write, a filter match, a person.
 */

export const severitySchema = z.enum(SEVERITIES);
export const caseStatusSchema = z.enum(CASE_STATUSES);
export const policyCodeSchema = z.enum(POLICY_CODES);
export const reportReasonSchema = z.enum(REPORT_REASONS);

/** Free text an agent or user writes; `label` names the field in errors. */
export const moderationText = (label: string, max = MODERATION_TEXT_MAX) =>
  safeText(label)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is at most ${max} characters`);

/** A stretch of text the filter matched: [start, end) in UTF-16 code units, and the term. */
export const flaggedSpanSchema = z.object({
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  term: z.string(),
});
export type FlaggedSpan = z.infer<typeof flaggedSpanSchema>;

/** Who did something, as agents see it. */
export const personRefSchema = z.object({ id: z.string(), email: z.string() });
export type PersonRef = z.infer<typeof personRefSchema>;
