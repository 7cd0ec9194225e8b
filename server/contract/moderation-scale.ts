/** How severe a case is and when a suspension becomes final: the start of moderation's scale. */

/** A suspension is temporary while warningCounter is below this; from it on, final. */
export const SUSPENSION_THRESHOLD = 3;

/** Most severe last: the queue sorts by this order, descending. `severe` is blocked at send. */
export const SEVERITIES = ['low', 'medium', 'high', 'severe'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** 0 for low … 3 for severe: cases sort on it, and a case takes its highest flag's. */
export const severityRank = (severity: Severity): number => SEVERITIES.indexOf(severity);
