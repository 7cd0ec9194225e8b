/**
 * The console's URL search params. The URL is input like any other: a malformed field falls
 * back to its default instead of failing the page (the shape zod's `.catch()` gives, written
 * by hand so zod stays out of the route tree the first load carries).
 */
import { SEVERITIES, type Severity } from '@contract/moderation-scale.ts';
import type { CaseFilter } from '@contract/moderation.ts';

export const QUEUE_FILTERS = [
  'new',
  'mine',
  'open',
  'resolved',
] as const satisfies readonly CaseFilter[];

export type QueueSearch = { filter: CaseFilter; severity?: Severity };

export const QUEUE_DEFAULTS = { filter: 'open' } as const satisfies QueueSearch;

export function parseQueueSearch(raw: Record<string, unknown>): QueueSearch {
  const filter = QUEUE_FILTERS.find((value) => value === raw.filter) ?? QUEUE_DEFAULTS.filter;
  const severity = SEVERITIES.find((value) => value === raw.severity);
  return severity ? { filter, severity } : { filter };
}

export type ViolationsSearch = { email?: string };

/** The email search: trimmed, at most an address long; empty means no search. */
export function parseViolationsSearch(raw: Record<string, unknown>): ViolationsSearch {
  const email = typeof raw.email === 'string' ? raw.email.trim().slice(0, 254) : '';
  return email ? { email } : {};
}
