/**
 * What one account may keep, from this one table (the write limits of
 * server/http/write-limits.ts bound how fast; these bound how much). Reaching a quota is a
 * 409 QUOTA_REACHED whose message says what to do, shown where the action was taken; Angels
 * keep their own code (TOO_MANY_ANGELS). No zod, no Node: the browser imports it too.
 */
export const QUOTAS = {
  /** Chats, one-to-one and groups together. */
  chats: 1000,
  /** Angels, created and imported together. */
  angels: 200,
  /** Flags on one unresolved moderation case: enough evidence for a moderator to act on. */
  flagsPerCase: 50,
  /** One account's reports that are still waiting for a moderator. */
  openReports: 50,
} as const;

export type QuotaName = keyof typeof QUOTAS;

export const QUOTA_ERROR_CODES = {
  /** A per-account quota of QUOTAS is reached; meta: {quota, max}. */
  quotaReached: 'QUOTA_REACHED',
} as const;
